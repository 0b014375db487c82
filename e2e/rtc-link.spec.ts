// Two devices of one room, paired by codes over WebRTC (src/table/rtc): two browser contexts of one Chromium, each
// page on the built app's origin under its Content-Security-Policy. The pairing module is bundled here (esbuild)
// and run in both pages through page.evaluate, which the policy does not govern, so the app carries no test hook.
// The codes pass between the pages as text, as a QR code or a paste would carry them.
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from './fixtures';

const rtcBundle = buildSync({
  entryPoints: [fileURLToPath(new URL('../src/table/rtc/peer.ts', import.meta.url))],
  bundle: true,
  write: false,
  format: 'iife',
  globalName: '__nineLivesRtc',
  target: 'es2022',
  // page.evaluate runs the text inside a function: the module is made global by name.
  footer: { js: 'globalThis.__nineLivesRtc = __nineLivesRtc;' },
}).outputFiles[0]!.text;

/** What the pages keep between evaluate calls. */
interface RtcWindow {
  __nineLivesRtc: typeof import('../src/table/rtc/peer');
  pairing: { code: string; accept?(code: string): Promise<RtcLink>; link?: Promise<RtcLink>; cancel(): void };
  link: RtcLink;
  received: unknown[];
  /** Not `closed`: that is the window's own, read-only. */
  linkClosed: boolean;
  echoed: ((m: unknown) => void) | null;
  pong: ((n: number) => void) | null;
}
type RtcLink = import('../src/table/link').Link;

/** A device's page on the app with the pairing module loaded. */
async function device(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(rtcBundle);
  // `wire` runs inside the page: handed over as source text.
  await page.evaluate(`window.wire = ${wire.toString()}`);
  return page;
}


/** Keeps what arrives, answers pings, and notes the end. */
function wire(w: RtcWindow, link: RtcLink): void {
  w.link = link;
  w.received = [];
  w.linkClosed = false;
  w.echoed = null;
  w.pong = null;
  link.onMessage((m) => {
    const message = m as { type?: string; n?: number };
    if (message.type === 'ping') link.send({ type: 'pong', n: message.n });
    else if (message.type === 'pong') w.pong?.(message.n!);
    else if (message.type === 'echo') link.send({ ...message, type: 'echoed' });
    else if (message.type === 'echoed') w.echoed?.(m);
    else w.received.push(m);
  });
  link.onClose(() => {
    w.linkClosed = true;
  });
}

/** Pairs two pages: host offer → guest answer → host accepts; gives the codes and the time to an open channel. */
async function pair(host: Page, guest: Page): Promise<{ offer: string; answer: string; openMs: number }> {
  const offer = await host.evaluate(async () => {
    const w = window as unknown as RtcWindow;
    w.pairing = await w.__nineLivesRtc.hostOffer();
    return w.pairing.code;
  });
  const answer = await guest.evaluate(async (offerCode) => {
    const w = window as unknown as RtcWindow;
    w.pairing = await w.__nineLivesRtc.guestAnswer(offerCode);
    return w.pairing.code;
  }, offer);
  const openMs = await host.evaluate(async (answerCode) => {
    const w = window as unknown as RtcWindow;
    const start = performance.now();
    const link = await w.pairing.accept!(answerCode);
    const ms = performance.now() - start;
    wire(w, link);
    return ms;
  }, answer);
  await guest.evaluate(async () => {
    const w = window as unknown as RtcWindow;
    wire(w, await w.pairing.link!);
  });
  return { offer, answer, openMs };
}

/** The host in the test's context, the guest in a second one (another device: its own storage, permissions). */
async function newDevices(browser: Browser, context: BrowserContext, camera: boolean) {
  const guestContext = await browser.newContext();
  // A page that may use the camera (as the QR scanner will) is given plain addresses instead of mDNS names.
  if (camera) for (const c of [context, guestContext]) await c.grantPermissions(['camera']);
  return { host: await device(context), guest: await device(guestContext), guestContext };
}

test('two devices pair by codes, talk both ways (200 KiB too), and each hears when the other leaves', async ({ browser, context }) => {
  test.setTimeout(90_000);
  const { host, guest, guestContext } = await newDevices(browser, context, false);

  const { offer, answer, openMs } = await pair(host, guest);
  // Without camera permission Chromium names its addresses by mDNS.
  expect(offer).toMatch(/^NL1:o\|.*\.local,/);
  expect(answer).toMatch(/^NL1:a\|.*\.local,/);

  // Both ways, with words that are not ASCII.
  await host.evaluate(() => (window as unknown as RtcWindow).link.send({ type: 'hello', from: 'host', words: 'Kia ora 🐈 ça grüßt' }));
  await guest.evaluate(() => (window as unknown as RtcWindow).link.send({ type: 'hello', from: 'guest', n: [1, 2.5, null] }));
  await expect.poll(() => guest.evaluate(() => (window as unknown as RtcWindow).received))
    .toEqual([{ type: 'hello', from: 'host', words: 'Kia ora 🐈 ça grüßt' }]);
  await expect.poll(() => host.evaluate(() => (window as unknown as RtcWindow).received))
    .toEqual([{ type: 'hello', from: 'guest', n: [1, 2.5, null] }]);

  // 200 KiB from the guest to the host and back: split into frames, joined on each side, the same at the end.
  const roundTrip = await guest.evaluate(async () => {
    const w = window as unknown as RtcWindow;
    const text = `${'🐈 meow '.repeat(200 * 1024 / 8)}end`;
    const back = new Promise<unknown>((resolve) => {
      w.echoed = resolve;
    });
    const sent = w.link.send({ type: 'echo', text });
    const echoed = (await back) as { type: string; text: string };
    return { sent, type: echoed.type, same: echoed.text === text, length: text.length };
  });
  expect(roundTrip).toEqual({ sent: true, type: 'echoed', same: true, length: expect.any(Number) });
  expect(roundTrip.length).toBeGreaterThan(200 * 1024);

  // Round trips: the median of 50 pings from the host.
  const pingMs = await host.evaluate(async () => {
    const w = window as unknown as RtcWindow;
    const times: number[] = [];
    for (let n = 0; n < 50; n++) {
      const start = performance.now();
      await new Promise<void>((resolve) => {
        w.pong = (m) => m === n && resolve();
        w.link.send({ type: 'ping', n });
      });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return (times[24]! + times[25]!) / 2;
  });

  // The host leaves: the guest hears it; neither sends any more.
  await host.evaluate(() => (window as unknown as RtcWindow).link.close());
  await expect.poll(() => guest.evaluate(() => (window as unknown as RtcWindow).linkClosed)).toBe(true);
  expect(await host.evaluate(() => {
    const w = window as unknown as RtcWindow;
    return { closed: w.linkClosed, open: w.link.open, sent: w.link.send({ type: 'late' }) };
  })).toEqual({ closed: true, open: false, sent: false });
  expect(await guest.evaluate(() => (window as unknown as RtcWindow).link.open)).toBe(false);

  const figures = { offerChars: offer.length, answerChars: answer.length, openMs: Math.round(openMs), pingMedianMs: Number(pingMs.toFixed(2)) };
  test.info().annotations.push({ type: 'rtc (mDNS)', description: JSON.stringify(figures) });
  console.log('rtc (mDNS names):', JSON.stringify(figures));
  await guestContext.close();
});

test('with camera permission (plain addresses) they pair too; a bad or stale answer is refused and the pairing goes on', async ({ browser, context }) => {
  test.setTimeout(90_000);
  const { host, guest, guestContext } = await newDevices(browser, context, true);

  // A first pairing the guest answers and then cancels: its link fails with rtc.cancelled.
  const stale = await pair(host, guest);
  expect(stale.offer).not.toContain('.local');
  const cancelled = await guest.evaluate(async (offerCode) => {
    const w = window as unknown as RtcWindow;
    const pairing = await w.__nineLivesRtc.guestAnswer(offerCode);
    pairing.cancel();
    return pairing.link.then(() => 'linked', (e: { reason?: { key: string } }) => e.reason?.key);
  }, stale.offer);
  expect(cancelled).toBe('rtc.cancelled');
  // And one the host never takes: the guest stops waiting (shortened here from minutes).
  const timedOut = await guest.evaluate(async (offerCode) => {
    const pairing = await (window as unknown as RtcWindow).__nineLivesRtc.guestAnswer(offerCode, { guestWaitMs: 500 });
    return pairing.link.then(() => 'linked', (e: { reason?: { key: string } }) => e.reason?.key);
  }, stale.offer);
  expect(timedOut).toBe('rtc.timedOut');
  await host.evaluate(() => (window as unknown as RtcWindow).link.close());
  await expect.poll(() => guest.evaluate(() => (window as unknown as RtcWindow).linkClosed)).toBe(true);

  // A new pairing: the host refuses a damaged code, its own offer and the stale answer, each with its reason,
  // then takes the right answer.
  const offer = await host.evaluate(async () => {
    const w = window as unknown as RtcWindow;
    w.pairing = await w.__nineLivesRtc.hostOffer();
    return w.pairing.code;
  });
  const answer = await guest.evaluate(async (offerCode) => {
    const w = window as unknown as RtcWindow;
    w.pairing = await w.__nineLivesRtc.guestAnswer(offerCode);
    return w.pairing.code;
  }, offer);
  const refusals = await host.evaluate(async (codes) => {
    const w = window as unknown as RtcWindow;
    const reasons: (string | undefined)[] = [];
    for (const code of codes) {
      reasons.push(await w.pairing.accept!(code).then(() => 'linked', (e: { reason?: { key: string } }) => e.reason?.key));
    }
    return reasons;
  }, [answer.slice(0, 80), offer, stale.answer]);
  expect(refusals).toEqual(['rtc.badCode', 'rtc.notAnAnswer', 'rtc.otherOffer']);
  const openMs = await host.evaluate(async (answerCode) => {
    const w = window as unknown as RtcWindow;
    const start = performance.now();
    wire(w, await w.pairing.accept!(answerCode));
    return performance.now() - start;
  }, answer);
  await guest.evaluate(async () => {
    const w = window as unknown as RtcWindow;
    wire(w, await w.pairing.link!);
  });

  // The guest leaves this time.
  await guest.evaluate(() => (window as unknown as RtcWindow).link.send({ type: 'bye' }));
  await expect.poll(() => host.evaluate(() => (window as unknown as RtcWindow).received)).toEqual([{ type: 'bye' }]);
  await guest.evaluate(() => (window as unknown as RtcWindow).link.close());
  await expect.poll(() => host.evaluate(() => (window as unknown as RtcWindow).linkClosed)).toBe(true);

  const figures = { offerChars: offer.length, answerChars: answer.length, openMs: Math.round(openMs) };
  test.info().annotations.push({ type: 'rtc (plain addresses)', description: JSON.stringify(figures) });
  console.log('rtc (plain addresses):', JSON.stringify(figures));
  await guestContext.close();
});
