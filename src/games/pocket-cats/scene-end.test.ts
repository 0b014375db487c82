// The end as pictures (scene-end.ts), checked on the rulebook's worked example.
import { describe, expect, it } from 'vitest';
import { CENTRE } from './grid';
import { viewOf } from './view';
import { endStory } from './scene-end';
import { at, must, position, tileOf } from './testkit';

const EXAMPLE = `M1  M3 G3 P5 Dns.1
                 ?M2 Dne.3 G1 G5 R3
                 F4 R5 Dn.3 P2 M4
                 F3 G2 Dx R2 R1
                 R4 Dnes.3 G4 M6 M5`;

function lastMove(effects: boolean) {
  const s = position(EXAMPLE, { effects, turn: 0 });
  return must(must(s, { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
}

describe('the end, step by step', () => {
  it('without clan effects: the dogs, the prey, the scores; running scores 15 : 10 after the capture, 15 : 13 with the pigeons multiplied', () => {
    const s = lastMove(false);
    const story = endStory(viewOf(s, 0));
    expect(story.frames.map((f) => f.kind)).toEqual(['dogs', 'capture', 'scoring']);
    // Before the dogs: every cat face up, nothing attacked.
    expect(story.start.every((c) => c.faceUp && !c.attacked)).toBe(true);
    const chased = story.frames[0].grid.flatMap((c) => (c.attacked ? [c.tile] : []));
    expect(chased.sort()).toEqual(['G2', 'G4', 'R4', 'R5'].map(tileOf).sort());
    expect(story.frames[0].running).toEqual([0, 0]);
    expect(story.frames[1].running).toEqual([15, 10]);
    expect(story.frames[2].running).toEqual([15, 13]);
    expect(story.frames[2].winners).toEqual([0]);
    expect(story.frames[2].lines.map((l) => l.key)).toEqual(['pocketCats.stepPigeons', 'pocketCats.stepScore', 'pocketCats.stepScore']);
    expect(story.frames.at(-1)!.grid).toEqual(viewOf(s, 0).grid);
  });

  it('with clan effects: the Royal Claws turn the centre dog first (shown turned back before), then the Gourmets\' bonus, 15 : 21', () => {
    const before = lastMove(true);
    const s = must(before, { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: true });
    const story = endStory(viewOf(s, 1));
    expect(story.frames.map((f) => f.kind)).toEqual(['turnDog', 'dogs', 'capture', 'bonus', 'scoring']);
    expect(story.start).toEqual(viewOf(before, 1).grid);
    expect(story.start[CENTRE].rot).toBe(3);
    expect(story.frames[0].grid[CENTRE].rot).toBe(0);
    expect(story.frames[0].dog).toEqual({ cell: CENTRE, clockwise: true });
    expect(story.frames.map((f) => f.running)).toEqual([[0, 0], [0, 0], [15, 14], [15, 18], [15, 21]]);
    expect(story.frames[2].captures.filter((c) => c.winner === 1)).toHaveLength(4);
  });

  it('a skipped dog is a step of its own, with the grid unchanged', () => {
    const before = lastMove(true);
    const s = must(before, { type: 'SKIP_EFFECT', seat: 0 });
    const story = endStory(viewOf(s, 0));
    expect(story.frames[0].kind).toBe('skipDog');
    expect(story.frames[0].grid).toEqual(viewOf(before, 0).grid);
  });

  it('tells nothing while the game is in play', () => {
    expect(endStory(viewOf(position(EXAMPLE), 0)).frames).toEqual([]);
  });
});
