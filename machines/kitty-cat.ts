// Kitty Cat's round flow as a statechart. The states read like the rulebook: the dealer chooses a set; Meow
// and Purr are shown at once; cats swap (one card or all three), pass or knock; when everyone passed the
// middle is replaced; after a knock each other cat has one last turn; the showdown takes counters and lives
// and waits for the next round; the last cat in has won. Guards and actions call the pure rules in
// src/games/kitty-cat/ (apply in rules.ts composes the same functions; a test keeps them equal).
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import {
  compareAfterKnock, everyonePassed, explain, keepSet, knock, lastTurnsDone, nextRound, pass, passTurn, replaceMiddle,
  setupKitty, showAtOnce, someoneShows, startSwapping, swapAll, swapOne, takeBlindSet,
  type KittyEvent, type KittyOptions, type KittyPhase, type KittyState,
} from '../src/games/kitty-cat/rules';

type Ev<T extends KittyEvent['type']> = Extract<KittyEvent, { type: T }>;
const phaseIs = (phase: KittyPhase) => ({ context }: { context: KittyState }) => context.phase === phase;

export const kittyCatMachine = setup({
  types: {
    context: {} as KittyState,
    events: {} as KittyEvent,
    input: {} as GameInput<KittyOptions>,
  },
  guards: {
    isLegal: ({ context, event }) => explain(context, event) === null,
    meowOrPurrShown: ({ context }) => someoneShows(context),
    everyonePassed: ({ context }) => everyonePassed(context),
    lastTurnsDone: ({ context }) => lastTurnsDone(context),
    gameOver: phaseIs('over'),
    roundOver: phaseIs('showdown'),
    afterKnock: phaseIs('lastTurns'),
  },
  actions: {
    keepSet: assign(({ context }) => keepSet(context)),
    takeBlindSet: assign(({ context }) => takeBlindSet(context)),
    startSwapping: assign(({ context }) => startSwapping(context)),
    showAtOnce: assign(({ context }) => showAtOnce(context)),
    swapOne: assign(({ context, event }) => swapOne(context, (event as Ev<'SWAP_ONE'>).hand, (event as Ev<'SWAP_ONE'>).middle)),
    swapAll: assign(({ context }) => swapAll(context)),
    pass: assign(({ context }) => pass(context)),
    knock: assign(({ context }) => knock(context)),
    replaceMiddle: assign(({ context }) => replaceMiddle(context)),
    passTurn: assign(({ context }) => passTurn(context)),
    compareAfterKnock: assign(({ context }) => compareAfterKnock(context)),
    nextRound: assign(({ context }) => nextRound(context)),
  },
}).createMachine({
  id: 'kitty-cat',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? setupKitty(input.options, input.seed, input.players) : (null as unknown as KittyState)),
  initial: 'choosingSet',
  states: {
    /** The dealer looks at one set: keeps it, or lays it open in the middle and takes the other unseen. */
    choosingSet: {
      on: {
        KEEP_SET: { guard: 'isLegal', target: 'checkingDeal', actions: 'keepSet' },
        TAKE_BLIND: { guard: 'isLegal', target: 'checkingDeal', actions: 'takeBlindSet' },
      },
    },
    /** Right after the deal: a Meow or Purr is laid down at once, else the cat left of the dealer begins. */
    checkingDeal: {
      always: [
        { guard: 'meowOrPurrShown', target: 'routing', actions: 'showAtOnce' },
        { target: 'swapping', actions: 'startSwapping' },
      ],
    },
    swapping: {
      on: {
        SWAP_ONE: { guard: 'isLegal', target: 'checkingSwap', actions: 'swapOne' },
        SWAP_ALL: { guard: 'isLegal', target: 'checkingSwap', actions: 'swapAll' },
        PASS: { guard: 'isLegal', target: 'endingTurn', actions: 'pass' },
        KNOCK: { guard: 'isLegal', target: 'endingTurn', actions: 'knock' },
      },
    },
    /** After a knock: every other cat has exactly one more turn (no second knock). */
    lastTurns: {
      on: {
        SWAP_ONE: { guard: 'isLegal', target: 'checkingSwap', actions: 'swapOne' },
        SWAP_ALL: { guard: 'isLegal', target: 'checkingSwap', actions: 'swapAll' },
        PASS: { guard: 'isLegal', target: 'endingTurn', actions: 'pass' },
      },
    },
    /** A swap that makes a Meow or Purr ends the round at once. */
    checkingSwap: {
      always: [
        { guard: 'meowOrPurrShown', target: 'routing', actions: 'showAtOnce' },
        { target: 'endingTurn' },
      ],
    },
    /** Everyone passed in a row: the middle is replaced from the deck. */
    endingTurn: {
      always: [
        { guard: 'everyonePassed', target: 'passingTurn', actions: 'replaceMiddle' },
        { target: 'passingTurn' },
      ],
    },
    /** Back round to the knocker: showdown; else the next cat still in. */
    passingTurn: {
      always: [
        { guard: 'lastTurnsDone', target: 'routing', actions: 'compareAfterKnock' },
        { target: 'routing', actions: 'passTurn' },
      ],
    },
    routing: {
      always: [
        { guard: 'gameOver', target: 'over' },
        { guard: 'roundOver', target: 'showdown' },
        { guard: 'afterKnock', target: 'lastTurns' },
        { target: 'swapping' },
      ],
    },
    /** Every hand lies open with its value; the lowest lost a counter or went out. Waits for the next round. */
    showdown: {
      on: {
        NEXT_ROUND: { guard: 'isLegal', target: 'choosingSet', actions: 'nextRound' },
      },
    },
    /** The last cat in has won. */
    over: { type: 'final' },
  },
});
