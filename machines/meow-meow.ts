// Meow Meow's turn flow as a statechart. The states read like the rulebook: a player chooses a card
// (or draws), may play the card just drawn, names a suit after a jack, and the turn ends (Meow
// penalty, 8 skip). Guards and actions call the pure rules in src/games/meow-meow/rules.ts.
import { and, assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import {
  callMeow, declareWinner, drawOne, drawPenalty, drawnFits, endTurn, explain, handEmpty, isJack, mustDrawPenalty,
  pass, playCard, setupMeow, wishSuit, type MeowEvent, type MeowOptions, type MeowPhase, type MeowState,
} from '../src/games/meow-meow/rules';

type Ev<T extends MeowEvent['type']> = Extract<MeowEvent, { type: T }>;

export const meowMeowMachine = setup({
  types: {
    context: {} as MeowState,
    events: {} as MeowEvent,
    input: {} as GameInput<MeowOptions>,
  },
  guards: {
    isLegal: ({ context, event }) => explain(context, event) === null,
    sevenChainOpen: ({ context }) => mustDrawPenalty(context),
    handEmptied: ({ context }) => handEmpty(context, context.turn),
    jackPlayed: ({ context }) => context.playedThisTurn !== null && isJack(context.playedThisTurn),
    drawnCardFits: ({ context }) => drawnFits(context),
  },
  actions: {
    playCard: assign(({ context, event }) => playCard(context, (event as Ev<'PLAY'>).card)),
    drawOne: assign(({ context }) => drawOne(context)),
    drawPenalty: assign(({ context }) => drawPenalty(context)),
    pass: assign(({ context }) => pass(context)),
    wishSuit: assign(({ context, event }) => wishSuit(context, (event as Ev<'WISH'>).suit)),
    callMeow: assign(({ context }) => callMeow(context)),
    endTurn: assign(({ context }) => endTurn(context)),
    declareWinner: assign(({ context }) => declareWinner(context)),
    setPhase: assign((_, params: { phase: MeowPhase }) => ({ phase: params.phase })),
  },
}).createMachine({
  id: 'meow-meow',
  // XState's pure transition() builds a throwaway actor without input; give it no game rather than a thrown error (1.75x faster).
  context: ({ input }) => (input ? setupMeow(input.options, input.seed, input.players.length) : (null as unknown as MeowState)),
  initial: 'choosingCard',
  states: {
    choosingCard: {
      on: {
        PLAY: { guard: 'isLegal', target: 'resolvingPlay', actions: 'playCard' },
        DRAW: [
          { guard: and(['isLegal', 'sevenChainOpen']), target: 'endingTurn', actions: 'drawPenalty' },
          { guard: 'isLegal', target: 'resolvingDraw', actions: 'drawOne' },
        ],
        PASS: { guard: 'isLegal', target: 'endingTurn', actions: 'pass' },
        MEOW: { guard: 'isLegal', actions: 'callMeow' },
      },
    },
    resolvingPlay: {
      always: [
        { guard: 'handEmptied', target: 'over', actions: 'declareWinner' },
        { guard: 'jackPlayed', target: 'choosingSuit' },
        { target: 'endingTurn' },
      ],
    },
    resolvingDraw: {
      always: [{ guard: 'drawnCardFits', target: 'drawnCard' }, { target: 'endingTurn' }],
    },
    drawnCard: {
      entry: { type: 'setPhase', params: { phase: 'drawnCard' } },
      on: {
        PLAY: { guard: 'isLegal', target: 'resolvingPlay', actions: 'playCard' },
        PASS: { guard: 'isLegal', target: 'endingTurn', actions: 'pass' },
        MEOW: { guard: 'isLegal', actions: 'callMeow' },
      },
    },
    choosingSuit: {
      entry: { type: 'setPhase', params: { phase: 'choosingSuit' } },
      on: {
        WISH: { guard: 'isLegal', target: 'endingTurn', actions: 'wishSuit' },
        MEOW: { guard: 'isLegal', actions: 'callMeow' },
      },
    },
    endingTurn: {
      entry: 'endTurn',
      always: { target: 'choosingCard' },
    },
    over: { type: 'final' },
  },
});
