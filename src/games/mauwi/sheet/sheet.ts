// Mauwi score sheet arithmetic: per player four columns (A–D), each with how many 9s (0–3) and what covers
// them. The column score is the game's own columnScore (v × 2^n, RULES.md), so the sheet and the app agree.
import { columnScore, type Column } from '../rules/columns';
import { SPIRIT_BASE, warrior } from '../rules/cards';
import { RULES } from '../rules/constants';

/** What lies face up on a column: nothing (its 9s show, or the slot is empty), a warrior's value, a spirit. */
export type MauwiTop = null | 'spirit' | number;
export interface MauwiColumn { nines: number; top: MauwiTop }
export interface MauwiData {
  /** Team mode (English edition, 4–6 players): seats i and i + ⌈n/2⌉ are teammates. */
  teams: boolean;
  /** One area per player, four columns each. */
  areas: MauwiColumn[][];
}

export const MAUWI_COLUMNS = RULES.columns;
export const MAUWI_MAX_NINES = RULES.maxNines;
export const MAUWI_TEAM_MIN_PLAYERS = RULES.teamMinPlayers;

/** The sheet's column as the game's Column (which physical cards they are does not matter for the score). */
function asColumn(c: MauwiColumn): Column {
  const top = c.top === null ? null : c.top === 'spirit' ? SPIRIT_BASE : warrior(c.top, 0);
  return { nines: Array.from({ length: c.nines }, () => SPIRIT_BASE), top, owner: 0, as: 0 };
}

export const mauwiColumnScore = (c: MauwiColumn): number => columnScore(asColumn(c));

export const mauwiPlayerTotal = (area: readonly MauwiColumn[]): number => area.reduce((t, c) => t + mauwiColumnScore(c), 0);

/** Teams of seats (team mode: seats i and i + ⌈n/2⌉, never side by side, as in the game), else one seat each. */
export function mauwiTeams(players: number, teams: boolean): number[][] {
  if (!teams || players < MAUWI_TEAM_MIN_PLAYERS) return Array.from({ length: players }, (_, i) => [i]);
  const half = Math.ceil(players / 2);
  return Array.from({ length: half }, (_, i) => (i + half < players ? [i, i + half] : [i]));
}

export interface MauwiResult {
  totals: number[];
  /** Each team (or each player) with its seats and points. */
  teams: { seats: number[]; total: number }[];
  /** Seats of the winning side(s); a tie is shared. Empty while nothing is scored. */
  winners: number[];
}

export function mauwiResult(data: MauwiData): MauwiResult {
  const totals = data.areas.map(mauwiPlayerTotal);
  const teams = mauwiTeams(totals.length, data.teams).map((seats) => ({ seats, total: seats.reduce((t, s) => t + totals[s], 0) }));
  const best = Math.max(0, ...teams.map((t) => t.total));
  const winners = best === 0 ? [] : teams.filter((t) => t.total === best).flatMap((t) => t.seats);
  return { totals, teams, winners };
}
