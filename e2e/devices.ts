// Devices at one table for the end-to-end specs: a tablet and phones in one Chromium, paired over real WebRTC on
// this machine with the codes passed as text (the camera is for people).
import config from '../playwright.config';
import { expect, type BrowserContext, type Page } from './fixtures';
import { fastSettings, shot } from './helpers';

/** For test.use: the camera's permission and a fake camera through Chromium's flags. Each device asks for the camera
 *  before it makes its code (so the codes carry plain addresses), as on real phones. */
export const FAKE_CAMERA = {
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
};

export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const TABLET = { viewport: { width: 1024, height: 768 } };
export const TABLET_UPRIGHT = { viewport: { width: 768, height: 1024 } };

/** Pairs `phone` with the tablet's seat `seat`: the tablet's code pasted on the phone, the phone's answer pasted
 *  back on the tablet; resolves once the phone shows its seat's table, with the codes' lengths and the time from
 *  the phone taking the table's code (a scan) to the seat joined. */
export async function pair(tablet: Page, phone: Page, seat: number, shots = false): Promise<{ offer: number; answer: number; ms: number }> {
  if (!(await tablet.locator('#table-seats-panel').isVisible())) await tablet.locator('#table-seats').click();
  await tablet.locator(`#pair-seat-${seat}`).click();
  const offer = await codeOf(tablet, '#pair-offer-text');
  if (!(await phone.locator('#join-offer-input').isVisible())) {
    if (!(await phone.locator('#open-join').isVisible())) await phone.goto('/#/join');
    else await phone.locator('#open-join').click();
  }
  if (shots) await shot(phone, 'devices-phone-join');
  await phone.locator('.pair-reader summary').click();
  await phone.locator('#join-offer-input').fill(offer);
  const scanned = Date.now();
  await phone.locator('#join-offer-use').click();
  const answer = await codeOf(phone, '#join-answer-text');
  if (shots) await shot(phone, 'devices-phone-answer');
  await tablet.locator('.table-pairing .pair-reader summary').click();
  await tablet.locator('#pair-answer-input').fill(answer);
  await tablet.locator('#pair-answer-use').click();
  await expect(phone.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  await expect(tablet.locator(`.table-seat[data-seat="${seat}"]`)).toHaveAttribute('data-presence', 'here');
  return { offer: offer.length, answer: answer.length, ms: Date.now() - scanned };
}

async function codeOf(page: Page, selector: string): Promise<string> {
  await expect(page.locator(selector)).toHaveValue(/.{100,}/, { timeout: 15_000 });
  return page.locator(selector).inputValue();
}

export async function phonePage(contexts: BrowserContext[], newContext: () => Promise<BrowserContext>): Promise<Page> {
  const context = await newContext();
  contexts.push(context);
  const page = await context.newPage();
  // Warnings and errors, but not the service worker's refusal (the specs block service workers).
  page.on('console', (m) => {
    if ((m.type() === 'warning' || m.type() === 'error') && !/service worker registration/i.test(m.text())) console.log(`phone console: ${m.text().slice(0, 400)}`);
  });
  await fastSettings(page);
  return page;
}


/** A Meow Meow player with two cards calls "Meow!" before playing the last but one (as a person would). */
export async function meowCall(phone: Page): Promise<string[]> {
  return (await phone.locator('.hand-key').count()) <= 2 ? ['.meow-call:enabled'] : [];
}
