import { describe, expect, it, vi } from 'vitest';
import { newestOnly } from './newest-only';

describe('newestOnly', () => {
  it('runs one job at a time and, for every call during one, once more after it', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const gates: (() => void)[] = [];
    const run = newestOnly(async () => {
      runs++;
      active++;
      most = Math.max(most, active);
      await new Promise<void>((r) => gates.push(r));
      active--;
    }, 'test');
    const first = run();
    const second = run();
    const third = run();
    expect(runs).toBe(1);
    gates.shift()!();
    await vi.waitFor(() => expect(runs).toBe(2));
    gates.shift()!();
    await Promise.all([first, second, third]);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it('a job that fails is reported and the one asked for after it still runs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: number[] = [];
    let n = 0;
    let release!: () => void;
    const run = newestOnly(async () => {
      const mine = ++n;
      if (mine === 1) {
        await new Promise<void>((r) => { release = r; });
        throw new Error('broken view');
      }
      seen.push(mine);
    }, 'test');
    const first = run();
    const later = run();
    release();
    await Promise.all([first, later]);
    expect(seen).toEqual([2]);
    expect(errors).toHaveBeenCalledWith('test failed', expect.any(Error));
    await run();
    expect(seen).toEqual([2, 3]);
    errors.mockRestore();
  });
});
