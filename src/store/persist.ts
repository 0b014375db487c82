// Asks the browser not to evict our storage under pressure: without it, saves on a tablet that runs
// low on space can be wiped silently. Some browsers prompt, so the request is made once per page.
const requests = new WeakMap<object, Promise<boolean>>();

type StorageLike = { persist?: () => Promise<boolean> } | undefined;

/** True when storage is (now) persistent; false when refused, unsupported or failing. Never throws. */
export function requestPersistentStorage(
  nav: { storage?: StorageLike } | undefined = globalThis.navigator as { storage?: StorageLike } | undefined,
): Promise<boolean> {
  try {
    const storage = nav?.storage;
    if (!storage || typeof storage.persist !== 'function') return Promise.resolve(false);
    let request = requests.get(storage);
    if (!request) {
      request = Promise.resolve()
        .then(() => storage.persist!())
        .then((granted) => granted === true, () => false);
      requests.set(storage, request);
    }
    return request;
  } catch {
    return Promise.resolve(false);
  }
}
