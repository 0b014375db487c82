// Old saves: games played before the published tiles were known replay exactly as they were played, with the
// first edition's draft tiles (two clans, mice 1–6, other dogs; data.ts DRAFT). Their options have no edition, so
// the options' schema reads them as 'draft'. Recorded logs of the old code (draft-saves.json: options, seed,
// events, and what the old code ended with) must end the same; the draft's own rules stay as they were.
import { describe, expect, it } from 'vitest';
import { catId, tileDef, tilesFor } from './data';
import { captures, effectOrder } from './end';
import { CENTRE } from './grid';
import { actors, explain, legalEvents, result, type PocketCatsState } from './rules';
import { at, must, position as anyPosition, tileOf as anyTile, type PositionOptions } from '../test/testkit';
import { pocketCats } from './definition';
import recorded from './draft-saves.json';

const position = (rows: string, o: PositionOptions = {}) => anyPosition(rows, { ...o, edition: 'draft' });
const tileOf = (token: string) => anyTile(token, 'draft');
const endStep = <K extends string>(s: PocketCatsState, step: K) => s.endSteps.find((x) => x.step === step) as Extract<PocketCatsState['endSteps'][number], { step: K }>;
const PLAYERS = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];

/** The old code's tile ids, as the draft edition names them now. */
const RENAMED: Record<string, string> = {
  'mouse-1': 'draft-mouse-1', 'mouse-2': 'draft-mouse-2', 'dog-ns': 'draft-dog-ns', 'dog-ne': 'draft-dog-ne', 'dog-nes': 'draft-dog-nes', 'dog-diag': 'draft-dog-diag',
};
const renamed = (id: string) => RENAMED[id] ?? id.replace(/^cat:gourmets:/, 'draft-cat:gourmets:');

describe('old saves replay with the first edition\'s draft tiles', () => {
  it('options without an edition are read as the draft edition; new games default to the published one', () => {
    const old = pocketCats.parseOptions(recorded[0].options);
    expect(old).toMatchObject({ ok: true, options: { edition: 'draft' } });
    expect(pocketCats.defaultOptions).toMatchObject({ edition: 'published' });
  });

  it.each(recorded.map((r, i) => [i, r] as const))('recorded old game %i ends exactly as the old code ended it: the same tiles where they lay, the same scores and winners', (_, r) => {
    const parsed = pocketCats.parseOptions(r.options);
    if (!parsed.ok) throw new Error('old options refused');
    let s = pocketCats.setup({ options: parsed.options, seed: r.seed, players: PLAYERS });
    for (const e of r.events) {
      const why = pocketCats.explain(s, e as never);
      if (why) throw new Error(`old event refused: ${why.key}`);
      s = pocketCats.apply(s, e as never);
    }
    expect(s.phase).toBe('over');
    expect(s.grid.map((c) => c.tile)).toEqual(r.grid.map(renamed));
    expect(s.games.map((g) => g.scores)).toEqual(r.scores);
    expect(s.winners).toEqual(r.winners);
    expect(s.endSteps.map((x) => x.step)).toEqual(r.endSteps);
  });

  it('the draft box: two clans of cats 1 to 5 (the 5 the chief), mice 1–6, pigeons 2 and 5, flies 3 and 4, the draft dogs', () => {
    const tiles = tilesFor(['royal-claws', 'gourmets'], 'draft').map(tileDef);
    expect(tiles.filter((t) => t.kind === 'cat').map((t) => (t as { attack: number }).attack)).toEqual([1, 2, 3, 4, 5, 1, 2, 3, 4, 5]);
    expect(tiles.filter((t) => t.kind === 'prey').map((t) => (t as { points: number }).points)).toEqual([1, 2, 3, 4, 5, 6, 2, 5, 3, 4]);
    expect(tiles.filter((t) => t.kind === 'dog').map((t) => (t as { arrows: readonly string[] }).arrows)).toEqual([['N'], ['N', 'S'], ['N', 'E'], ['N', 'E', 'S'], ['NE', 'SW']]);
  });
});

// The last move: the only face-down tile (M2 at row 1, column 0) is flipped and swapped into place.
function lastMove(rows: string, o: { effects?: boolean; first?: 0 | 1 } = {}): PocketCatsState {
  const s = position(rows, { effects: o.effects ?? false, first: o.first ?? 0, turn: 0 });
  return must(must(s, { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
}

describe('the draft edition\'s reconstruction of the worked example (as old saves played it)', () => {
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
    expect(before.phase).toBe('beforeDogs');
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
    expect(s.endSteps[0]).toEqual({ step: 'effect', seat: 0, clan: 'royal-claws', rule: 'turnAnyDog', cell: null, clockwise: null });
    expect(endStep(s, 'dogsAttack').hits.map((h) => h.tile).sort()).toEqual(['G2', 'G4', 'R4', 'R5'].map(tileOf).sort());
    // Gourmets: 3 + 10 + 4 (mouse 4) + 4 bonus = 21; Royal Claws: 5 + 6 = 11.
    expect(result(s)).toEqual({ scores: [11, 21], winners: [1] });
  });
});

describe('the draft edition\'s clan effects (as old saves played them)', () => {
  const rows = `M1  M3 G3 P5 Dns.1
                ?M2 Dne.3 G1 G5 R3
                F4 R5 Dn.3 P2 M4
                F3 G2 Dx R2 R1
                R4 Dnes.3 G4 M6 M5`;

  it('without clan effects nobody is asked to turn a dog, no chief catches diagonally and no bonus is scored', () => {
    const s = lastMove(rows, { effects: false });
    expect(s.endSteps.some((x) => x.step === 'effect')).toBe(false);
    const m4 = endStep(s, 'preyCaptured').prey.find((p) => p.tile === tileOf('M4'))!;
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

  it('end-of-game effects apply in the order of the chiefs\' attack points: both draft chiefs are 5, so the starting player first', () => {
    const game = (starter: number) => ({ clans: ['royal-claws', 'gourmets'] as const, starter, options: { edition: 'draft' as const } });
    expect(effectOrder({ ...game(0), clans: ['royal-claws', 'gourmets'] })).toEqual([0, 1]);
    expect(effectOrder({ ...game(1), clans: ['royal-claws', 'gourmets'] })).toEqual([1, 0]);
  });

  it('the chief\'s diagonal catch adds the chief\'s attack to diagonally adjacent prey, only with effects and only while the chief is face up', () => {
    const s = position(`M1 M2 M3 M4 M5
                        M6 G5 P2 R1 R2
                        P5 F3 F4 R3 R4
                        R5 G1 G2 G3 G4
                        Dn Dns Dne Dnes Dx`, { effects: true });
    const on = captures(s.grid, { clans: ['royal-claws', 'gourmets'], options: { effects: true, edition: 'draft' } });
    const off = captures(s.grid, { clans: ['royal-claws', 'gourmets'], options: { effects: false, edition: 'draft' } });
    const at0 = (list: typeof on, tile: string) => list.find((p) => p.tile === tileOf(tile))!.attack[1];
    expect(at0(on, 'M1')).toBe(5);
    expect(at0(off, 'M1')).toBe(0);
    expect(at0(on, 'M2')).toBe(5);
    expect(at0(on, 'F4')).toBe(5 + 2);
    const down = { ...s, grid: s.grid.map((c) => (c.tile === catId('gourmets', 4, 'draft') ? { ...c, faceUp: false, attacked: true } : c)) };
    expect(at0(captures(down.grid, { clans: ['royal-claws', 'gourmets'], options: { effects: true, edition: 'draft' } }), 'M1')).toBe(0);
  });
});
