// Every rule of Pocket Cats (seed 002 and RULES.md), each test named after the rule it checks, and the
// rulebook's worked example from its position.
import { describe, expect, it } from 'vitest';
import { CLANS, CLAN_IDS, tileDef, tilesFor } from './data';
import { captures, scoreOf, winnersOf } from './end';
import { CENTRE } from './grid';
import {
  actors, explain, legalEvents, optionsProblem, result, revealsHidden, scoreGame, swapTargets,
  type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState,
} from './rules';
import { viewOf } from './view';
import { at, must, newGame, position, tileOf } from '../test/testkit';
import { pocketCats } from './definition';

const FREE: PocketCatsOptions = { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0, edition: 'published' };
const targets = (s: PocketCatsState, seat = s.turn): number[] => legalEvents(s, seat).map((e) => (e as { cell: number }).cell).sort((a, b) => a - b);
const sorted = (xs: readonly number[]) => xs.slice().sort((a, b) => a - b);
const endStep = <K extends string>(s: PocketCatsState, step: K) => s.endSteps.find((x) => x.step === step) as Extract<PocketCatsState['endSteps'][number], { step: K }>;

/** A position where only the tile at `cell` is face up (just flipped) and everything else is face down. */
function flippedAt(token: string, cell: number): PocketCatsState {
  const rows = Array.from({ length: 25 }, (_, i) => (i === cell ? token : '*')).join(' ');
  return position(rows, { flipped: cell });
}

describe('setup (rulebook: "Randomly lay these 25 tiles out face down in a 5-by-5 grid ... flip over the tile in the center")', () => {
  it('deals the 10 cats of the two clans, the 10 prey and the 5 dogs face down, with only the centre tile face up', () => {
    const s = newGame(FREE, 42);
    expect(s.grid).toHaveLength(25);
    expect(s.grid.map((c) => c.tile).sort()).toEqual(tilesFor(['royal-claws', 'gourmets']).sort());
    expect(s.grid.filter((c) => c.faceUp)).toEqual([s.grid[CENTRE]]);
    expect(s.phase).toBe('flipping');
    expect(actors(s)).toEqual([0]);
    expect(actors(newGame({ ...FREE, first: 1 }, 42))).toEqual([1]);
  });

  it('different seeds give different layouts, the same seed the same one', () => {
    expect(newGame(FREE, 1)).toEqual(newGame(FREE, 1));
    expect(newGame(FREE, 1).grid).not.toEqual(newGame(FREE, 2).grid);
  });
});

describe('a turn (rulebook: "1 Take a face-down tile of your choice and flip it face up. 2 Swap this tile with another tile")', () => {
  it('only a face-down tile may be flipped, by the player whose turn it is', () => {
    const s = newGame(FREE, 3);
    expect(explain(s, { type: 'FLIP', seat: 0, cell: CENTRE })).toMatchObject({ key: 'pocketCats.flipFaceDown', rule: 'turn' });
    expect(explain(s, { type: 'FLIP', seat: 1, cell: 0 })).toMatchObject({ key: 'engine.notYourTurn' });
    expect(explain(s, { type: 'FLIP', seat: 0, cell: 25 })).toMatchObject({ key: 'pocketCats.noSuchCell' });
    expect(explain(s, { type: 'SWAP', seat: 0, cell: 0 })).toMatchObject({ key: 'pocketCats.notNow' });
    expect(targets(s)).toHaveLength(24);
  });

  it('flipping reveals the tile (undo stops there), then the same player swaps it, then the other player flips', () => {
    const s0 = newGame(FREE, 3);
    const s1 = must(s0, { type: 'FLIP', seat: 0, cell: 0 });
    expect(s1.grid[0].faceUp).toBe(true);
    expect(s1.phase).toBe('swapping');
    expect(actors(s1)).toEqual([0]);
    expect(revealsHidden(s0, s1)).toBe(true);
    expect(explain(s1, { type: 'FLIP', seat: 0, cell: 1 })).toMatchObject({ key: 'pocketCats.notNow' });
    expect(explain(s1, { type: 'SWAP', seat: 0, cell: 0 })).toMatchObject({ key: 'pocketCats.swapWithAnother' });
    const e = legalEvents(s1, 0)[0];
    const s2 = must(s1, e);
    expect(revealsHidden(s1, s2)).toBe(false);
    expect(s2.phase).toBe('flipping');
    expect(actors(s2)).toEqual([1]);
  });

  it('swapping with a face-down tile does not flip it: it stays face down, its identity hidden from both seats', () => {
    const s = position('* * * * * * * * * * * * M3 * * * * * * * * * * * *', { flipped: CENTRE });
    const hiddenTile = s.grid[at(1, 1)].tile;
    const after = must(s, { type: 'SWAP', seat: 0, cell: at(1, 1) });
    expect(after.grid[at(1, 1)]).toMatchObject({ tile: tileOf('M3'), faceUp: true });
    expect(after.grid[CENTRE]).toMatchObject({ tile: hiddenTile, faceUp: false });
    for (const viewer of [0, 1, null]) {
      expect(viewOf(after, viewer).grid[CENTRE]).toEqual({ faceUp: false, tile: null, rot: null, attacked: false });
    }
    expect(JSON.stringify(viewOf(after, 0))).not.toContain(`"${hiddenTile}"`);
  });

  it('swapping with a face-up tile moves that tile to the flipped tile\'s place', () => {
    const s = position('* * * * * * * * * * * * ?M3 R4 * * * * * * * * * * *', {});
    const flipped = must(s, { type: 'FLIP', seat: 0, cell: CENTRE });
    const after = must(flipped, { type: 'SWAP', seat: 0, cell: at(2, 3) });
    expect(after.grid[CENTRE]).toMatchObject({ tile: tileOf('R4'), faceUp: true });
    expect(after.grid[at(2, 3)]).toMatchObject({ tile: tileOf('M3'), faceUp: true });
  });
});

describe('moves (rulebook: prey swaps with the tiles immediately around it, a cat 1 or 2 spaces away in its row or column, a dog with any tile in its row or column)', () => {
  it('prey: the 8 tiles around it in the middle, 5 on an edge, 3 in a corner', () => {
    expect(targets(flippedAt('M4a', CENTRE))).toEqual([6, 7, 8, 11, 13, 16, 17, 18]);
    expect(targets(flippedAt('P2', at(0, 2)))).toEqual([1, 3, 6, 7, 8]);
    expect(targets(flippedAt('F3', at(2, 4)))).toEqual([8, 9, 13, 18, 19]);
    expect(targets(flippedAt('M6', at(0, 0)))).toEqual([1, 5, 6]);
    expect(targets(flippedAt('P5', at(4, 4)))).toEqual([18, 19, 23]);
  });

  it('prey: a tile two spaces away is refused', () => {
    const s = flippedAt('M4a', CENTRE);
    expect(explain(s, { type: 'SWAP', seat: 0, cell: at(0, 2) })).toMatchObject({ key: 'pocketCats.preyMovesAround', rule: 'moves' });
  });

  it('cat: 1 or 2 spaces along its row or column, never diagonally nor 3 away; fewer near edges and corners', () => {
    expect(targets(flippedAt('R3', CENTRE))).toEqual(sorted([at(0, 2), at(1, 2), at(3, 2), at(4, 2), at(2, 0), at(2, 1), at(2, 3), at(2, 4)]));
    expect(targets(flippedAt('G5', at(0, 0)))).toEqual(sorted([at(0, 1), at(0, 2), at(1, 0), at(2, 0)]));
    expect(targets(flippedAt('R1', at(4, 4)))).toEqual(sorted([at(4, 3), at(4, 2), at(3, 4), at(2, 4)]));
    expect(targets(flippedAt('G2', at(1, 1)))).toEqual(sorted([at(0, 1), at(2, 1), at(3, 1), at(1, 0), at(1, 2), at(1, 3)]));
    expect(targets(flippedAt('R2', at(0, 2)))).toEqual(sorted([at(0, 0), at(0, 1), at(0, 3), at(0, 4), at(1, 2), at(2, 2)]));
    const s = flippedAt('R3', at(0, 0));
    expect(explain(s, { type: 'SWAP', seat: 0, cell: at(0, 3) })).toMatchObject({ key: 'pocketCats.catMovesOneOrTwo', rule: 'moves' });
    expect(explain(s, { type: 'SWAP', seat: 0, cell: at(1, 1) })).toMatchObject({ key: 'pocketCats.catMovesOneOrTwo', rule: 'moves' });
  });

  it('dog: any other tile of its row or column, however far, never diagonally', () => {
    expect(targets(flippedAt('Dwe', at(0, 0)))).toEqual(sorted([1, 2, 3, 4, 5, 10, 15, 20]));
    expect(targets(flippedAt('Dn', CENTRE))).toEqual(sorted([at(2, 0), at(2, 1), at(2, 3), at(2, 4), at(0, 2), at(1, 2), at(3, 2), at(4, 2)]));
    expect(targets(flippedAt('Dx', at(4, 2)))).toEqual(sorted([at(4, 0), at(4, 1), at(4, 3), at(4, 4), at(0, 2), at(1, 2), at(2, 2), at(3, 2)]));
    expect(explain(flippedAt('Dx', at(4, 2)), { type: 'SWAP', seat: 0, cell: at(3, 3) })).toMatchObject({ key: 'pocketCats.dogMovesInLine', rule: 'moves' });
  });

  it('the swap targets are the same for every tile of a kind (the table is by kind)', () => {
    for (let cell = 0; cell < 25; cell++) {
      expect(swapTargets(tileOf('M3'), cell)).toEqual(swapTargets(tileOf('F4'), cell));
      expect(swapTargets(tileOf('R1'), cell)).toEqual(swapTargets(tileOf('G5'), cell));
      expect(swapTargets(tileOf('Dn'), cell)).toEqual(swapTargets(tileOf('Dx'), cell));
    }
  });
});

describe('dogs (rulebook: "once you have flipped over a dog tile, you don\'t get to rotate it ... it stays facing the same way")', () => {
  it('a dog keeps the orientation it lay in when flipped and when swapped, and no event turns it during play', () => {
    const s = position('* * * * * * * * * * * * ?De.3 * * * * * * * * * * * *');
    const flipped = must(s, { type: 'FLIP', seat: 0, cell: CENTRE });
    expect(flipped.grid[CENTRE].rot).toBe(3);
    expect(legalEvents(flipped, 0).every((e) => e.type === 'SWAP')).toBe(true);
    const moved = must(flipped, { type: 'SWAP', seat: 0, cell: at(2, 0) });
    expect(moved.grid[at(2, 0)]).toMatchObject({ tile: 'dog-east', rot: 3, faceUp: true });
    expect(explain(moved, { type: 'TURN_DOG', seat: 1, cell: at(2, 0), clockwise: true })).toMatchObject({ key: 'pocketCats.notNow' });
  });

  it('a face-down dog\'s orientation is hidden like its identity', () => {
    const s = position('* * * * * * * * * * * * M3 ?Dx.2 * * * * * * * * * * *');
    expect(viewOf(s, 0).grid[at(2, 3)]).toEqual({ faceUp: false, tile: null, rot: null, attacked: false });
  });
});

// The rulebook's worked example with the published tiles (our reconstruction of the pictured position, the
// picture not being in the text): every figure the rulebook gives holds. Seat 0 plays the Royal Claws, seat 1
// the Gourmets (their chief is the 3). The centre dog {N} faces west at the Royal Claws' chief; a quarter turn
// clockwise makes it face north, at the Gourmets' 1. The last face-down tile, the pigeon 2, is flipped at row 1,
// column 0 and swapped into the corner with the dog {W, E}.
const EXAMPLE = `Dwe  G5 P5   M3  R1
                 ?P2  G2 G1   G3  Dx
                 F4   R5 Dn.3 M5b M4a
                 M4b  R4 De.1 R3  R2
                 F3   Dp G4   M6  M5a`;

/** The last move: the only face-down tile (at row 1, column 0) is flipped and swapped into the corner. */
function lastMove(rows: string, o: { effects?: boolean; first?: 0 | 1 } = {}): PocketCatsState {
  const s = position(rows, { effects: o.effects ?? false, first: o.first ?? 0, turn: 0 });
  return must(must(s, { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
}

describe('end of the game (rulebook: "when the last face-down tile has been flipped over and moved")', () => {
  it('the game goes on while a face-down tile is left, and ends after the last one is flipped and moved', () => {
    const s = position(EXAMPLE);
    const flipped = must(s, { type: 'FLIP', seat: 0, cell: at(1, 0) });
    expect(flipped.phase).toBe('swapping');
    expect(result(flipped)).toBeNull();
    const over = must(flipped, { type: 'SWAP', seat: 0, cell: at(0, 0) });
    expect(over.phase).toBe('over');
    expect(result(over)).not.toBeNull();
    expect(over.endSteps.map((x) => x.step)).toEqual(['dogsAttack', 'preyCaptured', 'scoring']);
    expect(legalEvents(over, 0)).toEqual([]);
    expect(legalEvents(over, 1)).toEqual([]);
  });

  it('1 the dogs attack: every face-up cat an arrow points at turns face down (once, even when two dogs aim at it); arrows at prey, dogs or off the grid do nothing', () => {
    const s = lastMove(EXAMPLE);
    const hits = endStep(s, 'dogsAttack').hits;
    expect(hits.map((h) => h.tile).sort()).toEqual(['G2', 'R5', 'R4', 'G4'].map((t) => tileOf(t)).sort());
    // The mouse-guarding G4 is aimed at by the dog {NE,E,SE} turned once (south) and the dog {N,E,S,W} (east).
    expect(hits.filter((h) => h.tile === tileOf('G4'))).toEqual([{ dog: at(3, 2), cell: at(4, 2), tile: tileOf('G4') }]);
    expect(s.grid[at(4, 2)]).toMatchObject({ faceUp: false, attacked: true });
    // The dog {NW,NE,SW,SE} points only at prey; the dog {W,E}'s west arrow is off the grid.
    expect(s.grid[at(0, 4)].faceUp).toBe(true);
    expect(s.grid[at(0, 1)].faceUp).toBe(true);
  });

  it('2 capture: the clan with more orthogonally adjacent attack wins the prey; a tie (even 0 to 0) leaves it to nobody; cats turned down by dogs do not count', () => {
    const s = lastMove(EXAMPLE);
    const prey = (tile: string) => endStep(s, 'preyCaptured').prey.find((p) => p.tile === tileOf(tile))!;
    expect(prey('M5b')).toMatchObject({ attack: [3, 3], winner: null });
    expect(prey('M4a')).toMatchObject({ attack: [2, 0], winner: 0 });
    expect(prey('P5')).toMatchObject({ attack: [0, 6], winner: 1 });
    expect(prey('M3')).toMatchObject({ attack: [1, 3], winner: 1 });
    // The Royal Claws' chief next to the fly 4 was turned down: nobody catches it.
    expect(prey('F4')).toMatchObject({ attack: [0, 0], winner: null });
    // The Gourmets' 4 next to the mouse 6 was turned down: only the Royal Claws' 3 counts.
    expect(prey('M6')).toMatchObject({ attack: [3, 0], winner: 0 });
  });

  it('3 scoring: prey points added up; one clan with both pigeons scores 2 × 5 = 10, both flies 3 × 4 = 12, split pairs just add', () => {
    expect(scoreOf(['pigeon-2', 'pigeon-5']).points).toBe(10);
    expect(scoreOf(['fly-3', 'fly-4']).points).toBe(12);
    expect(scoreOf(['pigeon-2', 'pigeon-5', 'fly-3', 'fly-4', 'mouse-3']).points).toBe(25);
    expect(scoreOf(['pigeon-5', 'fly-4', 'mouse-6']).points).toBe(15);
    expect(scoreOf(['pigeon-2'])).toEqual({ points: 2, products: [] });
    expect(scoreOf(['mouse-4', 'mouse-4b', 'mouse-5', 'mouse-5b']).points).toBe(18);
    expect(scoreOf([]).points).toBe(0);
  });

  it('winner: most points; equal points: most prey tiles; still equal: a shared victory', () => {
    expect(winnersOf([15, 13], [3, 3])).toEqual({ winners: [0], byPreyCount: false });
    expect(winnersOf([12, 12], [2, 4])).toEqual({ winners: [1], byPreyCount: true });
    expect(winnersOf([12, 12], [3, 3])).toEqual({ winners: [0, 1], byPreyCount: false });
  });

  it('the scoring step: both flies (12 from 2 prey) against three mice (3 + 4 + 5 = 12 from 3 prey): the Gourmets win on prey count; equal counts share', () => {
    const base = position('* * * * * * * * * * * * M3 * * * * * * * * * * * *');
    const s = scoreGame({ ...base, won: [['fly-3', 'fly-4'], ['mouse-3', 'mouse-4', 'mouse-5']] });
    expect(s.endSteps.at(-1)).toEqual({ step: 'scoring', scores: [12, 12], preyCount: [2, 3], products: [{ seat: 0, kind: 'fly', points: 12 }], winners: [1], byPreyCount: true });
    // One game, so the match is decided by it (the chart then rests in 'over', where result reads these).
    expect({ scores: s.scores, winners: s.winners }).toEqual({ scores: [12, 12], winners: [1] });
    const shared = scoreGame({ ...base, won: [['fly-3', 'mouse-4'], ['mouse-3', 'mouse-4b']] });
    expect({ scores: shared.scores, winners: shared.winners }).toEqual({ scores: [7, 7], winners: [0, 1] });
  });
});

describe('the rulebook\'s worked example (End of the game, "Example"), with the published tiles', () => {
  it('without clan effects: Gourmets 2 and 4 and Royal Claws 4 and 5 are eliminated; Gourmets 3 + (5 × 2) = 13, Royal Claws 4 + 5 + 6 = 15 win', () => {
    const s = lastMove(EXAMPLE);
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['G2', 'G4', 'R4', 'R5'].map((t) => tileOf(t)).sort());
    const prey = endStep(s, 'preyCaptured').prey;
    const by = (seat: number | null) => prey.filter((p) => p.winner === seat).map((p) => p.tile).sort();
    expect(by(1)).toEqual(['M3', 'P2', 'P5'].map((t) => tileOf(t)).sort());
    expect(by(0)).toEqual(['M4a', 'M5a', 'M6'].map((t) => tileOf(t)).sort());
    expect(by(null)).toEqual(['M4b', 'M5b', 'F3', 'F4'].map((t) => tileOf(t)).sort());
    expect(endStep(s, 'scoring')).toMatchObject({ scores: [15, 13], winners: [0], products: [{ seat: 1, kind: 'pigeon', points: 10 }] });
    expect(result(s)).toEqual({ scores: [15, 13], winners: [0] });
  });

  it('with clan effects: the Royal Claws\' chief turns the centre dog clockwise, the Gourmets\' chief catches diagonally: Gourmets 3 + 10 + 4 + 4 = 21 beat Royal Claws 4 + 5 + 6 = 15', () => {
    const before = lastMove(EXAMPLE, { effects: true });
    expect(before.phase).toBe('beforeDogs');
    expect(actors(before)).toEqual([0]);
    // The chief is next to one dog only, the centre one: turn it either way, or leave it.
    expect(legalEvents(before, 0)).toEqual([
      { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: true }, { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: false }, { type: 'SKIP_EFFECT', seat: 0 },
    ]);
    const s = must(before, { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: true });
    expect(s.endSteps.map((x) => x.step)).toEqual(['effect', 'dogsAttack', 'preyCaptured', 'effect', 'scoring']);
    expect(s.endSteps[0]).toEqual({ step: 'effect', seat: 0, clan: 'royal-claws', rule: 'turnAdjacentDog', cell: CENTRE, clockwise: true });
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['G1', 'G2', 'G4', 'R4'].map((t) => tileOf(t)).sort());
    const prey = endStep(s, 'preyCaptured').prey;
    const by = (seat: number) => prey.filter((p) => p.winner === seat).map((p) => p.tile).sort();
    expect(by(1)).toEqual(['M3', 'P2', 'P5', 'M4a'].map((t) => tileOf(t)).sort());
    expect(by(0)).toEqual(['F4', 'M5a', 'M6'].map((t) => tileOf(t)).sort());
    expect(s.endSteps[3]).toEqual({ step: 'effect', seat: 1, clan: 'gourmets', rule: 'bonusPerPrey', points: 4 });
    expect(result(s)).toEqual({ scores: [15, 21], winners: [1] });
  });

  it('"The Gourmet clan has 5 attack points to the Royal Claws\' 2, so they catch this mouse!"', () => {
    const s = position('* * * * * * * * * * * G5 M3 R2 * * * * * * * * * * *');
    expect(captures(s.grid, { clans: ['royal-claws', 'gourmets'], options: s.options }).find((p) => p.tile === tileOf('M3'))).toMatchObject({ attack: [2, 5], winner: 1 });
  });
});

describe('game modes (rulebook, "Game modes")', () => {
  it('first game: Royal Claws against Gourmets, without clan effects', () => {
    expect(optionsProblem({ ...FREE, choice: 'first-game' }, 2)).toBeNull();
    expect(optionsProblem({ ...FREE, choice: 'first-game', effects: true }, 2)).not.toBeNull();
    expect(optionsProblem(FREE, 3)).not.toBeNull();
    expect(optionsProblem({ ...FREE, clans: ['gourmets', 'gourmets'] }, 2)).not.toBeNull();
  });

  it('freedom for the clans: the clans given in the setup, dealt at once', () => {
    const s = newGame({ ...FREE, clans: ['gourmets', 'royal-claws'] }, 5);
    expect(s.clans).toEqual(['gourmets', 'royal-claws']);
    expect(s.phase).toBe('flipping');
  });

  it('limited selection: each player draws 3 of the seven clan cards at random and keeps one; then the tiles are dealt', () => {
    const s = newGame({ ...FREE, choice: 'limited', first: 1 }, 5);
    expect(s.phase).toBe('choosingClans');
    expect(s.grid).toEqual([]);
    expect(s.offers.map((o) => o.length)).toEqual([3, 3]);
    expect(new Set(s.offers.flat()).size).toBe(6);
    expect(s.offers.flat().every((c) => CLAN_IDS.includes(c))).toBe(true);
    expect(actors(s)).toEqual([1]);
    const e: PocketCatsEvent = { type: 'CHOOSE_CLAN', seat: 1, clan: s.offers[0][0] };
    expect(explain(s, e)).toMatchObject({ key: 'pocketCats.clanNotOffered', rule: 'modes' });
    const s1 = must(s, { type: 'CHOOSE_CLAN', seat: 1, clan: s.offers[1][0] });
    expect(actors(s1)).toEqual([0]);
    const s2 = must(s1, { type: 'CHOOSE_CLAN', seat: 0, clan: s.offers[0][0] });
    expect(s2.phase).toBe('flipping');
    expect(s2.grid).toHaveLength(25);
    expect(revealsHidden(s1, s2)).toBe(true);
    expect(s2.turn).toBe(1);
  });

  it('experts on the block: the starting player draws up to 3, keeps one and passes the rest; two games, the other player starting the second; the total decides', () => {
    let s = newGame({ ...FREE, choice: 'experts', first: 0 }, 9);
    expect(s.offers[0]).toHaveLength(3);
    expect(s.offers[1]).toEqual([]);
    const [kept, ...given] = s.offers[0];
    s = must(s, { type: 'CHOOSE_CLAN', seat: 0, clan: kept });
    expect(s.offers[1]).toEqual(given);
    expect(explain(s, { type: 'CHOOSE_CLAN', seat: 1, clan: kept })).toMatchObject({ key: 'pocketCats.clanNotOffered' });
    s = must(s, { type: 'CHOOSE_CLAN', seat: 1, clan: given[1] });
    expect(s.clans).toEqual([kept, given[1]]);
    expect(s.phase).toBe('flipping');
    const play = (st: PocketCatsState) => {
      let x = st;
      while (x.phase === 'flipping' || x.phase === 'swapping' || x.phase === 'beforeDogs') x = pocketCats.apply(x, legalEvents(x, actors(x)[0])[0]);
      return x;
    };
    s = play(s);
    expect(s.phase).toBe('betweenGames');
    expect(result(s)).toBeNull();
    expect(actors(s)).toEqual([1]);
    s = must(s, { type: 'NEXT_GAME', seat: 1 });
    expect(s.game).toBe(1);
    expect(s.starter).toBe(1);
    expect(actors(s)).toEqual([1]);
    s = must(s, { type: 'CHOOSE_CLAN', seat: 1, clan: s.offers[1][0] });
    s = must(s, { type: 'CHOOSE_CLAN', seat: 0, clan: s.offers[0][0] });
    expect(s.turn).toBe(1);
    s = play(s);
    expect(s.phase).toBe('over');
    expect(s.games).toHaveLength(2);
    const totals = [0, 1].map((i) => s.games[0].scores[i] + s.games[1].scores[i]);
    expect(result(s)!.scores).toEqual(totals);
    const prey = [0, 1].map((i) => s.games[0].preyCount[i] + s.games[1].preyCount[i]);
    expect(result(s)!.winners).toEqual(winnersOf(totals, prey).winners);
  });
});

describe('data: the box (RULES.md, the published components)', () => {
  it('the two clans\' 5 cats each, 6 mice worth 3, 4, 4, 5, 5, 6, pigeons 2 and 5, flies 3 and 4, and the five dogs', () => {
    const tiles = tilesFor(['royal-claws', 'gourmets']).map(tileDef);
    expect(tiles).toHaveLength(25);
    expect(tiles.filter((t) => t.kind === 'cat')).toHaveLength(10);
    expect(tiles.filter((t) => t.kind === 'prey').map((t) => (t as { points: number }).points)).toEqual([3, 4, 4, 5, 5, 6, 2, 5, 3, 4]);
    expect(tiles.filter((t) => t.kind === 'dog').map((t) => (t as { arrows: readonly string[] }).arrows)).toEqual([
      ['N'], ['W', 'E'], ['NE', 'E', 'SE'], ['N', 'E', 'S', 'W'], ['NW', 'NE', 'SW', 'SE'],
    ]);
  });

  it('the seven clans\' cats, chief last: Royal Claws 1-5 (5), Gourmets 2 4 1 5 (3), Crooks 1-4 (7), Defenders 1 1 1 1 (9), Chaoticats counted, Power Cats 4 4 3 6 (2), Polterkitties 2 2 3 3 (5)', () => {
    const attacks = Object.fromEntries(CLAN_IDS.map((c) => [c, CLANS[c].cats.map((cat) => cat.attack)]));
    expect(attacks).toEqual({
      'royal-claws': [1, 2, 3, 4, 5], gourmets: [2, 4, 1, 5, 3], crooks: [1, 2, 3, 4, 7], defenders: [1, 1, 1, 1, 9],
      chaoticats: ['counted', 'counted', 'counted', 'counted', 'counted'], 'power-cats': [4, 4, 3, 6, 2], polterkitties: [2, 2, 3, 3, 5],
    });
    for (const c of CLAN_IDS) expect(CLANS[c].cats.map((cat) => cat.chief)).toEqual([false, false, false, false, true]);
    expect(Object.fromEntries(CLAN_IDS.map((c) => [c, [CLANS[c].effect, CLANS[c].chief]]))).toEqual({
      'royal-claws': ['swapWithDog', 'turnAdjacentDog'], gourmets: ['bonusPerPrey', 'catchDiagonally'], crooks: ['bonusPerFaceUpCat', 'knockOutWeaker'],
      defenders: ['reachDiagonally', 'chiefToCentre'], chaoticats: ['countedAttack', 'completePair'], 'power-cats': ['stayPut', 'catchInLine'],
      polterkitties: ['moveOtherPrey', 'dogProof'],
    });
  });
});
