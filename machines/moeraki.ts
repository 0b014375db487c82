// Moeraki-Kemu's flow as a statechart. The states read like the rulebook: the ball placer puts the
// Moeraki-ball into the Moeraki field; the players place their pieces in turn; in the master's game a player
// whose full tile is about to be placed decides out of turn whether the Maori-Tane steps out of its cave
// instead; a decided game waits for the next game of the match; the match ends on the Moeraki scale.
// Guards and actions call the pure rules in src/games/moeraki/rules.ts.
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import {
  apply, explain, setupMoeraki, type MoerakiEvent, type MoerakiOptions, type MoerakiPhase, type MoerakiState,
} from '../src/games/moeraki/rules';

const play = assign<MoerakiState, MoerakiEvent, undefined, MoerakiEvent, never>(({ context, event }) => apply(context, event));
const phaseIs = (phase: MoerakiPhase) => ({ context }: { context: MoerakiState }) => context.phase === phase;

export const moerakiMachine = setup({
  types: {
    context: {} as MoerakiState,
    events: {} as MoerakiEvent,
    input: {} as GameInput<MoerakiOptions>,
  },
  guards: {
    isLegal: ({ context, event }) => explain(context, event) === null,
    ballToPlace: phaseIs('ball'),
    taneOffered: phaseIs('tane'),
    gameDecided: phaseIs('gameOver'),
    matchDecided: phaseIs('matchOver'),
  },
  actions: {
    placeBall: play,
    placePiece: play,
    placeTane: play,
    declineTane: play,
    startNextGame: play,
  },
}).createMachine({
  id: 'moeraki',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? setupMoeraki(input.options) : (null as unknown as MoerakiState)),
  initial: 'placingBall',
  states: {
    /** The ball placer puts the Moeraki-ball into one of the nine hollows of the Moeraki field. */
    placingBall: {
      on: { PLACE_BALL: { guard: 'isLegal', target: 'resolving', actions: 'placeBall' } },
    },
    /** The player to move puts a piece into an empty hollow; early wins, tiles and the Marae follow. */
    placingPiece: {
      on: { PLACE: { guard: 'isLegal', target: 'resolving', actions: 'placePiece' } },
    },
    /** Out of turn: the owner of a full tile about to be placed may put the Tane there instead. */
    offeringTane: {
      on: {
        PLACE_TANE: { guard: 'isLegal', target: 'resolving', actions: 'placeTane' },
        DECLINE_TANE: { guard: 'isLegal', target: 'resolving', actions: 'declineTane' },
      },
    },
    /** A game is decided; the winner (after a draw, the other player) places the ball in the next one. */
    gameDecided: {
      on: { NEXT_GAME: { guard: 'isLegal', target: 'resolving', actions: 'startNextGame' } },
    },
    resolving: {
      always: [
        { guard: 'matchDecided', target: 'matchDecided' },
        { guard: 'gameDecided', target: 'gameDecided' },
        { guard: 'taneOffered', target: 'offeringTane' },
        { guard: 'ballToPlace', target: 'placingBall' },
        { target: 'placingPiece' },
      ],
    },
    matchDecided: { type: 'final' },
  },
});

/** The chart state that goes with each phase of the pure rules (a test keeps them together). */
export const chartStateOf: Record<MoerakiPhase, string> = {
  ball: 'placingBall',
  piece: 'placingPiece',
  tane: 'offeringTane',
  gameOver: 'gameDecided',
  matchOver: 'matchDecided',
};
