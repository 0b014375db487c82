// Every spec imports `test` and `expect` from here: a page that triggers a Content-Security-Policy violation
// fails its test (the CSP is meant to hold with the service worker, PixiJS and the bot worker all running).
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [async ({ context }, use) => {
    const violations: string[] = [];
    await context.exposeBinding('__nineLivesCsp', (_source, text: string) => void violations.push(text));
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __nineLivesCsp?: (t: string) => void }).__nineLivesCsp?.(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    await use(violations);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  }, { auto: true }],
});

export { expect };
export type { Page, BrowserContext, Locator } from '@playwright/test';
