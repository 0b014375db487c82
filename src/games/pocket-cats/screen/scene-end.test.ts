// The end as pictures (scene-end.ts), one per clan step in the rulebook's order, checked on the rulebook's
// worked example and on positions where each chief's and clan's end step shows.
import { describe, expect, it } from 'vitest';
import type { ClanId } from '../rules/data';
import { CENTRE } from '../rules/grid';
import type { PocketCatsState } from '../rules/state';
import { viewOf } from '../rules/view';
import { bonusesFrom, endStory } from './scene-end';
import { at, must, position, tileOf } from '../test/testkit';

// The rulebook's example with the published tiles (as rules.test.ts has it): the last face-down tile, the pigeon
// 2 at row 1, column 0, is flipped and swapped into the corner.
const EXAMPLE = `Dwe  G5 P5   M3  R1
                 ?P2  G2 G1   G3  Dx
                 F4   R5 Dn.3 M5b M4a
                 M4b  R4 De.1 R3  R2
                 F3   Dp G4   M6  M5a`;

/** A position's last move (flip `flip`, swap it with `to`), to the end or to a choice before the dogs. */
function lastMove(rows: string, o: { effects: boolean; clans?: [ClanId, ClanId]; flip: number; to: number }): PocketCatsState {
  const s = position(rows, { effects: o.effects, clans: o.clans, turn: 0 });
  return must(must(s, { type: 'FLIP', seat: 0, cell: o.flip }), { type: 'SWAP', seat: 0, cell: o.to });
}
const example = (effects: boolean) => lastMove(EXAMPLE, { effects, flip: at(1, 0), to: at(0, 0) });

describe('the end, step by step', () => {
  it('without clan effects: the dogs, the prey, the scores; running scores 15 : 10 after the capture, 15 : 13 with the pigeons multiplied', () => {
    const s = example(false);
    const story = endStory(viewOf(s, 0));
    expect(story.frames.map((f) => f.kind)).toEqual(['dogs', 'capture', 'scoring']);
    // Before the dogs: every cat face up, nothing attacked.
    expect(story.start.every((c) => c.faceUp && !c.attacked)).toBe(true);
    const chased = story.frames[0].grid.flatMap((c) => (c.attacked ? [c.tile] : []));
    expect(chased.sort()).toEqual(['G2', 'G4', 'R4', 'R5'].map((x) => tileOf(x)).sort());
    expect(story.frames.map((f) => f.running)).toEqual([[0, 0], [15, 10], [15, 13]]);
    expect(story.frames[2].winners).toEqual([0]);
    expect(story.frames[2].lines.map((l) => l.key)).toEqual(['pocketCats.stepPigeons', 'pocketCats.stepScore', 'pocketCats.stepScore']);
    // Without effects no chief reaches beyond its neighbours.
    expect(story.frames[1].reaches).toEqual([]);
    expect(story.frames.at(-1)!.grid).toEqual(viewOf(s, 0).grid);
  });

  it('with clan effects: the Royal Claws\' chief turns the centre dog (shown turned back before), the Gourmets\' chief reaches diagonally, their bonus, 15 : 21', () => {
    const before = example(true);
    const s = must(before, { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: true });
    const story = endStory(viewOf(s, 1));
    expect(story.frames.map((f) => f.kind)).toEqual(['turnDog', 'dogs', 'capture', 'bonus', 'scoring']);
    expect(story.start).toEqual(viewOf(before, 1).grid);
    expect(story.start[CENTRE].rot).toBe(3);
    expect(story.frames[0].grid[CENTRE].rot).toBe(0);
    expect(story.frames[0].dog).toEqual({ cell: CENTRE, clockwise: true });
    expect(story.frames[0].lines[0]).toMatchObject({ key: 'pocketCats.end.turnedDogCw', clans: { clan: 'royal-claws' } });
    expect(story.frames.map((f) => f.running)).toEqual([[0, 0], [0, 0], [15, 14], [15, 18], [15, 21]]);
    const capture = story.frames[2];
    expect(capture.captures.filter((c) => c.winner === 1)).toHaveLength(4);
    // The Gourmets' chief (row 1, column 3) reaches the pigeon 5 and the mouse 4 diagonally.
    expect(capture.reaches).toEqual([{ from: at(1, 3), to: at(0, 2), seat: 1 }, { from: at(1, 3), to: at(2, 4), seat: 1 }]);
    expect(capture.lines.map((l) => l.key)).toContain('pocketCats.end.reachDiagonal');
    expect(story.frames[3].lines[0]).toMatchObject({ key: 'pocketCats.end.bonusPerPrey', params: { points: 4 } });
  });

  it('a skipped dog is a step of its own, with the grid unchanged', () => {
    const before = example(true);
    const s = must(before, { type: 'SKIP_EFFECT', seat: 0 });
    const story = endStory(viewOf(s, 0));
    expect(story.frames[0]).toMatchObject({ kind: 'skipDog', lines: [{ key: 'pocketCats.end.skippedDog' }] });
    expect(story.frames[0].grid).toEqual(viewOf(before, 0).grid);
  });

  it('a Royal Claws\' chief with no dog next to it: told, by itself', () => {
    // The chief (R5) moved into a corner away from the dogs: nothing to turn, so the end plays out at once.
    const rows = EXAMPLE.replace('F4   R5 Dn.3', 'F4   M5a Dn.3').replace('M6  M5a', 'M6  R5');
    const s = example(true);
    const far = lastMove(rows, { effects: true, flip: at(1, 0), to: at(0, 0) });
    expect(s.phase).toBe('beforeDogs');
    expect(far.phase).toBe('over');
    expect(endStory(viewOf(far, 0)).frames[0]).toMatchObject({ kind: 'skipDog', lines: [{ key: 'pocketCats.end.noDogNear' }] });
  });

  it('an old save (draft tiles): the Royal Claws\' clan, not a chief, turned any dog', () => {
    const draft = `M1  M3 G3 P5 Dns.1
                   ?M2 Dne.3 G1 G5 R3
                   F4 R5 Dn.3 P2 M4
                   F3 G2 Dx R2 R1
                   R4 Dnes.3 G4 M6 M5`;
    const s0 = position(draft, { effects: true, edition: 'draft', turn: 0 });
    const before = must(must(s0, { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
    const s = must(before, { type: 'TURN_DOG', seat: 0, cell: at(0, 4), clockwise: false });
    expect(endStory(viewOf(s, 0)).frames[0]).toMatchObject({ kind: 'turnDog', dog: { cell: at(0, 4), clockwise: false }, lines: [{ key: 'pocketCats.stepTurnedDog' }] });
  });

  it('tells nothing while the game is in play', () => {
    expect(endStory(viewOf(position(EXAMPLE), 0)).frames).toEqual([]);
  });
});

// Defenders of Justice against Polterkitties: the Defenders' chief must go to the centre before the dogs; the
// dog {N} below the Polterkitties' chief points at it, in vain.
const DEFENDERS = `J9  M3  M4b Dx.0 Y5
                   ?P2 J1a Y2a Dwe  Dn
                   F4  J1b M4a Y2b  M5a
                   M5b J1c De  Y3a  M6
                   F3  J1d Dp  Y3b  P5`;

describe('the clans\' end steps, each a picture', () => {
  it('Defenders\' chief to the centre (a must, by itself and visibly: the two tiles trade places), then the Polterkitties\' chief shrugs the dogs off', () => {
    const s = lastMove(DEFENDERS, { effects: true, clans: ['defenders', 'polterkitties'], flip: at(1, 0), to: at(2, 0) });
    expect(s.phase).toBe('over');
    const story = endStory(viewOf(s, 0));
    expect(story.frames.map((f) => f.kind)).toEqual(['toCentre', 'dogs', 'dogProof', 'capture', 'scoring']);
    expect(story.start[at(0, 0)].tile).toBe(tileOf('J9'));
    expect(story.start[CENTRE].tile).toBe(tileOf('M4a'));
    const toCentre = story.frames[0];
    expect(toCentre.swap).toEqual([at(0, 0), CENTRE]);
    expect(toCentre.grid[CENTRE].tile).toBe(tileOf('J9'));
    expect(toCentre.lines[0]).toMatchObject({ key: 'pocketCats.end.toCentre', clans: { clan: 'defenders' }, tiles: { tile: tileOf('M4a') } });
    expect(story.frames[2]).toMatchObject({ kind: 'dogProof', seat: 1, cells: [at(0, 4)], lines: [{ key: 'pocketCats.end.dogProof' }] });
    expect(story.frames[2].grid[at(0, 4)].faceUp).toBe(true);
    expect(story.frames.at(-1)!.grid).toEqual(viewOf(s, 0).grid);
  });

  it('Crooks\' chief knocks out its weaker neighbours after the dogs, the Chaoticats are counted, their chief completes the pigeons, the Crooks\' bonus', () => {
    const rows = `P2  X5 F3 M3 Dn
                  X1  M4a K1 M4b Dwe
                  M5a X2 K7 X3 De
                  M5b K2 F4 K3 Dp
                  P5  M6 X4 K4 ?Dx`;
    const s = lastMove(rows, { effects: true, clans: ['crooks', 'chaoticats'], flip: at(4, 4), to: at(0, 4) });
    const story = endStory(viewOf(s, 0));
    expect(story.frames.map((f) => f.kind)).toEqual(['dogs', 'knockOut', 'counted', 'capture', 'pair', 'bonus', 'scoring']);
    const knock = story.frames[1];
    expect(knock.hits).toEqual([at(1, 2), at(2, 1), at(2, 3)].map((cell) => ({ dog: CENTRE, cell })));
    expect(knock.lines[0]).toMatchObject({ key: 'pocketCats.end.knockOut', params: { count: 3 } });
    // Before the knock-out the three were face up (the picture undoes it), after it they are down.
    expect([at(1, 2), at(2, 1), at(2, 3)].map((c) => [story.frames[0].grid[c].faceUp, knock.grid[c].faceUp])).toEqual([[true, false], [true, false], [true, false]]);
    expect(story.frames[2]).toMatchObject({ seat: 1, lines: [{ key: 'pocketCats.end.counted', params: { count: 3, attack: 6 } }] });
    expect(story.frames[2].cells).toEqual([at(0, 1), at(1, 0), at(4, 2)]);
    const pair = story.frames[4];
    expect(pair.cells).toEqual([at(4, 0)]);
    expect(pair.captures.find((c) => c.cell === at(4, 0))?.winner).toBe(1);
    expect(pair.lines[0]).toMatchObject({ key: 'pocketCats.end.pair', tiles: { tile: tileOf('P5') } });
    expect(story.frames.map((f) => f.running)).toEqual([[0, 0], [0, 0], [0, 0], [9, 20], [9, 25], [12, 25], [12, 28]]);
    expect(story.frames[5].lines[0]).toMatchObject({ key: 'pocketCats.end.bonusPerFaceUpCat', params: { points: 3 } });
    expect(bonusesFrom(s.endSteps)).toEqual([[{ rule: 'bonusPerFaceUpCat', points: 3 }], []]);
    expect(story.frames.at(-1)!.grid).toEqual(viewOf(s, 0).grid);
  });

  it('a Crooks\' chief the dogs chased knocks out nobody, and the picture says why', () => {
    const rows = `P2  X5 F3 M3 Dn
                  X1  M4a K1 M4b Dwe
                  M5a X2 K7 X3 De
                  M5b K2 Dp K3 F4
                  P5  M6 X4 K4 ?Dx`;
    const s = lastMove(rows, { effects: true, clans: ['crooks', 'chaoticats'], flip: at(4, 4), to: at(0, 4) });
    const knock = endStory(viewOf(s, 0)).frames.find((f) => f.kind === 'knockOut')!;
    expect(knock).toMatchObject({ hits: [], lines: [{ key: 'pocketCats.end.knockOutChased' }] });
  });
});
