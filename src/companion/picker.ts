// The first-player picker: a spin that lands on a player, or one of the rulebooks' own ways to choose (the
// table decides, the picker shows the question and lets them tap the chosen one).

/** The rulebooks' ways of choosing who starts, as message keys (Mauwi: the hairiest or the one who meows
 *  best; Pocket Cats: who most recently saw a cat; Moeraki-Kemu: the younger player places the ball). */
export const PICKER_PROMPTS = [
  'companion.prompt.hairiest',
  'companion.prompt.meowsBest',
  'companion.prompt.sawCat',
  'companion.prompt.youngest',
] as const;
export type PickerPrompt = (typeof PICKER_PROMPTS)[number];

/**
 * The seats a spin highlights one after the other, ending on the chosen one: at least `laps` full turns round
 * the table, then on to the target. `random` is in [0, 1) (Math.random in the app, fixed in tests).
 */
export function spin(players: number, random: number, laps = 2, from = 0): { target: number; path: number[] } {
  const target = Math.min(players - 1, Math.floor(random * players));
  const path: number[] = [];
  const steps = laps * players + ((target - from + players) % players);
  for (let k = 1; k <= steps; k++) path.push((from + k) % players);
  if (path.length === 0) path.push(target);
  return { target, path };
}

/** Delay before highlight `k` of `n`: quick at first, slowing down towards the end like a wheel. */
export function spinDelay(k: number, n: number, fastMs = 60, slowMs = 420): number {
  const t = n <= 1 ? 1 : k / (n - 1);
  return Math.round(fastMs + (slowMs - fastMs) * t * t * t);
}
