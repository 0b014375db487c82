// Kitty Cat's round flow as a statechart, the game's one flow: the app runs it with XState, the bots, the sim and
// the definition's apply run it with the plain-data executor (src/engine/chart.ts). The states read like the
// rulebook: the dealer chooses a set; Meow and Purr are shown at once; cats swap (one card or all three), pass,
// knock, or lay down a Hiss (which ends the round like a Meow or Purr); when everyone passed the middle is
// replaced; after a knock each other cat has one last turn; the showdown takes counters and lives and waits for
// the next round; the last cat in has won. Guards only route;
// legality is the door's (rules' explain) before any event is sent. Actions call the pure effects in
// src/games/kitty-cat/ (deal.ts, turns.ts, showdown.ts); the phase is the state the chart rests in.
import { assign, setup } from 'xstate';
import { enterPhase } from '../src/engine/define';
import type { GameInput } from '../src/engine/types';
import {
  compareAfterKnock, everyonePassed, keepSet, knock, knocked, lastCatIn, lastTurnsDone, layDownHiss, nextRound, pass, passTurn,
  replaceMiddle, setupKitty, showAtOnce, someoneShows, startSwapping, swapAll, swapOne, takeBlindSet,
  type KittyEvent, type KittyOptions, type KittyState,
} from '../src/games/kitty-cat/rules/rules';

type Ev<T extends KittyEvent['type']> = Extract<KittyEvent, { type: T }>;

export const kittyCatMachine = setup({
  types: {
    context: {} as KittyState,
    events: {} as KittyEvent,
    input: {} as GameInput<KittyOptions>,
  },
  guards: {
    meowOrPurrShown: ({ context }) => someoneShows(context),
    everyonePassed: ({ context }) => everyonePassed(context),
    knocked: ({ context }) => knocked(context),
    lastTurnsDone: ({ context }) => lastTurnsDone(context),
    lastCatIn: ({ context }) => lastCatIn(context),
  },
  actions: {
    enterPhase: enterPhase<KittyState, KittyEvent>(),
    keepSet: assign(({ context }) => keepSet(context)),
    takeBlindSet: assign(({ context }) => takeBlindSet(context)),
    startSwapping: assign(({ context }) => startSwapping(context)),
    showAtOnce: assign(({ context }, params: { atDeal: boolean }) => showAtOnce(context, params.atDeal)),
    swapOne: assign(({ context, event }) => swapOne(context, (event as Ev<'SWAP_ONE'>).hand, (event as Ev<'SWAP_ONE'>).middle)),
    swapAll: assign(({ context }) => swapAll(context)),
    pass: assign(({ context }, params: { counts: boolean }) => pass(context, params.counts)),
    knock: assign(({ context }) => knock(context)),
    layDownHiss: assign(({ context }) => layDownHiss(context)),
    replaceMiddle: assign(({ context }) => replaceMiddle(context)),
    passTurn: assign(({ context }) => passTurn(context)),
    compareAfterKnock: assign(({ context }) => compareAfterKnock(context)),
    nextRound: assign(({ context }) => nextRound(context)),
  },
}).createMachine({
  id: 'kitty-cat',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? { ...setupKitty(input.options, input.seed, input.players), phase: 'choosingSet' } : (null as unknown as KittyState)),
  initial: 'choosingSet',
  states: {
    choosingSet: {
      description: 'The dealer looks at one set: keeps it, or lays it open in the middle and takes the other unseen.',
      entry: { type: 'enterPhase', params: { phase: 'choosingSet' } },
      on: {
        KEEP_SET: { target: 'checkingDeal', actions: 'keepSet' },
        TAKE_BLIND: { target: 'checkingDeal', actions: 'takeBlindSet' },
      },
    },
    checkingDeal: {
      description: 'Right after the deal: a Meow or Purr is laid down at once, else the cat left of the dealer begins.',
      always: [
        { guard: 'meowOrPurrShown', target: 'comparing', actions: { type: 'showAtOnce', params: { atDeal: true } } },
        { target: 'swapping', actions: 'startSwapping' },
      ],
    },
    swapping: {
      description: 'The cat to act swaps one card or all three with the middle, passes (it counts towards a new middle), knocks, or lays down a Hiss (the round ends).',
      entry: { type: 'enterPhase', params: { phase: 'swapping' } },
      on: {
        SWAP_ONE: { target: 'checkingSwap', actions: 'swapOne' },
        SWAP_ALL: { target: 'checkingSwap', actions: 'swapAll' },
        PASS: { target: 'endingTurn', actions: { type: 'pass', params: { counts: true } } },
        KNOCK: { target: 'endingTurn', actions: 'knock' },
        HISS: { target: 'comparing', actions: 'layDownHiss' },
      },
    },
    lastTurns: {
      description: 'After a knock every other cat has exactly one more turn: swap, pass or lay down a Hiss (no second knock).',
      entry: { type: 'enterPhase', params: { phase: 'lastTurns' } },
      on: {
        SWAP_ONE: { target: 'checkingSwap', actions: 'swapOne' },
        SWAP_ALL: { target: 'checkingSwap', actions: 'swapAll' },
        PASS: { target: 'endingTurn', actions: { type: 'pass', params: { counts: false } } },
        HISS: { target: 'comparing', actions: 'layDownHiss' },
      },
    },
    checkingSwap: {
      description: 'A swap that makes a Meow or Purr ends the round at once.',
      always: [
        { guard: 'meowOrPurrShown', target: 'comparing', actions: { type: 'showAtOnce', params: { atDeal: false } } },
        { target: 'endingTurn' },
      ],
    },
    endingTurn: {
      description: 'Everyone still in passed in a row: the middle is replaced from the deck.',
      always: [
        { guard: 'everyonePassed', target: 'passingTurn', actions: 'replaceMiddle' },
        { target: 'passingTurn' },
      ],
    },
    passingTurn: {
      description: 'Back round to the knocker: the showdown; else the next cat still in, for its last turn after a knock.',
      always: [
        { guard: 'lastTurnsDone', target: 'comparing', actions: 'compareAfterKnock' },
        { guard: 'knocked', target: 'lastTurns', actions: 'passTurn' },
        { target: 'swapping', actions: 'passTurn' },
      ],
    },
    comparing: {
      description: 'The hands were compared: the last cat in has won, else the showdown is shown.',
      always: [{ guard: 'lastCatIn', target: 'over' }, { target: 'showdown' }],
    },
    showdown: {
      description: 'Every hand lies open with its value; the lowest lost a counter or went out. Waits for the next round.',
      entry: { type: 'enterPhase', params: { phase: 'showdown' } },
      on: {
        NEXT_ROUND: { target: 'choosingSet', actions: 'nextRound' },
      },
    },
    over: {
      description: 'The last cat in has won.',
      type: 'final',
      entry: { type: 'enterPhase', params: { phase: 'over' } },
    },
  },
});
