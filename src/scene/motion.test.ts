// The system's reduced-motion preference turns 'full' movement into fades, whatever the saved setting says;
// 'off' stays off.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMotion, setMotion } from './tween';

function systemAsks(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query }));
}

describe('motion and the system preference', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setMotion('full');
  });

  it('keeps the setting when the system asks nothing', () => {
    systemAsks(false);
    for (const mode of ['full', 'reduced', 'off'] as const) {
      setMotion(mode);
      expect(getMotion()).toBe(mode);
    }
  });

  it('turns full into reduced when the system asks for reduced motion', () => {
    systemAsks(true);
    setMotion('full');
    expect(getMotion()).toBe('reduced');
    setMotion('off');
    expect(getMotion()).toBe('off');
  });

  it('works without a window (sims, workers)', () => {
    vi.stubGlobal('matchMedia', undefined);
    setMotion('full');
    expect(getMotion()).toBe('full');
  });
});
