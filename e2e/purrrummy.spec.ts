// Purrrummy through taps: a person against a bot on a portrait touch tablet, to the results (drawing and taking
// the discard, laying out melds, adding to them, discarding by button and by a tap on the pile, one invalid
// meld refused with the reason), and a 4-seat table with the lay-off variant on a landscape tablet.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot, tapAt, tapUntilChanged } from './helpers';
import { untilInPage } from './in-page';

type Turn = 'results' | 'privacy' | 'choose' | 'draw' | 'meld';

const rank = (c: number) => (c % 13) + 2;
const suit = (c: number) => Math.floor(c / 13);
const natural = (c: number) => c < 52;

async function startPurrrummy(page: Page, opts: { bots: ('easy' | 'normal' | 'hard')[]; layoff?: boolean }): Promise<void> {
  await page.locator('#new-purrrummy').click();
  await page.locator('#seat-0-name').fill('Ana');
  for (let i = 2; i < 1 + opts.bots.length; i++) await page.locator('#add-seat').click();
  for (let i = 0; i < opts.bots.length; i++) {
    await page.locator(`#seat-${i + 1}-bot`).check();
    await page.locator(`#seat-${i + 1}-level`).selectOption(opts.bots[i]);
  }
  // The choice as a player taps it (its label; the radio itself is drawn by the label).
  if (opts.layoff) await page.locator('label:has(#option-layoff-on)').click();
  await page.locator('#start-game').click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
}

/** What the person can do now, read in one go from the DOM (null: a bot is thinking or a move is being saved). */
async function waitForTurn(page: Page): Promise<Turn> {
  // Polled in the page (e2e/in-page.ts).
  const found = await untilInPage(page, (): Turn | null => {
    const shown = (sel: string) => { const e = document.querySelector<HTMLElement>(sel); return !!e && !e.hidden && e.checkVisibility(); };
    // The final table's panel: on to the results (the end itself is checked on the results screen).
    document.querySelector<HTMLButtonElement>('.play-see-results')?.click();
    if (shown('#play-again')) return 'results';
    if (shown('.privacy-ready')) return 'privacy';
    if (shown('.purr-chooser')) return 'choose';
    const phase = document.querySelector<HTMLElement>('.purr-actions')?.dataset.phase;
    if (phase === 'draw' || phase === 'meld') return phase;
    return null;
  }, undefined, 60_000, 50);
  if (found) return found;
  throw new Error('the person never got a turn');
}

const hand = (page: Page) => page.locator('.purr-card-key').evaluateAll((keys) => keys.map((k) => Number(k.getAttribute('data-card'))));
const selected = (page: Page) => page.locator('.purr-card-key[aria-pressed="true"]').evaluateAll((keys) => keys.map((k) => Number(k.getAttribute('data-card'))));

/** Taps a hand card on the canvas until its selection flips (a tap that lands during a redraw is lost). */
/** Drags the key's card onto the target's place with the mouse, in steps as a hand would (a drag starts after a few
 *  pixels of movement, src/scene/hand-fan.ts). */
async function dragTo(page: Page, from: string, to: string): Promise<void> {
  const a = (await page.locator(from).boundingBox())!;
  const b = (await page.locator(to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + Math.min(a.height / 2, 30));
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function toggle(page: Page, card: number): Promise<void> {
  const key = page.locator(`.purr-card-key[data-card="${card}"]`);
  const before = await key.getAttribute('aria-pressed');
  for (let attempt = 0; attempt < 3; attempt++) {
    await tapAt(page, `.purr-card-key[data-card="${card}"]`);
    try {
      await expect(key).not.toHaveAttribute('aria-pressed', before ?? 'false', { timeout: 3000 });
      return;
    } catch { /* lost: tap again */ }
  }
  throw new Error(`tapping ${card} did not select it`);
}

async function clearSelection(page: Page): Promise<void> {
  for (const c of await selected(page)) await toggle(page, c);
}

/** Taps something that changes the hand or the turn, and waits until it did (re-tapping once if lost). */
async function tapAndWait(page: Page, tap: () => Promise<void>): Promise<void> {
  const look = () => page.evaluate(() => [
    [...document.querySelectorAll('.purr-card-key')].map((k) => k.getAttribute('data-card')).join(','),
    document.querySelector('.purr-actions')?.getAttribute('data-phase') ?? '',
    document.querySelector('.purr-chooser:not([hidden]), #play-again, .privacy-ready, .play-refusal:not([hidden])') ? 'dialog' : '',
  ].join('|'));
  await tapUntilChanged(page, tap, look, 'a card or button', 2);
}

/** A set or a run in the hand, naturals only (the simple player this spec plays). */
function findMeld(cards: number[]): number[] | null {
  const nat = cards.filter(natural);
  for (let r = 2; r <= 14; r++) {
    const group = nat.filter((c) => rank(c) === r);
    if (group.length >= 3) return group.slice(0, 4);
  }
  for (let s = 0; s < 4; s++) {
    const ranks = nat.filter((c) => suit(c) === s).map(rank).sort((a, b) => a - b);
    for (let i = 0; i + 2 < ranks.length; i++) {
      let j = i;
      while (j + 1 < ranks.length && ranks[j + 1] === ranks[j] + 1) j++;
      if (j - i >= 2) return ranks.slice(i, j + 1).map((r) => s * 13 + r - 2);
    }
  }
  return null;
}

/** A hand card that fits one of the melds the person may add to (read from the meld keys). */
async function layOffCandidate(page: Page, layoff: boolean): Promise<number | null> {
  const melds = await page.locator('.meld-key').evaluateAll((keys) => keys.map((k) => ({
    owner: Number(k.getAttribute('data-owner')), kind: k.getAttribute('data-kind'), stands: (k.getAttribute('data-stands') ?? '').split(',').map(Number),
  })));
  const mine = melds.some((m) => m.owner === 0);
  const open = melds.filter((m) => m.owner === 0 || (layoff && mine));
  for (const c of (await hand(page)).filter(natural)) {
    for (const m of open) {
      if (m.kind === 'set' && m.stands.length < 4 && rank(m.stands[0]) === rank(c) && !m.stands.some((x) => suit(x) === suit(c))) return c;
      if (m.kind === 'run' && suit(m.stands[0]) === suit(c)) {
        const ranks = m.stands.map(rank);
        const low = ranks[0] === 14 ? 1 : ranks[0], high = ranks[ranks.length - 1];
        if (rank(c) === low - 1 || rank(c) === high + 1 || (rank(c) === 14 && (low === 2 || high === 13))) return c;
      }
    }
  }
  return null;
}

interface Stats { melds: number; layOffs: number; takes: number; discardByPile: number; discardByButton: number; discardByDrag: number; refused: number }

/** One step of the person's turn, the way a player would play it with taps. */
async function playStep(page: Page, turn: Turn, st: Stats, opts: { layoff: boolean; taken: { card: number | null; noMeld?: boolean } }): Promise<void> {
  switch (turn) {
    case 'privacy': await page.locator('.privacy-ready').click(); return;
    case 'choose': await tapAndWait(page, () => page.locator('.purr-choice').first().click()); return;
    case 'draw': {
      // Take the discard when it completes a meld (and once early, to take it at least once), else draw.
      const top = Number(await page.locator('.pile-key[data-pile="discard"]').getAttribute('data-card'));
      const h = await hand(page);
      const take = findMeld([...h, top]) !== null && findMeld(h) === null || (st.takes === 0 && natural(top));
      opts.taken.card = take ? top : null;
      opts.taken.noMeld = false;
      await tapAndWait(page, () => tapAt(page, `.pile-key[data-pile="${take ? 'discard' : 'draw'}"]`));
      if (take) st.takes++;
      return;
    }
    case 'meld': {
      await clearSelection(page);
      const h = await hand(page);
      // Once, an invalid meld: refused with the reason and a way into the rules.
      if (st.refused === 0) {
        // Three cards of three ranks and three suits are never a meld (whatever the hand, most turns have them).
        const odd: number[] = [];
        for (const c of h.filter(natural)) if (odd.length < 3 && odd.every((x) => rank(x) !== rank(c) && suit(x) !== suit(c))) odd.push(c);
        if (odd.length === 3) {
          for (const c of odd) await toggle(page, c);
          await expect(page.locator('.purr-info')).toContainText(/Not a meld/);
          await page.locator('.purr-meld').click();
          await expect(page.locator('.play-refusal')).toBeVisible();
          await expect(page.locator('.play-refusal .play-link')).toHaveText(/Why/);
          await shot(page, 'purrrummy-refused');
          st.refused++;
          await clearSelection(page);
          return;
        }
      }
      const meld = findMeld(h);
      if (meld && !opts.taken.noMeld) {
        for (const c of meld) await toggle(page, c);
        await expect(page.locator('.purr-info')).toContainText(/Lay out|Auslegen|Poser/);
        if (st.melds === 0) await shot(page, 'purrrummy-selected');
        await tapAndWait(page, () => page.locator('.purr-meld').click());
        if (await page.locator('.play-refusal').isVisible()) { opts.taken.noMeld = true; await clearSelection(page); }
        else st.melds++;
        return;
      }
      // A joker goes onto a meld that takes it (the chooser may ask where); else a natural card that fits.
      const joker = h.find((c) => !natural(c));
      const lay = joker !== undefined && (await page.locator('.meld-key[data-owner="0"]').count()) > 0 ? joker : await layOffCandidate(page, opts.layoff);
      if (lay !== null && (h.length > 2 || !natural(lay))) {
        await toggle(page, lay);
        const target = page.locator('.meld-key[data-target="true"]');
        if (await target.count()) {
          if (st.layOffs === 0) await shot(page, 'purrrummy-layoff-target');
          await tapAndWait(page, () => tapAt(page, '.meld-key[data-target="true"]'));
          if (await page.locator('.play-refusal').isVisible()) await clearSelection(page);
          else st.layOffs++;
          return;
        }
        await toggle(page, lay);
      }
      // Discard the highest card that is in no pair (never a joker, never the card just taken).
      const choices = h.filter((c) => natural(c) && c !== opts.taken.card);
      const lonely = choices.filter((c) => !choices.some((x) => x !== c && (rank(x) === rank(c) || (suit(x) === suit(c) && Math.abs(rank(x) - rank(c)) <= 2))));
      const pool = lonely.length ? lonely : choices.length ? choices : h.filter((c) => c !== opts.taken.card);
      const card = pool.sort((a, b) => rank(b) - rank(a))[0];
      // In turn: a tap on the pile after choosing the card, the Discard button, and the card dragged onto the pile.
      const way = (st.discardByPile + st.discardByButton + st.discardByDrag) % 3;
      if (way === 2) {
        await tapAndWait(page, () => dragTo(page, `.purr-card-key[data-card="${card}"]`, '.pile-key[data-pile="discard"]'));
        st.discardByDrag++;
      } else {
        await toggle(page, card);
        await tapAndWait(page, () => (way === 0 ? tapAt(page, '.pile-key[data-pile="discard"]') : page.locator('.purr-discard').click()));
        if (way === 0) st.discardByPile++;
        else st.discardByButton++;
      }
      opts.taken.card = null;
      return;
    }
    case 'results': return;
  }
}

test.describe('portrait touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });

  test('a 2-seat Purrrummy game (Ana against a bot) through taps to the results', async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startPurrrummy(page, { bots: ['easy'] });
    await shot(page, 'purrrummy-start');
    const st: Stats = { melds: 0, layOffs: 0, takes: 0, discardByPile: 0, discardByButton: 0, discardByDrag: 0, refused: 0 };
    const taken: { card: number | null; noMeld?: boolean } = { card: null };
    let midShot = false;
    for (let steps = 0; steps < 1500; steps++) {
      const turn = await waitForTurn(page);
      if (turn === 'results') break;
      if (!midShot && st.melds > 0 && turn === 'draw') { await shot(page, 'purrrummy-mid'); midShot = true; }
      await playStep(page, turn, st, { layoff: false, taken });
    }
    await expect(page.locator('#play-again')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Final standings' })).toContainText('Ana');
    await expect(page.locator('.result-details thead')).toContainText('Melds');
    await expect(page.locator('.result-details thead')).toContainText('Cards left');
    await shot(page, 'purrrummy-results');
    expect(st.takes, 'took the discard at least once').toBeGreaterThan(0);
    expect(st.discardByPile + st.discardByButton).toBeGreaterThan(1);
    expect(st.discardByDrag, 'a card dragged onto the discard pile').toBeGreaterThan(0);
    expect(st.refused).toBe(1);
    console.log(`purrrummy e2e: ${JSON.stringify(st)}`);
    expect(errors).toEqual([]);
  });
});

test.describe('landscape', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('a 4-seat table with the lay-off variant: melds laid out readably for every seat', async ({ page }) => {
    test.setTimeout(300_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await fastSettings(page);
    await startPurrrummy(page, { bots: ['easy', 'easy', 'easy'], layoff: true });
    await shot(page, 'purrrummy-4-start');
    const st: Stats = { melds: 0, layOffs: 0, takes: 0, discardByPile: 0, discardByButton: 0, discardByDrag: 0, refused: 1 };
    const taken: { card: number | null; noMeld?: boolean } = { card: null };
    let shots = 0;
    for (let steps = 0; steps < 1500; steps++) {
      const turn = await waitForTurn(page);
      if (turn === 'results') break;
      const melds = await page.locator('.meld-key').count();
      if (turn === 'draw' && melds >= 3 * (shots + 1) && shots < 2) { shots++; await shot(page, `purrrummy-4-melds${shots}`); }
      await playStep(page, turn, st, { layoff: true, taken });
    }
    await expect(page.locator('#play-again')).toBeVisible();
    await shot(page, 'purrrummy-4-results');
    expect(errors).toEqual([]);
  });
});

// Phones and tablets: every button of the strip on screen, inside the canvas and finger-sized, the hand's keys in
// one row on the canvas and clear of the buttons; a screenshot at each size (2 and 4 seats) to look at.
// The meld half of a turn at the sizes where its labels are tightest: the narrowest phone and a phone on its side
// with four seats, the common phone and a tablet with two (every game at all six sizes: phone-tables.spec.ts).
const TABLE_SIZES: Record<number, { width: number; height: number }[]> = {
  2: [{ width: 390, height: 844 }, { width: 1024, height: 768 }],
  4: [{ width: 360, height: 740 }, { width: 844, height: 390 }, { width: 768, height: 1024 }],
};
for (const bots of [['easy'], ['easy', 'easy', 'easy']] as const) {
  test(`${bots.length + 1} seats at phone and tablet sizes: buttons and hand on the canvas, apart, finger-sized`, async ({ browser }) => {
    test.setTimeout(240_000);
    for (const size of TABLE_SIZES[bots.length + 1]) {
      const context = await browser.newContext({ viewport: size, hasTouch: true });
      const page = await context.newPage();
      await fastSettings(page);
      await startPurrrummy(page, { bots: [...bots] });
      // The person's meld half of the turn (the longest labels): draw first.
      for (let i = 0; i < 20; i++) {
        const turn = await waitForTurn(page);
        if (turn === 'meld') break;
        if (turn === 'privacy') await page.locator('.privacy-ready').click();
        else if (turn === 'draw') await tapAndWait(page, () => page.locator('.purr-draw').click());
      }
      await toggle(page, (await hand(page))[0]);
      const f = await page.evaluate(() => {
        const box = (e: Element) => { const r = e.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height }; };
        const shown = (e: Element) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; };
        return {
          canvas: box(document.querySelector('.play-canvas canvas')!),
          buttons: [...document.querySelectorAll('.purr-actions button')].filter(shown).map((b) => ({ ...box(b), what: b.textContent ?? '' })),
          cards: [...document.querySelectorAll('.purr-card-key')].map(box),
          unselected: [...document.querySelectorAll('.purr-card-key[aria-pressed="false"]')].map((k) => k.getBoundingClientRect().y),
        };
      });
      const where = `${size.width}x${size.height}`;
      const inside = (r: { x: number; y: number; width: number; height: number }) => r.x >= f.canvas.x - 1 && r.y >= f.canvas.y - 1
        && r.x + r.width <= f.canvas.x + f.canvas.width + 1 && r.y + r.height <= f.canvas.y + f.canvas.height + 1;
      const apart = (a: typeof f.cards[0], b: typeof f.cards[0]) => a.x + a.width <= b.x + 1 || b.x + b.width <= a.x + 1 || a.y + a.height <= b.y + 1 || b.y + b.height <= a.y + 1;
      expect.soft(f.buttons.length, where).toBeGreaterThanOrEqual(3);
      for (const b of f.buttons) {
        expect.soft(inside(b), `${where}: "${b.what}" on the canvas`).toBe(true);
        expect.soft(b.height, `${where}: "${b.what}" finger-high`).toBeGreaterThanOrEqual(44);
        for (const c of f.cards) expect.soft(apart(b, c), `${where}: "${b.what}" clear of the hand`).toBe(true);
      }
      expect.soft(f.cards.length, where).toBeGreaterThan(0);
      for (const c of f.cards) expect.soft(inside(c), `${where}: hand card on the canvas`).toBe(true);
      // One row: every unselected card's key starts at the same height, give or take the fan's curve (a second row
      // sits 0.44 of a card higher).
      expect.soft(Math.max(...f.unselected) - Math.min(...f.unselected), `${where}: the hand in one row`).toBeLessThan(24);
      await shot(page, `purrrummy-table-${bots.length + 1}`);
      await context.close();
    }
  });
}
