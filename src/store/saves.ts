// Saved games: a header per game and one record per event, written so that a save is never half
// updated, read back only through validation, and set aside (not deleted) when it is damaged.
import { newId } from './new-id';
import type { IDBPTransaction } from 'idb';
import * as v from 'valibot';
import type { GameSession } from '../engine/session';
import type { GameEvent, GameInput, Reason } from '../engine/types';
import type { GameId } from '../games/index';
import { defaultSettings, type Settings } from '../base/settings';
import { SETTINGS_KEY, type NineLivesDatabase, type NineLivesDb, type QuarantineRecord, type StoredEvent } from './db';
import {
  describeIssues,
  GAME_IDS,
  GameEventSchema,
  isObject,
  mergeSettings,
  SAVE_SCHEMA_VERSION,
  SaveHeaderSchema,
  SettingsSchema,
  type SaveHeader,
  type SaveSnapshot,
  type SaveStatus,
} from './schema';
import { isSetAsideSave, mayRecover, newerSaveItem, parseRef, quarantineItem, savedParts, whyOf, type AttentionItem } from './attention';
import { listStore } from './listing';
import { loadGameDefinition, readableEvents, type LoadDefinition, type Replay } from './replay';
import { fail, readFailure, reason, writeFailure, type Failure, type Problem, type WriteResult } from './results';
import type { EveningTally } from './tally';

export const EXPORT_FORMAT = 'nine-lives-save';

export type CreateResult = { ok: true; id: string } | Failure;
export type LoadResult = { ok: true; header: SaveHeader; events: GameEvent[] } | Failure;
export type ExportResult = { ok: true; text: string } | Failure;
export type ImportResult = { ok: true; id: string } | Failure;
export interface SaveList {
  saves: SaveHeader[];
  problems: Problem[];
}
export interface AttentionList {
  items: AttentionItem[];
  problems: Problem[];
}
/** How much of a set-aside save the rules accept: `kept` of its `total` moves. */
export type RecoveryPlan = { ok: true; kept: number; total: number } | Failure;
export type RecoverResult = { ok: true; id: string; kept: number; total: number } | Failure;

export interface SaveStoreOptions {
  /** Clock for createdAt/updatedAt/quarantine times (tests pin it). */
  now?: () => number;
  newId?: () => string;
  /** A game's rules, for the door that checks imports and recoveries (default: the game's entry in src/games/index.ts). */
  loadDefinition?: LoadDefinition;
}

type StoreName = 'saves' | 'events' | 'quarantine' | 'settings';
type WriteTx<N extends StoreName> = IDBPTransaction<NineLivesDb, N[], 'readwrite'>;
type Inspected = { ok: true; header: SaveHeader } | { ok: false; reason: Reason; why: Reason; detail: string };
/** A save rebuilt from a header and a log through the door: ready to write, or why not (with how much replays). */
type Rebuilt = { ok: true; header: SaveHeader; events: GameEvent[]; replay: Replay } | { ok: false; why: Reason; detail: string; replay: Replay | null };
type SetAside = { ok: true; key: number; header: SaveHeader; total: number; rebuilt: Rebuilt };

const OK: { ok: true } = { ok: true };
// A rejected import file is kept for inspection, but not without limit: saves are a few kilobytes.
const MAX_QUARANTINED_TEXT = 1_000_000;
// No save comes near these: a real game's input is well under a kilobyte and its export file a few hundred.
const MAX_INPUT_CHARS = 64_000;
const MAX_IMPORT_CHARS = 4_000_000;

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

/** A `schema`/`version` number above ours: written by a newer app, not damaged. */
function isNewer(version: unknown): version is number {
  return typeof version === 'number' && version > SAVE_SCHEMA_VERSION;
}

const isKnownGame = (gameId: unknown): boolean => (GAME_IDS as readonly unknown[]).includes(gameId);

/** Larger than any input a game makes (checked before anything reads it further). */
function isHuge(input: unknown): boolean {
  try {
    return JSON.stringify(input ?? null).length > MAX_INPUT_CHARS;
  } catch {
    return true; // not even JSON (a cycle, a BigInt): no save
  }
}

/** What is wrong with a header that does not parse, for the player. */
function whyHeader(raw: unknown): Reason {
  if (!isObject(raw)) return { key: 'saves.why.damaged' };
  if (raw.schema !== SAVE_SCHEMA_VERSION) return { key: 'saves.why.badVersion' };
  if (typeof raw.gameId === 'string' && !isKnownGame(raw.gameId)) return { key: 'saves.why.unknownGame', params: { game: raw.gameId.slice(0, 40) } };
  return { key: 'saves.why.damaged' };
}

function inspectHeader(raw: unknown, id: string): Inspected {
  if (isObject(raw) && isNewer(raw.schema)) {
    return { ok: false, reason: reason('store.unknownVersion', { id }), why: { key: 'saves.why.newer' }, detail: `schema version ${raw.schema}` };
  }
  if (isObject(raw) && isHuge(raw.input)) {
    return { ok: false, reason: reason('store.damaged', { id }), why: { key: 'saves.why.tooLarge' }, detail: 'input far too large' };
  }
  const parsed = v.safeParse(SaveHeaderSchema, raw);
  if (!parsed.success) return { ok: false, reason: reason('store.damaged', { id }), why: whyHeader(raw), detail: describeIssues(parsed.issues) };
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
  const { events, detail } = readableEvents(raw, header.id);
  if (detail !== null) return { detail };
  if (events.length !== header.eventCount) return { detail: `${events.length} events stored, header says ${header.eventCount}` };
  return { events };
}

/** The header of a save checked by its game's door: the input as the game accepts it, the position and status
 *  from the replay. */
function rebuiltHeader(base: SaveHeader, session: GameSession, updatedAt: number): SaveHeader {
  return {
    ...base,
    input: session.input,
    eventCount: session.events.length,
    snapshot: { value: session.snapshot.value, context: session.state },
    status: session.over ? 'finished' : 'playing',
    updatedAt,
  };
}

export class SaveStore {
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly loadDefinition: LoadDefinition;

  /** `db`: the database these saves are in, read too for what is kept beside them (a review: ./reviews.ts). */
  constructor(readonly db: NineLivesDatabase, options: SaveStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? newId;
    this.loadDefinition = options.loadDefinition ?? loadGameDefinition;
  }

  /** Starts a save with no events yet. */
  /** `extra.tally`: the evening so far, when "Play again" starts the save (kept in its header). */
  async create(gameId: string, input: GameInput<unknown>, snapshot: SaveSnapshot | null, extra: { tally?: EveningTally; devices?: SaveHeader['devices'] } = {}): Promise<CreateResult> {
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
      ...(extra.tally ? { tally: extra.tally } : {}),
      ...(extra.devices ? { devices: extra.devices } : {}),
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

  /** A table of devices' seat tokens, kept in the save's header (checked as the header is, before writing). */
  async setDeviceTokens(id: string, tokens: readonly (string | null)[]): Promise<WriteResult> {
    return this.write(['saves'], async (tx) => {
      const saves = tx.objectStore('saves');
      const header = await readHeader(saves.get(id), id);
      if (!('schema' in header)) return header;
      if (!header.devices) return fail('store.writeFailed', { message: `save ${id} is not a table of devices` });
      const next = { ...header, devices: { ...header.devices, tokens: [...tokens] } };
      const parsed = v.safeParse(SaveHeaderSchema, next);
      if (!parsed.success) return fail('store.writeFailed', { message: `invalid tokens: ${describeIssues(parsed.issues)}` });
      fire(saves.put(parsed.output));
      return OK;
    });
  }

  /**
   * The log from event `from` on becomes `events` (what was stored from there is dropped), with the header that
   * goes with it, together. One write for a move, an undo, or moves that waited while storage was full.
   */
  async writeLog(id: string, from: number, events: readonly GameEvent[], snapshot: SaveSnapshot | null, status: SaveStatus): Promise<WriteResult> {
    const checked: GameEvent[] = [];
    for (const event of events) {
      const parsed = v.safeParse(GameEventSchema, event);
      if (!parsed.success) return fail('store.writeFailed', { message: `invalid event: ${describeIssues(parsed.issues)}` });
      checked.push(parsed.output);
    }
    return this.write(['saves', 'events'], async (tx) => {
      const saves = tx.objectStore('saves');
      const header = await readHeader(saves.get(id), id);
      if (!('schema' in header)) return header;
      // Never past the end: the log stays contiguous.
      if (!Number.isSafeInteger(from) || from < 0 || from > header.eventCount) {
        return fail('store.writeFailed', { message: `cannot write from event ${from} of ${header.eventCount} of save ${id}` });
      }
      const store = tx.objectStore('events');
      if (from < header.eventCount) fire(store.delete(eventRange(id, from)));
      checked.forEach((event, i) => fire(store.put({ saveId: id, index: from + i, event } satisfies StoredEvent)));
      fire(saves.put({ ...header, eventCount: from + checked.length, snapshot, status, updatedAt: this.now() }));
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
    }, (key, failure) => this.moveToQuarantine(key, `damaged header: ${failure.detail}`, failure.why ?? { key: 'saves.why.damaged' }));
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
      if (inspected.reason.key === 'store.damaged') await this.moveToQuarantine(id, `damaged header: ${inspected.detail}`, inspected.why);
      return { ok: false, reason: inspected.reason };
    }
    const checked = checkEvents(inspected.header, rawEvents);
    if ('detail' in checked) {
      const kept = readableEvents(rawEvents, id).events.length;
      const why: Reason = { key: 'saves.why.brokenLog', params: { move: kept + 1, total: Math.max(inspected.header.eventCount, rawEvents.length) } };
      await this.moveToQuarantine(id, `damaged events: ${checked.detail}`, why, 'events');
      return fail('store.damaged', { id });
    }
    return { ok: true, header: inspected.header, events: checked.events };
  }

  /** Moves a save (header and events) to quarantine, e.g. when the rules refuse its log; `why` is in words. */
  async setAside(id: string, why: Reason, detail: string): Promise<WriteResult> {
    return this.moveToQuarantine(id, detail, why);
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
      // The log is the save; the snapshot is a cache rebuilt by replay (and may not be plain JSON). A table of
      // devices' seat tokens are this device's keys for its phones: a file shared or kept carries none.
      header: { ...loaded.header, snapshot: null, ...(loaded.header.devices ? { devices: { ...loaded.header.devices, tokens: loaded.header.devices.tokens.map(() => null) } } : {}) },
      events: loaded.events.map((event, index) => ({ saveId: id, index, event })),
    };
    return { ok: true, text: JSON.stringify(file) };
  }

  /**
   * Adds a save from an export file under a new id (importing twice gives two saves), once it has passed the
   * door: its options and players through the game's own checks, every move through the rules. A file whose log
   * replays only in part goes to "Needs attention", where the accepted moves can be recovered.
   */
  async importSave(text: string): Promise<ImportResult> {
    if (text.length > MAX_IMPORT_CHARS) return this.rejectImport(text, fail('store.importTooLarge'), `${text.length} characters`);
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
    if (data.version !== SAVE_SCHEMA_VERSION || (isObject(data.header) && data.header.schema !== SAVE_SCHEMA_VERSION)) {
      return this.rejectImport(text, fail('store.importBadVersion'), `file version ${String(data.version)}`);
    }
    const rawHeader = data.header;
    if (isObject(rawHeader) && typeof rawHeader.gameId === 'string' && !isKnownGame(rawHeader.gameId)) {
      return this.rejectImport(text, fail('store.importUnknownGame'), `game ${rawHeader.gameId.slice(0, 40)}`);
    }
    if (isObject(rawHeader) && isHuge(rawHeader.input)) return this.rejectImport(text, fail('store.importTooLarge'), 'input far too large');
    const header = v.safeParse(SaveHeaderSchema, rawHeader);
    if (!header.success || !Array.isArray(data.events)) {
      return this.rejectImport(text, fail('store.importDamaged'), header.success ? 'events: not a list' : describeIssues(header.issues));
    }
    const rawEvents = data.events;
    const total = Math.max(header.output.eventCount, rawEvents.length);
    const rebuilt = await this.rebuild(header.output, readableEvents(rawEvents, header.output.id), total);
    if (!rebuilt.ok && !rebuilt.replay?.session) return this.rejectImport(text, fail('store.importRefused'), rebuilt.detail);
    if (!rebuilt.ok) {
      // The header is sound and part of the log replays: kept as a save that needs attention, not thrown away.
      const record: QuarantineRecord = { at: this.now(), source: 'import', reason: `import: ${rebuilt.detail}`, why: rebuilt.why, raw: { header: rawHeader, events: rawEvents } };
      const kept = await this.write(['quarantine'], async (tx) => {
        fire(tx.objectStore('quarantine').add(record));
        return OK;
      });
      return kept.ok ? fail('store.importNeedsAttention') : kept;
    }
    return this.writeNewSave({ ...rebuilt.header, id: this.newId() }, rebuilt.events);
  }

  /**
   * The saves that need attention: those set aside (quarantine) and those made by a newer version, newest first,
   * each with its reason in words. Refused import files and score sheets in quarantine are not saves: not listed.
   */
  async attention(): Promise<AttentionList> {
    let keys: IDBValidKey[];
    let records: unknown[];
    let headers: unknown[];
    try {
      const tx = this.db.transaction(['quarantine', 'saves'], 'readonly');
      [keys, records, headers] = await Promise.all([
        tx.objectStore('quarantine').getAllKeys(),
        tx.objectStore('quarantine').getAll(),
        tx.objectStore('saves').getAll(),
        tx.done,
      ]);
    } catch (error) {
      return { items: [], problems: [{ reason: readFailure(error).reason }] };
    }
    const items: AttentionItem[] = [];
    records.forEach((record, i) => {
      if (isObject(record) && isSetAsideSave(record as unknown as QuarantineRecord)) items.push(quarantineItem(keys[i], record as unknown as QuarantineRecord));
    });
    for (const header of headers) if (isObject(header) && isNewer(header.schema)) items.push(newerSaveItem(header));
    items.sort((a, b) => b.at - a.at || (a.ref < b.ref ? -1 : 1));
    return { items, problems: [] };
  }

  /** How many moves of a set-aside save the rules accept (nothing is written). */
  async planRecovery(ref: string): Promise<RecoveryPlan> {
    const found = await this.setAsideParts(ref);
    if (!found.ok) return found;
    const { rebuilt } = found;
    if (!rebuilt.replay?.session) return { ok: false, reason: rebuilt.ok ? { key: 'saves.why.damaged' } : rebuilt.why };
    return { ok: true, kept: rebuilt.replay.ok ? rebuilt.replay.session.events.length : rebuilt.replay.kept, total: found.total };
  }

  /**
   * Recovers a set-aside save: the longest prefix of its log that the rules accept becomes a normal save again
   * (under a new id), and the set-aside record goes, together.
   */
  async recover(ref: string): Promise<RecoverResult> {
    const found = await this.setAsideParts(ref);
    if (!found.ok) return found;
    const { rebuilt, key, total } = found;
    const replay = rebuilt.replay;
    if (!replay?.session) return { ok: false, reason: rebuilt.ok ? { key: 'saves.why.damaged' } : rebuilt.why };
    const session = replay.session;
    const header = rebuiltHeader({ ...found.header, id: this.newId() }, session, this.now());
    const written = await this.writeNewSave(header, session.events, key);
    return written.ok ? { ok: true, id: written.id, kept: session.events.length, total } : written;
  }

  /** A save that needs attention as a file: the raw record, exactly as found (for the player to keep or send). */
  async exportAttention(ref: string): Promise<ExportResult> {
    const target = parseRef(ref);
    try {
      if (target && 'quarantine' in target) {
        const record = await this.db.get('quarantine', target.quarantine);
        if (record === undefined) return fail('store.notFound', { id: ref });
        return { ok: true, text: JSON.stringify({ format: `${EXPORT_FORMAT}-set-aside`, record }) };
      }
      if (target) {
        const tx = this.db.transaction(['saves', 'events'], 'readonly');
        const [header, events] = await Promise.all([tx.objectStore('saves').get(target.save), tx.objectStore('events').getAll(eventRange(target.save)), tx.done]);
        if (header === undefined) return fail('store.notFound', { id: target.save });
        return { ok: true, text: JSON.stringify({ format: EXPORT_FORMAT, version: (header as { schema?: unknown }).schema, header, events }) };
      }
    } catch (error) {
      return readFailure(error);
    }
    return fail('store.notFound', { id: ref });
  }

  /** Deletes a save that needs attention (its quarantine record, or a newer version's save and its events). */
  async removeAttention(ref: string): Promise<WriteResult> {
    const target = parseRef(ref);
    if (!target) return fail('store.notFound', { id: ref });
    if ('save' in target) return this.remove(target.save);
    return this.write(['quarantine'], async (tx) => {
      fire(tx.objectStore('quarantine').delete(target.quarantine));
      return OK;
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

  /** A header's game and input through the door and its readable events through the rules (`total`: the moves the
   *  save claims). The result keeps `base` but for what the replay decides. */
  private async rebuild(base: SaveHeader, readable: { events: GameEvent[]; detail: string | null }, total: number): Promise<Rebuilt> {
    if (!isKnownGame(base.gameId)) return { ok: false, why: { key: 'saves.why.unknownGame', params: { game: String(base.gameId) } }, detail: 'unknown game', replay: null };
    let def;
    try {
      def = await this.loadDefinition(base.gameId);
    } catch (error) {
      return { ok: false, why: { key: 'saves.why.unknownGame', params: { game: base.gameId } }, detail: `rules not loaded: ${String(error)}`, replay: null };
    }
    const { replaySave } = await import('./replay-session'); // the engine's session, not with the home screen
    const replay = replaySave(def, base.input, readable.events, total);
    if (!replay.ok) return { ok: false, why: replay.why, detail: readable.detail ? `${replay.detail}; ${readable.detail}` : replay.detail, replay };
    return { ok: true, header: rebuiltHeader(base, replay.session, this.now()), events: replay.session.events, replay };
  }

  /** A set-aside save's header and log, checked through the door (nothing written). */
  private async setAsideParts(ref: string): Promise<SetAside | Failure> {
    const target = parseRef(ref);
    if (!target || !('quarantine' in target)) return fail('store.notFound', { id: ref });
    let record: QuarantineRecord | undefined;
    try {
      record = await this.db.get('quarantine', target.quarantine);
    } catch (error) {
      return readFailure(error);
    }
    if (record === undefined) return fail('store.notFound', { id: ref });
    const parts = savedParts(record.raw);
    const why = whyOf(record);
    if (!parts?.header || !mayRecover(parts, why)) return { ok: false, reason: why };
    const raw = parts.header;
    const at = this.now();
    const createdAt = typeof raw.createdAt === 'number' && Number.isFinite(raw.createdAt) && raw.createdAt >= 0 ? raw.createdAt : at;
    const header: SaveHeader = {
      schema: SAVE_SCHEMA_VERSION,
      id: typeof raw.id === 'string' && raw.id ? raw.id : 'set-aside',
      gameId: raw.gameId as GameId,
      input: raw.input as GameInput<unknown>,
      eventCount: 0,
      snapshot: null,
      status: 'playing',
      createdAt,
      updatedAt: at,
    };
    const readable = readableEvents(parts.events, typeof raw.id === 'string' ? raw.id : undefined);
    // The moves it claims: the header's count when its tail is missing (within reason), else what is there.
    const claimed = typeof raw.eventCount === 'number' && Number.isSafeInteger(raw.eventCount) && raw.eventCount <= parts.events.length + 10_000 ? raw.eventCount : 0;
    const total = Math.max(parts.events.length, claimed);
    return { ok: true, key: target.quarantine, header, total, rebuilt: await this.rebuild(header, readable, total) };
  }

  /** A new save with its whole log, checked as list() would read it back; `recovered` (a quarantine key) goes with it. */
  private async writeNewSave(candidate: SaveHeader, events: readonly GameEvent[], recovered?: number): Promise<ImportResult> {
    const parsed = v.safeParse(SaveHeaderSchema, candidate);
    if (!parsed.success) return fail('store.writeFailed', { message: `invalid save: ${describeIssues(parsed.issues)}` });
    const header = parsed.output;
    const stores: StoreName[] = recovered === undefined ? ['saves', 'events'] : ['saves', 'events', 'quarantine'];
    return this.write(stores, async (tx) => {
      fire(tx.objectStore('saves').add(header));
      const store = tx.objectStore('events');
      events.forEach((event, index) => fire(store.add({ saveId: header.id, index, event } satisfies StoredEvent)));
      if (recovered !== undefined) fire(tx.objectStore('quarantine').delete(recovered));
      return { ok: true, id: header.id };
    });
  }

  /**
   * Header and events of one save into quarantine, removed from the live stores, together.
   * `source` says which part was found broken ('saves': the header, or the app's replay check).
   */
  private moveToQuarantine(key: IDBValidKey, reasonText: string, why: Reason, source: 'saves' | 'events' = 'saves'): Promise<WriteResult> {
    return this.write(['saves', 'events', 'quarantine'], async (tx) => {
      const saves = tx.objectStore('saves');
      const events = tx.objectStore('events');
      // The typed stores expect string ids; a damaged record may sit under any key.
      const savesKey = key as string;
      const range = eventRange(key);
      const [header, eventRecords] = await Promise.all([saves.get(savesKey), events.getAll(range)]);
      if (header === undefined) return fail('store.notFound', { id: String(key) });
      const record: QuarantineRecord = { at: this.now(), source, reason: reasonText, why, raw: { header, events: eventRecords } };
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
