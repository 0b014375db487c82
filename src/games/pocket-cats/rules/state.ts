// Pocket Cats' plain, serialisable state, its events and options (the types only; rules.ts has the rules).
import type { RngState } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import type { ClanId, Edition, PreyKind, Rotation, TileId } from './data';

export type ClanChoice = 'first-game' | 'free' | 'limited' | 'experts';

export interface PocketCatsOptions {
  /** Clan effects on (clan-effects mode) or off (the first game's way). */
  effects: boolean;
  /** The clans of seat 0 and seat 1 when they are chosen in the setup (first game, free choice). */
  clans: [ClanId, ClanId];
  /** How the clans are chosen (rulebook, "Game modes"); experts is a two-game match. */
  choice: ClanChoice;
  /** Who starts ("the player who most recently saw a cat"). */
  first: Seat;
  /** The published tiles; 'draft' for a save made before they were known (its options have no edition). */
  edition: Edition;
}

/** One grid position. A face-down tile's identity and orientation are hidden; `attacked` marks a cat turned
 *  face down at the end, by the dogs or the Crooks' chief (everyone saw it). */
export interface Cell {
  tile: TileId;
  faceUp: boolean;
  /** A dog's orientation (0 for other tiles). */
  rot: Rotation;
  attacked: boolean;
}

/** Where the flow is: the state the chart (machines/pocket-cats.ts) is in, one name per state, written by the
 *  chart on entering it. The end's steps are states in the rulebook's order: 'beforeDogs' (rests while a clan
 *  may make a choice), then 'dogs', 'afterDogs', 'capture' and 'scoring', passed through at once (each a state
 *  of its own, so a scene can show each step); a resting state is never one of those four. */
export type PocketCatsPhase = 'choosingClans' | 'flipping' | 'swapping' | 'beforeDogs' | 'dogs' | 'afterDogs' | 'capture' | 'scoring' | 'betweenGames' | 'over';

export type PocketCatsEvent =
  /** Limited / experts selection: keep one of the clan cards offered. */
  | { type: 'CHOOSE_CLAN'; seat: Seat; clan: ClanId }
  /** Turn, step 1: flip a face-down tile. */
  | { type: 'FLIP'; seat: Seat; cell: number }
  /** Turn, step 2: swap the flipped tile with the tile at `cell` (the moves its kind has). */
  | { type: 'SWAP'; seat: Seat; cell: number }
  /** Turn, step 2 by the clan effect: the flipped cat swaps with a face-up dog (Royal Claws) or with a tile 1 or
   *  2 spaces away diagonally (Defenders of Justice). */
  | { type: 'CLAN_SWAP'; seat: Seat; cell: number }
  /** Turn, step 2 by the clan effect (Power Cats): the flipped cat stays where it is. */
  | { type: 'STAY'; seat: Seat }
  /** Turn, step 2 by the clan effect (Polterkitties): the flipped prey stays; another face-up prey at `from`
   *  swaps with the tile at `to` around it. */
  | { type: 'MOVE_PREY'; seat: Seat; from: number; to: number }
  /** Before the dogs attack, a chief's ability (Royal Claws): turn the dog at `cell` a quarter turn. */
  | { type: 'TURN_DOG'; seat: Seat; cell: number; clockwise: boolean }
  /** Leave an optional end-of-game ability unused. */
  | { type: 'SKIP_EFFECT'; seat: Seat }
  /** Experts match: deal the second game. */
  | { type: 'NEXT_GAME'; seat: Seat };

/** An end-of-game ability waiting before the dogs attack, in order: a choice its clan's player makes, or a
 *  "must" that happens by itself. */
export interface PendingEffect { seat: Seat; clan: ClanId; rule: 'turnAdjacentDog' | 'turnAnyDog' | 'chiefToCentre' }

/** What happened at the end, in order, so a scene can show each step. An 'effect' step names the clan and its
 *  rule; `cells` are what it touched (a turned dog; the chief and the centre; the cats knocked out; the prey
 *  caught), `points` a bonus, `attack` the Chaoticats' counted attack. */
export type EndStep =
  | { step: 'effect'; seat: Seat; clan: ClanId; rule: 'turnAdjacentDog' | 'turnAnyDog'; cell: number | null; clockwise: boolean | null }
  | { step: 'effect'; seat: Seat; clan: ClanId; rule: 'chiefToCentre'; cells: number[] }
  | { step: 'effect'; seat: Seat; clan: ClanId; rule: 'dogProof'; cells: number[] }
  | { step: 'effect'; seat: Seat; clan: ClanId; rule: 'knockOutWeaker'; cells: number[]; tiles: TileId[] }
  | { step: 'effect'; seat: Seat; clan: ClanId; rule: 'countedAttack'; count: number; attack: number }
  | { step: 'effect'; seat: Seat; clan: ClanId; rule: 'completePair'; cells: number[]; tiles: TileId[] }
  | { step: 'effect'; seat: Seat; clan: ClanId; rule: 'bonusPerPrey' | 'bonusPerFaceUpCat'; points: number }
  | { step: 'dogsAttack'; hits: { dog: number; cell: number; tile: TileId }[] }
  | { step: 'preyCaptured'; prey: { cell: number; tile: TileId; attack: number[]; winner: Seat | null }[] }
  | { step: 'scoring'; scores: number[]; preyCount: number[]; products: { seat: Seat; kind: PreyKind; points: number }[]; winners: Seat[]; byPreyCount: boolean };

export type EffectStep = Extract<EndStep, { step: 'effect' }>;

/** A finished game of the match. */
export interface GameRecord { clans: ClanId[]; scores: number[]; preyCount: number[]; winners: Seat[] }

export type LastAction =
  | { kind: 'deal' }
  | { kind: 'chooseClan'; seat: Seat; clan: ClanId }
  | { kind: 'flip'; seat: Seat; cell: number; tile: TileId }
  | { kind: 'swap'; seat: Seat; from: number; to: number; hidden: boolean }
  /** A turn's move by the clan effect: a swap (Royal Claws, Defenders), staying (Power Cats), or another prey
   *  moved (Polterkitties; `from` is that prey). */
  | { kind: 'clanSwap'; seat: Seat; from: number; to: number; hidden: boolean }
  | { kind: 'stay'; seat: Seat; cell: number }
  | { kind: 'movePrey'; seat: Seat; from: number; to: number; hidden: boolean }
  | { kind: 'turnDog'; seat: Seat; cell: number; clockwise: boolean }
  | { kind: 'skipEffect'; seat: Seat };

export interface PocketCatsState {
  options: PocketCatsOptions;
  rng: RngState;
  phase: PocketCatsPhase;
  /** 0-based number of the game within the match (always 0 outside experts mode). */
  game: number;
  /** Who started the current game (and, in the limited and experts selections, chooses first). */
  starter: Seat;
  /** Each seat's clan in this game (null while being chosen). */
  clans: (ClanId | null)[];
  /** Clan cards each seat holds to choose from (limited, experts). */
  offers: ClanId[][];
  /** The 25 cells, empty until the tiles are dealt. */
  grid: Cell[];
  turn: Seat;
  /** The cell of the tile flipped this turn, waiting to be swapped. */
  flipped: number | null;
  effectQueue: PendingEffect[];
  endSteps: EndStep[];
  /** Prey tiles each seat won in this game (after the capture). */
  won: TileId[][];
  /** This game's scores (after scoring). */
  scores: number[];
  /** The finished games of the match. */
  games: GameRecord[];
  winners: Seat[];
  /** Counts of tiles flipped and of random draws (deals, clan cards): revealsHidden compares them. */
  flips: number;
  draws: number;
  last: LastAction[];
}
