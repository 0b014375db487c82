// "Needs attention": the saves that cannot be opened as they are (set aside in quarantine, or made by a newer
// version), each with the reason in words and what it still holds for a recovery. Pure reading of raw records:
// nothing here touches the database or a game's rules.
import type { Reason } from '../engine/types';
import type { QuarantineRecord } from './db';
import { GAME_IDS, isObject } from './schema';

export interface AttentionItem {
  /** `q<key>` for a record in quarantine, `s<id>` for a save left in place (made by a newer version). */
  ref: string;
  at: number;
  why: Reason;
  gameId: string | null;
  players: string[];
  /** Moves in its log, when it has one. */
  moves: number | null;
  /** A game this version knows, its input and a log are there: the rules decide how much of it a recovery keeps. */
  recoverable: boolean;
}

/** The parts of a save found in a raw record: its header (any shape) and its event records. */
export interface SavedParts {
  header: Record<string, unknown> | null;
  events: unknown[];
}

const isReason = (value: unknown): value is Reason =>
  isObject(value) && typeof value.key === 'string' && (value.params === undefined || isObject(value.params));

/** A save set aside whole ({header, events}), or a version 1 game record (set aside by the migration). */
export function savedParts(raw: unknown): SavedParts | null {
  if (!isObject(raw)) return null;
  if ('header' in raw && Array.isArray(raw.events)) return { header: isObject(raw.header) ? raw.header : null, events: raw.events };
  if (typeof raw.game === 'string' && Array.isArray(raw.log)) {
    return {
      header: { gameId: raw.game, input: { options: raw.options, seed: raw.seed, players: raw.players }, createdAt: raw.savedAt },
      events: raw.log.map((event, index) => ({ saveId: String(raw.id), index, event })),
    };
  }
  return null;
}

/** Quarantine also holds refused import files and damaged score sheets: only saves are listed here. */
export function isSetAsideSave(record: QuarantineRecord): boolean {
  return record.source === 'saves' || record.source === 'events' || (record.source === 'import' && savedParts(record.raw) !== null);
}

/** The reason kept with the record, or one read from an older record's text. */
export function whyOf(record: QuarantineRecord): Reason {
  if (isReason(record.why)) return record.why;
  const text = String(record.reason);
  if (record.source === 'events') return { key: 'saves.why.brokenLog.plain' };
  if (text.includes('differs from the replayed log')) return { key: 'saves.why.setAsideByMistake' };
  if (text.includes('does not replay')) return { key: 'saves.why.refusedMove.plain' };
  return { key: 'saves.why.damaged' };
}

export function gameIdOf(parts: SavedParts | null): string | null {
  const id = parts?.header?.gameId;
  return typeof id === 'string' ? id : null;
}

export function playersOf(parts: SavedParts | null): string[] {
  const players = isObject(parts?.header?.input) ? parts.header.input.players : undefined;
  if (!Array.isArray(players)) return [];
  return players.flatMap((p) => (isObject(p) && typeof p.name === 'string' ? [p.name.slice(0, 24)] : []));
}

/** Worth asking the rules: a game this version has, an input and a log. */
export function mayRecover(parts: SavedParts | null, why: Reason): boolean {
  if (!parts?.header || why.key === 'saves.why.tooLarge') return false;
  const gameId = gameIdOf(parts);
  return gameId !== null && (GAME_IDS as readonly string[]).includes(gameId) && isObject(parts.header.input);
}

export function quarantineItem(key: IDBValidKey, record: QuarantineRecord): AttentionItem {
  const parts = savedParts(record.raw);
  const why = whyOf(record);
  return {
    ref: `q${String(key)}`,
    at: typeof record.at === 'number' ? record.at : 0,
    why,
    gameId: gameIdOf(parts),
    players: playersOf(parts),
    moves: parts ? parts.events.length : null,
    recoverable: mayRecover(parts, why),
  };
}

export function newerSaveItem(header: Record<string, unknown>): AttentionItem {
  const parts: SavedParts = { header, events: [] };
  return {
    ref: `s${String(header.id)}`,
    at: typeof header.updatedAt === 'number' ? header.updatedAt : 0,
    why: { key: 'saves.why.newer' },
    gameId: gameIdOf(parts),
    players: playersOf(parts),
    moves: typeof header.eventCount === 'number' ? header.eventCount : null,
    recoverable: false,
  };
}

/** `q12` → the quarantine key 12, `sabc` → the save id "abc". */
export function parseRef(ref: string): { quarantine: number } | { save: string } | null {
  if (ref.startsWith('q')) {
    const key = Number(ref.slice(1));
    return Number.isSafeInteger(key) ? { quarantine: key } : null;
  }
  if (ref.startsWith('s') && ref.length > 1) return { save: ref.slice(1) };
  return null;
}
