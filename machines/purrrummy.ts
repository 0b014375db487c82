// Purrrummy's turn flow as a statechart. The states read like the rulebook: the player to move draws
// (from the deck, or the top of the discard pile), then lays out melds and adds to melds as they like,
// and ends the turn by discarding one card; whoever empties the hand, by melding or by discarding, wins.
// When no card can ever be laid out or added again, the game ends there and the fewest cards win.
// Guards and actions call the pure rules in src/games/purrrummy/rules.ts.
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import {
  declareBlocked, declareWinner, discardCard, drawFromDeck, endTurn, explain, handEmpty, layMeld, layOff, setupPurr, takeDiscard, tableBlocked,
  type PurrEvent, type PurrOptions, type PurrState,
} from '../src/games/purrrummy/rules';

type Ev<T extends PurrEvent['type']> = Extract<PurrEvent, { type: T }>;

export const purrrummyMachine = setup({
  types: {
    context: {} as PurrState,
    events: {} as PurrEvent,
    input: {} as GameInput<PurrOptions>,
  },
  guards: {
    isLegal: ({ context, event }) => explain(context, event) === null,
    handEmptied: ({ context }) => handEmpty(context, context.turn),
    tableBlocked: ({ context }) => tableBlocked(context),
  },
  actions: {
    drawFromDeck: assign(({ context }) => drawFromDeck(context)),
    takeDiscard: assign(({ context }) => takeDiscard(context)),
    layMeld: assign(({ context, event }) => layMeld(context, (event as Ev<'MELD'>).cards, (event as Ev<'MELD'>).jokerAs)),
    layOff: assign(({ context, event }) => {
      const e = event as Ev<'LAY_OFF'>;
      return layOff(context, e.meld, e.cards, e.jokerAs);
    }),
    discardCard: assign(({ context, event }) => discardCard(context, (event as Ev<'DISCARD'>).card)),
    endTurn: assign(({ context }) => endTurn(context)),
    declareWinner: assign(({ context }) => declareWinner(context)),
    declareBlocked: assign(({ context }) => declareBlocked(context)),
  },
}).createMachine({
  id: 'purrrummy',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? setupPurr(input.options, input.seed, input.players.length) : (null as unknown as PurrState)),
  initial: 'drawing',
  states: {
    /** Draw the top card of the deck, or take the top card of the discard pile. */
    drawing: {
      on: {
        DRAW: { guard: 'isLegal', target: 'melding', actions: 'drawFromDeck' },
        TAKE_DISCARD: { guard: 'isLegal', target: 'melding', actions: 'takeDiscard' },
      },
    },
    /** Lay out sets and runs, add to melds, then discard one card to end the turn. */
    melding: {
      on: {
        MELD: { guard: 'isLegal', target: 'checkingHand', actions: 'layMeld' },
        LAY_OFF: { guard: 'isLegal', target: 'checkingHand', actions: 'layOff' },
        DISCARD: { guard: 'isLegal', target: 'endingTurn', actions: 'discardCard' },
      },
    },
    /** Melding the last card wins; otherwise the turn goes on. */
    checkingHand: {
      always: [{ guard: 'handEmptied', target: 'over', actions: 'declareWinner' }, { target: 'melding' }],
    },
    /** Discarding the last card wins; a blocked table ends the game; otherwise the next player draws. */
    endingTurn: {
      always: [
        { guard: 'handEmptied', target: 'over', actions: 'declareWinner' },
        { guard: 'tableBlocked', target: 'over', actions: 'declareBlocked' },
        { target: 'drawing', actions: 'endTurn' },
      ],
    },
    over: { type: 'final' },
  },
});
