// Moeraki-Kemu's flow as a statechart, the game's one turn flow (src/games/moeraki/rules/definition.ts runs it as the
// forward model). The states read like the rulebook: the ball placer puts the Moeraki-ball into the Moeraki
// field; the players place their pieces in turn; in the master's game the owner of a full beach tile about to be
// placed decides out of turn whether the Maori-Tane steps out of its cave instead; a decided game waits for the
// next game of the match; the match ends on the Moeraki scale. Each event's transition runs its own effect
// (src/games/moeraki/rules/effects.ts); the guards only route, on what the effect left in the context. The state
// value is the rules' phase: every resting state writes it on entry. Legality is the door's (explain).
import { assign, setup } from 'xstate';
import { enterPhase } from '../src/engine/define';
import type { GameInput } from '../src/engine/types';
import * as effects from '../src/games/moeraki/rules/effects';
import {
  matchDecided, setupMoeraki, type MoerakiEvent, type MoerakiOptions, type MoerakiPhase, type MoerakiState,
} from '../src/games/moeraki/rules/rules';

type EventOf<T extends MoerakiEvent['type']> = Extract<MoerakiEvent, { type: T }>;

/** The entry action of a resting state: its key is the phase the rules, views and scenes read. */
const enter = (phase: MoerakiPhase) => ({ type: 'enterPhase', params: { phase } }) as const;

export const moerakiMachine = setup({
  types: {
    context: {} as MoerakiState,
    events: {} as MoerakiEvent,
    input: {} as GameInput<MoerakiOptions>,
  },
  guards: {
    taneOffered: ({ context }) => context.offer !== null,
    gameDecided: ({ context }) => context.outcome !== null,
    boardFull: ({ context }) => context.pieces[0] + context.pieces[1] === 0,
    matchDecided: ({ context }) => matchDecided(context),
  },
  actions: {
    enterPhase: enterPhase<MoerakiState, MoerakiEvent>(),
    // Each action is wired to its own event only (the `on` key), hence the narrowing.
    placeBall: assign(({ context, event }) => effects.placeBall(context, event as EventOf<'PLACE_BALL'>)),
    placePiece: assign(({ context, event }) => effects.placePiece(context, event as EventOf<'PLACE'>)),
    placeTane: assign(({ context, event }) => effects.placeTane(context, event as EventOf<'PLACE_TANE'>)),
    declineTane: assign(({ context, event }) => effects.declineTane(context, event as EventOf<'DECLINE_TANE'>)),
    countMarae: assign(({ context }) => effects.countMarae(context)),
    startNextGame: assign(({ context, event }) => effects.startNextGame(context, event as EventOf<'NEXT_GAME'>)),
  },
}).createMachine({
  id: 'moeraki',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? { ...setupMoeraki(input.options), phase: 'ball' } : (null as unknown as MoerakiState)),
  initial: 'ball',
  states: {
    ball: {
      description: 'The ball placer puts the Moeraki-ball into one of the nine hollows of the Moeraki field.',
      entry: enter('ball'),
      on: { PLACE_BALL: { target: 'piece', actions: 'placeBall' } },
    },
    piece: {
      description: 'The player to move puts a piece into an empty hollow.',
      entry: enter('piece'),
      on: { PLACE: { target: 'placed', actions: 'placePiece' } },
    },
    tane: {
      description: 'Out of turn: the owner of a full beach tile about to be placed may put the Tane there instead, or decline.',
      entry: enter('tane'),
      on: {
        PLACE_TANE: { target: 'placed', actions: 'placeTane' },
        DECLINE_TANE: { target: 'placed', actions: 'declineTane' },
      },
    },
    placed: {
      description: 'Passing through: a piece is down and the tiles it called for are placed, up to a Tane offer '
        + '(or a Tane offer was answered). An open offer goes to the tile\'s owner; a completed line has decided '
        + 'the game; a full board is decided by the Marae count; else the next player places a piece.',
      always: [
        { guard: 'taneOffered', target: 'tane' },
        { guard: 'gameDecided', target: 'decided' },
        { guard: 'boardFull', target: 'decided', actions: 'countMarae' },
        { target: 'piece' },
      ],
    },
    decided: {
      description: 'Passing through: a game is decided; the Moeraki scale says whether the match is too.',
      always: [{ guard: 'matchDecided', target: 'matchOver' }, { target: 'gameOver' }],
    },
    gameOver: {
      description: 'A game of the match is decided; its winner (after a draw, the other player) starts the next one and places the ball.',
      entry: enter('gameOver'),
      on: { NEXT_GAME: { target: 'ball', actions: 'startNextGame' } },
    },
    matchOver: {
      description: 'The match is decided on the Moeraki scale.',
      type: 'final',
      entry: enter('matchOver'),
    },
  },
});
