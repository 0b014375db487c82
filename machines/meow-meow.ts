// Meow Meow's turn flow as a statechart, the game's one flow: the app runs it with XState, the bots, the sim and
// the definition's apply run it with the plain-data executor (src/engine/chart.ts). The states read like the
// rulebook: a player chooses a card (or draws), may play the card just drawn, names a suit after a jack, and the
// turn ends (Meow penalty, 8 skip). Guards only route; legality is the door's (rules' explain) before any event
// is sent. Actions call the pure effects in src/games/meow-meow/rules/rules.ts; the phase is the state the chart rests in.
import { assign, setup } from 'xstate';
import { enterPhase } from '../src/engine/define';
import type { GameInput } from '../src/engine/types';
import {
  callMeow, declareWinner, drawOne, drawPenalty, drawnFits, endTurn, handEmpty, isJack, mustDrawPenalty, pass, playCard,
  setupMeow, wishSuit,
} from '../src/games/meow-meow/rules/rules';
import type { MeowEvent, MeowOptions, MeowState } from '../src/games/meow-meow/rules/state';

type Ev<T extends MeowEvent['type']> = Extract<MeowEvent, { type: T }>;

export const meowMeowMachine = setup({
  types: {
    context: {} as MeowState,
    events: {} as MeowEvent,
    input: {} as GameInput<MeowOptions>,
  },
  guards: {
    sevenChainOpen: ({ context }) => mustDrawPenalty(context),
    handEmptied: ({ context }) => handEmpty(context, context.turn),
    jackPlayed: ({ context }) => context.playedThisTurn !== null && isJack(context.playedThisTurn),
    drawnCardFits: ({ context }) => drawnFits(context),
  },
  actions: {
    enterPhase: enterPhase<MeowState, MeowEvent>(),
    playCard: assign(({ context, event }) => playCard(context, (event as Ev<'PLAY'>).card)),
    drawOne: assign(({ context }) => drawOne(context)),
    drawPenalty: assign(({ context }) => drawPenalty(context)),
    pass: assign(({ context }) => pass(context)),
    wishSuit: assign(({ context, event }) => wishSuit(context, (event as Ev<'WISH'>).suit)),
    callMeow: assign(({ context }) => callMeow(context)),
    endTurn: assign(({ context }) => endTurn(context)),
    declareWinner: assign(({ context }) => declareWinner(context)),
  },
}).createMachine({
  id: 'meow-meow',
  // XState's pure transition() builds a throwaway actor without input; give it no game rather than a thrown error (1.75x faster).
  context: ({ input }) => (input ? { ...setupMeow(input.options, input.seed, input.players.length), phase: 'choosingCard' } : (null as unknown as MeowState)),
  initial: 'choosingCard',
  states: {
    choosingCard: {
      description: 'The player to act plays a card that fits, draws one (or the open 7-chain), or passes when nothing can be drawn or played; may call Meow.',
      entry: { type: 'enterPhase', params: { phase: 'choosingCard' } },
      on: {
        PLAY: { target: 'resolvingPlay', actions: 'playCard' },
        DRAW: [
          { guard: 'sevenChainOpen', target: 'endingTurn', actions: 'drawPenalty' },
          { target: 'resolvingDraw', actions: 'drawOne' },
        ],
        PASS: { target: 'endingTurn', actions: 'pass' },
        MEOW: { actions: 'callMeow' },
      },
    },
    resolvingPlay: {
      description: 'A card was played: an empty hand wins, a jack asks for a suit, anything else ends the turn.',
      always: [
        { guard: 'handEmptied', target: 'over', actions: 'declareWinner' },
        { guard: 'jackPlayed', target: 'choosingSuit' },
        { target: 'endingTurn' },
      ],
    },
    resolvingDraw: {
      description: 'One card was drawn: if it fits, the player may play it at once; otherwise the turn ends.',
      always: [{ guard: 'drawnCardFits', target: 'drawnCard' }, { target: 'endingTurn' }],
    },
    drawnCard: {
      description: 'The card just drawn fits: the player plays it or keeps it (passes); may call Meow.',
      entry: { type: 'enterPhase', params: { phase: 'drawnCard' } },
      on: {
        PLAY: { target: 'resolvingPlay', actions: 'playCard' },
        PASS: { target: 'endingTurn', actions: 'pass' },
        MEOW: { actions: 'callMeow' },
      },
    },
    choosingSuit: {
      description: 'A jack was played: its player names the suit to follow; may call Meow.',
      entry: { type: 'enterPhase', params: { phase: 'choosingSuit' } },
      on: {
        WISH: { target: 'endingTurn', actions: 'wishSuit' },
        MEOW: { actions: 'callMeow' },
      },
    },
    endingTurn: {
      description: 'The turn ends: a forgotten Meow costs a card, an 8 skips the next seat, the next seat chooses.',
      entry: 'endTurn',
      always: { target: 'choosingCard' },
    },
    over: {
      description: 'A player emptied their hand and won.',
      type: 'final',
      entry: { type: 'enterPhase', params: { phase: 'over' } },
    },
  },
});
