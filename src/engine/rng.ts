// Seeded generator (mulberry32). Its whole state is one uint32 kept inside the game state,
// so (options, seed, events) replays a game exactly. Never Math.random in rules.

export type RngState = number;

/** Next float in [0, 1) and the next generator state. */
export function rngNext(state: RngState): [number, RngState] {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, s];
}

/** Integer in [0, n). */
export function rngInt(state: RngState, n: number): [number, RngState] {
  const [f, next] = rngNext(state);
  return [Math.floor(f * n), next];
}

/** A shuffled copy (Fisher–Yates) and the next generator state. */
export function shuffle<T>(items: readonly T[], state: RngState): [T[], RngState] {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    let j: number;
    [j, s] = rngInt(s, i + 1);
    const tmp = out[i];
    out[i] = out[j];
    out[j] = tmp;
  }
  return [out, s];
}

/** Turns any seed (number or text) into a generator state. */
export function seedFrom(seed: number | string): RngState {
  if (typeof seed === 'number') return seed >>> 0;
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A fresh seed for a new game, from the platform's randomness (shell only, never inside rules). */
export function freshSeed(): number {
  const a = new Uint32Array(1);
  globalThis.crypto.getRandomValues(a);
  return a[0];
}
