// The one shake of a refused piece, the same in every game: a brief side-to-side swing that settles where it
// started. Only with full motion (with reduced motion a movement turns into a fade, which would flicker; the
// words under the toolbar say why either way).
import { getMotion, type Tweenable, type Tweener } from './tween';

/** The swing, in px at scale 1, each step SHAKE_STEP_MS long. */
export const SHAKE_OFFSETS = [9, -8, 6, -4, 0] as const;
export const SHAKE_STEP_MS = 45;

/** Shakes `target` along x around `from` (its x now by default); `scale` divides the swing (a scaled body). */
export async function shake(target: Tweenable, tweener: Tweener, opts: { from?: number; scale?: number } = {}): Promise<void> {
  if (getMotion() !== 'full') return;
  const from = opts.from ?? target.x;
  const scale = opts.scale ?? 1;
  for (const dx of SHAKE_OFFSETS) await tweener.tween(target, { x: from + dx / scale }, SHAKE_STEP_MS, { keepMotionWhenReduced: true });
}
