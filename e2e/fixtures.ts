// Every spec imports `test` and `expect` from here: a page that triggers a Content-Security-Policy violation
// fails its test (the CSP is meant to hold with the service worker, PixiJS and the bot worker all running), in the
// test's own context and in every other device's context the test makes (browser.newContext: phones, online
// players, a tablet watching).
import { expect, test as base, type BrowserContext } from '@playwright/test';

/** Puts every CSP violation in `context`'s pages into `violations`. */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__nineLivesCsp', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __nineLivesCsp?: (t: string) => void }).__nineLivesCsp?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [async ({ context, browser }, use) => {
    const violations: string[] = [];
    await watchCsp(context, violations);
    const newContext = browser.newContext;
    browser.newContext = async (options) => {
      const made = await newContext.call(browser, options);
      await watchCsp(made, violations);
      return made;
    };
    try {
      await use(violations);
    } finally {
      browser.newContext = newContext;
    }
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  }, { auto: true }],
});

export { expect };
export type { Page, BrowserContext, Locator } from '@playwright/test';
