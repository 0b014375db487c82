// The companion's score-sheet store, loaded when a sheet screen first asks for it: the home screen never reads a
// sheet, so it does not carry the sheets' store and schemas. Same methods, same results, one store per database.
import type { NineLivesDatabase } from './db';
import type { SheetStore } from './sheets';

export type SheetStoreApi = Pick<SheetStore, 'list' | 'create' | 'load' | 'update' | 'remove' | 'exportSheet' | 'importSheet'>;

export function lazySheetStore(db: NineLivesDatabase): SheetStoreApi {
  let store: Promise<SheetStore> | null = null;
  const get = (): Promise<SheetStore> => {
    store ??= import('./sheets').then((m) => new m.SheetStore(db));
    store.catch(() => { store = null; }); // a chunk that could not load may be asked for again
    return store;
  };
  return {
    list: async () => (await get()).list(),
    create: (async (...args: Parameters<SheetStore['create']>) => (await get()).create(...args)) as SheetStore['create'],
    load: async (id) => (await get()).load(id),
    update: (async (...args: Parameters<SheetStore['update']>) => (await get()).update(...args)) as SheetStore['update'],
    remove: async (id) => (await get()).remove(id),
    exportSheet: async (id) => (await get()).exportSheet(id),
    importSheet: async (text) => (await get()).importSheet(text),
  };
}
