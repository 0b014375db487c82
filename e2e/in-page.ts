// Waiting on the table from inside the page. A test-side loop of page.evaluate pays a round trip through the browser
// on every poll: measured, about 0.18 s of CPU per second of waiting at 25 ms, where a check polled in the page cost
// about 0.02 (the suite is CPU-bound, and the specs wait on bots for minutes in all).
import type { Page } from '@playwright/test';

/** Runs `check(arg)` in the page every `polling` ms until it returns something truthy, and returns that; null when
 *  `timeout` ms pass first. `check` is sent to the page as its source: it may use only its argument and the page. */
export async function untilInPage<A, R>(page: Page, check: (arg: A) => R, arg: A, timeout: number, polling = 25): Promise<R | null> {
  try {
    const handle = await page.waitForFunction(check as (arg: unknown) => R, arg as unknown, { timeout, polling });
    const value = (await handle.jsonValue()) as R;
    await handle.dispose();
    return value;
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') return null;
    throw error;
  }
}
