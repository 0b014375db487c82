// Mauwi's turn flow: the chart is the game's one flow (src/engine/define.ts runs it as the forward model).
// The player to move chooses a play (strengthen, block, unblock, attack, an animal, or discard the hand); an
// attack opens a chain, answered out of turn by the defender (or, in team mode, the teammate) and renewed by
// the attacker; a combo's gains are placed by the one who won them. Each event's own effect is a named action
// (src/games/mauwi/rules/effects.ts, which only moves cards); the routing states after it read what the effect left
// behind (the game ended while refilling, a gain to place) and choose the next phase. Which moves are legal is
// the door's question (explain), asked before an event reaches the chart. The state value is the phase.
import { assign, setup } from 'xstate';
import { enterPhase } from '../src/engine/define';
import type { GameInput } from '../src/engine/types';
import * as effects from '../src/games/mauwi/rules/effects';
import { someoneHasThreeColumns } from '../src/games/mauwi/rules/scoring';
import { deal } from '../src/games/mauwi/rules/deal';
import type { MauwiEvent, MauwiEventOf, MauwiOptions, MauwiPhase, MauwiState } from '../src/games/mauwi/rules/state';

type Effect<T extends MauwiEvent['type']> = (s: MauwiState, e: MauwiEventOf<T>) => MauwiState;

/** A move's effect as a chart action (the chart sends each effect only the event type it is written for). */
const move = <T extends MauwiEvent['type']>(effect: Effect<T>) =>
  assign<MauwiState, MauwiEvent, undefined, MauwiEvent, never>(({ context, event }) => effect(context, event as MauwiEventOf<T>));
/** A step of the routing that changes the table without a move. */
const step = (f: (s: MauwiState) => MauwiState) => assign<MauwiState, MauwiEvent, undefined, MauwiEvent, never>(({ context }) => f(context));
const enter = (phase: MauwiPhase) => ({ type: 'enterPhase', params: { phase } }) as const;

export const mauwiMachine = setup({
  types: {
    context: {} as MauwiState,
    events: {} as MauwiEvent,
    input: {} as GameInput<MauwiOptions>,
  },
  guards: {
    /** The game ended during the move (a refill found both piles empty). */
    gameEnded: ({ context }) => context.endReason !== null,
    gainWaiting: ({ context }) => context.gain !== null,
    threeColumnsOfNines: ({ context }) => someoneHasThreeColumns(context),
  },
  actions: {
    enterPhase: enterPhase<MauwiState, MauwiEvent>(),
    strengthen: move(effects.strengthen),
    block: move(effects.block),
    unblock: move(effects.unblock),
    attack: move(effects.attack),
    playKiwi: move(effects.kiwi),
    playNinox: move(effects.ninox),
    discardHand: move(effects.discardHand),
    defend: move(effects.defend),
    playTuatara: move(effects.tuatara),
    concede: move(effects.concede),
    stopAttack: move(effects.stopAttack),
    renew: move(effects.renew),
    placeGain: move(effects.placeGain),
    passTurn: step(effects.passTurn),
    endByThreeColumns: step(effects.endByThreeColumns),
    declareWinners: step(effects.declareWinners),
  },
}).createMachine({
  id: 'mauwi',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? { ...deal(input.options, input.seed, input.players.length), phase: 'play' } : (null as unknown as MauwiState)),
  initial: 'play',
  states: {
    play: {
      description: 'The player whose turn it is chooses a play: strengthen, block, unblock, attack, an animal, or discard the hand.',
      entry: enter('play'),
      on: {
        PLACE: { target: 'playResolved', actions: 'strengthen' },
        BLOCK: { target: 'playResolved', actions: 'block' },
        UNBLOCK: { target: 'playResolved', actions: 'unblock' },
        KIWI: { target: 'playResolved', actions: 'playKiwi' },
        NINOX: { target: 'playResolved', actions: 'playNinox' },
        DISCARD_HAND: { target: 'playResolved', actions: 'discardHand' },
        ATTACK: { target: 'attackOnTable', actions: 'attack' },
      },
    },
    defending: {
      description: 'An attack is open: the attacked player (or, in team mode, the teammate) answers with a card of the attacking value, a joker or a Tuatara; or the attacked player gives up.',
      entry: enter('defending'),
      on: {
        DEFEND: { target: 'attackAnswered', actions: 'defend' },
        TUATARA: { target: 'playResolved', actions: 'playTuatara' },
        GIVE_UP: { target: 'playResolved', actions: 'concede' },
      },
    },
    renewing: {
      description: 'The attack was answered: the attacker renews it with another card of its value, or gives up and the turn ends.',
      entry: enter('renewing'),
      on: {
        RENEW: { target: 'attackOnTable', actions: 'renew' },
        GIVE_UP: { target: 'play', actions: ['stopAttack', 'passTurn'] },
      },
    },
    placing: {
      description: 'A combo or a Ninox won cards: their winner puts them on a free slot or a 9-column.',
      entry: enter('placing'),
      on: {
        PLACE_GAIN: { target: 'gainPlaced', actions: ['placeGain', 'passTurn'] },
      },
    },
    // Routing states (never rested in): each reads what the move left behind.
    playResolved: {
      description: 'A play is done and its player has drawn back to four: the game ends if the piles ran out; cards won wait to be placed; else the turn passes.',
      always: [
        { guard: 'gameEnded', target: 'over' },
        { guard: 'gainWaiting', target: 'placing' },
        { target: 'play', actions: 'passTurn' },
      ],
    },
    attackOnTable: {
      description: 'An attacking card is on the table and its player has drawn back to four: the game ends if the piles ran out, else the defence is awaited.',
      always: [{ guard: 'gameEnded', target: 'over' }, { target: 'defending' }],
    },
    attackAnswered: {
      description: 'The defence is discarded and its player has drawn back to four: the game ends if the piles ran out, else the attacker may renew.',
      always: [{ guard: 'gameEnded', target: 'over' }, { target: 'renewing' }],
    },
    gainPlaced: {
      description: 'The gain is placed and the turn has passed: the game ends if a player now has three columns of three 9s.',
      always: [{ guard: 'threeColumnsOfNines', target: 'over', actions: 'endByThreeColumns' }, { target: 'play' }],
    },
    over: {
      type: 'final',
      description: 'The game is over: the best score wins, a tie is shared.',
      entry: [enter('over'), 'declareWinners'],
    },
  },
});
