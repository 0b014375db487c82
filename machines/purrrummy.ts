// Purrrummy's turn flow as a statechart, the game's only turn flow (src/games/purrrummy/rules/definition.ts runs it
// as the forward model). The states read like the rulebook: the player to move draws (from the deck, or the
// top of the discard pile), then lays out melds and adds to melds as they like, and ends the turn by
// discarding one card; whoever empties the hand, by melding or by discarding, wins. When no card can ever be
// laid out or added again, the game ends there and the fewest cards win.
// The states it rests in are the phases (their entry writes context.phase); the actions are the pure effects of
// src/games/purrrummy/rules/rules.ts and the guards only route. Legality is the door's (explain), checked before an
// event is sent.
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import { enterPhase } from '../src/engine/define';
import {
  declareBlocked, declareWinner, discardCard, drawFromDeck, endTurn, handEmpty, layMeld, layOff, setupPurr, takeDiscard, tableBlocked,
} from '../src/games/purrrummy/rules/rules';
import type { PurrEvent, PurrOptions, PurrState } from '../src/games/purrrummy/rules/state';

type Ev<T extends PurrEvent['type']> = Extract<PurrEvent, { type: T }>;

export const purrrummyMachine = setup({
  types: {
    context: {} as PurrState,
    events: {} as PurrEvent,
    input: {} as GameInput<PurrOptions>,
  },
  guards: {
    handEmptied: ({ context }) => handEmpty(context, context.turn),
    tableBlocked: ({ context }) => tableBlocked(context),
  },
  actions: {
    enterPhase: enterPhase<PurrState, PurrEvent>(),
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
  context: ({ input }) => (input ? { ...setupPurr(input.options, input.seed, input.players.length), phase: 'drawing' } : (null as unknown as PurrState)),
  initial: 'drawing',
  states: {
    drawing: {
      description: 'The player to move draws the top card of the deck, or takes the top card of the discard pile.',
      entry: { type: 'enterPhase', params: { phase: 'drawing' } },
      on: {
        DRAW: { target: 'melding', actions: 'drawFromDeck' },
        TAKE_DISCARD: { target: 'melding', actions: 'takeDiscard' },
      },
    },
    melding: {
      description: 'The player to move lays out sets and runs and adds to melds as they like, then discards one card to end the turn.',
      entry: { type: 'enterPhase', params: { phase: 'melding' } },
      on: {
        MELD: { target: 'checkingHand', actions: 'layMeld' },
        LAY_OFF: { target: 'checkingHand', actions: 'layOff' },
        DISCARD: { target: 'endingTurn', actions: 'discardCard' },
      },
    },
    checkingHand: {
      description: 'Passing through: melding or adding the last card of the hand wins; otherwise the turn goes on.',
      always: [{ guard: 'handEmptied', target: 'over', actions: 'declareWinner' }, { target: 'melding' }],
    },
    endingTurn: {
      description: 'Passing through: discarding the last card wins; a blocked table ends the game; otherwise the next player draws.',
      always: [
        { guard: 'handEmptied', target: 'over', actions: 'declareWinner' },
        { guard: 'tableBlocked', target: 'over', actions: 'declareBlocked' },
        { target: 'drawing', actions: 'endTurn' },
      ],
    },
    over: {
      description: 'The game is over: one player emptied the hand, or the table was blocked and the fewest cards won.',
      type: 'final',
      entry: { type: 'enterPhase', params: { phase: 'over' } },
    },
  },
});
