// The companion's sheet types: which physical game each is for, how many players, and a fresh sheet's data.
// This file loads with the companion list, so it imports no game code (only types); the arithmetic modules
// (mauwi.ts, moeraki.ts, ...) load with the sheet screen.
import type { KittyCatData } from './kitty-cat';
import type { MauwiData } from './mauwi';
import type { Level, MatchTo, MoerakiData } from './moeraki';
import type { PocketCatsData } from './pocket-cats';
import type { TallyData } from './tally';

export const SHEET_KINDS = ['mauwi', 'pocket-cats', 'moeraki', 'kitty-cat', 'purrrummy', 'meow-meow'] as const;
export type SheetKind = (typeof SHEET_KINDS)[number];

export interface SheetDataByKind {
  mauwi: MauwiData;
  'pocket-cats': PocketCatsData;
  moeraki: MoerakiData;
  'kitty-cat': KittyCatData;
  purrrummy: TallyData;
  'meow-meow': TallyData;
}
export type SheetData = SheetDataByKind[SheetKind];

export interface SheetKindInfo {
  kind: SheetKind;
  /** The game's title (the shell's games.* keys, or the companion's own for games not in the app yet). */
  titleKey: string;
  /** What the sheet does, in a line. */
  blurbKey: string;
  minPlayers: number;
  maxPlayers: number;
}

export const SHEET_KIND_INFO: Record<SheetKind, SheetKindInfo> = {
  mauwi: { kind: 'mauwi', titleKey: 'games.mauwi.title', blurbKey: 'companion.kind.mauwi', minPlayers: 2, maxPlayers: 6 },
  'pocket-cats': { kind: 'pocket-cats', titleKey: 'games.pocketCats.title', blurbKey: 'companion.kind.pocketCats', minPlayers: 2, maxPlayers: 2 },
  moeraki: { kind: 'moeraki', titleKey: 'games.moeraki.title', blurbKey: 'companion.kind.moeraki', minPlayers: 2, maxPlayers: 2 },
  'kitty-cat': { kind: 'kitty-cat', titleKey: 'companion.kittyCat', blurbKey: 'companion.kind.kittyCat', minPlayers: 2, maxPlayers: 6 },
  purrrummy: { kind: 'purrrummy', titleKey: 'games.purrrummy.title', blurbKey: 'companion.kind.tally', minPlayers: 2, maxPlayers: 4 },
  'meow-meow': { kind: 'meow-meow', titleKey: 'games.meowMeow.title', blurbKey: 'companion.kind.tally', minPlayers: 2, maxPlayers: 6 },
};

/** Mauwi areas have four column slots, A to D (the game's RULES.columns; a test keeps them equal). */
export const MAUWI_SLOTS = 4;
/** The box's ten prey tiles (the game's PREY; a test keeps them equal). */
export const POCKET_PREY_COUNT = 10;
/** Kitty Cat: three counters each (rulebook). */
export const KITTY_COUNTERS = 3;

export interface NewSheetOptions {
  teams?: boolean;
  level?: Level;
  matchTo?: MatchTo;
  firstPlacer?: number;
  counters?: number;
}

export function newSheetData<K extends SheetKind>(kind: K, players: number, o: NewSheetOptions = {}): SheetDataByKind[K] {
  const data: { [Q in SheetKind]: () => SheetDataByKind[Q] } = {
    mauwi: () => ({
      teams: !!o.teams && players >= 4,
      areas: Array.from({ length: players }, () => Array.from({ length: MAUWI_SLOTS }, () => ({ nines: 0, top: null }))),
    }),
    'pocket-cats': () => ({ won: new Array<number | null>(POCKET_PREY_COUNT).fill(null), bonus: [0, 0] }),
    moeraki: () => ({
      level: o.level ?? 'basic', matchTo: o.matchTo ?? 1, firstPlacer: o.firstPlacer ?? 0, full: [0, 0], half: [0, 0], games: [],
    }),
    'kitty-cat': () => ({ counters: o.counters ?? KITTY_COUNTERS, firstDealer: 0, rounds: [] }),
    purrrummy: () => ({ wins: new Array<number>(players).fill(0) }),
    'meow-meow': () => ({ wins: new Array<number>(players).fill(0) }),
  };
  return data[kind]();
}
