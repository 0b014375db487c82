// The IndexedDB database: its current schema and the migrations that bring older versions up to it.
import { wrap, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import * as v from 'valibot';
import type { GameEvent, Reason } from '../engine/types';
import type { Settings } from '../base/settings';
import { describeIssues, SAVE_SCHEMA_VERSION, V1GameSchema, type SaveHeader, type SaveStatus } from './schema';
import type { SheetRecord } from './sheet-schema';
import type { ReviewPoint } from '../review/review';

export const DB_NAME = 'nine-lives';
/** 1: games; 2: saves + events + quarantine + settings; 3: + sheets (the companion's score sheets); 4: + reviews (a
 *  finished game's review, kept for a second look). */
export const DB_VERSION = 4;
export const SETTINGS_KEY = 'settings';

/** A record set aside instead of being deleted, so nothing a player made is ever silently lost. */
export interface QuarantineRecord {
  at: number;
  source: 'saves' | 'import' | 'events' | 'sheets';
  /** What was found wrong, for whoever inspects the record (English, technical). */
  reason: string;
  /** The same for the player, in words (records set aside before this field existed have none). */
  why?: Reason;
  raw: unknown;
}

/** A finished game's review, kept for a second look (./reviews.ts), by a digest of what it judged. */
export interface ReviewRecord {
  key: string;
  at: number;
  points: ReviewPoint[];
}

export interface StoredEvent {
  saveId: string;
  index: number;
  event: GameEvent;
}

// Value types say what the store writes; everything read back is treated as unknown and validated.
export interface NineLivesDb extends DBSchema {
  saves: { key: string; value: SaveHeader; indexes: { updatedAt: number; status: SaveStatus } };
  events: { key: [string, number]; value: StoredEvent; indexes: { saveId: string } };
  quarantine: { key: number; value: QuarantineRecord };
  settings: { key: string; value: Settings };
  sheets: { key: string; value: SheetRecord; indexes: { updatedAt: number } };
  reviews: { key: string; value: ReviewRecord; indexes: { at: number } };
}

export type NineLivesDatabase = IDBPDatabase<NineLivesDb>;
type UpgradeTx = IDBPTransaction<NineLivesDb, ('saves' | 'events' | 'quarantine' | 'settings' | 'sheets' | 'reviews')[], 'versionchange'>;
// Stores of older versions are not in the current schema type, so migrations use the untyped view.
type LegacyDb = IDBPDatabase<unknown>;
type LegacyTx = IDBPTransaction<unknown, string[], 'versionchange'>;

/**
 * Opens (creating or upgrading) the database. `factory` is for tests (fake-indexeddb); the app
 * passes nothing and gets the browser's indexedDB. idb's `openDB` always uses the global
 * `indexedDB`, so this does what it does (same callbacks) on the chosen factory via idb's `wrap`.
 */
export function openNineLivesDb(name = DB_NAME, factory?: IDBFactory): Promise<NineLivesDatabase> {
  const request = (factory ?? indexedDB).open(name, DB_VERSION);
  request.addEventListener('upgradeneeded', (event) => {
    const db = wrap(request.result) as unknown as NineLivesDatabase;
    const tx = wrap(request.transaction!) as unknown as UpgradeTx;
    upgrade(db, event.oldVersion, event.newVersion, tx);
  });
  const opened = wrap(request) as unknown as Promise<NineLivesDatabase>;
  opened
    .then((db) => {
      // A newer version of the app in another tab needs this connection closed to upgrade;
      // refusing would leave that tab stuck. Writes here then fail with store.writeFailed.
      db.addEventListener('versionchange', () => db.close());
    })
    .catch(() => {});
  return opened;
}

/** Runs every migration from `oldVersion` up to the current version, in order, in the upgrade transaction. */
function upgrade(db: NineLivesDatabase, oldVersion: number, _newVersion: number | null, tx: UpgradeTx): void {
  if (oldVersion < 2) createV2Stores(db);
  // v2 → v3 only adds a store: every save, event, setting and quarantined record stays as it was.
  if (oldVersion < 3) createV3Stores(db);
  // v3 → v4 only adds a store, as v3 did.
  if (oldVersion < 4) db.createObjectStore('reviews', { keyPath: 'key' }).createIndex('at', 'at');
  if (oldVersion === 1) {
    migrateV1Games(db as unknown as LegacyDb, tx as unknown as LegacyTx).catch((error: unknown) => {
      // Something unexpected (not a bad record: those are quarantined). Abort the whole upgrade so
      // the v1 data stays as it was rather than half moved; opening then fails and can be retried.
      console.error('nine-lives: migration from v1 failed', error);
      try {
        tx.abort();
      } catch {
        // Already finished or aborted.
      }
    });
  }
}

function createV2Stores(db: NineLivesDatabase): void {
  const saves = db.createObjectStore('saves', { keyPath: 'id' });
  saves.createIndex('updatedAt', 'updatedAt');
  saves.createIndex('status', 'status');
  const events = db.createObjectStore('events', { keyPath: ['saveId', 'index'] });
  events.createIndex('saveId', 'saveId');
  db.createObjectStore('quarantine', { autoIncrement: true });
  db.createObjectStore('settings');
}

function createV3Stores(db: NineLivesDatabase): void {
  const sheets = db.createObjectStore('sheets', { keyPath: 'id' });
  sheets.createIndex('updatedAt', 'updatedAt');
}

/**
 * v1 → v2: each `games` record becomes a save header plus one record per event. The snapshot is
 * left null: the app rebuilds it by replaying the log. A malformed record goes to quarantine.
 */
async function migrateV1Games(db: LegacyDb, tx: LegacyTx): Promise<void> {
  if (!db.objectStoreNames.contains('games')) return;
  const games = tx.objectStore('games');
  const [keys, records] = await Promise.all([games.getAllKeys(), games.getAll()]);
  const saves = tx.objectStore('saves');
  const events = tx.objectStore('events');
  const quarantine = tx.objectStore('quarantine');
  const used = new Set<string>();
  const writes: Promise<unknown>[] = [];
  const setAside = (raw: unknown, why: string) =>
    writes.push(quarantine.add({ at: Date.now(), source: 'saves', reason: `v1 migration: ${why}`, raw } satisfies QuarantineRecord));

  records.forEach((raw, i) => {
    const parsed = v.safeParse(V1GameSchema, raw);
    if (!parsed.success) return setAside(raw, `record ${String(keys[i])} is malformed (${describeIssues(parsed.issues)})`);
    const game = parsed.output;
    const id = String(game.id);
    // v1 allowed number ids; 7 and "7" would collide as v2 string ids.
    if (used.has(id)) return setAside(raw, `record ${id} has the same id as another`);
    used.add(id);
    const header: SaveHeader = {
      schema: SAVE_SCHEMA_VERSION,
      id,
      gameId: game.game,
      input: { options: game.options, seed: game.seed, players: game.players },
      eventCount: game.log.length,
      snapshot: null,
      // v1 did not record whether a game had ended; replaying the log tells, and the app updates it.
      status: 'playing',
      createdAt: game.savedAt,
      updatedAt: game.savedAt,
    };
    writes.push(saves.put(header));
    game.log.forEach((event, index) => writes.push(events.put({ saveId: id, index, event } satisfies StoredEvent)));
  });
  await Promise.all(writes);
  db.deleteObjectStore('games');
}
