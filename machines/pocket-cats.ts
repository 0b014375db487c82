// Pocket Cats' flow as a statechart, the game's one turn flow: the app runs it with XState, the bots and the sim
// with the plain-data executor (src/engine/chart.ts, through definition.ts). The states read like the rulebook
// and are the phases the rules, views and scenes use: (in the limited and experts selections) the players choose
// their clans; on a turn a player flips a face-down tile, then swaps it with a tile its kind allows; after the
// last tile is flipped and moved the end plays out as states of its own, so a scene can show each: end-of-game
// clan choices, the dogs attack, the prey are captured, scoring; an experts match then deals its second game.
// Guards only route (cheap questions on the context); legality is the door's (explain), before an event is sent.
// Actions call the pure effects in src/games/pocket-cats/; every state writes its own name as the phase.
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import { enterPhase } from '../src/engine/define';
import {
  beginEnd, capturePrey, chooseClan, clansChosen, dealTiles, dogsAttack, everyTileFaceUp, flipTile, matchOver, nextGame, passTurn,
  scoreGame, setupPocketCats, skipEffect, swapTiles, turnDog,
  type PocketCatsEvent, type PocketCatsOptions, type PocketCatsPhase, type PocketCatsState,
} from '../src/games/pocket-cats/rules';

type Ctx = { context: PocketCatsState; event: PocketCatsEvent };
const on = <T extends PocketCatsEvent['type']>(f: (s: PocketCatsState, e: Extract<PocketCatsEvent, { type: T }>) => PocketCatsState) =>
  assign<PocketCatsState, PocketCatsEvent, undefined, PocketCatsEvent, never>(({ context, event }: Ctx) => f(context, event as Extract<PocketCatsEvent, { type: T }>));
const auto = (f: (s: PocketCatsState) => PocketCatsState) =>
  assign<PocketCatsState, PocketCatsEvent, undefined, PocketCatsEvent, never>(({ context }) => f(context));
const phase = (p: PocketCatsPhase) => ({ type: 'enterPhase', params: { phase: p } }) as const;

export const pocketCatsMachine = setup({
  types: {
    context: {} as PocketCatsState,
    events: {} as PocketCatsEvent,
    input: {} as GameInput<PocketCatsOptions>,
  },
  guards: {
    clansChosen: ({ context }) => clansChosen(context),
    lastTileMoved: ({ context }) => everyTileFaceUp(context),
    noEffectPending: ({ context }) => context.effectQueue.length === 0,
    matchGoesOn: ({ context }) => !matchOver(context),
  },
  actions: {
    enterPhase: enterPhase<PocketCatsState, PocketCatsEvent>(),
    keepClanCard: on<'CHOOSE_CLAN'>((s, e) => chooseClan(s, e.seat, e.clan)),
    dealTiles: auto(dealTiles),
    flipTile: on<'FLIP'>((s, e) => flipTile(s, e.seat, e.cell)),
    swapTiles: on<'SWAP'>((s, e) => swapTiles(s, e.seat, e.cell)),
    passTurn: auto(passTurn),
    beginEnd: auto(beginEnd),
    turnDog: on<'TURN_DOG'>((s, e) => turnDog(s, e.seat, e.cell, e.clockwise)),
    skipEffect: on<'SKIP_EFFECT'>((s, e) => skipEffect(s, e.seat)),
    dogsAttack: auto(dogsAttack),
    capturePrey: auto(capturePrey),
    scoreGame: auto(scoreGame),
    dealNextGame: auto(nextGame),
  },
}).createMachine({
  id: 'pocket-cats',
  // XState's pure transition() builds a throwaway actor without input: give it no game rather than a thrown error.
  context: ({ input }) => (input ? { ...setupPocketCats(input.options, input.seed), phase: 'choosingClans' } : (null as unknown as PocketCatsState)),
  initial: 'choosingClans',
  states: {
    choosingClans: {
      description: 'Limited / experts selection: each player keeps one of the clan cards offered, the starter first; '
        + 'once both clans are known (at once when the options give them) the tiles are dealt and the starter flips.',
      entry: phase('choosingClans'),
      always: { guard: 'clansChosen', target: 'flipping', actions: 'dealTiles' },
      on: { CHOOSE_CLAN: { actions: 'keepClanCard' } },
    },
    flipping: {
      description: 'Turn, step 1: the player whose turn it is flips any face-down tile.',
      entry: phase('flipping'),
      on: { FLIP: { target: 'swapping', actions: 'flipTile' } },
    },
    swapping: {
      description: 'Turn, step 2: the same player swaps the flipped tile with a tile its kind allows (prey around, '
        + 'cat 1–2 in line, dog anywhere in line); then the other player flips, or, the last tile moved, the game ends.',
      entry: phase('swapping'),
      on: {
        SWAP: [
          { guard: 'lastTileMoved', target: 'effects', actions: ['swapTiles', 'beginEnd'] },
          { target: 'flipping', actions: ['swapTiles', 'passTurn'] },
        ],
      },
    },
    effects: {
      description: 'End of the game: each end-of-game clan effect that is a choice (turn a dog, or not), in the order '
        + "of the chiefs' attack; with none left, the dogs attack.",
      entry: phase('effects'),
      always: { guard: 'noEffectPending', target: 'dogs' },
      on: {
        TURN_DOG: { actions: 'turnDog' },
        SKIP_EFFECT: { actions: 'skipEffect' },
      },
    },
    dogs: {
      description: 'End, step 1: the dogs attack; the cats they point at turn face down.',
      entry: [phase('dogs'), 'dogsAttack'],
      always: { target: 'capture' },
    },
    capture: {
      description: 'End, step 2: each prey goes to the clan with more adjacent attack (ties stay).',
      entry: [phase('capture'), 'capturePrey'],
      always: { target: 'scoring' },
    },
    scoring: {
      description: 'End, step 3: prey points, pigeon and fly products, scoring effects, the winner (tie: most prey); '
        + 'an experts match goes on to its second game.',
      entry: [phase('scoring'), 'scoreGame'],
      always: [{ guard: 'matchGoesOn', target: 'betweenGames' }, { target: 'over' }],
    },
    betweenGames: {
      description: 'Experts match: the first game is scored; the other player deals the second and chooses a clan first.',
      entry: phase('betweenGames'),
      on: { NEXT_GAME: { target: 'choosingClans', actions: 'dealNextGame' } },
    },
    over: {
      description: 'The match is over: scores and winners are final.',
      type: 'final',
      entry: phase('over'),
    },
  },
});
