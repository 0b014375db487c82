// How deep the heavy property and random-game tests go. In `npm test` (depth 1) each is sized to take a small part
// of its time limit on a busy laptop, so no outcome depends on the machine's speed; `npm run bench -- --deep-tests`
// runs the same tests at depth 5 (NINE_LIVES_TEST_DEPTH=5), with their limits scaled alike (vite.config.ts).
export const TEST_DEPTH = Math.max(1, Math.floor(Number(process.env.NINE_LIVES_TEST_DEPTH ?? 1)) || 1);

/** `n` runs (games, samples) at depth 1, scaled by the depth. */
export const deep = (n: number): number => Math.max(1, Math.round(n * TEST_DEPTH));

/** A test's own time limit, scaled by the depth. */
export const limit = (ms: number): number => ms * TEST_DEPTH;
