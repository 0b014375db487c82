// The table scaffold's rules that hold without a canvas: who hears a table, renders one after another, the moves a
// frozen table offers, the felt's scale, and the one shake of a refused piece.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ticker } from 'pixi.js';
import { Listeners } from './listeners';
import { MoveOffer } from './move-offer';
import { RenderQueue } from './render-queue';
import { SHAKE_OFFSETS, SHAKE_STEP_MS, shake } from './shake';
import { feltUnit } from './theme';
import { Tweener, setMotion, type Tweenable } from './tween';

describe('listeners', () => {
  it('tell every listener, and nobody once cleared (a table that is gone says nothing)', () => {
    const heard: string[] = [];
    const l = new Listeners<[string]>();
    l.add((p) => heard.push(`a:${p}`));
    l.add((p) => heard.push(`b:${p}`));
    l.emit('DRAW');
    l.clear();
    l.emit('PLAY');
    expect(heard).toEqual(['a:DRAW', 'b:DRAW']);
  });
});

describe('render queue', () => {
  const later = () => new Promise<void>((r) => setTimeout(r, 5));

  it('runs a render only after the one before it has finished', async () => {
    const q = new RenderQueue('test');
    const log: string[] = [];
    void q.run(async () => { log.push('1 start'); await later(); log.push('1 end'); });
    await q.run(async () => { log.push('2 start'); });
    expect(log).toEqual(['1 start', '1 end', '2 start']);
  });

  it('goes on after a failed render (and says so)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const q = new RenderQueue('test');
    const ran: number[] = [];
    void q.run(async () => { throw new Error('broken'); });
    await q.run(async () => { ran.push(2); });
    expect(ran).toEqual([2]);
    expect(error).toHaveBeenCalledWith('test render failed', expect.any(Error));
    error.mockRestore();
  });

  it('lets the running render finish and drops those still waiting once closed', async () => {
    const q = new RenderQueue('test');
    const ran: number[] = [];
    let started!: () => void;
    const running = new Promise<void>((r) => { started = r; });
    const first = q.run(async () => { started(); await later(); ran.push(1); });
    await running;
    const second = q.run(async () => { ran.push(2); });
    q.close();
    await Promise.all([first, second]);
    expect(ran).toEqual([1]);
  });
});

describe('move offer', () => {
  it('offers the legal events of the last render, none while frozen, new ones at the next render', () => {
    const moves = new MoveOffer<string>();
    expect(moves.now).toEqual([]);
    moves.offer(['PLAY', 'DRAW']);
    expect(moves.now).toEqual(['PLAY', 'DRAW']);
    moves.freeze();
    expect(moves.now).toEqual([]);
    moves.offer(['PASS']);
    expect(moves.now).toEqual(['PASS']);
  });
});

describe('felt unit', () => {
  it('is 1 at 1024 × 768, follows the tighter side, and stays within 0.6–1.2', () => {
    expect(feltUnit(1024, 768)).toBe(1);
    expect(feltUnit(2048, 768)).toBe(1);
    expect(feltUnit(512, 768)).toBe(0.6);
    expect(feltUnit(820, 1180)).toBeCloseTo(820 / 1024);
    expect(feltUnit(4000, 3000)).toBe(1.2);
  });
});

describe('the one shake of a refused piece', () => {
  function fakeTicker() {
    let tick: ((t: Ticker) => void) | null = null;
    let ctx: unknown = null;
    const ticker = { add(fn: (t: Ticker) => void, c: unknown) { tick = fn; ctx = c; }, remove() {} } as unknown as Ticker;
    return { ticker, step: (ms: number) => tick!.call(ctx, { deltaMS: ms } as Ticker) };
  }
  const piece = (): Tweenable => ({ x: 100, y: 0, rotation: 0, alpha: 1, scale: { x: 1, y: 1 } });

  afterEach(() => setMotion('full'));

  it('swings side to side with full motion and settles where it started', async () => {
    setMotion('full');
    const { ticker, step } = fakeTicker();
    const tw = new Tweener(ticker);
    const p = piece();
    const xs: number[] = [];
    const done = shake(p, tw);
    for (let i = 0; i < SHAKE_OFFSETS.length; i++) {
      step(SHAKE_STEP_MS);
      xs.push(Math.round(p.x));
      await Promise.resolve();
      await Promise.resolve();
    }
    await done;
    expect(xs).toEqual(SHAKE_OFFSETS.map((dx) => 100 + dx));
    expect(p.x).toBe(100);
  });

  it('divides the swing by the scale of what it shakes', async () => {
    setMotion('full');
    const { ticker, step } = fakeTicker();
    const tw = new Tweener(ticker);
    const p = piece();
    p.x = 0;
    void shake(p, tw, { from: 0, scale: 2 });
    step(SHAKE_STEP_MS);
    expect(p.x).toBe(SHAKE_OFFSETS[0] / 2);
  });

  it('stays still with reduced motion or none (a swing would turn into a flicker)', async () => {
    for (const mode of ['reduced', 'off'] as const) {
      setMotion(mode);
      const { ticker, step } = fakeTicker();
      const tw = new Tweener(ticker);
      const p = piece();
      const done = shake(p, tw);
      step(SHAKE_STEP_MS);
      await done;
      expect(p.x).toBe(100);
    }
  });
});
