// The companion's sheet types: one per game of the list whose entry has a score sheet (src/games/<game>/
// sheet-kind.ts, or the shared tally). This file loads with the companion list, so it holds no arithmetic: a
// sheet's own code (its game's sheet.ts and sheet-screen.ts) loads with the sheet screen.
import { GAMES, type AnyGameEntry } from '../games/index';
import type { GameEntry, SheetChoices, SheetKind as SheetKindOf } from '../games/entry';

type SheetDataOf<E> = E extends GameEntry<string, infer D> ? D : never;

/** Each sheet kind (a game's id) with its data. */
export type SheetDataByKind = { [E in AnyGameEntry as [SheetDataOf<E>] extends [never] ? never : E['id']]: SheetDataOf<E> };
export type SheetKind = keyof SheetDataByKind;
export type SheetData = SheetDataByKind[SheetKind];

export interface SheetKindInfo {
  kind: SheetKind;
  /** The game's title. */
  titleKey: string;
  /** The game's player counts. */
  minPlayers: number;
  maxPlayers: number;
  sheet: SheetKindOf<unknown>;
}

const INFO = new Map<string, SheetKindInfo>(GAMES.flatMap((g) => {
  const sheet = (g as GameEntry<string, unknown>).sheet;
  return sheet ? [[g.id, { kind: g.id as SheetKind, titleKey: g.titleKey, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers, sheet }]] : [];
}));

/** Every sheet kind, in the order of the list of games. */
export const SHEET_KINDS: readonly SheetKind[] = [...INFO.keys()] as SheetKind[];

export function isSheetKind(x: unknown): x is SheetKind {
  return typeof x === 'string' && INFO.has(x);
}

export function sheetKindInfo(kind: SheetKind): SheetKindInfo {
  return INFO.get(kind)!;
}

/** A fresh sheet's data for `players` players and the "new sheet" form's choices (each control's default when
 *  not given). */
export function newSheetData<K extends SheetKind>(kind: K, players: number, choices: SheetChoices = {}): SheetDataByKind[K] {
  const { sheet } = sheetKindInfo(kind);
  const defaults = Object.fromEntries((sheet.controls ?? []).map((c) => [c.id, c.default]));
  return sheet.fresh(players, { ...defaults, ...choices }) as SheetDataByKind[K];
}
