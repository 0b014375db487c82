// A tables' store still opening, for ./main.ts: opening PGlite takes seconds (its WebAssembly Postgres starts up),
// and nothing needs the store before a device asks for a table, so the server listens first and opens the store
// beside it. Every method waits for the opening; an opening that fails fails every call (./main.ts also ends the
// process on it, as a store that could not open ended it before it listened).
import type { TableStore } from './store';

export function deferredStore(opening: Promise<TableStore>): TableStore {
  // Nobody may be waiting yet: the rejection is the caller's to report, not an unhandled one.
  opening.catch(() => {});
  return {
    create: async (table) => (await opening).create(table),
    load: async (code) => (await opening).load(code),
    append: async (code, index, event, over) => (await opening).append(code, index, event, over),
    cut: async (code, length) => (await opening).cut(code, length),
    setTokens: async (code, tokens) => (await opening).setTokens(code, tokens),
    unfinished: async () => (await opening).unfinished(),
    setPush: async (code, seat, push) => (await opening).setPush(code, seat, push),
    pushes: async (code) => (await opening).pushes(code),
    serverValue: async (name, make) => (await opening).serverValue(name, make),
    lease: async (name, ms) => (await opening).lease(name, ms),
    overdue: async (before) => (await opening).overdue(before),
    removeStale: async (finished, moved) => (await opening).removeStale(finished, moved),
    // A store that never opened has nothing to close.
    close: async () => (await opening.catch(() => null))?.close(),
  };
}
