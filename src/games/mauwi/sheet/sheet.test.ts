import { describe, expect, it } from 'vitest';
import { RULES } from '../rules/constants';
import { mauwiColumnScore, mauwiPlayerTotal, mauwiResult, mauwiTeams, type MauwiColumn } from './sheet';
import { mauwiSheet } from './sheet-kind';

const newSheetData = (players: number, choices = {}) => mauwiSheet.fresh(players, choices);

const col = (nines: number, top: MauwiColumn['top'] = null): MauwiColumn => ({ nines, top });

describe('Mauwi sheet: column scores (v × 2^n, the game\'s columnScore)', () => {
  it('reproduces the rulebook\'s column examples: 18 for a single 9, 9×2×2 = 36, 0×2×2 = 0, three 9s = 72', () => {
    expect(mauwiColumnScore(col(1))).toBe(18);
    expect(mauwiColumnScore(col(2))).toBe(36);
    expect(mauwiColumnScore(col(2, 'spirit'))).toBe(0);
    expect(mauwiColumnScore(col(3))).toBe(72);
  });

  it('a lone warrior counts its value, a warrior on 9s multiplies, an empty slot is 0', () => {
    expect(mauwiColumnScore(col(0, 6))).toBe(6);
    expect(mauwiColumnScore(col(3, 4))).toBe(32);
    expect(mauwiColumnScore(col(1, 8))).toBe(16);
    expect(mauwiColumnScore(col(0))).toBe(0);
    expect(mauwiColumnScore(col(0, 'spirit'))).toBe(0);
  });

  it('reproduces the rulebook\'s end-of-game example: 32 + 72 + 0 + 72 = 176', () => {
    const area = [col(3, 4), col(3), col(2, 'spirit'), col(3)];
    expect(area.map(mauwiColumnScore)).toEqual([32, 72, 0, 72]);
    expect(mauwiPlayerTotal(area)).toBe(176);
  });
});

describe('Mauwi sheet: totals, teams and the winner', () => {
  it('a fresh sheet has four empty columns per player (the game\'s RULES.columns) and no winner', () => {
    const data = newSheetData(3);
    expect(data.areas).toHaveLength(3);
    expect(data.areas.every((a) => a.length === RULES.columns)).toBe(true);
    expect(mauwiResult(data)).toEqual({ totals: [0, 0, 0], teams: [{ seats: [0], total: 0 }, { seats: [1], total: 0 }, { seats: [2], total: 0 }], winners: [] });
  });

  it('the highest total wins; equal totals share the win', () => {
    const data = newSheetData(3);
    data.areas[0] = [col(3, 4), col(3), col(2, 'spirit'), col(3)];
    data.areas[1] = [col(3), col(3), col(1, 2), col(0)];
    expect(mauwiResult(data).totals).toEqual([176, 148, 0]);
    expect(mauwiResult(data).winners).toEqual([0]);
    data.areas[2] = [col(3, 4), col(3), col(0), col(3)];
    expect(mauwiResult(data).winners).toEqual([0, 2]);
  });

  it('team mode: seats i and i + ⌈n/2⌉ are teammates and their points are added', () => {
    expect(mauwiTeams(4, true)).toEqual([[0, 2], [1, 3]]);
    expect(mauwiTeams(6, true)).toEqual([[0, 3], [1, 4], [2, 5]]);
    expect(mauwiTeams(5, true)).toEqual([[0, 3], [1, 4], [2]]);
    expect(mauwiTeams(3, true)).toEqual([[0], [1], [2]]);
    const data = newSheetData(4, { teams: true });
    data.areas[0] = [col(3, 4), col(3), col(2, 'spirit'), col(3)]; // 176
    data.areas[1] = [col(3), col(3), col(0), col(0)]; // 144
    data.areas[3] = [col(1), col(0, 5), col(0), col(0)]; // 23
    const r = mauwiResult(data);
    expect(r.teams).toEqual([{ seats: [0, 2], total: 176 }, { seats: [1, 3], total: 167 }]);
    expect(r.winners).toEqual([0, 2]);
  });
});
