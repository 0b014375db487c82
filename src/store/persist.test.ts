import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persist';

describe('requestPersistentStorage', () => {
  it('is false without the storage API', async () => {
    expect(await requestPersistentStorage(undefined)).toBe(false);
    expect(await requestPersistentStorage({})).toBe(false);
    expect(await requestPersistentStorage({ storage: {} })).toBe(false);
  });

  it('asks the browser once and gives its answer', async () => {
    const persist = vi.fn(async () => true);
    const nav = { storage: { persist } };
    expect(await requestPersistentStorage(nav)).toBe(true);
    expect(await requestPersistentStorage(nav)).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('is false when refused, rejected or throwing, never throws', async () => {
    expect(await requestPersistentStorage({ storage: { persist: async () => false } })).toBe(false);
    expect(await requestPersistentStorage({ storage: { persist: () => Promise.reject(new Error('no')) } })).toBe(false);
    expect(
      await requestPersistentStorage({
        storage: {
          persist: () => {
            throw new Error('sync');
          },
        },
      }),
    ).toBe(false);
  });
});
