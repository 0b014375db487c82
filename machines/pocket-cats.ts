// Pocket Cats' flow as a statechart, the game's one turn flow: the app runs it with XState, the bots and the sim
// with the plain-data executor (src/engine/chart.ts, through definition.ts). The states read like the rulebook
// and are the phases the rules, views and scenes use: (in the limited and experts selections) the players choose
// their clans; on a turn a player flips a face-down tile, then moves: an ordinary swap, or the clan effect's
// move where it applies (a Royal Claws cat to a face-up dog, a Defenders cat diagonally, a Power Cats cat
// staying, another prey moved by the Polterkitties). After the last tile is flipped and moved the end plays out
// as states of its own in the rulebook's order, so a scene can show each: the abilities before the dogs (a
// choice waits for its player; a "must" happens by itself), the dogs attack, the abilities after the dogs, the
// prey are captured (with the chiefs' extensions), scoring (with the clans' bonuses); an experts match then
// deals its second game.
// Guards only route (cheap questions on the context); legality is the door's (explain), before an event is sent.
// Actions call the pure effects in src/games/pocket-cats/; every state writes its own name as the phase.
import { assign, setup } from 'xstate';
import type { GameInput } from '../src/engine/types';
import { enterPhase } from '../src/engine/define';
import {
  afterDogs, beginEnd, capturePrey, chooseClan, choiceWaiting, clanSwap, clansChosen, dealTiles, dogsAttack, everyTileFaceUp, flipTile,
  matchOver, moveOtherPrey, nextGame, passTurn, resolveEffect, scoreGame, setupPocketCats, skipEffect, stayPut, swapTiles, turnDog,
  type PocketCatsEvent, type PocketCatsOptions, type PocketCatsPhase, type PocketCatsState,
} from '../src/games/pocket-cats/rules/rules';

type Ctx = { context: PocketCatsState; event: PocketCatsEvent };
const on = <T extends PocketCatsEvent['type']>(f: (s: PocketCatsState, e: Extract<PocketCatsEvent, { type: T }>) => PocketCatsState) =>
  assign<PocketCatsState, PocketCatsEvent, undefined, PocketCatsEvent, never>(({ context, event }: Ctx) => f(context, event as Extract<PocketCatsEvent, { type: T }>));
const auto = (f: (s: PocketCatsState) => PocketCatsState) =>
  assign<PocketCatsState, PocketCatsEvent, undefined, PocketCatsEvent, never>(({ context }) => f(context));
const phase = (p: PocketCatsPhase) => ({ type: 'enterPhase', params: { phase: p } }) as const;
/** A turn's move (any of the four kinds), then the other player's turn, or the end once the last tile moved. */
const moveThen = <A extends 'swapTiles' | 'clanSwap' | 'stayPut' | 'moveOtherPrey'>(move: A) => [
  { guard: 'lastTileMoved', target: 'beforeDogs', actions: [move, 'beginEnd'] },
  { target: 'flipping', actions: [move, 'passTurn'] },
] as const;

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
    happensByItself: ({ context }) => context.effectQueue.length > 0 && !choiceWaiting(context),
    matchGoesOn: ({ context }) => !matchOver(context),
  },
  actions: {
    enterPhase: enterPhase<PocketCatsState, PocketCatsEvent>(),
    keepClanCard: on<'CHOOSE_CLAN'>((s, e) => chooseClan(s, e.seat, e.clan)),
    dealTiles: auto(dealTiles),
    flipTile: on<'FLIP'>((s, e) => flipTile(s, e.seat, e.cell)),
    swapTiles: on<'SWAP'>((s, e) => swapTiles(s, e.seat, e.cell)),
    clanSwap: on<'CLAN_SWAP'>((s, e) => clanSwap(s, e.seat, e.cell)),
    stayPut: on<'STAY'>((s, e) => stayPut(s, e.seat)),
    moveOtherPrey: on<'MOVE_PREY'>((s, e) => moveOtherPrey(s, e.seat, e.from, e.to)),
    passTurn: auto(passTurn),
    beginEnd: auto(beginEnd),
    turnDog: on<'TURN_DOG'>((s, e) => turnDog(s, e.seat, e.cell, e.clockwise)),
    skipEffect: on<'SKIP_EFFECT'>((s, e) => skipEffect(s, e.seat)),
    resolveEffect: auto(resolveEffect),
    dogsAttack: auto(dogsAttack),
    afterDogs: auto(afterDogs),
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
      description: 'Turn, step 2: the same player moves the flipped tile: an ordinary swap its kind allows (prey '
        + 'around, cat 1–2 in line, dog anywhere in line), or where the clan effect applies its move instead (swap '
        + 'with a face-up dog, reach diagonally, stay, move another prey); then the other player flips, or, the '
        + 'last tile moved, the game ends.',
      entry: phase('swapping'),
      on: {
        SWAP: moveThen('swapTiles'),
        CLAN_SWAP: moveThen('clanSwap'),
        STAY: moveThen('stayPut'),
        MOVE_PREY: moveThen('moveOtherPrey'),
      },
    },
    beforeDogs: {
      description: 'End, before the dogs attack: each ability of this moment in the order of the chiefs\' attack. '
        + 'A "must" happens by itself (the Defenders\' chief to the centre), as does a choice with nothing to act '
        + 'on; a choice (the Royal Claws\' chief turning a dog next to it) waits for its player.',
      entry: phase('beforeDogs'),
      always: [
        { guard: 'noEffectPending', target: 'dogs' },
        { guard: 'happensByItself', actions: 'resolveEffect' },
      ],
      on: {
        TURN_DOG: { actions: 'turnDog' },
        SKIP_EFFECT: { actions: 'skipEffect' },
      },
    },
    dogs: {
      description: 'End, step 1: the dogs attack; the cats they point at turn face down (not the Polterkitties\' chief).',
      entry: [phase('dogs'), 'dogsAttack'],
      always: { target: 'afterDogs' },
    },
    afterDogs: {
      description: 'End, right after the dogs: the Crooks\' chief knocks out its weaker neighbours; then the '
        + 'Chaoticats are counted.',
      entry: [phase('afterDogs'), 'afterDogs'],
      always: { target: 'capture' },
    },
    capture: {
      description: 'End, step 2: each prey goes to the clan with more adjacent attack (ties stay), the chiefs\' '
        + 'extensions counted (diagonally, in line); then the Chaoticats\' chief may complete a pair.',
      entry: [phase('capture'), 'capturePrey'],
      always: { target: 'scoring' },
    },
    scoring: {
      description: 'End, step 3: prey points, pigeon and fly products, the clans\' bonuses, the winner (tie: most prey); '
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
