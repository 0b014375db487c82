// Saved games: a header per game and one record per event, written so that a save is never half
// updated, read back only through validation, and set aside (not deleted) when it is damaged.
import type { IDBPTransaction } from 'idb';
import * as v from 'valibot';
import type { GameEvent, GameId, GameInput, Reason } from '../engine/types';
import { defaultSettings, type Settings } from '../shell/settings';
import { SETTINGS_KEY, type NineLivesDatabase, type NineLivesDb, type QuarantineRecord, type StoredEvent } from './db';
import {
  describeIssues,
  ExportFileSchema,
  EventRecordSchema,
  GameEventSchema,
  mergeSettings,
  SAVE_SCHEMA_VERSION,
  SaveHeaderSchema,
  SettingsSchema,
  type SaveHeader,
  type SaveSnapshot,
  type SaveStatus,
} from './schema';
import { listStore } from './listing';
import { fail, readFailure, reason, writeFailure, type Failure, type Problem, type WriteResult } from './results';

export const EXPORT_FORMAT = 'nine-lives-save';

export type CreateResult = { ok: true; id: string } | Failure;
export type LoadResult = { ok: true; header: SaveHeader; events: GameEvent[] } | Failure;
export type ExportResult = { ok: true; text: string } | Failure;
export type ImportResult = { ok: true; id: string } | Failure;
export interface SaveList {
  saves: SaveHeader[];
  problems: Problem[];
}

export interface SaveStoreOptions {
  /** Clock for createdAt/updatedAt/quarantine times (tests pin it). */
  now?: () => number;
  newId?: () => string;
}

type StoreName = 'saves' | 'events' | 'quarantine' | 'settings';
type WriteTx<N extends StoreName> = IDBPTransaction<NineLivesDb, N[], 'readwrite'>;
type Inspected = { ok: true; header: SaveHeader } | { ok: false; reason: Reason; detail: string };

const OK: { ok: true } = { ok: true };
// A rejected import file is kept for inspection, but not without limit: saves are a few kilobytes.
const MAX_QUARANTINED_TEXT = 1_000_000;

/**
 * All events of a save: keys are [saveId, index], and an array sorts above every number, so
 * [id, from] .. [id, []] holds exactly this save's events from `from` on.
 */
function eventRange(saveId: IDBValidKey, from = 0): IDBKeyRange {
  return IDBKeyRange.bound([saveId, from], [saveId, []]);
}

// Requests in a write are fired without awaiting each one: the transaction's outcome (tx.done)
// reports any failure, and this keeps a failed request from also surfacing as an unhandled rejection.
function fire(request: Promise<unknown>): void {
  request.catch(() => {});
}

function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // Already committed or aborted: nothing left to undo.
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A `schema`/`version` number above ours: written by a newer app, not damaged. */
function isNewer(version: unknown): version is number {
  return typeof version === 'number' && version > SAVE_SCHEMA_VERSION;
}

function inspectHeader(raw: unknown, id: string): Inspected {
  if (isObject(raw) && isNewer(raw.schema)) {
    return { ok: false, reason: reason('store.unknownVersion', { id }), detail: `schema version ${raw.schema}` };
  }
  const parsed = v.safeParse(SaveHeaderSchema, raw);
  if (!parsed.success) return { ok: false, reason: reason('store.damaged', { id }), detail: describeIssues(parsed.issues) };
  return { ok: true, header: parsed.output };
}

/** The current header of a save about to be changed, or why it cannot be. */
async function readHeader(raw: Promise<unknown>, id: string): Promise<SaveHeader | Failure> {
  const value = await raw;
  if (value === undefined) return fail('store.notFound', { id });
  const inspected = inspectHeader(value, id);
  return inspected.ok ? inspected.header : { ok: false, reason: inspected.reason };
}

/** The log, checked to be exactly events 0..eventCount-1 of this save, or what is wrong with it. */
function checkEvents(header: SaveHeader, raw: readonly unknown[]): { events: GameEvent[] } | { detail: string } {
  const events: GameEvent[] = [];
  for (let i = 0; i < raw.length; i++) {
    const parsed = v.safeParse(EventRecordSchema, raw[i]);
    if (!parsed.success) return { detail: `event ${i}: ${describeIssues(parsed.issues)}` };
    const record = parsed.output;
    if (record.saveId !== header.id) return { detail: `event ${i} belongs to save ${record.saveId}` };
    if (record.index !== i) return { detail: `event ${i} is missing (next stored is ${record.index})` };
    events.push(record.event);
  }
  if (events.length !== header.eventCount) return { detail: `${events.length} events stored, header says ${header.eventCount}` };
  return { events };
}

export class SaveStore {
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly db: NineLivesDatabase, options: SaveStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? (() => crypto.randomUUID());
  }

  /** Starts a save with no events yet. */
  async create(gameId: GameId, input: GameInput<unknown>, snapshot: SaveSnapshot | null): Promise<CreateResult> {
    const at = this.now();
    const candidate = {
      schema: SAVE_SCHEMA_VERSION,
      id: this.newId(),
      gameId,
      input,
      eventCount: 0,
      snapshot,
      status: 'playing',
      createdAt: at,
      updatedAt: at,
    };
    // Checked before writing: the store never writes what it would refuse to read back.
    const parsed = v.safeParse(SaveHeaderSchema, candidate);
    if (!parsed.success) return fail('store.writeFailed', { message: `invalid save: ${describeIssues(parsed.issues)}` });
    const header = parsed.output;
    return this.write(['saves'], async (tx) => {
      fire(tx.objectStore('saves').add(header));
      return { ok: true, id: header.id };
    });
  }

  /** Adds event `index` (which must be the next one) and the header that goes with it, together. */
  async append(id: string, index: number, event: GameEvent, snapshot: SaveSnapshot | null, status: SaveStatus): Promise<WriteResult> {
    const parsed = v.safeParse(GameEventSchema, event);
    if (!parsed.success) return fail('store.writeFailed', { message: `invalid event: ${describeIssues(parsed.issues)}` });
    return this.write(['saves', 'events'], async (tx) => {
      const saves = tx.objectStore('saves');
      const header = await readHeader(saves.get(id), id);
      if (!('schema' in header)) return header;
      // Only ever the next index, so the log stays contiguous (an undo truncates first).
      if (index !== header.eventCount) {
        return fail('store.writeFailed', { message: `event ${index} is not the next one (${header.eventCount}) of save ${id}` });
      }
      fire(tx.objectStore('events').put({ saveId: id, index, event: parsed.output } satisfies StoredEvent));
      fire(saves.put({ ...header, eventCount: index + 1, snapshot, status, updatedAt: this.now() }));
      return OK;
    });
  }

  /**
   * Undo: keeps events 0..keep-1, drops the rest and stores the snapshot after them, together.
   * Status defaults to 'playing' since taking a move back reopens a finished game.
   */
  async truncate(id: string, keep: number, snapshot: SaveSnapshot | null, status: SaveStatus = 'playing'): Promise<WriteResult> {
    return this.write(['saves', 'events'], async (tx) => {
      const saves = tx.objectStore('saves');
      const header = await readHeader(saves.get(id), id);
      if (!('schema' in header)) return header;
      if (!Number.isSafeInteger(keep) || keep < 0 || keep > header.eventCount) {
        return fail('store.writeFailed', { message: `cannot keep ${keep} of ${header.eventCount} events of save ${id}` });
      }
      fire(tx.objectStore('events').delete(eventRange(id, keep)));
      fire(saves.put({ ...header, eventCount: keep, snapshot, status, updatedAt: this.now() }));
      return OK;
    });
  }

  /**
   * Every save, newest first. A damaged header is moved to quarantine and reported; the rest
   * still list. A header from a newer version is reported but left in place for that version.
   */
  async list(): Promise<SaveList> {
    const { records, problems } = await listStore(this.db, 'saves', (raw, id) => {
      const inspected = inspectHeader(raw, id);
      return inspected.ok ? { ok: true, record: inspected.header } : inspected;
    }, (key, detail) => this.moveToQuarantine(key, `damaged header: ${detail}`));
    return { saves: records, problems };
  }

  /**
   * A save and its whole log, validated: a gap, a stray or a malformed record is 'store.damaged',
   * and the save is then set aside (best effort) so the list stops offering a game that cannot open.
   */
  async load(id: string): Promise<LoadResult> {
    let rawHeader: unknown;
    let rawEvents: unknown[];
    try {
      const tx = this.db.transaction(['saves', 'events'], 'readonly');
      [rawHeader, rawEvents] = await Promise.all([
        tx.objectStore('saves').get(id),
        tx.objectStore('events').getAll(eventRange(id)),
        tx.done,
      ]);
    } catch (error) {
      return readFailure(error);
    }
    if (rawHeader === undefined) return fail('store.notFound', { id });
    const inspected = inspectHeader(rawHeader, id);
    if (!inspected.ok) {
      // As in list(): damaged goes to quarantine so it stops being offered; newer stays for its version.
      if (inspected.reason.key === 'store.damaged') await this.moveToQuarantine(id, `damaged header: ${inspected.detail}`);
      return { ok: false, reason: inspected.reason };
    }
    const checked = checkEvents(inspected.header, rawEvents);
    if ('detail' in checked) {
      await this.moveToQuarantine(id, `damaged events: ${checked.detail}`, 'events');
      return fail('store.damaged', { id });
    }
    return { ok: true, header: inspected.header, events: checked.events };
  }

  /** Moves a save (header and events) to quarantine, e.g. when its log no longer replays. */
  async setAside(id: string, reasonText: string): Promise<WriteResult> {
    return this.moveToQuarantine(id, reasonText);
  }

  /** Deletes a save and its events; removing a save that is not there is not an error. */
  async remove(id: string): Promise<WriteResult> {
    return this.write(['saves', 'events'], async (tx) => {
      fire(tx.objectStore('events').delete(eventRange(id)));
      fire(tx.objectStore('saves').delete(id));
      return OK;
    });
  }

  /** The save as a JSON file that importSave reads back. */
  async exportSave(id: string): Promise<ExportResult> {
    const loaded = await this.load(id);
    if (!loaded.ok) return loaded;
    const file = {
      format: EXPORT_FORMAT,
      version: SAVE_SCHEMA_VERSION,
      // The log is the save; the snapshot is a cache rebuilt by replay (and may not be plain JSON).
      header: { ...loaded.header, snapshot: null },
      events: loaded.events.map((event, index) => ({ saveId: id, index, event })),
    };
    return { ok: true, text: JSON.stringify(file) };
  }

  /** Adds a save from an export file under a new id (importing twice gives two saves). */
  async importSave(text: string): Promise<ImportResult> {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return this.rejectImport(text, fail('store.importNotJson'), 'not JSON');
    }
    if (!isObject(data) || data.format !== EXPORT_FORMAT || typeof data.version !== 'number') {
      return this.rejectImport(text, fail('store.importNotSave'), 'not a Nine Lives save file');
    }
    const newerHeader = isObject(data.header) && isNewer(data.header.schema) ? data.header.schema : undefined;
    if (isNewer(data.version) || newerHeader !== undefined) {
      const version = newerHeader ?? data.version;
      return this.rejectImport(text, fail('store.unknownVersion', { version }), `file version ${version}`);
    }
    if (data.version !== SAVE_SCHEMA_VERSION) {
      return this.rejectImport(text, fail('store.importNotSave'), `file version ${data.version}`);
    }
    const parsed = v.safeParse(ExportFileSchema, data);
    if (!parsed.success) return this.rejectImport(text, fail('store.damaged'), describeIssues(parsed.issues));
    const checked = checkEvents(parsed.output.header, parsed.output.events);
    if ('detail' in checked) return this.rejectImport(text, fail('store.damaged'), checked.detail);

    const id = this.newId();
    // The file's snapshot is not trusted: the app rebuilds it by replaying the log.
    const header: SaveHeader = { ...parsed.output.header, id, snapshot: null, updatedAt: this.now() };
    return this.write(['saves', 'events'], async (tx) => {
      fire(tx.objectStore('saves').add(header));
      const events = tx.objectStore('events');
      checked.events.forEach((event, index) => fire(events.add({ saveId: id, index, event } satisfies StoredEvent)));
      return { ok: true, id };
    });
  }

  /** The player's settings over `defaults`; never fails (a bad or unreadable record gives defaults). */
  async getSettings(defaults: Settings = defaultSettings()): Promise<Settings> {
    try {
      return mergeSettings(await this.db.get('settings', SETTINGS_KEY), defaults);
    } catch {
      return { ...defaults };
    }
  }

  async putSettings(settings: Settings): Promise<WriteResult> {
    const parsed = v.safeParse(SettingsSchema, settings);
    if (!parsed.success) return fail('store.writeFailed', { message: `invalid settings: ${describeIssues(parsed.issues)}` });
    return this.write(['settings'], async (tx) => {
      fire(tx.objectStore('settings').put(parsed.output, SETTINGS_KEY));
      return OK;
    });
  }

  /**
   * Header and events of one save into quarantine, removed from the live stores, together.
   * `source` says which part was found broken ('saves': the header, or the app's replay check).
   */
  private moveToQuarantine(key: IDBValidKey, reasonText: string, source: 'saves' | 'events' = 'saves'): Promise<WriteResult> {
    return this.write(['saves', 'events', 'quarantine'], async (tx) => {
      const saves = tx.objectStore('saves');
      const events = tx.objectStore('events');
      // The typed stores expect string ids; a damaged record may sit under any key.
      const savesKey = key as string;
      const range = eventRange(key);
      const [header, eventRecords] = await Promise.all([saves.get(savesKey), events.getAll(range)]);
      if (header === undefined) return fail('store.notFound', { id: String(key) });
      const record: QuarantineRecord = { at: this.now(), source, reason: reasonText, raw: { header, events: eventRecords } };
      fire(tx.objectStore('quarantine').add(record));
      fire(events.delete(range));
      fire(saves.delete(savesKey));
      return OK;
    });
  }

  /** Records a refused import file in quarantine (best effort) and returns the refusal. */
  private async rejectImport(text: string, failure: Failure, detail: string): Promise<Failure> {
    const raw = text.length > MAX_QUARANTINED_TEXT ? text.slice(0, MAX_QUARANTINED_TEXT) : text;
    const record: QuarantineRecord = { at: this.now(), source: 'import', reason: `${failure.reason.key}: ${detail}`, raw };
    await this.write(['quarantine'], async (tx) => {
      fire(tx.objectStore('quarantine').add(record));
      return OK;
    });
    return failure;
  }

  /**
   * One readwrite transaction: `body` reads what it needs and queues its writes, or returns a
   * refusal. Any refusal, throw or failed request aborts the transaction, so nothing is half
   * written; errors come back as a WriteResult (disk full is 'store.full'), never as a throw.
   */
  private async write<N extends StoreName, R extends { ok: true }>(
    stores: N[],
    body: (tx: WriteTx<N>) => Promise<R | Failure>,
  ): Promise<R | Failure> {
    let tx: WriteTx<N> | undefined;
    try {
      tx = this.db.transaction(stores, 'readwrite');
      tx.done.catch(() => {}); // Awaited below; this only stops a duplicate unhandled rejection.
      const result = await body(tx);
      if (!result.ok) {
        abortQuietly(tx);
        await tx.done.catch(() => {});
        return result;
      }
      await tx.done;
      return result;
    } catch (error) {
      if (!tx) return writeFailure(error);
      abortQuietly(tx);
      await tx.done.catch(() => {});
      // When a full disk aborts the transaction the request only says AbortError; tx.error says why.
      return writeFailure(tx.error, error);
    }
  }
}
