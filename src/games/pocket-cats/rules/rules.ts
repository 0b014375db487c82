// Pocket Cats as pure functions over plain, serialisable state (types in state.ts): setup, legality, and the
// effects of each event. The statechart (machines/pocket-cats.ts) is the one turn flow: it calls these effects
// from its actions and writes the phase; the forward model (apply) is the chart itself (definition.ts).
// The end of a game is in end.ts.
import { rngInt, shuffle, type RngState } from '../../../engine/rng';
import type { GameResult, Reason, Seat } from '../../../engine/types';
import { CLAN_IDS, FIRST_GAME_CLANS, clanDef, clansOf, tileDef, tilesFor, type ClanId, type Rotation, type TileId } from './data';
import { RULES } from './constants';
import { playerCountReason, seatReason } from '../../../engine/option-reasons';
import { AROUND, CELLS, CENTRE, ONE_OR_TWO, SAME_LINE, isCell } from './grid';
import { afterDogs, beginEnd, choiceWaiting, dogsAttack, capturePrey, effectDone, matchOver, matchTotals, resolveEffect, scoreGame } from './end';
import { clanSwapTargets, mayStay, otherPrey, otherPreyTargets, turnableDogs } from './effects';
import type { Cell, ClanChoice, LastAction, PocketCatsEvent, PocketCatsOptions, PocketCatsPhase, PocketCatsState } from './state';

export type { Cell, ClanChoice, LastAction, PocketCatsEvent, PocketCatsOptions, PocketCatsPhase, PocketCatsState };
export { afterDogs, beginEnd, choiceWaiting, dogsAttack, capturePrey, matchOver, resolveEffect, scoreGame };

// ---------- options ----------

export const CHOICES: readonly ClanChoice[] = ['first-game', 'free', 'limited', 'experts'];

/** Why these options cannot be played with this many seats, or null. */
export function optionsProblem(o: PocketCatsOptions, seats: number): Reason | null {
  const count = playerCountReason(seats, RULES.players, RULES.players);
  if (count) return count;
  if (!CHOICES.includes(o.choice)) return { key: 'engine.badOptions' };
  const first = seatReason(o.first, RULES.players);
  if (first) return first;
  if (o.choice === 'first-game' && o.effects && RULES.firstGameWithoutEffects) return { key: 'engine.firstGameNoEffects' };
  if (o.choice === 'first-game' || o.choice === 'free') {
    if (!o.clans.every((c) => clanDef(c, o.edition) !== undefined)) return { key: 'engine.badOptions' };
    if (o.clans[0] === o.clans[1]) return { key: 'engine.sameClan' };
    if (o.choice === 'first-game' && !FIRST_GAME_CLANS.every((c) => o.clans.includes(c))) return { key: 'engine.firstGameClans' };
  }
  return null;
}

// ---------- setup ----------

const other = (seat: Seat): Seat => 1 - seat;

/** The game's state before the chart has entered a phase (setup's context, the chart adds the phase). */
export type Unphased = Omit<PocketCatsState, 'phase'>;

/** The 25 tiles shuffled face down, dogs in a random orientation, the centre face up; the starter's turn. */
export function dealTiles(s: PocketCatsState): PocketCatsState {
  const clans = s.clans as ClanId[];
  let [tiles, rng] = shuffle(tilesFor(clans, s.options.edition), s.rng);
  const grid: Cell[] = [];
  for (const tile of tiles) {
    let rot = 0;
    if (tileDef(tile).kind === 'dog' && RULES.randomDogOrientation) [rot, rng] = rngInt(rng, 4);
    grid.push({ tile, faceUp: false, rot: rot as Rotation, attacked: false });
  }
  grid[CENTRE] = { ...grid[CENTRE], faceUp: true };
  return {
    ...s, rng, grid, turn: s.starter, flipped: null, offers: [[], []],
    effectQueue: [], endSteps: [], won: [[], []], scores: [0, 0], draws: s.draws + 1, last: [...s.last, { kind: 'deal' }],
  };
}

/** A new game of the match: clans from the options (first game, free) or clan cards drawn (limited, experts).
 *  The chart deals the tiles once both clans are known. */
function startGame<S extends Unphased>(s: S): S {
  const o = s.options;
  if (o.choice === 'first-game' || o.choice === 'free') return { ...s, clans: o.clans.slice(), last: [] };
  const [deck, rng] = shuffle(clansOf(o.edition), s.rng);
  const offers: ClanId[][] = [[], []];
  if (o.choice === 'limited') {
    // Each draws 3 (half the cards when fewer than six are known: our decision).
    const n = Math.min(RULES.clanCardsDrawn, Math.floor(deck.length / 2));
    offers[s.starter] = deck.slice(0, n);
    offers[other(s.starter)] = deck.slice(n, 2 * n);
  } else {
    // Experts: the starting player draws 3, keeps one and gives the rest to the other player.
    offers[s.starter] = deck.slice(0, Math.min(RULES.clanCardsDrawn, deck.length));
  }
  return { ...s, rng, clans: [null, null], offers, grid: [], turn: s.starter, draws: s.draws + 1, last: [] };
}

/** The chart's initial context: the match set up, the clans given or offered (the chart deals). */
export function setupPocketCats(options: PocketCatsOptions, seed: number): Unphased {
  const s: Unphased = {
    options, rng: seed >>> 0, game: 0, starter: options.first, clans: [null, null], offers: [[], []],
    grid: [], turn: options.first, flipped: null, effectQueue: [], endSteps: [], won: [[], []], scores: [0, 0],
    games: [], winners: [], flips: 0, draws: 0, last: [],
  };
  return startGame(s);
}

// ---------- questions ----------

export const faceDownCells = (s: PocketCatsState): number[] => s.grid.flatMap((c, i) => (c.faceUp || c.attacked ? [] : [i]));

/** Where a flipped tile at `cell` may be swapped to (rulebook): a prey around it, a cat 1 or 2 spaces along its
 *  row or column, a dog anywhere along its row or column. */
export function swapTargets(tile: TileId, cell: number): readonly number[] {
  return MOVE_TABLES[RULES.moves[tileDef(tile).kind]][cell];
}
const MOVE_TABLES = { around: AROUND, oneOrTwoInLine: ONE_OR_TWO, anywhereInLine: SAME_LINE } as const;

/** The clan of the seat whose turn it is. */
const moverClan = (s: PocketCatsState): ClanId | null => s.clans[s.turn];

/** The seat choosing a clan now: the starter first, then the other. */
function chooser(s: PocketCatsState): Seat | null {
  for (const seat of [s.starter, other(s.starter)]) if (s.clans[seat] === null && s.offers[seat].length > 0) return seat;
  return null;
}

/** Who may act now. */
export function actors(s: PocketCatsState): Seat[] {
  switch (s.phase) {
    case 'choosingClans': { const c = chooser(s); return c === null ? [] : [c]; }
    case 'flipping': case 'swapping': return [s.turn];
    case 'beforeDogs': return s.effectQueue.length > 0 ? [s.effectQueue[0].seat] : [];
    // The second game's starter deals it.
    case 'betweenGames': return [other(s.starter)];
    default: return [];
  }
}

// ---------- legality ----------

const PHASE_OF: Record<PocketCatsEvent['type'], PocketCatsPhase> = {
  CHOOSE_CLAN: 'choosingClans', FLIP: 'flipping', SWAP: 'swapping', CLAN_SWAP: 'swapping', STAY: 'swapping', MOVE_PREY: 'swapping',
  TURN_DOG: 'beforeDogs', SKIP_EFFECT: 'beforeDogs', NEXT_GAME: 'betweenGames',
};

/** Why a flipped tile may not go to a place, by its kind. */
const MOVE_REFUSAL: Record<'prey' | 'cat' | 'dog', Reason> = {
  prey: { key: 'pocketCats.preyMovesAround', rule: 'moves' },
  cat: { key: 'pocketCats.catMovesOneOrTwo', rule: 'moves' },
  dog: { key: 'pocketCats.dogMovesInLine', rule: 'moves' },
};

/** Why the mover's clan effect does not apply to this turn's tile, or null when it does. */
function effectProblem(s: PocketCatsState, e: Extract<PocketCatsEvent, { type: 'CLAN_SWAP' | 'STAY' | 'MOVE_PREY' }>): Reason | null {
  if (!s.options.effects) return { key: 'pocketCats.noClanEffects', rule: 'effects' };
  const clan = moverClan(s);
  const from = s.flipped!;
  switch (e.type) {
    case 'CLAN_SWAP': {
      const def = clan ? clanDef(clan, s.options.edition) : undefined;
      if (!def || (def.effect !== 'swapWithDog' && def.effect !== 'reachDiagonally')) return { key: 'pocketCats.effectNotYours', rule: 'effects' };
      if (tileDef(s.grid[from].tile).kind !== 'cat') return { key: 'pocketCats.effectOnlyCats', rule: 'effects' };
      if (clanSwapTargets(s.grid, s, clan, from).includes(e.cell)) return null;
      if (swapTargets(s.grid[from].tile, from).includes(e.cell)) return { key: 'pocketCats.ordinarySwap', rule: 'moves' };
      return def.effect === 'swapWithDog' ? { key: 'pocketCats.swapOnlyFaceUpDogs', rule: 'effects' } : { key: 'pocketCats.reachOneOrTwoDiagonally', rule: 'effects' };
    }
    case 'STAY':
      if (clan === null || clanDef(clan, s.options.edition)?.effect !== 'stayPut') return { key: 'pocketCats.effectNotYours', rule: 'effects' };
      return mayStay(s.grid, s, clan, from) ? null : { key: 'pocketCats.effectOnlyCats', rule: 'effects' };
    case 'MOVE_PREY': {
      if (clan === null || clanDef(clan, s.options.edition)?.effect !== 'moveOtherPrey') return { key: 'pocketCats.effectNotYours', rule: 'effects' };
      if (tileDef(s.grid[from].tile).kind !== 'prey') return { key: 'pocketCats.effectOnlyPrey', rule: 'effects' };
      if (!isCell(e.from) || !isCell(e.to)) return { key: 'pocketCats.noSuchCell' };
      if (!otherPrey(s.grid, s, clan, from).includes(e.from)) return { key: 'pocketCats.moveAnotherFaceUpPrey', rule: 'effects' };
      return otherPreyTargets(e.from, from).includes(e.to) ? null : { key: 'pocketCats.preyMovesAroundNotFlipped', rule: 'effects' };
    }
  }
}

/** Why an event is illegal, or null when it is legal. */
export function explain(s: PocketCatsState, e: PocketCatsEvent): Reason | null {
  if (s.phase === 'over') return { key: 'engine.gameOver' };
  if (PHASE_OF[e.type] === undefined) return { key: 'pocketCats.notNow' };
  if (PHASE_OF[e.type] !== s.phase) return { key: 'pocketCats.notNow', rule: 'turn' };
  if (!actors(s).includes(e.seat)) return { key: 'engine.notYourTurn' };
  switch (e.type) {
    case 'CHOOSE_CLAN':
      return s.offers[e.seat].includes(e.clan) ? null : { key: 'pocketCats.clanNotOffered', rule: 'modes' };
    case 'FLIP':
      if (!isCell(e.cell)) return { key: 'pocketCats.noSuchCell' };
      return s.grid[e.cell].faceUp ? { key: 'pocketCats.flipFaceDown', rule: 'turn' } : null;
    case 'SWAP': {
      if (!isCell(e.cell)) return { key: 'pocketCats.noSuchCell' };
      const from = s.flipped!;
      if (e.cell === from) return { key: 'pocketCats.swapWithAnother', rule: 'turn' };
      if (swapTargets(s.grid[from].tile, from).includes(e.cell)) return null;
      return MOVE_REFUSAL[tileDef(s.grid[from].tile).kind];
    }
    case 'CLAN_SWAP':
      if (!isCell(e.cell)) return { key: 'pocketCats.noSuchCell' };
      return effectProblem(s, e);
    case 'STAY': case 'MOVE_PREY':
      return effectProblem(s, e);
    case 'TURN_DOG': {
      if (!isCell(e.cell)) return { key: 'pocketCats.noSuchCell' };
      if (typeof e.clockwise !== 'boolean') return { key: 'pocketCats.turnWhichWay', rule: 'effects' };
      const head = s.effectQueue[0];
      if (head.rule === 'chiefToCentre') return { key: 'pocketCats.notNow', rule: 'effects' };
      if (turnableDogs(s.grid, head.clan, head.rule).includes(e.cell)) return null;
      const dog = s.grid[e.cell].faceUp && tileDef(s.grid[e.cell].tile).kind === 'dog';
      return dog ? { key: 'pocketCats.turnOnlyDogsNextToChief', rule: 'effects' } : { key: 'pocketCats.turnOnlyDogs', rule: 'effects' };
    }
    case 'SKIP_EFFECT':
    case 'NEXT_GAME':
      return null;
  }
}

/** Every legal event of `seat`, generated directly (the tests check it equals filtering by explain). */
export function legalEvents(s: PocketCatsState, seat: Seat): PocketCatsEvent[] {
  if (!actors(s).includes(seat)) return [];
  switch (s.phase) {
    case 'choosingClans': return s.offers[seat].map((clan) => ({ type: 'CHOOSE_CLAN', seat, clan }));
    case 'flipping': return faceDownCells(s).map((cell) => ({ type: 'FLIP', seat, cell }));
    case 'swapping': {
      const from = s.flipped!;
      const out: PocketCatsEvent[] = swapTargets(s.grid[from].tile, from).map((cell) => ({ type: 'SWAP', seat, cell }));
      if (!s.options.effects) return out;
      const clan = moverClan(s);
      for (const cell of clanSwapTargets(s.grid, s, clan, from)) out.push({ type: 'CLAN_SWAP', seat, cell });
      if (mayStay(s.grid, s, clan, from)) out.push({ type: 'STAY', seat });
      for (const prey of otherPrey(s.grid, s, clan, from)) {
        for (const to of otherPreyTargets(prey, from)) out.push({ type: 'MOVE_PREY', seat, from: prey, to });
      }
      return out;
    }
    case 'beforeDogs': {
      const head = s.effectQueue[0];
      const out: PocketCatsEvent[] = [];
      if (head.rule !== 'chiefToCentre') {
        for (const cell of turnableDogs(s.grid, head.clan, head.rule)) {
          out.push({ type: 'TURN_DOG', seat, cell, clockwise: true }, { type: 'TURN_DOG', seat, cell, clockwise: false });
        }
      }
      out.push({ type: 'SKIP_EFFECT', seat });
      return out;
    }
    case 'betweenGames': return [{ type: 'NEXT_GAME', seat }];
    default: return [];
  }
}

/** The reference: every candidate event kept when explain accepts it (correct by construction, slow). */
export function legalEventsByExplain(s: PocketCatsState, seat: Seat): PocketCatsEvent[] {
  const cells = Array.from({ length: CELLS }, (_, cell) => cell);
  const candidates: PocketCatsEvent[] = [
    ...CLAN_IDS.map((clan) => ({ type: 'CHOOSE_CLAN' as const, seat, clan })),
    ...cells.map((cell) => ({ type: 'FLIP' as const, seat, cell })),
    ...cells.map((cell) => ({ type: 'SWAP' as const, seat, cell })),
    ...cells.map((cell) => ({ type: 'CLAN_SWAP' as const, seat, cell })),
    { type: 'STAY', seat },
    ...cells.flatMap((from) => cells.map((to) => ({ type: 'MOVE_PREY' as const, seat, from, to }))),
    ...cells.flatMap((cell) => [true, false].map((clockwise) => ({ type: 'TURN_DOG' as const, seat, cell, clockwise }))),
    { type: 'SKIP_EFFECT', seat }, { type: 'NEXT_GAME', seat },
  ];
  return candidates.filter((e) => explain(s, e) === null);
}

// ---------- what the chart routes on (cheap questions on the state) ----------

/** Both clans are known (given in the options, or both cards kept): the tiles can be dealt. */
export const clansChosen = (s: PocketCatsState): boolean => s.clans[0] !== null && s.clans[1] !== null;

/** No tile is left face down: this turn's move ends the game (a move keeps every tile's side, so this holds
 *  before the move exactly when it holds after). */
export const everyTileFaceUp = (s: PocketCatsState): boolean => s.grid.every((c) => c.faceUp);

// ---------- effects (each a pure function; the chart's actions call them, the chart routes) ----------

/** A clan card kept; in experts mode the rest go to the other player. */
export function chooseClan(s: PocketCatsState, seat: Seat, clan: ClanId): PocketCatsState {
  const clans = s.clans.slice();
  clans[seat] = clan;
  const offers = s.offers.map((o) => o.slice());
  const rest = offers[seat].filter((c) => c !== clan);
  offers[seat] = [];
  if (s.options.choice === 'experts' && clans[other(seat)] === null) offers[other(seat)] = rest;
  return { ...s, clans, offers, last: [{ kind: 'chooseClan', seat, clan }] };
}

/** Turn, step 1: the tile turns face up (a dog keeps the orientation it lay in). */
export function flipTile(s: PocketCatsState, seat: Seat, cell: number): PocketCatsState {
  const grid = s.grid.slice();
  grid[cell] = { ...grid[cell], faceUp: true };
  return { ...s, grid, flipped: cell, flips: s.flips + 1, last: [{ kind: 'flip', seat, cell, tile: grid[cell].tile }] };
}

/** Two cells trade tiles; a face-down tile stays face down. */
function swapCells(s: PocketCatsState, a: number, b: number): { grid: Cell[]; hidden: boolean } {
  const grid = s.grid.slice();
  const hidden = !grid[b].faceUp;
  [grid[a], grid[b]] = [grid[b], grid[a]];
  return { grid, hidden };
}

/** Turn, step 2: the flipped tile swaps places with another. */
export function swapTiles(s: PocketCatsState, seat: Seat, cell: number): PocketCatsState {
  const from = s.flipped!;
  const { grid, hidden } = swapCells(s, from, cell);
  return { ...s, grid, flipped: null, last: [{ kind: 'swap', seat, from, to: cell, hidden }] };
}

/** Turn, step 2 by the clan effect: the flipped cat swaps with a face-up dog or diagonally. */
export function clanSwap(s: PocketCatsState, seat: Seat, cell: number): PocketCatsState {
  const from = s.flipped!;
  const { grid, hidden } = swapCells(s, from, cell);
  return { ...s, grid, flipped: null, last: [{ kind: 'clanSwap', seat, from, to: cell, hidden }] };
}

/** Turn, step 2 by the clan effect: the flipped cat stays where it is. */
export const stayPut = (s: PocketCatsState, seat: Seat): PocketCatsState =>
  ({ ...s, flipped: null, last: [{ kind: 'stay', seat, cell: s.flipped! }] });

/** Turn, step 2 by the clan effect: another face-up prey moves instead of the flipped one. */
export function moveOtherPrey(s: PocketCatsState, seat: Seat, from: number, to: number): PocketCatsState {
  const { grid, hidden } = swapCells(s, from, to);
  return { ...s, grid, flipped: null, last: [{ kind: 'movePrey', seat, from, to, hidden }] };
}

/** The other player's turn. */
export const passTurn = (s: PocketCatsState): PocketCatsState => ({ ...s, turn: other(s.turn) });

export function turnDog(s: PocketCatsState, seat: Seat, cell: number, clockwise: boolean): PocketCatsState {
  return { ...effectDone(s, cell, clockwise), last: [{ kind: 'turnDog', seat, cell, clockwise }] };
}

export function skipEffect(s: PocketCatsState, seat: Seat): PocketCatsState {
  return { ...effectDone(s, null, null), last: [{ kind: 'skipEffect', seat }] };
}

/** Experts match: the other player starts the second game and chooses a clan first. */
export function nextGame(s: PocketCatsState): PocketCatsState {
  return startGame({ ...s, game: s.game + 1, starter: other(s.starter), turn: other(s.starter), clans: [null, null], grid: [], won: [[], []], scores: [0, 0], endSteps: [], winners: [] });
}

// ---------- result and checks ----------

/** Scores (the match totals in experts mode) and winners, once over. */
export function result(s: PocketCatsState): GameResult | null {
  if (s.phase !== 'over') return null;
  return { scores: matchTotals(s.games).scores, winners: s.winners.slice() };
}

/** A flip or a deal (or a clan-card draw) shows something nobody knew: undo stops there. */
export const revealsHidden = (before: PocketCatsState, after: PocketCatsState): boolean =>
  after.flips !== before.flips || after.draws !== before.draws;

/** Broken invariants of a state, in words. */
export function invariants(s: PocketCatsState): string[] {
  const problems: string[] = [];
  if (s.grid.length > 0) {
    if (s.grid.length !== CELLS) problems.push(`${s.grid.length} tiles on the grid, expected ${CELLS}`);
    const expected = tilesFor(s.clans as ClanId[], s.options.edition).sort();
    const actual = s.grid.map((c) => c.tile).sort();
    if (JSON.stringify(expected) !== JSON.stringify(actual)) problems.push('the grid does not hold each tile of the two clans, the prey and the dogs exactly once');
    s.grid.forEach((c, i) => {
      if (c.attacked && (c.faceUp || tileDef(c.tile).kind !== 'cat')) problems.push(`cell ${i}: only face-down cats are marked attacked`);
      if (c.rot !== 0 && tileDef(c.tile).kind !== 'dog') problems.push(`cell ${i}: only dogs have an orientation`);
    });
    const inPlay = s.phase === 'flipping' || s.phase === 'swapping';
    if (inPlay && s.grid.some((c) => c.attacked)) problems.push('a cat was attacked before the end');
    const faceDown = s.grid.filter((c) => !c.faceUp).length;
    if (s.phase === 'flipping' && faceDown === 0) problems.push('no face-down tile left but the game goes on');
    if (s.phase === 'swapping' && (s.flipped === null || !s.grid[s.flipped].faceUp)) problems.push('the tile to swap is not face up');
    if (s.phase === 'beforeDogs' && !choiceWaiting(s)) problems.push('resting before the dogs with no choice to make');
  } else if (s.phase !== 'choosingClans') problems.push(`no grid in ${s.phase}`);
  if (s.clans[0] !== null && s.clans[0] === s.clans[1]) problems.push('both players have the same clan');
  if (s.clans.some((c) => c !== null && !clanDef(c, s.options.edition))) problems.push('an unknown clan');
  if (s.phase !== 'over') {
    if (!actors(s).some((p) => legalEvents(s, p).length > 0)) problems.push(`nobody can act in ${s.phase}`);
  } else if (s.winners.length === 0) problems.push('the game is over without a winner');
  return problems;
}
