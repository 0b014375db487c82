// The quiet mark: where it sits, what makes it new (a new key animates, the same key only redraws), and the
// motion setting: 'off' static, 'reduced' a fade only, 'full' a fade and one pulse.
import { afterEach, describe, expect, it, vi } from 'vitest';
// PixiJS reads the browser's navigator when loaded; Containers and Graphics need nothing else without a renderer.
vi.hoisted(() => { if (typeof navigator === 'undefined') (globalThis as { navigator?: unknown }).navigator = { userAgent: 'node' }; });
import { RecentMarks, armLength, centreOf, marksKey, type MarkShape } from './recent-mark';
import { setMotion, type TweenProps, type Tweenable } from './tween';

/** Records the tweens asked for and lands them at once. */
class FakeTweener {
  calls: TweenProps[] = [];
  tween(target: Tweenable, props: TweenProps): Promise<void> {
    this.calls.push(props);
    if (props.alpha !== undefined) target.alpha = props.alpha;
    if (props.scale !== undefined) target.scale.x = target.scale.y = props.scale;
    return Promise.resolve();
  }
  killTweensOf(): void {}
}

const rect: MarkShape = { kind: 'rect', x: 10, y: 20, w: 100, h: 60 };
const ring: MarkShape = { kind: 'circle', x: 5, y: 6, r: 9 };

afterEach(() => setMotion('full'));

describe('recent marks', () => {
  it('centres each shape where its object lies', () => {
    expect(centreOf(rect)).toEqual({ x: 60, y: 50 });
    expect(centreOf(ring)).toEqual({ x: 5, y: 6 });
  });

  it('keeps brackets short: a third of the shorter side, at most 18 px a unit', () => {
    expect(armLength(100, 60, 1)).toBe(18);
    expect(armLength(30, 60, 1)).toBe(10);
    expect(armLength(300, 300, 0.5)).toBe(9);
  });

  it('keys shapes by where they are, rounded', () => {
    expect(marksKey([rect, ring])).toBe(marksKey([{ ...rect, x: 10.2 }, ring]));
    expect(marksKey([rect])).not.toBe(marksKey([ring]));
  });

  it('shows exactly the shapes asked for, takes no taps, and animates only a new set', () => {
    const tw = new FakeTweener();
    const marks = new RecentMarks(tw as never);
    expect(marks.eventMode).toBe('none');
    marks.show([rect, ring], 1, 'a');
    expect(marks.children.filter((c) => c.visible)).toHaveLength(2);
    expect(marks.children[0].position.x).toBe(60);
    const asked = tw.calls.length;
    expect(asked).toBeGreaterThan(0);
    marks.show([rect, ring], 1.2, 'a');
    expect(tw.calls.length).toBe(asked);
    marks.clear();
    expect(marks.children.filter((c) => c.visible)).toHaveLength(0);
  });

  it('follows the motion setting', () => {
    for (const [mode, expected] of [['off', 0], ['reduced', 1], ['full', 2]] as const) {
      setMotion(mode);
      const tw = new FakeTweener();
      const marks = new RecentMarks(tw as never);
      marks.show([rect], 1, mode);
      // 'off': no tween, shown at once; 'reduced': a fade; 'full': the fade and a pulse out (and back).
      expect(tw.calls.filter((c) => c.alpha !== undefined).length).toBe(mode === 'off' ? 0 : 1);
      expect(tw.calls.some((c) => c.scale !== undefined)).toBe(expected === 2);
      expect(marks.children[0].alpha).toBe(1);
    }
  });
});
