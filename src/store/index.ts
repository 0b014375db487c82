// The store's public API: open the database, then read and write saves and settings through SaveStore.
export { openNineLivesDb, DB_NAME, DB_VERSION } from './db';
export type { NineLivesDatabase, NineLivesDb, QuarantineRecord } from './db';
export { SaveStore, EXPORT_FORMAT } from './saves';
export type { AttentionList, CreateResult, ExportResult, ImportResult, LoadResult, RecoverResult, RecoveryPlan, SaveList, SaveStoreOptions } from './saves';
export type { AttentionItem } from './attention';
// Replaying a save (./replay-session.ts, ./resume.ts) is imported from its own module by what opens a game, so the
// home screen, which loads this index, does not carry the engine's session.
export { loadGameDefinition } from './replay';
export type { Resumed, Unsaved } from './resume';
export type { LoadDefinition, Replay } from './replay';
export { SAVE_SCHEMA_VERSION, GAME_IDS } from './schema';
export type { EventRecord, SaveHeader, SaveSnapshot, SaveStatus } from './schema';
export { STORE_REASON_KEYS } from './results';
export type { Failure, Problem, StoreReasonKey, WriteResult } from './results';
export { requestPersistentStorage } from './persist';
export { lazySheetStore, type SheetStoreApi } from './lazy-sheets';
export type { SheetCreateResult, SheetExportResult, SheetList, SheetLoadResult } from './sheets';
export { SHEET_EXPORT_FORMAT, SHEET_SCHEMA_VERSION } from './sheet-schema';
export type { SheetOf, SheetRecord } from './sheet-schema';
