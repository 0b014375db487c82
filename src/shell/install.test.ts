import { describe, expect, it } from 'vitest';
import { installOffer, isIos } from './install';

const base = { secure: true, standalone: false, promptReady: false, ios: false };

describe('install: what home and settings offer', () => {
  it('an Install button only while the browser offers one, over a secure address', () => {
    expect(installOffer({ ...base, promptReady: true })).toEqual({ button: true, iosSteps: false, insecure: false });
    expect(installOffer(base)).toEqual({ button: false, iosSteps: false, insecure: false });
  });

  it('the iOS steps where there is no offer to take', () => {
    expect(installOffer({ ...base, ios: true })).toEqual({ button: false, iosSteps: true, insecure: false });
  });

  it('nothing at all once running installed', () => {
    for (const f of [{ ...base, standalone: true, promptReady: true }, { ...base, standalone: true, ios: true }, { ...base, standalone: true, secure: false }])
      expect(installOffer(f)).toEqual({ button: false, iosSteps: false, insecure: false });
  });

  it('over plain http from another device: no button, no steps, and the reason why', () => {
    expect(installOffer({ ...base, secure: false, promptReady: true, ios: true })).toEqual({ button: false, iosSteps: false, insecure: true });
  });

  it('knows iPhones and iPads (an iPad says it is a Mac with a touch screen), not Android or a Mac', () => {
    expect(isIos('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15', 'iPhone', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'MacIntel', 5)).toBe(true);
    expect(isIos('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15', 'MacIntel', 0)).toBe(false);
    expect(isIos('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124 Mobile Safari/537.36', 'Linux armv8l', 5)).toBe(false);
  });
});
