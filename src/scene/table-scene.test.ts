// The one render sequence of TableScene, without a canvas: a fake scaffold that logs what the scene asks of it,
// and a scene whose hooks log when they run.
import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '../base/settings';
import { Listeners } from './listeners';
import { RenderQueue } from './render-queue';
import type { TableScaffold } from './table-scaffold';
import type { ScenePart } from './scene-part';
import { TableScene, sameMoves, type Felt } from './table-scene';

interface View { n: number; last: { kind: string; seat: number }[] }
interface Ctx { legal: string[] }

function fakeScaffold(log: string[]) {
  let resize: (() => void) | null = null;
  let closed = false;
  const queue = new RenderQueue('test');
  const t = {
    proposals: new Listeners<[string]>(),
    redraws: new Listeners<[]>(),
    tweener: { finishAll: () => log.push('finish motion') },
    settings: {} as Settings,
    get destroyed() { return closed; },
    onResize(redraw: () => void, opts: { finishMotion?: boolean } = {}) {
      resize = () => { if (closed) return; if (opts.finishMotion) log.push('finish motion'); redraw(); };
    },
    drawFelt: (w: number, h: number) => log.push(`felt ${w}x${h}`),
    redrawn() { if (!closed) { log.push('redrawn'); this.redraws.emit(); } },
    inTurn: (job: () => Promise<void>) => queue.run(job),
    applySettings(next: Settings) { log.push('settings'); this.settings = next; return next; },
    destroy() { closed = true; queue.close(); },
  };
  return { t: t as unknown as TableScaffold<string>, resize: () => resize?.() };
}

const later = () => new Promise<void>((r) => setTimeout(r, 5));

class Scene extends TableScene<string, string, View, Ctx> {
  /** What animate waits for (a test's own promise), by view number. */
  readonly moving = new Map<number, Promise<void>>();
  failAnimation = false;

  constructor(t: TableScaffold<string>, private readonly log: string[], finishMotion = true, parts: ScenePart<View, Ctx>[] = []) {
    super(t, { finishMotion });
    for (const part of parts) this.addPart(part);
  }

  get shownView(): View | null { return this.view; }
  get offeredNow(): string[] { return this.legal(); }

  protected override arrange(arriving: boolean): Felt {
    this.log.push(`arrange${arriving ? ' (arriving)' : ''}`);
    return { width: 800, height: 600 };
  }

  protected override draw(arriving: boolean): void {
    this.log.push(`draw ${this.view?.n ?? 'nothing'}${arriving ? ' (arriving)' : ''}`);
  }

  protected override arrive(view: View, _ctx: Ctx, prev: View | null): boolean {
    expect(this.view).toBe(view);
    this.log.push(`arrive ${prev?.n ?? '-'}→${view.n} (offered ${this.legal().join(',')})`);
    return !sameMoves(prev, view);
  }

  protected override async animate(view: View, _ctx: Ctx, prev: View | null, news: boolean): Promise<void> {
    this.log.push(`animate ${prev?.n ?? '-'}→${view.n}${news ? ' news' : ' same'}`);
    await (this.moving.get(view.n) ?? Promise.resolve());
    if (this.failAnimation) throw new Error('broken');
    this.log.push(`moved ${view.n}`);
  }

  protected override settle(view: View, _ctx: Ctx, _prev: View | null, news: boolean): void {
    this.log.push(`settle ${view.n}${news ? ' news' : ' same'}`);
  }
}

const view = (n: number, last: View['last'] = [{ kind: 'play', seat: 0 }]): View => ({ n, last });

describe('the render sequence', () => {
  it('offers the moves, lands running motion, takes the new view, redraws, animates, then settles', async () => {
    const log: string[] = [];
    const { t } = fakeScaffold(log);
    const scene = new Scene(t, log);
    await scene.render(view(1), { legal: ['PLAY', 'DRAW'] });
    expect(log).toEqual([
      'finish motion',
      'arrive -→1 (offered PLAY,DRAW)',
      'arrange (arriving)', 'felt 800x600', 'draw 1 (arriving)', 'redrawn',
      'animate -→1 news', 'moved 1',
      'settle 1 news',
    ]);
    expect(scene.offeredNow).toEqual(['PLAY', 'DRAW']);
  });

  it('leaves running motion alone when the game asks so', async () => {
    const log: string[] = [];
    const { t } = fakeScaffold(log);
    await new Scene(t, log, false).render(view(1), { legal: [] });
    expect(log).not.toContain('finish motion');
  });

  it('tells its listeners after every redraw: a render, a resize, new settings', async () => {
    const log: string[] = [];
    const { t, resize } = fakeScaffold(log);
    const scene = new Scene(t, log);
    const heard = vi.fn();
    scene.onRedraw(heard);
    await scene.render(view(1), { legal: [] });
    log.length = 0;
    resize();
    expect(log).toEqual(['finish motion', 'arrange', 'felt 800x600', 'draw 1', 'redrawn']);
    scene.setSettings({} as Settings);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('draws nothing once the table is destroyed, and settles nothing after an animation it outlived', async () => {
    const log: string[] = [];
    const { t, resize } = fakeScaffold(log);
    const scene = new Scene(t, log);
    let land!: () => void;
    scene.moving.set(1, new Promise<void>((r) => { land = r; }));
    const first = scene.render(view(1), { legal: [] });
    await later();
    scene.destroy();
    land();
    await first;
    await scene.render(view(2), { legal: [] });
    resize();
    expect(log.filter((l) => /settle|arrive -|draw 2|arrange$/.test(l))).toEqual(['arrive -→1 (offered )']);
    expect(log).not.toContain('settle 1 news');
  });

  it('runs renders one after another: a new view waits for the running animation', async () => {
    const log: string[] = [];
    const { t } = fakeScaffold(log);
    const scene = new Scene(t, log);
    let land!: () => void;
    scene.moving.set(1, new Promise<void>((r) => { land = r; }));
    const first = scene.render(view(1), { legal: [] });
    const second = scene.render(view(2, [{ kind: 'draw', seat: 1 }]), { legal: [] });
    await later();
    expect(scene.shownView?.n).toBe(1);
    expect(log.some((l) => l.startsWith('arrive 1→2'))).toBe(false);
    land();
    await Promise.all([first, second]);
    const order = log.filter((l) => /^(arrive|moved|settle)/.test(l));
    expect(order).toEqual(['arrive -→1 (offered )', 'moved 1', 'settle 1 news', 'arrive 1→2 (offered )', 'moved 2', 'settle 2 news']);
  });

  it('tells news from the same moves shown again', async () => {
    const log: string[] = [];
    const { t } = fakeScaffold(log);
    const scene = new Scene(t, log);
    await scene.render(view(1), { legal: [] });
    await scene.render(view(2), { legal: [] });
    await scene.render(view(3, [{ kind: 'draw', seat: 1 }]), { legal: [] });
    expect(log.filter((l) => l.startsWith('settle'))).toEqual(['settle 1 news', 'settle 2 same', 'settle 3 news']);
  });

  it('still settles after a failed animation, and the next render runs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log: string[] = [];
    const { t } = fakeScaffold(log);
    const scene = new Scene(t, log);
    scene.failAnimation = true;
    await scene.render(view(1), { legal: [] });
    scene.failAnimation = false;
    await scene.render(view(2, []), { legal: [] });
    expect(log.filter((l) => l.startsWith('settle'))).toEqual(['settle 1 news', 'settle 2 news']);
    expect(error).toHaveBeenCalledWith('test render failed', expect.any(Error));
    error.mockRestore();
  });
});

/** A part that logs each hook it is given, under its name. */
const loggingPart = (name: string, log: string[]): ScenePart<View, Ctx> => ({
  arrive: (v, _c, prev) => log.push(`${name} arrive ${prev?.n ?? '-'}→${v.n}`),
  draw: (arriving) => log.push(`${name} draw${arriving ? ' (arriving)' : ''}`),
  settle: (v, _c, _p, news) => log.push(`${name} settle ${v.n}${news ? ' news' : ' same'}`),
  setSettings: () => log.push(`${name} settings`),
  destroy: () => log.push(`${name} destroy`),
});

describe('the parts of a scene', () => {
  it('runs each part\'s hooks right after the scene\'s own, in the order the parts were added', async () => {
    const log: string[] = [];
    const { t, resize } = fakeScaffold(log);
    const scene = new Scene(t, log, true, [loggingPart('plates', log), { draw: () => log.push('story draw') }]);
    await scene.render(view(1), { legal: [] });
    expect(log).toEqual([
      'finish motion',
      'arrive -→1 (offered )', 'plates arrive -→1',
      'arrange (arriving)', 'felt 800x600', 'draw 1 (arriving)', 'plates draw (arriving)', 'story draw', 'redrawn',
      'animate -→1 news', 'moved 1',
      'settle 1 news', 'plates settle 1 news',
    ]);
    log.length = 0;
    resize();
    scene.setSettings({} as Settings);
    scene.destroy();
    expect(log).toEqual([
      'finish motion', 'arrange', 'felt 800x600', 'draw 1', 'plates draw', 'story draw', 'redrawn',
      'settings', 'plates settings', 'arrange', 'felt 800x600', 'draw 1', 'plates draw', 'story draw', 'redrawn',
      'plates destroy',
    ]);
  });

  it('gives a closed table\'s parts no redraw and no settle', async () => {
    const log: string[] = [];
    const { t, resize } = fakeScaffold(log);
    const scene = new Scene(t, log, true, [loggingPart('plates', log)]);
    let land!: () => void;
    scene.moving.set(1, new Promise<void>((r) => { land = r; }));
    const first = scene.render(view(1), { legal: [] });
    await later();
    scene.destroy();
    land();
    await first;
    resize();
    expect(log.filter((l) => l.startsWith('plates'))).toEqual(['plates arrive -→1', 'plates draw (arriving)', 'plates destroy']);
  });
});

describe('same moves', () => {
  it('compares the moves by structure, not as JSON text', () => {
    const a = { last: [{ kind: 'play', seat: 0, card: 3 }] };
    expect(sameMoves(a, { last: [{ card: 3, seat: 0, kind: 'play' }] })).toBe(true);
    expect(sameMoves(a, { last: [{ kind: 'play', seat: 0, card: 3, wish: undefined }] })).toBe(true);
    expect(sameMoves(a, { last: [{ kind: 'play', seat: 1, card: 3 }] })).toBe(false);
    expect(sameMoves(a, { last: [] })).toBe(false);
  });

  it('a view that is not there (the first render) shows no moves', () => {
    expect(sameMoves(null, { last: [] })).toBe(false);
    expect(sameMoves({ last: [] }, null)).toBe(false);
  });
});
