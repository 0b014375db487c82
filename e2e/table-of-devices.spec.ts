// A table of devices in one Chromium: a tablet hosting the game and phones (390x844, touch) each holding one seat,
// paired over real WebRTC on this machine with the codes passed as text (the camera is for people). The tablet
// shows the table and never a hand; each phone plays its own seat; a phone reloaded mid-game is paired again and
// rejoins its seat with the token it kept; a Mauwi team defence is answered on the teammate's phone.
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { fastSettings, shot, storedLog } from './helpers';
import { FAKE_CAMERA, meowCall, pair, phonePage, PHONE, TABLET, TABLET_UPRIGHT } from './devices';
import { firstUsable } from './kill-helpers';
import { ACTIONS, look, type Game } from './walk';
import { mauwi, type MauwiOptions } from '../src/games/mauwi/rules/definition';
import type { GameEvent, PlayerInfo } from '../src/engine/types';

// Four long tables of their own, spread over the suite's workers: the file comes late in the run, where one worker
// playing all four in a row was the suite's last minute.
test.describe.configure({ mode: 'parallel' });

test.use(FAKE_CAMERA);

/** Every change of the tablet's screen, timed (the clock is the machine's, shared by every page of the browser). */
async function watchTable(tablet: Page): Promise<void> {
  await tablet.evaluate(() => {
    const w = window as unknown as { __changes: number[] };
    w.__changes = [];
    new MutationObserver(() => w.__changes.push(Date.now())).observe(document.querySelector('.play')!, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/** How long after `t0` the tablet's screen first changed, or null. */
const changedAfter = (tablet: Page, t0: number) => tablet.evaluate((t) => (window as unknown as { __changes: number[] }).__changes.find((c) => c >= t) ?? null, t0);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Plays the phones' turns (the first control each offers, as a player's tap would) until the tablet says the game
 *  is over; resolves with the moves made on each phone. */
async function playOnPhones(tablet: Page, phones: Page[], game: Game, maxMoves = 400, latencies?: number[]): Promise<number[]> {
  const made = phones.map(() => 0);
  for (let i = 0; i < maxMoves; i++) {
    if (await tablet.locator('.play-see-results').isVisible()) return made;
    let moved = false;
    for (const [n, phone] of phones.entries()) {
      // A phone with nothing to play while others may answer leaves it to them ("Don't answer", "Let Ben answer").
      const selector = await firstUsable(phone, [...(game === 'meow-meow' ? await meowCall(phone) : []), ...ACTIONS[game], '.play-let-answer']);
      if (!selector) continue;
      const before = await look(phone);
      await phone.locator(selector).first().focus();
      const t0 = Date.now();
      await phone.keyboard.press('Enter');
      await expect.poll(() => look(phone), { timeout: 15_000 }).not.toBe(before);
      if (latencies) {
        const at = await changedAfter(tablet, t0);
        if (at !== null) latencies.push(at - t0);
      }
      made[n]++;
      moved = true;
      break;
    }
    if (!moved) await tablet.waitForTimeout(50);
  }
  const status = async (p: Page) => `${await p.locator('#play-status').textContent()} / ${await p.locator('.play-notice').textContent()}`;
  throw new Error(`the game did not end within ${maxMoves} rounds (${made.join('+')} moves): table "${await status(tablet)}", ${
    (await Promise.all(phones.map(status))).map((s) => `"${s}"`).join(', ')}`);
}

test('Meow Meow on two phones and a tablet: paired by codes, played to the end, a phone reloaded rejoins its seat', async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const tabletContext = await browser.newContext(TABLET);
    contexts.push(tabletContext);
    const tablet = await tabletContext.newPage();
    await fastSettings(tablet);
    await tablet.locator('#new-meow-meow').click();
    await tablet.locator('label:has(#seat-0-phone)').click();
    await tablet.locator('#seat-0-name').fill('Ana');
    await tablet.locator('label:has(#seat-1-phone)').click();
    await tablet.locator('#seat-1-name').fill('Ben');
    await tablet.locator('#start-game').click();
    // The Seats panel opens by itself while phones are still to join.
    await expect(tablet.locator('#table-seats-panel')).toBeVisible({ timeout: 30_000 });
    await expect(tablet.locator('.play-notice')).toContainText('Ana');
    const ana = await phonePage(contexts, () => browser.newContext(PHONE));
    const ben = await phonePage(contexts, () => browser.newContext(PHONE));
    const first = await pair(tablet, ana, 0, true);
    await shot(tablet, 'devices-tablet-pairing');
    const second = await pair(tablet, ben, 1);
    console.log(`table of devices: codes of ${first.offer} and ${first.answer} characters (offer, answer); scan to joined seat ${first.ms} and ${second.ms} ms`);
    await tablet.locator('#table-seats-close').click();
    await expect(tablet.locator('.play-notice')).toBeHidden();
    // The tablet never shows a hand: it has no playable card key, only the table.
    await expect(tablet.locator('.hand-key[data-playable="true"]')).toHaveCount(0);
    await shot(tablet, 'devices-tablet-table');
    await shot(ana, 'devices-phone-hand');

    // A few moves, then Ana's phone reloads: her seat waits, "away", until she pairs again.
    await playOnPhones(tablet, [ana, ben], 'meow-meow', 4).catch(() => undefined);
    await ana.reload();
    await expect(tablet.locator('.play-notice')).toContainText('Ana’s phone is away', { timeout: 15_000 });
    await expect(ben.locator('.play-notice')).toContainText('Ana’s phone is away');
    await shot(ben, 'devices-phone-away');
    // The tablet hands Ana's seat to a bot meanwhile: the table says so, and the game does not wait for her.
    await tablet.locator('#table-seats').click();
    await tablet.locator('#stand-in-0').click();
    await expect(ben.locator('.play-notice')).toContainText('A bot plays for Ana');
    await shot(tablet, 'devices-tablet-stand-in');
    const before = await tablet.locator('#play-status').textContent();
    if (before?.startsWith('Ana')) await expect(tablet.locator('#play-status')).not.toHaveText(before, { timeout: 15_000 });
    // Her phone paired again takes her seat back from the bot.
    await pair(tablet, ana, 0);
    await expect(ben.locator('.play-notice')).toBeHidden();
    await tablet.locator('#table-seats-close').click();

    // A hint on the phone whose turn it is: the normal bot's move from that phone's own view.
    await expect.poll(async () => (await ana.locator('.play-hint-btn:enabled').count()) + (await ben.locator('.play-hint-btn:enabled').count()), { timeout: 15_000 }).toBeGreaterThan(0);
    const asked = (await ana.locator('.play-hint-btn:enabled').count()) ? ana : ben;
    await asked.locator('.play-hint-btn').click();
    await expect(asked.locator('.play-hint')).toBeVisible({ timeout: 15_000 });
    await shot(asked, 'devices-phone-hint');

    await watchTable(tablet);
    const latencies: number[] = [];
    const made = await playOnPhones(tablet, [ana, ben], 'meow-meow', 400, latencies);
    expect(made[0] + made[1]).toBeGreaterThan(0);
    console.log(`table of devices: a phone's tap to the table's change, median ${median(latencies)} ms over ${latencies.length} moves`);
    await expect(ana.locator('.play-notice')).toContainText('The game is over');
    await tablet.locator('.play-see-results').click();
    await expect(tablet.locator('.screen-results, #play-again').first()).toBeVisible();
  } finally {
    for (const c of contexts) await c.close();
  }
});

const MAUWI_PLAYERS: PlayerInfo[] = [
  { name: 'Ana', kind: 'person' },
  { name: 'Kiri', kind: 'bot', level: 'easy' },
  { name: 'Ben', kind: 'person' },
  { name: 'Tama', kind: 'bot', level: 'easy' },
];
const MAUWI_OPTIONS: MauwiOptions = { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: true, first: 1 };

/** A Mauwi team game up to a bot's attack on Ana, who can only give up, while Ben can defend. */
function teamDefenceLog(): { seed: number; events: GameEvent[] } {
  for (let seed = 1; seed < 400; seed++) {
    let s = mauwi.setup({ options: MAUWI_OPTIONS, seed, players: MAUWI_PLAYERS });
    const events: GameEvent[] = [];
    for (let step = 0; step < 120 && (s.phase === 'play' || s.phase === 'placing'); step++) {
      const seat = mauwi.actors(s)[0];
      const legal = mauwi.legalEvents(s, seat);
      if (MAUWI_PLAYERS[seat].kind === 'bot') {
        const attack = legal.find((e) => {
          if (e.type !== 'ATTACK') return false;
          const after = mauwi.apply(s, e);
          const [defender, mate] = mauwi.actors(after);
          return after.phase === 'defending' && defender === 0 && mate === 2
            && mauwi.legalEvents(after, 0).every((x) => x.type === 'GIVE_UP') && mauwi.legalEvents(after, 2).some((x) => x.type === 'DEFEND');
        });
        // The bot's attack is the last move of the save: the table opens with Ana and Ben asked at once.
        if (attack) return { seed, events: [...events, attack] };
      }
      const quiet = legal.filter((e) => e.type !== 'ATTACK');
      const e = quiet[(seed + step) % quiet.length];
      events.push(e);
      s = mauwi.apply(s, e);
    }
  }
  throw new Error('no team defence found');
}

test('a Mauwi team game on two phones: the teammate defends on their phone, and the game goes on to the end', async ({ browser }) => {
  test.setTimeout(240_000);
  const { seed, events } = teamDefenceLog();
  const contexts: BrowserContext[] = [];
  try {
    const tabletContext = await browser.newContext(TABLET_UPRIGHT);
    contexts.push(tabletContext);
    const tablet = await tabletContext.newPage();
    await fastSettings(tablet);
    // The position as a save of a table of devices (Ana and Ben on phones), imported as a player could.
    await importDevicesSave(tablet, { options: MAUWI_OPTIONS, seed, players: MAUWI_PLAYERS }, events, [0, 2]);
    const ana = await phonePage(contexts, () => browser.newContext(PHONE));
    const ben = await phonePage(contexts, () => browser.newContext(PHONE));
    await pair(tablet, ana, 0);
    await pair(tablet, ben, 2);
    await tablet.locator('#table-seats-close').click();
    // Kiri has attacked Ana; both phones are asked at once; Ben defends on his.
    await expect(ben.locator('#play-status')).toContainText(/may answer/i, { timeout: 20_000 });
    await expect(ana.locator('#play-status')).toContainText(/may answer/i);
    await shot(ben, 'devices-mauwi-defence');
    await shot(tablet, 'devices-mauwi-table');
    const defend = await firstUsable(ben, ['.hand-key[data-playable="true"]:not(.column-key)']);
    expect(defend, 'Ben has a card that defends').not.toBeNull();
    await ben.locator(defend!).first().focus();
    await ben.keyboard.press('Enter');
    const target = await firstUsable(ben, ['.column-key[data-target="true"]', '.mauwi-chooser:not([hidden]) .mauwi-choice']);
    if (target) {
      await ben.locator(target).first().focus();
      await ben.keyboard.press('Enter');
    }
    await expect(tablet.locator('#play-status')).not.toContainText(/may answer/i, { timeout: 15_000 });
    // The host saved Ben's defence as the move after the attack.
    expect((await storedLog<GameEvent>(tablet))[events.length]).toMatchObject({ type: 'DEFEND', seat: 2 });
    await playOnPhones(tablet, [ana, ben], 'mauwi', 600);
  } finally {
    for (const c of contexts) await c.close();
  }
});

async function importDevicesSave(page: Page, input: unknown, events: readonly unknown[], phones: number[]): Promise<void> {
  const now = Date.now();
  const id = 'devices-mauwi';
  const file = {
    format: 'nine-lives-save',
    version: 2,
    header: {
      schema: 2, id, gameId: 'mauwi', input, eventCount: events.length, snapshot: null, status: 'playing', createdAt: now, updatedAt: now,
      devices: { phones, tokens: MAUWI_PLAYERS.map(() => null) },
    },
    events: events.map((event, index) => ({ saveId: id, index, event })),
  };
  await page.locator('#open-saves').click();
  await page.locator('#import-file').setInputFiles({ name: `${id}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await page.locator('[id^="save-"][id$="-resume"]').click();
  await expect(page.locator('#table-seats-panel')).toBeVisible({ timeout: 30_000 });
}



test('every game has a table view on the tablet: the table drawn, every hand hidden, nothing broken', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext(TABLET_UPRIGHT);
  const tablet = await context.newPage();
  const errors: string[] = [];
  tablet.on('pageerror', (e) => errors.push(e.message));
  try {
    await fastSettings(tablet);
    for (const game of ['moeraki', 'pocket-cats', 'purrrummy', 'kitty-cat'] as const) {
      await tablet.goto('/');
      await tablet.locator(`#new-${game}`).click();
      // Seat 1 on a phone that has not joined yet, seat 2 a bot: the tablet is only the table.
      await tablet.locator('label:has(#seat-0-phone)').click();
      await tablet.locator('#start-game').click();
      await expect(tablet.locator('#table-seats-panel')).toBeVisible({ timeout: 30_000 });
      await expect(tablet.locator('.play-canvas canvas')).toBeVisible();
      await expect(tablet.locator('#play-status')).not.toBeEmpty();
      await expect(tablet.locator('.hand-key[data-playable="true"]')).toHaveCount(0);
      await tablet.locator('#table-seats-close').click();
      await shot(tablet, `devices-table-${game}`);
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('Moeraki with the tablet as one seat and a phone as the other: each plays its own side to the end', async ({ browser }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  try {
    const tabletContext = await browser.newContext(TABLET);
    contexts.push(tabletContext);
    const tablet = await tabletContext.newPage();
    await fastSettings(tablet);
    await tablet.locator('#new-moeraki').click();
    await tablet.locator('#seat-0-name').fill('Ana');
    await tablet.locator('label:has(#seat-1-phone)').click();
    await tablet.locator('#seat-1-name').fill('Ben');
    await tablet.locator('#start-game').click();
    await expect(tablet.locator('#table-seats-panel')).toBeVisible({ timeout: 30_000 });
    const ben = await phonePage(contexts, () => browser.newContext(PHONE));
    await pair(tablet, ben, 1);
    await tablet.locator('#table-seats-close').click();
    // Home on the tablet while a phone is at the table asks first (leaving ends the phone's link); Keep playing stays.
    await tablet.locator('.play-home').click();
    await expect(tablet.locator('.play-leave-text')).toContainText('Ben');
    await shot(tablet, 'devices-tablet-leave-question');
    await tablet.locator('.play-leave-keep').click();
    await expect(tablet.locator('.play-leave')).toHaveCount(0);
    await expect(tablet.locator('.play-canvas canvas')).toBeVisible();
    // The tablet is Ana's seat (her moves on its screen), the phone Ben's; the Tane offer reaches whoever it is for.
    await playOnPhones(tablet, [tablet, ben], 'moeraki', 400);
    await shot(ben, 'devices-moeraki-phone-end');
  } finally {
    for (const c of contexts) await c.close();
  }
});
