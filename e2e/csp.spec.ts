// The Content-Security-Policy is in force in the built app: sent as a header by the server `npm start` runs and
// as a <meta> in index.html; inline script, eval and requests to other origins are refused. (Every other spec
// proves the app itself never trips it: e2e/fixtures.ts fails a test on any violation.)
import { expect, test } from './fixtures';

// This spec is about (or needs) the service worker: the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('the policy is sent, and inline script, eval and other origins are refused', async ({ page, cspViolations }) => {
  const response = await page.goto('/');
  const header = response!.headers()['content-security-policy'];
  for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
    expect(header).toContain(directive);
  }
  expect(header).not.toContain('unsafe');
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));

  const outcome = await page.evaluate(async () => {
    // A string for setTimeout is compiled by the page later, as eval is (code run by page.evaluate itself is
    // exempt, like the DevTools console).
    (setTimeout as unknown as (code: string, ms: number) => number)('window.evalRan = true', 0);
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    let fetched = false;
    try {
      await fetch('http://example.invalid/');
      fetched = true;
    } catch { /* refused before it left */ }
    await new Promise((r) => setTimeout(r, 100));
    return { evalRan: (window as unknown as { evalRan?: boolean }).evalRan === true, inlineRan: (window as unknown as { inlineRan?: boolean }).inlineRan === true, fetched };
  });
  expect(outcome).toEqual({ evalRan: false, inlineRan: false, fetched: false });
  // Each is reported once per policy in force: the header's and the meta's.
  await expect.poll(() => cspViolations.map((v) => v.split(' ')[0]).sort())
    .toEqual(['connect-src', 'connect-src', 'script-src', 'script-src', 'script-src-elem', 'script-src-elem']);
  cspViolations.length = 0; // these were provoked on purpose; any other still fails the test
});
