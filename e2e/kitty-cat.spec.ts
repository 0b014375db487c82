// Kitty Cat with one person and two bots, played through taps: the dealer's blind choice, swapping one card (a
// hand card, then a middle card), knocking, the showdown with every hand spelled out, "Next round", and a
// whole game (2 counters each) to the results on a portrait touch tablet; screenshots in both orientations.
import { expect, test, type Page } from './fixtures';
import { fastSettings, importAndOpen, shot, storedLog, tapAt, tapUntilChanged } from './helpers';
import { untilInPage } from './in-page';
import { kittyCat, type KittyEvent, type KittyOptions, type KittyState } from '../src/games/kitty-cat/rules/definition';
import { isHiss } from '../src/games/kitty-cat/rules/hand-value';
import type { PlayerInfo } from '../src/engine/types';

type KittyTurn = 'results' | 'privacy' | 'choose' | 'next' | 'play';

async function startKitty(page: Page, counters: 2 | 3 | 5): Promise<void> {
  await page.locator('#new-kitty-cat').click();
  await page.locator('#seat-0-name').fill('Ana');
  await page.locator('#add-seat').click();
  await page.locator('#seat-1-level').selectOption('normal');
  await page.locator('#seat-2-level').selectOption('easy');
  await page.locator(`#option-counters-${counters}`).check();
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** What Ana can do now, read in one go from the DOM (null: a bot is playing or a move is being saved). */
async function waitForKittyTurn(page: Page): Promise<{ turn: KittyTurn; status: string }> {
  // Polled in the page (e2e/in-page.ts).
  const found = await untilInPage(page, (): { turn: KittyTurn; status: string } | null => {
    const shown = (sel: string) => { const e = document.querySelector<HTMLElement>(sel); return !!e && !e.hidden && e.checkVisibility(); };
    const enabled = (sel: string) => { const e = document.querySelector<HTMLButtonElement>(sel); return !!e && !e.hidden && !e.disabled; };
    const status = document.querySelector('#play-status')?.textContent ?? '';
    const at = (turn: KittyTurn) => ({ turn, status });
    // The final table's panel: on to the results (the end itself is checked on the results screen).
    document.querySelector<HTMLButtonElement>('.play-see-results')?.click();
    if (shown('#play-again')) return at('results');
    if (shown('.privacy-ready')) return at('privacy');
    if (enabled('.kitty-next')) return at('next');
    if (enabled('.kitty-keep')) return at('choose');
    if (enabled('.kitty-pass') && document.querySelector('.kitty-key[data-row="hand"][data-lit="true"]')) return at('play');
    return null;
  }, undefined, 60_000, 50);
  if (found) return found;
  throw new Error('Ana never got a turn');
}

/** The table as the keys describe it: hand, middle, selection, lit keys, status. */
const look = (page: Page) => page.evaluate(() => [
  [...document.querySelectorAll('.kitty-key')].map((k) => `${k.getAttribute('data-row')}${k.getAttribute('data-card')}${k.getAttribute('aria-pressed')}${k.getAttribute('data-lit')}`).join(','),
  document.querySelector('#play-status')?.textContent ?? '',
  document.querySelector('#play-again, .privacy-ready') ? 'dialog' : '',
].join('|'));

/** Taps a key's card on the canvas and waits until the table answers; a tap lost in a redraw is tapped again. */
async function tapUntilChange(page: Page, selector: string): Promise<void> {
  await tapUntilChanged(page, () => tapAt(page, selector), () => look(page), selector);
}

/** Swap one card through taps: a hand card (both rows stay lit, the card is marked picked), then a middle card. */
async function swapOne(page: Page, snap?: string): Promise<void> {
  await tapUntilChange(page, '.kitty-key[data-row="hand"][data-lit="true"]');
  // A tap that lands while the table is redrawn can be lost (as on a real screen): then the next step tries again.
  if ((await page.locator('.kitty-key[data-row="hand"][aria-pressed="true"]').count()) !== 1) return;
  await expect(page.locator('.kitty-key[data-row="middle"][data-lit="true"]')).toHaveCount(3);
  if (snap) await shot(page, snap);
  await tapUntilChange(page, '.kitty-key[data-row="middle"][data-lit="true"]');
}

interface PlayLog { rounds: number; showdowns: number; choices: number; swaps: number; knocks: number; lastTurnShot?: boolean }

/** One step of Ana's play: choose a set (alternating keep and take), swap once per round, then knock (or pass
 *  on a last turn); at the showdown, call the next round. */
async function step(page: Page, turn: KittyTurn, log: PlayLog, shots: { showdown?: string; choose?: string; swap?: string }): Promise<void> {
  switch (turn) {
    case 'privacy': await page.locator('.privacy-ready').click(); return;
    case 'choose': {
      if (shots.choose && log.choices === 0) await shot(page, shots.choose);
      // Keep through a tap on the set looked at, or take the other through a tap on the face-down middle.
      await tapUntilChange(page, log.choices % 2 === 0 ? '.kitty-key[data-row="hand"][data-lit="true"]' : '.kitty-key[data-row="middle"][data-lit="true"]');
      log.choices++;
      return;
    }
    case 'next': {
      log.showdowns++;
      // Every seat's hand and value are spelled out; the lowest is marked.
      await expect(page.locator('.kitty-seat-key[aria-label*="points"]').first()).toBeAttached();
      if (shots.showdown && log.showdowns === 1) await shot(page, shots.showdown);
      // The latest showdown (counters lost, the last life, a cat out) stays for a look after the run.
      else if (shots.showdown) await shot(page, `${shots.showdown}-late`);
      await page.locator('.kitty-next').click();
      log.rounds++;
      return;
    }
    case 'play': {
      const knockable = await page.locator('.kitty-knock').isEnabled();
      if (!knockable && shots.showdown && !log.lastTurnShot) {
        // Someone knocked: the seats still to play carry a "last turn" mark.
        await expect(page.locator('.kitty-seat-key[data-last-turn="true"]').first()).toBeAttached();
        await shot(page, `${shots.showdown}-lastturn`);
        log.lastTurnShot = true;
      }
      if (log.swaps <= log.rounds) {
        await swapOne(page, log.swaps === 0 ? shots.swap : undefined);
        log.swaps++;
      } else if (knockable) {
        await page.locator('.kitty-knock').click();
        log.knocks++;
      } else {
        await page.locator('.kitty-pass').click();
      }
      return;
    }
    case 'results': return;
  }
}

test.describe('portrait touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('a whole Kitty Cat game (Ana and two bots, 2 counters each) through taps to the results', async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startKitty(page, 2);
    await shot(page, 'kitty-start');
    const log: PlayLog = { rounds: 0, showdowns: 0, choices: 0, swaps: 0, knocks: 0 };
    for (let steps = 0; steps < 400; steps++) {
      const { turn } = await waitForKittyTurn(page);
      if (turn === 'results') break;
      await step(page, turn, log, { showdown: 'kitty-showdown', choose: 'kitty-choose', swap: 'kitty-swap' });
    }
    await expect(page.locator('#play-again')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Final standings' })).toContainText('Ana');
    await expect(page.locator('.result-details thead')).toContainText('Rounds survived');
    await expect(page.locator('.result-details')).toContainText(/Out in round \d+/);
    await shot(page, 'kitty-results');
    expect(log.showdowns, 'at least one showdown seen by Ana').toBeGreaterThan(0);
    expect(log.swaps).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

test.describe('landscape', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('Kitty Cat on a landscape tablet: a swap, the dealer\'s choice and a showdown', async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startKitty(page, 3);
    await shot(page, 'kitty-start');
    const log: PlayLog = { rounds: 0, showdowns: 0, choices: 0, swaps: 0, knocks: 0 };
    for (let steps = 0; steps < 400; steps++) {
      const { turn } = await waitForKittyTurn(page);
      if (turn === 'results' || (log.showdowns >= 2 && log.choices >= 1)) break;
      await step(page, turn, log, { showdown: 'kitty-showdown', choose: 'kitty-choose', swap: 'kitty-swap' });
    }
    expect(log.showdowns).toBeGreaterThan(0);
    expect(log.choices).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

test.describe('motion', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  for (const motion of ['full', 'reduced'] as const) {
    test(`Kitty Cat with ${motion} motion: swaps fly, the lost counter lifts off, no errors through two showdowns`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await fastSettings(page);
      await page.locator('#open-settings').click();
      await page.locator(`#setting-motion-${motion}`).check();
      await page.locator('#back').click();
      await startKitty(page, 3);
      const log: PlayLog = { rounds: 0, showdowns: 0, choices: 0, swaps: 0, knocks: 0 };
      for (let steps = 0; steps < 200 && log.showdowns < 2; steps++) {
        const { turn } = await waitForKittyTurn(page);
        if (turn === 'results') break;
        await step(page, turn, log, {});
      }
      expect(log.showdowns).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
});

// The Hiss (RULES.md "Kitty Cat"): three of a kind may be laid down on its holder's turn and ends the round, with
// the `hiss` option; without it a Hiss is a value only and no Hiss! button shows. The deal is found with the game's
// own definition: a seed where Ana, first to play after the bot dealer keeps its set, holds three of a kind.
const HISS_PLAYERS: PlayerInfo[] = [
  { name: 'Ana', kind: 'person' },
  { name: 'Kiri', kind: 'bot', level: 'easy' },
  { name: 'Tama', kind: 'bot', level: 'easy' },
];
const hissOptions = (hiss: boolean): KittyOptions => ({ dealer: 2, counters: 3, hiss });

interface HissDeal { seed: number; events: KittyEvent[]; state: KittyState }

function findHissDeal(): HissDeal {
  const events: KittyEvent[] = [{ type: 'KEEP_SET', seat: 2 }];
  for (let seed = 1; seed < 2000; seed++) {
    let state = kittyCat.setup({ options: hissOptions(true), seed, players: HISS_PLAYERS });
    for (const e of events) state = kittyCat.apply(state, e);
    if (state.phase === 'swapping' && state.turn === 0 && isHiss(state.hands[0])) return { seed, events, state };
  }
  throw new Error('no deal in 2000 seeds gives Ana a Hiss on her first turn');
}

const openHissDeal = (page: Page, deal: HissDeal, hiss: boolean): Promise<void> =>
  importAndOpen(page, `kitty-hiss-${hiss ? 'on' : 'off'}`, 'kitty-cat', { options: hissOptions(hiss), seed: deal.seed, players: HISS_PLAYERS }, deal.events);

/** Ana's hand as the keys over her cards name it, sorted. */
const handShown = (page: Page) => page.locator('.kitty-key[data-row="hand"]')
  .evaluateAll((keys) => keys.map((k) => Number((k as HTMLElement).dataset.card)).sort((a, b) => a - b));

const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);

async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // The scene lays itself out again on resize.
  await page.waitForTimeout(700);
}

/** A picture of the table without the shell's passing messages (the "ready offline" toast) over its top. */
async function tableShot(page: Page, name: string): Promise<void> {
  for (const close of await page.locator('.toast-close').all()) await close.click().catch(() => {});
  await shot(page, name);
}

test.describe('Hiss', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const PHONE = { width: 390, height: 844 };
  const TABLET = { width: 1024, height: 768 };

  test('Ana taps Hiss! with three of a kind on her turn: the round ends at once in a showdown, HISS is logged', async ({ page }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const deal = findHissDeal();
    await fastSettings(page);
    await openHissDeal(page, deal, true);

    // Ana's turn with her Hiss: the button is offered and the status names it.
    const hiss = page.locator('.kitty-hiss');
    await expect(hiss).toBeVisible();
    await expect(hiss).toHaveText('Hiss!');
    await expect(page.locator('#play-status')).toHaveText('Ana, your turn: swap, pass, knock, or lay down your Hiss.');
    expect(await handShown(page)).toEqual(sorted(deal.state.hands[0]));
    // The strip has room for four buttons: on a landscape tablet the whole Hiss! button is on screen too.
    await expect(hiss).toBeInViewport({ ratio: 1 });
    await tableShot(page, 'kitty-hiss-offered');
    await resizeTo(page, PHONE);
    // On the phone the whole button is on screen, and Ana taps it there.
    await expect(hiss).toBeInViewport({ ratio: 1 });
    await tableShot(page, 'kitty-hiss-offered');

    await hiss.tap();

    // The round ends at once: the showdown of round 1, every hand spelled out, Ana's Hiss among them.
    const expected = kittyCat.apply(deal.state, { type: 'HISS', seat: 0 });
    expect(expected.phase).toBe('showdown');
    await expect(page.locator('.kitty-next')).toBeVisible();
    await expect(page.locator('#play-status')).toHaveText('Showdown of round 1.');
    await expect(hiss).toBeHidden();
    await expect(page.locator('.kitty-pass')).toBeHidden();
    await expect(page.locator('.sr-only[aria-live]')).toContainText('Ana hisses: lays down three of a kind and ends the round.');
    const seatKey = (seat: number) => page.locator(`.kitty-seat-key[data-seat="${seat}"]`);
    await expect(seatKey(0)).toHaveAttribute('aria-label', /Hiss! .*: 30½ points/);
    for (const entry of expected.showdown!.entries) {
      const label = seatKey(entry.seat);
      if (entry.lowest) await expect(label).toHaveAttribute('aria-label', /Lowest/);
      else await expect(label).not.toHaveAttribute('aria-label', /Lowest/);
    }
    expect(expected.showdown!.entries[0].lowest).toBe(false);

    // The log: the dealer's choice, then Ana's HISS, and nothing after (the showdown waits for "Next round").
    const log = await storedLog<KittyEvent>(page);
    expect(log).toEqual([...deal.events, { type: 'HISS', seat: 0 }]);
    expect(log.at(-1)).toEqual({ type: 'HISS', seat: 0 });

    await tableShot(page, 'kitty-hiss-showdown');
    await resizeTo(page, TABLET);
    await expect(page.locator('.kitty-next')).toBeVisible();
    await tableShot(page, 'kitty-hiss-showdown');
    expect(errors).toEqual([]);
  });

  test('with the Hiss option off, the same hand gets no Hiss! button: three of a kind is a value only', async ({ page }) => {
    test.setTimeout(60_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const deal = findHissDeal();
    // The option changes no card: the same seed deals Ana the same Hiss.
    let off = kittyCat.setup({ options: hissOptions(false), seed: deal.seed, players: HISS_PLAYERS });
    for (const e of deal.events) off = kittyCat.apply(off, e);
    expect(off.hands).toEqual(deal.state.hands);
    expect(kittyCat.legalEvents(off, 0).some((e) => e.type === 'HISS')).toBe(false);
    await fastSettings(page);
    await openHissDeal(page, deal, false);

    // Ana's turn (she may pass) with the same three of a kind, and no Hiss! anywhere.
    await expect(page.locator('.kitty-pass')).toBeEnabled();
    await expect(page.locator('#play-status')).toHaveText('Ana, your turn: swap, pass or knock.');
    expect(await handShown(page)).toEqual(sorted(deal.state.hands[0]));
    await expect(page.locator('.kitty-hiss')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Hiss!' })).toHaveCount(0);
    await resizeTo(page, PHONE);
    await expect(page.locator('.kitty-hiss')).toBeHidden();
    expect(await storedLog<KittyEvent>(page)).toEqual(deal.events);
    expect(errors).toEqual([]);
  });
});
