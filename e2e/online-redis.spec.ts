// Online tables across two server processes (issue 31): Redis (Debian's redis-server, started here) and two
// `server/main.ts` processes, A and B, each with REDIS_URL, behind one reverse proxy (e2e/online-proxy.ts) as a
// deployment puts Caddy in front of them: one origin for the app's CSP, sticky sessions by a cookie, and `/a/...`,
// `/b/...` for each process's PUBLIC_ADDRESS. Ana's tablet is sent to A and makes a Meow Meow table with an online
// seat; Ben's phone is sent to B, opens the invite link and takes his seat: B finds the room listed in Redis, A
// reserves his seat, and his browser opens its WebSocket at A's public address. They play the game to the end.
import type { Browser } from '@playwright/test';
import { expect, test, type BrowserContext, type Page } from './fixtures';
import { fastSettings, shot, storedLog } from './helpers';
import { firstUsable } from './kill-helpers';
import { meowCall, PHONE, TABLET } from './devices';
import { startOnlineServer, type OnlineServer } from './online-server';
import { NODE_COOKIE, startOnlineProxy, type Node, type OnlineProxy } from './online-proxy';
import { ACTIONS, describeScreen, look, pressAndLook } from './walk';
import { makeOnlineTable, takeOnlineSeat } from './online-walk';
import { startRedisServer, type RedisServer } from '../server/redis-server';

const MEOW = ACTIONS['meow-meow'];

// No redis-server fails beforeAll, in words (startRedisServer): the test command installs it, so nothing is skipped.

let redis: RedisServer | undefined;
let proxy: OnlineProxy | undefined;
const servers: OnlineServer[] = [];
test.beforeAll(async () => {
  test.setTimeout(90_000);
  redis = await startRedisServer();
  proxy = await startOnlineProxy();
  // Each process is told the address clients reach it at through the proxy; Colyseus lists it with its rooms.
  await Promise.all((['a', 'b'] as const).map(async (node) => {
    const server = await startOnlineServer({ REDIS_URL: redis!.url, PUBLIC_ADDRESS: `${proxy!.host}/${node}` });
    servers.push(server);
    proxy!.route(node, server.url);
  }));
});
test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await proxy?.close();
  await redis?.stop();
});

const over = (page: Page) => page.locator('.play-notice', { hasText: 'The game is over' }).isVisible();

/** A browser the proxy's load balancer sends to `node`. */
async function browserOn(browser: Browser, device: typeof PHONE | typeof TABLET, node: Node): Promise<BrowserContext> {
  const context = await browser.newContext({ ...device, baseURL: proxy!.url });
  await context.addCookies([{ name: NODE_COOKIE, value: node, url: proxy!.url }]);
  return context;
}

test('Meow Meow online across two server processes with Redis: a browser on each, one room, played to the end', async ({ browser }) => {
  test.setTimeout(90_000);
  const contexts: BrowserContext[] = [];
  try {
    const ana = await (contexts[0] = await browserOn(browser, TABLET, 'a')).newPage();
    await fastSettings(ana);
    const link = await makeOnlineTable(ana, 'Ana', ['Ben']);
    expect(link).toMatch(new RegExp(`^${proxy!.url}/#/online/[0-9a-z]{10}$`));
    const code = link.slice(-10);

    const ben = await (contexts[1] = await browserOn(browser, PHONE, 'b')).newPage();
    await takeOnlineSeat(ben, link, 1, 'Ben');
    await ana.locator('#online-invite-close').click();

    // Play to the end: whoever has a usable control presses it.
    const pages = [ana, ben];
    const presses = [0, 0];
    let seen = '';
    let seenSince = Date.now();
    let shotTaken = false;
    while (!(await over(ana))) {
      const now = (await Promise.all(pages.map(look))).join('|');
      if (now !== seen) [seen, seenSince] = [now, Date.now()];
      else if (Date.now() - seenSince > 30_000) throw new Error(`the online table stalled:\n${(await Promise.all(pages.map((p, i) => describeScreen(p, ['Ana', 'Ben'][i])))).join('\n')}`);
      if (!shotTaken && presses[0] >= 2 && presses[1] >= 2) {
        shotTaken = true;
        await shot(ben, 'online-redis-seat');
      }
      let pressed = false;
      for (const [i, page] of pages.entries()) {
        const action = await firstUsable(page, [...(await meowCall(page)), ...MEOW, '.play-let-answer']);
        if (!action) continue;
        await pressAndLook(page, action);
        presses[i]++;
        pressed = true;
        break;
      }
      if (!pressed) await ana.waitForTimeout(100);
    }
    await expect(ben.locator('.play-notice')).toContainText('The game is over');
    // A short game (a run of 8s) may end before both moved twice: the shot is then of the end.
    if (!shotTaken) await shot(ben, 'online-redis-seat');
    // Each device saw every move of the other: both keep the finished game (then offer to share its replay) with
    // the same whole log, both seats' moves in it.
    for (const page of pages) await expect(page.locator('#online-share-replay')).toBeVisible();
    const [log, benLog] = await Promise.all(pages.map((page) => storedLog<{ type: string; seat: number }>(page)));
    expect(benLog, "Ben's log is Ana's").toEqual(log);
    const bySeat = [0, 1].map((seat) => log.filter((e) => e.seat === seat).length);
    expect(Math.min(...bySeat), `moves by seat ${bySeat.join(' and ')}`).toBeGreaterThan(0);
    console.log(`online across two processes: ${presses[0]} + ${presses[1]} presses, ${bySeat[0]} + ${bySeat[1]} moves in both logs`);

    // Where the traffic went. Matchmaking follows each browser's sticky process: Ana's to A, Ben's to B.
    const p = proxy!;
    expect(p.count('matchmake', 'a', 'a'), "Ana's matchmaking on A").toBeGreaterThan(0);
    expect(p.count('matchmake', 'b', 'a'), "none of Ana's on B").toBe(0);
    expect(p.count('matchmake', 'b', 'b'), "Ben's matchmaking on B").toBeGreaterThan(0);
    expect(p.count('matchmake', 'a', 'b'), "none of Ben's on A").toBe(0);
    // Both WebSockets went to the room's process, A (a table is made in the process its device reached), at A's
    // PUBLIC_ADDRESS: /a/<processId>/<roomId>, the room's id being the table's code.
    console.log(p.passages.map((s) => `${s.kind} (cookie ${s.cookie}) to ${s.to}: ${s.url.replace(/\?.*$/, '')}`).join('\n'));
    const sockets = p.passages.filter((s) => s.kind === 'websocket');
    expect(sockets.filter((s) => s.cookie === 'a').length, "Ana's WebSocket").toBeGreaterThan(0);
    expect(sockets.filter((s) => s.cookie === 'b').length, "Ben's WebSocket").toBeGreaterThan(0);
    const roomPaths = new Set(sockets.map((s) => s.url.replace(/\?.*$/, '')));
    expect([...roomPaths], 'one room on one process, reached through its public address').toHaveLength(1);
    expect([...roomPaths][0]).toMatch(new RegExp(`^/a/[\\w-]+/${code}$`));
    expect(sockets.every((s) => s.to === 'a')).toBe(true);
  } finally {
    for (const c of contexts) await c.close();
  }
});
