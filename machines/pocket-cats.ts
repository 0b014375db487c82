// Pocket Cats' flow as a statechart. The states read like the rulebook: (in the limited and experts selections)
// the players choose their clans; on a turn a player flips a face-down tile, then swaps it with a tile its kind
// allows; after the last tile is flipped and moved the end plays out as states of its own, so a scene can show
// each: end-of-game clan choices, the dogs attack, the prey are captured, scoring; an experts match then deals
// its second game. Guards call explain; actions call the pure step functions in src/games/pocket-cats/.
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import {
  capturePrey, chooseClan, dogsAttack, explain, flipTile, nextGame, scoreGame, setupPocketCats, skipEffect, swapTiles, turnDog,
  type PocketCatsEvent, type PocketCatsOptions, type PocketCatsPhase, type PocketCatsState,
} from '../src/games/pocket-cats/rules';

type Ctx = { context: PocketCatsState; event: PocketCatsEvent };
const on = <T extends PocketCatsEvent['type']>(f: (s: PocketCatsState, e: Extract<PocketCatsEvent, { type: T }>) => PocketCatsState) =>
  assign<PocketCatsState, PocketCatsEvent, undefined, PocketCatsEvent, never>(({ context, event }: Ctx) => f(context, event as Extract<PocketCatsEvent, { type: T }>));
const auto = (f: (s: PocketCatsState) => PocketCatsState) =>
  assign<PocketCatsState, PocketCatsEvent, undefined, PocketCatsEvent, never>(({ context }) => f(context));
const phaseIs = (phase: PocketCatsPhase) => ({ context }: { context: PocketCatsState }) => context.phase === phase;

export const pocketCatsMachine = setup({
  types: {
    context: {} as PocketCatsState,
    events: {} as PocketCatsEvent,
    input: {} as GameInput<PocketCatsOptions>,
  },
  guards: {
    isLegal: ({ context, event }) => explain(context, event) === null,
    clansToChoose: phaseIs('choosingClans'),
    tileToFlip: phaseIs('flipping'),
    tileToSwap: phaseIs('swapping'),
    effectToChoose: phaseIs('effects'),
    dogsToAttack: phaseIs('dogs'),
    gameToScore: phaseIs('scoring'),
    matchGoesOn: phaseIs('betweenGames'),
  },
  actions: {
    keepClanCard: on<'CHOOSE_CLAN'>((s, e) => chooseClan(s, e.seat, e.clan)),
    flipTile: on<'FLIP'>((s, e) => flipTile(s, e.seat, e.cell)),
    swapTiles: on<'SWAP'>((s, e) => swapTiles(s, e.seat, e.cell)),
    turnDog: on<'TURN_DOG'>((s, e) => turnDog(s, e.seat, e.cell, e.clockwise)),
    skipEffect: on<'SKIP_EFFECT'>((s, e) => skipEffect(s, e.seat)),
    dealNextGame: auto(nextGame),
    dogsAttack: auto(dogsAttack),
    capturePrey: auto(capturePrey),
    scoreGame: auto(scoreGame),
  },
}).createMachine({
  id: 'pocket-cats',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? setupPocketCats(input.options, input.seed) : (null as unknown as PocketCatsState)),
  initial: 'resolving',
  states: {
    /** Limited / experts selection: each player keeps one of the clan cards offered. */
    choosingClans: {
      on: { CHOOSE_CLAN: { guard: 'isLegal', target: 'resolving', actions: 'keepClanCard' } },
    },
    /** Turn, step 1: flip any face-down tile. */
    flippingTile: {
      on: { FLIP: { guard: 'isLegal', target: 'swappingTile', actions: 'flipTile' } },
    },
    /** Turn, step 2: swap it with a tile its kind allows (prey around, cat 1–2 in line, dog anywhere in line). */
    swappingTile: {
      on: { SWAP: { guard: 'isLegal', target: 'resolving', actions: 'swapTiles' } },
    },
    /** End of the game: an end-of-game clan effect that is a choice (turn a dog), in the chiefs' order. */
    resolvingEffects: {
      on: {
        TURN_DOG: { guard: 'isLegal', target: 'resolving', actions: 'turnDog' },
        SKIP_EFFECT: { guard: 'isLegal', target: 'resolving', actions: 'skipEffect' },
      },
    },
    /** 1. The dogs attack: targeted cats turn face down. */
    dogsAttack: { always: { target: 'preyCaptured', actions: 'dogsAttack' } },
    /** 2. Each prey goes to the clan with more adjacent attack (ties stay). */
    preyCaptured: { always: { target: 'scoring', actions: 'capturePrey' } },
    /** 3. Scoring: prey points, pigeon and fly products, scoring effects, the winner (tie: most prey). */
    scoring: { always: { target: 'resolving', actions: 'scoreGame' } },
    /** Experts match: the first game is scored, the second waits to be dealt. */
    betweenGames: {
      on: { NEXT_GAME: { guard: 'isLegal', target: 'resolving', actions: 'dealNextGame' } },
    },
    resolving: {
      always: [
        { guard: 'clansToChoose', target: 'choosingClans' },
        { guard: 'tileToFlip', target: 'flippingTile' },
        { guard: 'tileToSwap', target: 'swappingTile' },
        { guard: 'effectToChoose', target: 'resolvingEffects' },
        { guard: 'dogsToAttack', target: 'dogsAttack' },
        { guard: 'gameToScore', target: 'scoring' },
        { guard: 'matchGoesOn', target: 'betweenGames' },
        { target: 'gameOver' },
      ],
    },
    gameOver: { type: 'final' },
  },
});

/** The chart state that goes with each resting phase of the pure rules (a test keeps them together). */
export const chartStateOf: Partial<Record<PocketCatsPhase, string>> = {
  choosingClans: 'choosingClans',
  flipping: 'flippingTile',
  swapping: 'swappingTile',
  effects: 'resolvingEffects',
  betweenGames: 'betweenGames',
  over: 'gameOver',
};
