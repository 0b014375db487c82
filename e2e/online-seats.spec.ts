// An online table's organiser and onlookers (issue 31), through the app's own server: Ana makes a Meow Meow table
// on her phone with Ben online, a tablet opens the invite link and watches the table (the public table, nobody's
// hand), Ben takes his seat and plays. Ben's phone goes away: Ana, whose device made the table, hands his seat to a
// bot from her Seats panel (the bot plays his turns, the tablet follows), then gives it back, and the table waits for
// him again; his phone lost for good, she frees his seat and his new phone takes it.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot } from './helpers';
import { firstUsable, recordShown, type Shown } from './kill-helpers';
import { meowCall, PHONE, TABLET_UPRIGHT } from './devices';
import { startOnlineServer, type OnlineServer } from './online-server';
import { ACTIONS, pressAndLook } from './walk';
import { makeOnlineTable, takeOnlineSeat } from './online-walk';

const MEOW = ACTIONS['meow-meow'];

let server: OnlineServer;
test.beforeAll(async () => {
  // A dropped seat shows as away after 2 s (20 s by default), so the spec need not wait out a phone's grace.
  server = await startOnlineServer({ RECONNECT_SECONDS: '2' });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Whoever of `pages` may act presses something; false when nobody could. */
async function oneMove(pages: Page[]): Promise<boolean> {
  for (const page of pages) {
    const action = await firstUsable(page, [...(await meowCall(page)), ...MEOW, '.play-let-answer']);
    if (!action) continue;
    await pressAndLook(page, action);
    return true;
  }
  return false;
}

test('online: a tablet watches the table; the organiser hands an away seat to a bot and back, and frees a lost phone\'s seat', async ({ browser }) => {
  test.setTimeout(150_000);
  const contexts = [];
  try {
    const anaContext = await browser.newContext({ ...PHONE, baseURL: server.url });
    contexts.push(anaContext);
    const ana = await anaContext.newPage();
    await fastSettings(ana);
    const link = await makeOnlineTable(ana, 'Ana', ['Ben'], () => shot(ana, 'online-new-game'));
    await shot(ana, 'online-invite');

    // The tablet in the middle of the table watches it: the whole table, no hand, no move of its own.
    const tableContext = await browser.newContext({ ...TABLET_UPRIGHT, baseURL: server.url });
    contexts.push(tableContext);
    // Every position the tablet draws, with its count of moves (src/table/shown-probe.ts).
    const tabletShown: Shown[] = [];
    await recordShown(tableContext, tabletShown);
    const tablet = await tableContext.newPage();
    await fastSettings(tablet);
    await tablet.goto(link);
    await expect(tablet.locator('#online-watch')).toBeVisible();
    await shot(tablet, 'online-lobby');
    await tablet.locator('#online-watch').click();
    await expect(tablet.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
    await expect(tablet.locator('.play-notice')).toContainText('Waiting for Ben to join');
    await expect(tablet.locator('#table-seats')).toHaveCount(0);

    const benContext = await browser.newContext({ ...PHONE, baseURL: server.url });
    contexts.push(benContext);
    const ben = await benContext.newPage();
    await takeOnlineSeat(ben, link, 1, 'Ben');
    await expect(tablet.locator('.play-notice')).toBeHidden();
    await ana.locator('#online-invite-close').click();
    // Only the device that made the table has the Seats panel.
    await expect(ben.locator('#table-seats')).toHaveCount(0);

    // A couple of moves (few enough that no hand can run out before the end of the spec): the tablet draws them.
    const drawnMoves = (): number => Math.max(-1, ...tabletShown.map((s) => s.events));
    const before = drawnMoves();
    for (let moves = 0; moves < 2;) {
      if (await oneMove([ana, ben])) moves++;
      else await ana.waitForTimeout(100);
    }
    await expect.poll(drawnMoves).toBeGreaterThan(before);
    // The tablet reloaded (the browser let its tab go overnight): it watches again, no tap needed.
    await tablet.reload();
    await expect(tablet.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
    await expect(tablet.locator('#online-watch')).toHaveCount(0);
    await shot(tablet, 'online-watch');
    await tablet.setViewportSize({ width: 1024, height: 768 });
    await shot(tablet, 'online-watch');
    // Its home screen lists the table it watches, by game and players.
    const code = /#\/online\/([0-9a-z]{10})$/.exec(link)![1];
    const home = await tableContext.newPage();
    await home.goto('/');
    await expect(home.locator(`#your-table-${code}`)).toHaveText('Meow Meow: Ana, Ben');
    await expect(home.locator(`.your-table[data-code="${code}"]`)).toContainText('You watch this table');
    await home.close();

    // Ben's phone goes away for good: his seat is away, and Ana hands it to a bot.
    await benContext.close();
    contexts.splice(contexts.indexOf(benContext), 1);
    await expect(ana.locator('.play-notice')).toContainText('Ben is away', { timeout: 30_000 });
    await ana.locator('#table-seats').click();
    await expect(ana.locator('#table-seats-panel')).toBeVisible();
    await expect(ana.locator('#table-seats-panel .table-seat[data-seat="0"]')).toContainText('On this device');
    await ana.locator('#stand-in-1').click();
    await expect(ana.locator('#give-back-1')).toBeVisible();
    await expect(tablet.locator('.play-notice')).toContainText('A bot plays for Ben');
    await shot(ana, 'online-seats');
    await ana.locator('#table-seats-close').click();
    // The bot plays Ben's turn: Ana moves, and is asked again without Ben.
    while (!(await oneMove([ana]))) await ana.waitForTimeout(100);
    await expect.poll(async () => Boolean(await firstUsable(ana, [...(await meowCall(ana)), ...MEOW])), { timeout: 30_000 }).toBe(true);
    // Given back: Ben is away again.
    await ana.locator('#table-seats').click();
    await ana.locator('#give-back-1').click();
    await expect(ana.locator('#stand-in-1')).toBeVisible();
    await expect(tablet.locator('.play-notice')).toContainText('Ben is away');

    // Ben's phone is lost for good (its seat's token with it): Ana frees his seat, and his new phone takes it.
    await ana.locator('#release-1').click();
    const newPhone = await browser.newContext({ ...PHONE, baseURL: server.url });
    contexts.push(newPhone);
    await takeOnlineSeat(await newPhone.newPage(), link, 1, 'Ben');
    await expect(ana.locator('#table-seats-panel .table-seat[data-seat="1"]')).toHaveAttribute('data-presence', 'here');
    await expect(tablet.locator('.play-notice')).toBeHidden();
  } finally {
    for (const c of contexts) await c.close();
  }
});
