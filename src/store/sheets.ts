// The companion's score sheets: one record per sheet in the `sheets` store (database version 3), read back
// only through validation; a damaged record is reported and set aside while the others still list, as saves are.
import { newId } from './new-id';
import type { IDBPTransaction } from 'idb';
import * as v from 'valibot';
import type { Reason } from '../engine/types';
import type { SheetDataByKind, SheetKind } from './sheet-kinds';
import type { NineLivesDatabase, NineLivesDb, QuarantineRecord } from './db';
import { listStore } from './listing';
import { fail, readFailure, reason, writeFailure, type Failure, type Problem, type WriteResult } from './results';
import { describeIssues, isObject } from './schema';
import { parseSheet, SHEET_EXPORT_FORMAT, SHEET_SCHEMA_VERSION, SheetExportSchema, type SheetRecord } from './sheet-schema';

export type SheetCreateResult = { ok: true; id: string } | Failure;
export type SheetLoadResult = { ok: true; sheet: SheetRecord } | Failure;
export type SheetExportResult = { ok: true; text: string } | Failure;
export interface SheetList {
  sheets: SheetRecord[];
  problems: Problem[];
}

export interface SheetStoreOptions {
  now?: () => number;
  newId?: () => string;
}

type Store = 'sheets' | 'quarantine';
type WriteTx = IDBPTransaction<NineLivesDb, Store[], 'readwrite'>;
type Inspected = { ok: true; sheet: SheetRecord } | { ok: false; reason: Reason; detail: string };

const OK: { ok: true } = { ok: true };
const MAX_QUARANTINED_TEXT = 1_000_000;
const MAX_IMPORT_CHARS = 1_000_000;

const isNewer = (version: unknown): version is number => typeof version === 'number' && version > SHEET_SCHEMA_VERSION;

function inspect(raw: unknown, id: string): Inspected {
  if (isObject(raw) && isNewer(raw.schema)) {
    return { ok: false, reason: reason('store.unknownVersion', { id }), detail: `sheet schema version ${raw.schema}` };
  }
  const parsed = parseSheet(raw);
  return parsed.ok ? parsed : { ok: false, reason: reason('store.damaged', { id }), detail: parsed.detail };
}

export class SheetStore {
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(private readonly db: NineLivesDatabase, options: SheetStoreOptions = {}) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? newId;
  }

  /** A new sheet; refused (nothing written) when it would not validate. */
  async create<K extends SheetKind>(kind: K, players: string[], data: SheetDataByKind[K]): Promise<SheetCreateResult> {
    const at = this.now();
    const parsed = parseSheet({ schema: SHEET_SCHEMA_VERSION, id: this.newId(), kind, players, data, createdAt: at, updatedAt: at });
    if (!parsed.ok) return fail('store.writeFailed', { message: `invalid sheet: ${parsed.detail}` });
    const { sheet } = parsed;
    return this.write(['sheets'], async (tx) => {
      tx.objectStore('sheets').add(sheet).catch(() => {});
      return { ok: true, id: sheet.id };
    });
  }

  /** Replaces a sheet's data (and stamps updatedAt); the sheet must exist and the new data validate. */
  async update<K extends SheetKind>(id: string, kind: K, data: SheetDataByKind[K]): Promise<WriteResult> {
    return this.write(['sheets'], async (tx) => {
      const store = tx.objectStore('sheets');
      const raw = await store.get(id);
      if (raw === undefined) return fail('store.notFound', { id });
      const current = inspect(raw, id);
      if (!current.ok) return { ok: false, reason: current.reason };
      if (current.sheet.kind !== kind) return fail('store.writeFailed', { message: `sheet ${id} is a ${current.sheet.kind} sheet` });
      const parsed = parseSheet({ ...current.sheet, data, updatedAt: this.now() });
      if (!parsed.ok) return fail('store.writeFailed', { message: `invalid sheet: ${parsed.detail}` });
      store.put(parsed.sheet).catch(() => {});
      return OK;
    });
  }

  /** Every sheet, newest first; a damaged one goes to quarantine and is reported, the rest still list. */
  async list(): Promise<SheetList> {
    const { records, problems } = await listStore(this.db, 'sheets', (raw, id) => {
      const inspected = inspect(raw, id);
      return inspected.ok ? { ok: true, record: inspected.sheet } : inspected;
    }, (key, refused) => this.moveToQuarantine(key, `damaged sheet: ${refused.detail}`));
    return { sheets: records, problems };
  }

  async load(id: string): Promise<SheetLoadResult> {
    let raw: unknown;
    try {
      raw = await this.db.get('sheets', id);
    } catch (error) {
      return readFailure(error);
    }
    if (raw === undefined) return fail('store.notFound', { id });
    const inspected = inspect(raw, id);
    if (inspected.ok) return inspected;
    if (inspected.reason.key === 'store.damaged') await this.moveToQuarantine(id, `damaged sheet: ${inspected.detail}`);
    return { ok: false, reason: inspected.reason };
  }

  /** Deletes a sheet; removing one that is not there is not an error. */
  async remove(id: string): Promise<WriteResult> {
    return this.write(['sheets'], async (tx) => {
      tx.objectStore('sheets').delete(id).catch(() => {});
      return OK;
    });
  }

  /** The sheet as a JSON file that importSheet reads back. */
  async exportSheet(id: string): Promise<SheetExportResult> {
    const loaded = await this.load(id);
    if (!loaded.ok) return loaded;
    return { ok: true, text: JSON.stringify({ format: SHEET_EXPORT_FORMAT, version: SHEET_SCHEMA_VERSION, sheet: loaded.sheet }) };
  }

  /** Adds a sheet from an export file under a new id (importing twice gives two sheets). */
  async importSheet(text: string): Promise<SheetCreateResult> {
    // Checked before parsing: no sheet comes near this, and parsing a huge file would freeze the page.
    if (text.length > MAX_IMPORT_CHARS) return this.rejectImport(text, fail('store.importTooLarge'), `${text.length} characters`);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return this.rejectImport(text, fail('store.importNotJson'), 'not JSON');
    }
    if (!isObject(data) || data.format !== SHEET_EXPORT_FORMAT || typeof data.version !== 'number') {
      return this.rejectImport(text, fail('store.importNotSave'), 'not a Nine Lives sheet file');
    }
    const newerSheet = isObject(data.sheet) && isNewer(data.sheet.schema) ? data.sheet.schema : undefined;
    if (isNewer(data.version) || newerSheet !== undefined) {
      const version = newerSheet ?? data.version;
      return this.rejectImport(text, fail('store.unknownVersion', { version }), `file version ${version}`);
    }
    const parsed = v.safeParse(SheetExportSchema, data);
    if (!parsed.success) return this.rejectImport(text, fail('store.damaged'), describeIssues(parsed.issues));
    const sheet: SheetRecord = { ...parsed.output.sheet, id: this.newId(), updatedAt: this.now() };
    return this.write(['sheets'], async (tx) => {
      tx.objectStore('sheets').add(sheet).catch(() => {});
      return { ok: true, id: sheet.id };
    });
  }

  private moveToQuarantine(key: IDBValidKey, reasonText: string): Promise<WriteResult> {
    return this.write(['sheets', 'quarantine'], async (tx) => {
      const sheets = tx.objectStore('sheets');
      const raw = await sheets.get(key as string);
      if (raw === undefined) return fail('store.notFound', { id: String(key) });
      const record: QuarantineRecord = { at: this.now(), source: 'sheets', reason: reasonText, raw };
      tx.objectStore('quarantine').add(record).catch(() => {});
      sheets.delete(key as string).catch(() => {});
      return OK;
    });
  }

  private async rejectImport(text: string, failure: Failure, detail: string): Promise<Failure> {
    const raw = text.length > MAX_QUARANTINED_TEXT ? text.slice(0, MAX_QUARANTINED_TEXT) : text;
    const record: QuarantineRecord = { at: this.now(), source: 'import', reason: `${failure.reason.key}: ${detail}`, raw };
    await this.write(['quarantine'], async (tx) => {
      tx.objectStore('quarantine').add(record).catch(() => {});
      return OK;
    });
    return failure;
  }

  /** One readwrite transaction, as SaveStore's: a refusal, throw or failed request aborts it, and errors
   *  come back as a result (disk full is 'store.full'), never as a throw. */
  private async write<R extends { ok: true }>(stores: Store[], body: (tx: WriteTx) => Promise<R | Failure>): Promise<R | Failure> {
    let tx: WriteTx | undefined;
    const abort = () => {
      try {
        tx?.abort();
      } catch {
        // Already finished.
      }
    };
    try {
      tx = this.db.transaction(stores, 'readwrite');
      tx.done.catch(() => {});
      const result = await body(tx);
      if (!result.ok) {
        abort();
        await tx.done.catch(() => {});
        return result;
      }
      await tx.done;
      return result;
    } catch (error) {
      if (!tx) return writeFailure(error);
      abort();
      await tx.done.catch(() => {});
      return writeFailure(tx.error, error);
    }
  }
}
