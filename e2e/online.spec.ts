// Online tables (issue 31) through the app's own server, started here as `npm start` runs it (the built app and
// its rooms on one origin): Ana makes a Meow Meow table with two online seats, Ben and Cleo open its invite link
// in browsers of their own and take their seats, and the three play it to the end. On the way Ben's browser goes
// offline for 20 s and comes back into his seat with the moves he missed, and the server is killed (SIGKILL)
// and started again: every device takes its seat back and the game goes on from where its log was. At the end each
// device keeps the finished game in its own saves and may share it as a replay.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot } from './helpers';
import { firstUsable } from './kill-helpers';
import { meowCall, PHONE, TABLET } from './devices';
import { startOnlineServer, type OnlineServer } from './online-server';
import { ACTIONS, describeScreen, look, pressAndLook } from './walk';
import { makeOnlineTable, takeOnlineSeat } from './online-walk';

const MEOW = ACTIONS['meow-meow'];

let server: OnlineServer;
test.beforeAll(async () => {
  server = await startOnlineServer();
  console.log(`online: the server listened ${Math.round(server.listeningMs)} ms after its start`);
});
test.afterAll(async () => {
  await server?.stop();
});

const over = (page: Page) => page.locator('.play-notice', { hasText: 'The game is over' }).isVisible();

test('Meow Meow online: three browsers through the server to the end, one offline for 20 s, the server killed and started again', async ({ browser }) => {
  test.setTimeout(240_000);
  const contexts = [];
  try {
    const anaContext = await browser.newContext({ ...TABLET, baseURL: server.url });
    contexts.push(anaContext);
    const ana = await anaContext.newPage();
    await fastSettings(ana);
    const link = await makeOnlineTable(ana, 'Ana', ['Ben', 'Cleo']);
    await shot(ana, 'online-invite');
    expect(link).toMatch(/#\/online\/[0-9a-z]{10}$/);
    expect(ana.url()).toBe(link);

    const guests: Page[] = [];
    for (const [seat, name] of [[1, 'Ben'], [2, 'Cleo']] as const) {
      const context = await browser.newContext({ ...PHONE, baseURL: server.url });
      contexts.push(context);
      const page = await context.newPage();
      await takeOnlineSeat(page, link, seat, name, seat === 2 ? () => shot(page, 'online-lobby') : undefined);
      guests.push(page);
    }
    const [ben, cleo] = guests;
    await shot(ben, 'online-seat');
    await ana.locator('#online-invite-close').click();
    const pages = [ana, ben, cleo];

    let moves = 0;
    let wentOffline = false;
    let restarted = false;
    let killedAt: number | null = null;
    // When each device took its seat back after the kill (the online screen says so in the console).
    const backAfterKill: number[] = [];
    for (const page of pages) page.on('console', (m) => {
      if (killedAt !== null && m.text().includes('taken back: yes')) backAfterKill.push(Date.now() - killedAt);
    });
    let seen = '';
    let seenSince = Date.now();
    while (!(await over(ana))) {
      const now = (await Promise.all(pages.map(look))).join('|');
      if (now !== seen) [seen, seenSince] = [now, Date.now()];
      else if (Date.now() - seenSince > 45_000) throw new Error(`the online table stalled:\n${(await Promise.all(pages.map((p, i) => describeScreen(p, ['Ana', 'Ben', 'Cleo'][i])))).join('\n')}`);
      if (moves === 6 && !wentOffline) {
        // Ben's network goes away for 20 s; the table waits for him when his turn comes, then he is back.
        wentOffline = true;
        await ben.context().setOffline(true);
        await ben.waitForTimeout(20_000);
        // Back in his seat: the SDK's own reconnection, or his seat taken back with its token (both say so).
        const back = ben.waitForEvent('console', { predicate: (m) => /reconnection successful|taken back: yes/.test(m.text()), timeout: 60_000 });
        await ben.context().setOffline(false);
        const online = Date.now();
        const how = (await back).text();
        console.log(`online: Ben back in his seat ${Date.now() - online} ms after the network returned (${how.includes('taken back') ? 'his token' : 'the SDK\'s reconnection'})`);
        await expect(ben.locator('.play-notice')).not.toContainText('lost', { timeout: 60_000 });
      }
      if (moves === 14 && !restarted) {
        restarted = true;
        killedAt = Date.now();
        await server.kill();
        await server.restart();
        // The built server (dist-server/, as `npm start` runs it): its spawn to its listening, the store opening beside.
        console.log(`online: server killed and listening again in ${Date.now() - killedAt} ms (start to listening ${Math.round(server.listeningMs)} ms)`);
      }
      let pressed = false;
      for (const page of pages) {
        const action = await firstUsable(page, [...(await meowCall(page)), ...MEOW, '.play-let-answer']);
        if (!action) continue;
        await pressAndLook(page, action);
        moves++;
        pressed = true;
        break;
      }
      if (!pressed) await ana.waitForTimeout(100);
    }
    expect(wentOffline && restarted, 'the offline spell and the restart both happened').toBe(true);
    console.log(`online: from the SIGKILL to each device back in its seat: ${backAfterKill.join(', ')} ms`);
    for (const page of [ben, cleo]) await expect(page.locator('.play-notice')).toContainText('The game is over');
    // Each device keeps the finished game in its own saves, and may share it as a replay.
    for (const page of pages) await expect(page.locator('#online-share-replay')).toBeVisible();
    await ben.locator('#online-share-replay').click();
    await expect(ben.locator('#replay-link')).toHaveValue(/#\/replay\//);
    await ana.locator('.play-home').click();
    await ana.locator('#open-saves').click();
    await expect(ana.locator('.save-item.is-finished')).toHaveCount(1);
    // And review it: the kept save's replay, the review judging its positions (issue 40).
    await cleo.locator('#online-review').click();
    await expect(cleo).toHaveURL(/#\/replay\//);
    await expect.poll(() => cleo.locator('#review-panel').getAttribute('data-reviewed').then(Number), { timeout: 30_000 }).toBeGreaterThan(1);
    await expect(cleo.locator('.review-legend')).toContainText('Cleo');
    console.log(`online: ${moves} presses to the end`);
  } finally {
    for (const c of contexts) await c.close();
  }
});
