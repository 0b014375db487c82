// Every rule of Pocket Cats (seed 002 and RULES.md), each test named after the rule it checks, and the
// rulebook's worked example from its position.
import { describe, expect, it } from 'vitest';
import { CLANS, catId, tileDef, tilesFor, type CatDef } from './data';
import { captures, effectOrder, scoreOf, winnersOf } from './end';
import { CENTRE } from './grid';
import {
  actors, explain, legalEvents, optionsProblem, result, revealsHidden, scoreGame, swapTargets,
  type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState,
} from './rules';
import { viewOf } from './view';
import { at, must, newGame, position, tileOf } from './testkit';
import { pocketCats } from './definition';

const FREE: PocketCatsOptions = { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0 };
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
    expect(targets(flippedAt('M1', CENTRE))).toEqual([6, 7, 8, 11, 13, 16, 17, 18]);
    expect(targets(flippedAt('P2', at(0, 2)))).toEqual([1, 3, 6, 7, 8]);
    expect(targets(flippedAt('F3', at(2, 4)))).toEqual([8, 9, 13, 18, 19]);
    expect(targets(flippedAt('M6', at(0, 0)))).toEqual([1, 5, 6]);
    expect(targets(flippedAt('P5', at(4, 4)))).toEqual([18, 19, 23]);
  });

  it('prey: a tile two spaces away is refused', () => {
    const s = flippedAt('M1', CENTRE);
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
    expect(targets(flippedAt('Dns', at(0, 0)))).toEqual(sorted([1, 2, 3, 4, 5, 10, 15, 20]));
    expect(targets(flippedAt('Dn', CENTRE))).toEqual(sorted([at(2, 0), at(2, 1), at(2, 3), at(2, 4), at(0, 2), at(1, 2), at(3, 2), at(4, 2)]));
    expect(targets(flippedAt('Dx', at(4, 2)))).toEqual(sorted([at(4, 0), at(4, 1), at(4, 3), at(4, 4), at(0, 2), at(1, 2), at(2, 2), at(3, 2)]));
    expect(explain(flippedAt('Dx', at(4, 2)), { type: 'SWAP', seat: 0, cell: at(3, 3) })).toMatchObject({ key: 'pocketCats.dogMovesInLine', rule: 'moves' });
  });

  it('the swap targets are the same for every tile of a kind (the table is by kind)', () => {
    for (let cell = 0; cell < 25; cell++) {
      expect(swapTargets(tileOf('M1'), cell)).toEqual(swapTargets(tileOf('F4'), cell));
      expect(swapTargets(tileOf('R1'), cell)).toEqual(swapTargets(tileOf('G5'), cell));
      expect(swapTargets(tileOf('Dn'), cell)).toEqual(swapTargets(tileOf('Dx'), cell));
    }
  });
});

describe('dogs (rulebook: "once you have flipped over a dog tile, you don\'t get to rotate it ... it stays facing the same way")', () => {
  it('a dog keeps the orientation it lay in when flipped and when swapped, and no event turns it during play', () => {
    const s = position('* * * * * * * * * * * * ?Dne.3 * * * * * * * * * * * *');
    const flipped = must(s, { type: 'FLIP', seat: 0, cell: CENTRE });
    expect(flipped.grid[CENTRE].rot).toBe(3);
    expect(legalEvents(flipped, 0).every((e) => e.type === 'SWAP')).toBe(true);
    const moved = must(flipped, { type: 'SWAP', seat: 0, cell: at(2, 0) });
    expect(moved.grid[at(2, 0)]).toMatchObject({ tile: 'dog-ne', rot: 3, faceUp: true });
    expect(explain(moved, { type: 'TURN_DOG', seat: 1, cell: at(2, 0), clockwise: true })).toMatchObject({ key: 'pocketCats.notNow' });
  });

  it('a face-down dog\'s orientation is hidden like its identity', () => {
    const s = position('* * * * * * * * * * * * M1 ?Dx.2 * * * * * * * * * * *');
    expect(viewOf(s, 0).grid[at(2, 3)]).toEqual({ faceUp: false, tile: null, rot: null, attacked: false });
  });
});

// The last move: the only face-down tile (M2 at row 1, column 0) is flipped and swapped into place.
function lastMove(rows: string, o: { effects?: boolean; first?: 0 | 1 } = {}): PocketCatsState {
  const s = position(rows, { effects: o.effects ?? false, first: o.first ?? 0, turn: 0 });
  return must(must(s, { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
}

describe('end of the game (rulebook: "when the last face-down tile has been flipped over and moved")', () => {
  it('the game goes on while a face-down tile is left, and ends after the last one is flipped and moved', () => {
    const rows = `M1 M3 G3 P5 Dns.1
                  ?M2 Dne.3 G1 G5 R3
                  F4 R5 Dn.3 P2 M4
                  F3 G2 Dx R2 R1
                  R4 Dnes.3 G4 M6 M5`;
    const s = position(rows);
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
    // The centre dog {N,E,S} turned once points E, S and W; the dog {N,S} below G2 aims at it too.
    const s = lastMove(`M1  Dx R3 P5 M4
                        ?M2 R1 R2 G5 M5
                        F4 G2 Dnes.1 G3 M6
                        F3 Dns G4 M3 P2
                        R4 Dn Dne.2 R5 G1`);
    const hits = endStep(s, 'dogsAttack').hits;
    expect(hits.map((h) => h.tile).sort()).toEqual([tileOf('G2'), tileOf('G3'), tileOf('G4')].sort());
    expect(hits.find((h) => h.tile === tileOf('G2'))!.dog).toBe(CENTRE);
    expect(s.grid[at(2, 1)]).toMatchObject({ faceUp: false, attacked: true });
    expect(s.grid[at(1, 2)].faceUp).toBe(true);
    expect(s.grid[at(4, 3)].faceUp).toBe(true);
  });

  it('2 capture: the clan with more orthogonally adjacent attack wins the prey; a tie (even 0 to 0) leaves it to nobody; cats turned down by dogs do not count', () => {
    // Dogs: {N,E} turned twice hits R4, {N,E,S} hits R1, {NE,SW} turned once hits G4.
    const s = lastMove(`M1  R3 M3 G3 Dns
                        ?M2 R4 Dne.2 G5 P5
                        F4 G4 Dn.2 R5 M4
                        Dnes M5 Dx.1 G1 P2
                        R1 G2 R2 M6 F3`);
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['R4', 'R1', 'G4'].map(tileOf).sort());
    const prey = (tile: string) => endStep(s, 'preyCaptured').prey.find((p) => p.tile === tileOf(tile))!;
    expect(prey('M3')).toMatchObject({ attack: [3, 3], winner: null });
    expect(prey('M4')).toMatchObject({ attack: [5, 0], winner: 0 });
    expect(prey('P5')).toMatchObject({ attack: [0, 5], winner: 1 });
    expect(prey('F4')).toMatchObject({ attack: [0, 0], winner: null });
    // The Gourmets' 4 above the mouse 5 was turned down: only the 2 below counts.
    expect(prey('M5')).toMatchObject({ attack: [0, 2], winner: 1 });
    expect(prey('M6')).toMatchObject({ attack: [2, 1], winner: 0 });
  });

  it('3 scoring: prey points added up; one clan with both pigeons scores 2 × 5 = 10, both flies 3 × 4 = 12, split pairs just add', () => {
    expect(scoreOf(['pigeon-2', 'pigeon-5'], 'gourmets', false).points).toBe(10);
    expect(scoreOf(['fly-3', 'fly-4'], 'gourmets', false).points).toBe(12);
    expect(scoreOf(['pigeon-2', 'pigeon-5', 'fly-3', 'fly-4', 'mouse-1'], 'royal-claws', false).points).toBe(23);
    expect(scoreOf(['pigeon-5', 'fly-4', 'mouse-6'], 'royal-claws', false).points).toBe(15);
    expect(scoreOf(['pigeon-2'], 'royal-claws', false)).toEqual({ points: 2, products: [], bonus: 0 });
    expect(scoreOf([], 'royal-claws', false).points).toBe(0);
  });

  it('winner: most points; equal points: most prey tiles; still equal: a shared victory', () => {
    expect(winnersOf([15, 13], [3, 3])).toEqual({ winners: [0], byPreyCount: false });
    expect(winnersOf([12, 12], [2, 4])).toEqual({ winners: [1], byPreyCount: true });
    expect(winnersOf([12, 12], [3, 3])).toEqual({ winners: [0, 1], byPreyCount: false });
  });

  it('the scoring step: both flies (12 from 2 prey) against four mice (12 from 4 prey): the Gourmets win on prey count; equal counts share', () => {
    const base = position('* * * * * * * * * * * * M1 * * * * * * * * * * * *');
    const s = scoreGame({ ...base, won: [['fly-3', 'fly-4'], ['mouse-1', 'mouse-2', 'mouse-3', 'mouse-6']] });
    expect(s.endSteps.at(-1)).toEqual({ step: 'scoring', scores: [12, 12], preyCount: [2, 4], products: [{ seat: 0, kind: 'fly', points: 12 }], winners: [1], byPreyCount: true });
    // One game, so the match is decided by it (the chart then rests in 'over', where result reads these).
    expect({ scores: s.scores, winners: s.winners }).toEqual({ scores: [12, 12], winners: [1] });
    const shared = scoreGame({ ...base, won: [['fly-3', 'mouse-2'], ['mouse-1', 'mouse-4']] });
    expect({ scores: shared.scores, winners: shared.winners }).toEqual({ scores: [5, 5], winners: [0, 1] });
  });
});

describe('the rulebook\'s worked example (End of the game, "Example")', () => {
  // Our reconstruction of the pictured position (the picture is not in the text): every figure the rulebook
  // gives holds. Seat 0 plays the Royal Claws, seat 1 the Gourmets. The centre dog points west at the Royal
  // Claws' chief; a quarter turn clockwise makes it point north at the Gourmets' 1.
  const EXAMPLE = `M1  M3 G3 P5 Dns.1
                   ?M2 Dne.3 G1 G5 R3
                   F4 R5 Dn.3 P2 M4
                   F3 G2 Dx R2 R1
                   R4 Dnes.3 G4 M6 M5`;

  it('without clan effects: Gourmets 2 and 4 and Royal Claws 4 and 5 are eliminated; Gourmets 3 + (5 × 2) = 13, Royal Claws 4 + 5 + 6 = 15 win', () => {
    const s = lastMove(EXAMPLE);
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['G2', 'G4', 'R4', 'R5'].map(tileOf).sort());
    const prey = endStep(s, 'preyCaptured').prey;
    const by = (seat: number | null) => prey.filter((p) => p.winner === seat).map((p) => p.tile).sort();
    expect(by(1)).toEqual(['M3', 'P2', 'P5'].map(tileOf).sort());
    expect(by(0)).toEqual(['M4', 'M5', 'M6'].map(tileOf).sort());
    expect(by(null)).toEqual(['M1', 'M2', 'F3', 'F4'].map(tileOf).sort());
    expect(endStep(s, 'scoring')).toMatchObject({ scores: [15, 13], winners: [0], products: [{ seat: 1, kind: 'pigeon', points: 10 }] });
    expect(result(s)).toEqual({ scores: [15, 13], winners: [0] });
  });

  it('with clan effects: the Royal Claws turn the centre dog clockwise, the Gourmets\' chief catches diagonally: Gourmets 3 + 10 + 4 + 4 = 21 beat Royal Claws 15', () => {
    const before = lastMove(EXAMPLE, { effects: true });
    expect(before.phase).toBe('effects');
    expect(actors(before)).toEqual([0]);
    expect(legalEvents(before, 0)).toContainEqual({ type: 'SKIP_EFFECT', seat: 0 });
    expect(legalEvents(before, 0).filter((e) => e.type === 'TURN_DOG')).toHaveLength(10);
    const s = must(before, { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: true });
    expect(s.endSteps.map((x) => x.step)).toEqual(['effect', 'dogsAttack', 'preyCaptured', 'effect', 'scoring']);
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['G1', 'G2', 'G4', 'R4'].map(tileOf).sort());
    const prey = endStep(s, 'preyCaptured').prey;
    const by = (seat: number) => prey.filter((p) => p.winner === seat).map((p) => p.tile).sort();
    expect(by(1)).toEqual(['M3', 'P2', 'P5', 'M4'].map(tileOf).sort());
    expect(by(0)).toEqual(['F4', 'M5', 'M6'].map(tileOf).sort());
    expect(s.endSteps[3]).toEqual({ step: 'effect', seat: 1, clan: 'gourmets', rule: 'bonusPerPrey', points: 4 });
    expect(result(s)).toEqual({ scores: [15, 21], winners: [1] });
  });

  it('with clan effects, the Royal Claws may leave the dog as it is: the same eliminations as without effects, and the Gourmets\' chief still catches the mouse 4 diagonally', () => {
    const s = must(lastMove(EXAMPLE, { effects: true }), { type: 'SKIP_EFFECT', seat: 0 });
    expect(s.endSteps[0]).toEqual({ step: 'effect', seat: 0, clan: 'royal-claws', rule: 'turnOneDog', cell: null, clockwise: null });
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['G2', 'G4', 'R4', 'R5'].map(tileOf).sort());
    // Gourmets: 3 + 10 + 4 (mouse 4) + 4 bonus = 21; Royal Claws: 5 + 6 = 11.
    expect(result(s)).toEqual({ scores: [11, 21], winners: [1] });
  });
});

describe('clan effects (rulebook: "Either permanent ... OR end-of-the-game"; RULES.md: the two known clans)', () => {
  const rows = `M1  M3 G3 P5 Dns.1
                ?M2 Dne.3 G1 G5 R3
                F4 R5 Dn.3 P2 M4
                F3 G2 Dx R2 R1
                R4 Dnes.3 G4 M6 M5`;

  it('without clan effects nobody is asked to turn a dog, no chief catches diagonally and no bonus is scored', () => {
    const s = lastMove(rows, { effects: false });
    expect(s.endSteps.some((x) => x.step === 'effect')).toBe(false);
    const m4 = endStep(s, 'preyCaptured').prey.find((p) => p.tile === 'mouse-4')!;
    expect(m4.attack).toEqual([4, 0]);
  });

  it('the Royal Claws may turn any dog a quarter turn either way, only one, only at the end before the dogs attack', () => {
    const s = lastMove(rows, { effects: true });
    expect(explain(s, { type: 'TURN_DOG', seat: 1, cell: CENTRE, clockwise: true })).toMatchObject({ key: 'engine.notYourTurn' });
    expect(explain(s, { type: 'TURN_DOG', seat: 0, cell: at(0, 1), clockwise: true })).toMatchObject({ key: 'pocketCats.turnOnlyDogs', rule: 'effects' });
    const ccw = must(s, { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: false });
    expect(ccw.phase).toBe('over');
    expect(ccw.grid[CENTRE].rot).toBe(2);
    // Anticlockwise the centre dog points south, at another dog: the Royal Claws' chief is saved, nobody else hit.
    expect(endStep(ccw, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['G2', 'G4', 'R4'].map(tileOf).sort());
  });

  it('end-of-game effects apply in the order of the chiefs\' attack points (equal chiefs: the starting player first)', () => {
    expect(effectOrder(['royal-claws', 'gourmets'], 0)).toEqual([0, 1]);
    expect(effectOrder(['royal-claws', 'gourmets'], 1)).toEqual([1, 0]);
    const saved = CLANS.gourmets.cats;
    try {
      CLANS.gourmets.cats = saved.map((c): CatDef => (c.chief ? { ...c, attack: 6 } : c));
      expect(effectOrder(['royal-claws', 'gourmets'], 0)).toEqual([1, 0]);
    } finally {
      CLANS.gourmets.cats = saved;
    }
  });

  it('the chief\'s diagonal catch adds the chief\'s attack to diagonally adjacent prey, only with effects and only while the chief is face up', () => {
    const s = position(`M1 M2 M3 M4 M5
                        M6 G5 P2 R1 R2
                        P5 F3 F4 R3 R4
                        R5 G1 G2 G3 G4
                        Dn Dns Dne Dnes Dx`, { effects: true });
    const on = captures(s.grid, ['royal-claws', 'gourmets'], true);
    const off = captures(s.grid, ['royal-claws', 'gourmets'], false);
    const at0 = (list: typeof on, tile: string) => list.find((p) => p.tile === tileOf(tile))!.attack[1];
    expect(at0(on, 'M1')).toBe(5);
    expect(at0(off, 'M1')).toBe(0);
    expect(at0(on, 'M2')).toBe(5);
    expect(at0(on, 'F4')).toBe(5 + 2);
    const down = { ...s, grid: s.grid.map((c) => (c.tile === catId('gourmets', 4) ? { ...c, faceUp: false, attacked: true } : c)) };
    expect(at0(captures(down.grid, ['royal-claws', 'gourmets'], true), 'M1')).toBe(0);
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

  it('limited selection: each player draws clan cards at random (3 each with six clans, half each with fewer) and keeps one; then the tiles are dealt', () => {
    const s = newGame({ ...FREE, choice: 'limited', first: 1 }, 5);
    expect(s.phase).toBe('choosingClans');
    expect(s.grid).toEqual([]);
    expect(s.offers.flat().sort()).toEqual(['gourmets', 'royal-claws']);
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
    expect(s.offers[0].sort()).toEqual(['gourmets', 'royal-claws']);
    expect(s.offers[1]).toEqual([]);
    s = must(s, { type: 'CHOOSE_CLAN', seat: 0, clan: 'gourmets' });
    expect(s.offers[1]).toEqual(['royal-claws']);
    s = must(s, { type: 'CHOOSE_CLAN', seat: 1, clan: 'royal-claws' });
    expect(s.phase).toBe('flipping');
    const play = (st: PocketCatsState) => {
      let x = st;
      while (x.phase === 'flipping' || x.phase === 'swapping' || x.phase === 'effects') x = pocketCats.apply(x, legalEvents(x, actors(x)[0])[0]);
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

describe('data: the box', () => {
  it('two clans of five cats with attack 1 to 5 (the 5 is the chief), 6 mice 1–6, pigeons 2 and 5, flies 3 and 4, five dogs', () => {
    const tiles = tilesFor(['royal-claws', 'gourmets']).map(tileDef);
    expect(tiles.filter((t) => t.kind === 'cat')).toHaveLength(10);
    expect(tiles.filter((t) => t.kind === 'cat' && t.chief).map((t) => (t as { attack: number }).attack)).toEqual([5, 5]);
    expect(tiles.filter((t) => t.kind === 'prey').map((t) => (t as { points: number }).points)).toEqual([1, 2, 3, 4, 5, 6, 2, 5, 3, 4]);
    expect(tiles.filter((t) => t.kind === 'dog').map((t) => (t as { arrows: readonly string[] }).arrows)).toEqual([['N'], ['N', 'S'], ['N', 'E'], ['N', 'E', 'S'], ['NE', 'SW']]);
  });
});
