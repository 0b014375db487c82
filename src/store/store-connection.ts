// One database connection for the open game, shared by every game opened in this page.
import { openNineLivesDb, SaveStore } from '.';

let store: Promise<SaveStore> | null = null;

export function playStore(): Promise<SaveStore> {
  store ??= openNineLivesDb().then((db) => new SaveStore(db));
  return store;
}
