// Mauwi's turn flow as a statechart. The states read like the rulebook: the player to move chooses a play
// (strengthen, block, unblock, attack, an animal, or discard the hand); an attack opens a chain answered out
// of turn by the defender (or, in team mode, the teammate) and renewed by the attacker; a combo's gains are
// placed by the one who won them; refilling the hand to four happens inside every play. Guards and actions
// call the pure rules in src/games/mauwi/rules.ts. A joker's identity travels with its event (`as`).
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import { apply, explain, setupMauwi, type MauwiEvent, type MauwiOptions, type MauwiPhase, type MauwiState } from '../src/games/mauwi/rules';

const play = assign<MauwiState, MauwiEvent, undefined, MauwiEvent, never>(({ context, event }) => apply(context, event));
const phaseIs = (phase: MauwiPhase) => ({ context }: { context: MauwiState }) => context.phase === phase;

export const mauwiMachine = setup({
  types: {
    context: {} as MauwiState,
    events: {} as MauwiEvent,
    input: {} as GameInput<MauwiOptions>,
  },
  guards: {
    isLegal: ({ context, event }) => explain(context, event) === null,
    gameOver: phaseIs('over'),
    attackOpen: phaseIs('defending'),
    attackDefended: phaseIs('renewing'),
    gainWaiting: phaseIs('placing'),
  },
  actions: {
    strengthen: play,
    block: play,
    unblock: play,
    attack: play,
    playKiwi: play,
    playNinox: play,
    discardHand: play,
    defend: play,
    playTuatara: play,
    giveUp: play,
    renew: play,
    placeGain: play,
  },
}).createMachine({
  id: 'mauwi',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? setupMauwi(input.options, input.seed, input.players.length) : (null as unknown as MauwiState)),
  initial: 'choosingPlay',
  states: {
    choosingPlay: {
      on: {
        PLACE: { guard: 'isLegal', target: 'resolving', actions: 'strengthen' },
        BLOCK: { guard: 'isLegal', target: 'resolving', actions: 'block' },
        UNBLOCK: { guard: 'isLegal', target: 'resolving', actions: 'unblock' },
        ATTACK: { guard: 'isLegal', target: 'resolving', actions: 'attack' },
        KIWI: { guard: 'isLegal', target: 'resolving', actions: 'playKiwi' },
        NINOX: { guard: 'isLegal', target: 'resolving', actions: 'playNinox' },
        DISCARD_HAND: { guard: 'isLegal', target: 'resolving', actions: 'discardHand' },
      },
    },
    /** The attacked seat (or its teammate) answers: a card of the attacking value, a joker, a Tuatara, or gives up. */
    awaitingDefence: {
      on: {
        DEFEND: { guard: 'isLegal', target: 'resolving', actions: 'defend' },
        TUATARA: { guard: 'isLegal', target: 'resolving', actions: 'playTuatara' },
        GIVE_UP: { guard: 'isLegal', target: 'resolving', actions: 'giveUp' },
      },
    },
    /** The attacker renews with an identical card, or gives up and the turn ends. */
    awaitingRenewal: {
      on: {
        RENEW: { guard: 'isLegal', target: 'resolving', actions: 'renew' },
        GIVE_UP: { guard: 'isLegal', target: 'resolving', actions: 'giveUp' },
      },
    },
    /** A combo's gains go to an empty slot or a 9-column of the seat that won them. */
    placingGains: {
      on: {
        PLACE_GAIN: { guard: 'isLegal', target: 'resolving', actions: 'placeGain' },
      },
    },
    resolving: {
      always: [
        { guard: 'gameOver', target: 'gameOver' },
        { guard: 'attackOpen', target: 'awaitingDefence' },
        { guard: 'attackDefended', target: 'awaitingRenewal' },
        { guard: 'gainWaiting', target: 'placingGains' },
        { target: 'choosingPlay' },
      ],
    },
    gameOver: { type: 'final' },
  },
});

/** The chart state that goes with each phase of the pure rules (a test keeps them together). */
export const chartStateOf: Record<MauwiPhase, string> = {
  play: 'choosingPlay',
  defending: 'awaitingDefence',
  renewing: 'awaitingRenewal',
  placing: 'placingGains',
  over: 'gameOver',
};
