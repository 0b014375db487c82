import { describe, expect, it } from 'vitest';
import { newSheetData } from '../store/sheet-kinds';
import { PICKER_PROMPTS, spin, spinDelay } from './picker';
import { tallyGames, tallyLeaders } from '../sheet/tally';
import { formatClock, isDone, nextTurn, newTimer, pause, remainingMs, reset, start, withSeconds } from './timer';

describe('tally (Purrrummy, Meow Meow)', () => {
  it('counts wins per player; the most wins lead, shared when equal', () => {
    const d = newSheetData('meow-meow', 3);
    expect(tallyLeaders(d)).toEqual([]);
    d.wins = [2, 3, 3];
    expect(tallyLeaders(d)).toEqual([1, 2]);
    expect(tallyGames(d)).toBe(8);
  });
});

describe('first-player picker', () => {
  it('lands on the seat the random number picks, after two laps round the table', () => {
    expect(spin(4, 0).target).toBe(0);
    expect(spin(4, 0.999).target).toBe(3);
    const s = spin(3, 0.5);
    expect(s.target).toBe(1);
    expect(s.path).toEqual([1, 2, 0, 1, 2, 0, 1]);
    expect(s.path.at(-1)).toBe(s.target);
  });

  it('slows down towards the end and offers the rulebooks\' own ways', () => {
    expect(spinDelay(0, 10)).toBeLessThan(spinDelay(9, 10));
    expect(PICKER_PROMPTS).toContain('companion.prompt.hairiest');
    expect(PICKER_PROMPTS).toContain('companion.prompt.sawCat');
  });
});

describe('turn timer', () => {
  it('starts, pauses, resumes and runs out', () => {
    let t = newTimer(30);
    expect(remainingMs(t, 0)).toBe(30_000);
    t = start(t, 1000);
    expect(remainingMs(t, 11_000)).toBe(20_000);
    t = pause(t, 11_000);
    expect(remainingMs(t, 99_000)).toBe(20_000);
    t = start(t, 100_000);
    expect(isDone(t, 119_999)).toBe(false);
    expect(isDone(t, 120_000)).toBe(true);
    expect(remainingMs(t, 200_000)).toBe(0);
  });

  it('reset stops and refills; next turn refills and runs; the length is kept within 5 s and 10 min', () => {
    let t = start(newTimer(60), 0);
    expect(reset(t)).toEqual({ durationMs: 60_000, usedMs: 0, since: null });
    t = nextTurn(t, 5000);
    expect(remainingMs(t, 5000)).toBe(60_000);
    expect(withSeconds(t, 1).durationMs).toBe(5000);
    expect(withSeconds(t, 9999).durationMs).toBe(600_000);
    expect(start(pause(t, 70_000), 80_000).usedMs).toBe(0); // a finished turn starts again from full
  });

  it('shows m:ss rounded up', () => {
    expect(formatClock(60_000)).toBe('1:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(9_000)).toBe('0:09');
    expect(formatClock(0)).toBe('0:00');
  });
});
