import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './new-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('is a v4 UUID where crypto.randomUUID exists', () => {
    expect(newId()).toMatch(UUID);
  });
  it('is a v4 UUID, different each time, over plain http where crypto.randomUUID is missing', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends ArrayBufferView>(a: T) => real.getRandomValues(a as never) });
    expect(typeof (globalThis.crypto as Crypto).randomUUID).toBe('undefined');
    const ids = new Set([newId(), newId(), newId()]);
    expect(ids.size).toBe(3);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});
