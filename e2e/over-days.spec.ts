// Play over days (issue 38) through the app's own server: Ana makes a Pocket Cats table "over days, a day a move"
// and Ben takes the other seat in a browser of his own. After his first move Ben asks to be told of his moves (the
// browser's subscribe() is the one thing replaced, in this test alone: headless Chromium has no push service; its
// subscription points at a push service's receiving side on the loopback, server/push-receiver.ts, which decrypts
// what the server sends). Ben's browser is closed; Ana plays until it is Ben's move, and the server pushes one
// message, holding nothing hidden. Ben's browser opened again finds the table under Your tables, marked as his
// move; the push delivered to its service worker (DevTools' ServiceWorker.deliverPushMessage) shows one
// notification for the table, a second push replacing it, and a click on it opens the table. Settings then stop the
// pushes at every table.
import { expect, test, type Page } from './fixtures';
import { fastSettings, shot } from './helpers';
import { PHONE, TABLET } from './devices';
import { startOnlineServer, type OnlineServer } from './online-server';
import { ACTIONS } from './walk';
import { makeOnlineTable, takeOnlineSeat } from './online-walk';
import { startPushReceiver, type PushReceiver } from '../server/push-receiver';

test.use({ serviceWorkers: 'allow' });

let server: OnlineServer;
let receiver: PushReceiver;
test.beforeAll(async () => {
  [server, receiver] = await Promise.all([startOnlineServer({ PUSH_TO_LOOPBACK: '1' }), startPushReceiver()]);
});
test.afterAll(async () => {
  await Promise.all([server?.stop(), receiver?.close()]);
});

/** Presses one of the person's Pocket Cats controls, if there is one now; whether it did. */
async function pressOne(page: Page): Promise<boolean> {
  for (const selector of ACTIONS['pocket-cats']) {
    const found = page.locator(selector).first();
    if (!(await found.count()) || !(await found.isEnabled().catch(() => false))) continue;
    await found.focus().catch(() => undefined);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(150);
    return true;
  }
  return false;
}

test('Pocket Cats over days: a move, the other browser closed, a push, Your tables, the notification opens the table, Settings stop it', async ({ browser }) => {
  test.setTimeout(180_000);
  const anaContext = await browser.newContext({ ...TABLET, baseURL: server.url });
  const ana = await anaContext.newPage();
  await fastSettings(ana);
  const link = await makeOnlineTable(ana, 'Ana', ['Ben'], undefined, { game: 'pocket-cats', overDays: true });
  await expect(ana.locator('#online-invite-pace')).toContainText('1 day per move');
  const code = /#\/online\/([0-9a-z]{10})$/.exec(link)![1];
  await ana.locator('#online-invite-close').click();

  const phone = receiver.subscribe();
  const benContext = await browser.newContext({ ...PHONE, baseURL: server.url });
  await benContext.grantPermissions(['notifications'], { origin: server.url });
  // The one stand-in: subscribe() answers with the receiver's subscription (its keys are the receiver's).
  await benContext.addInitScript((sub) => {
    const fake = { endpoint: sub.endpoint, expirationTime: null, options: {}, getKey: () => null, unsubscribe: async () => true, toJSON: () => ({ endpoint: sub.endpoint, keys: sub.keys }) };
    PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
    PushManager.prototype.getSubscription = async () => null;
  }, { endpoint: phone.endpoint, keys: phone.keys });
  let ben = await benContext.newPage();
  await takeOnlineSeat(ben, link, 1, 'Ben');

  // Both play until Ben has moved once: then he is offered "Tell me when it is my move".
  await expect(ben.locator('#online-alerts-yes')).toHaveCount(0);
  for (let i = 0; !(await ben.locator('#online-alerts-yes').isVisible()); i++) {
    expect(i, 'Ben was never offered to be told of his moves').toBeLessThan(80);
    if (!(await pressOne(ben))) await pressOne(ana);
  }
  await shot(ben, 'over-days-offer');
  await ben.locator('#online-alerts-yes').click();
  await expect(ben.locator('.play-hint')).toHaveText('This device will tell you when it is your move, even with the app closed.');
  await expect(ben.locator('#online-alerts-yes')).toHaveCount(0);
  await shot(ben, 'over-days-told');

  // Ben's browser closes (what it keeps on the device kept); Ana plays until the table waits for Ben.
  const kept = await benContext.storageState();
  await benContext.close();
  for (let i = 0; receiver.received.filter((r) => r.id === phone.id).length === 0; i++) {
    expect(i, 'no push came for Ben').toBeLessThan(120);
    if (!(await pressOne(ana))) await ana.waitForTimeout(200);
  }
  const [push] = receiver.received.filter((r) => r.id === phone.id);
  const said = JSON.parse(push.text) as { v: number; code: string; gameId: string; title: string; body: string };
  expect(said).toMatchObject({ v: 1, code, gameId: 'pocket-cats', title: 'Your move · Pocket Cats' });
  expect(push.topic).toBe(`t${code}`);
  expect(push.ttl).toBeGreaterThan(23 * 3600);
  // Nothing but words an onlooker could read: no token of Ben's kept on his device.
  for (const origin of kept.origins) for (const item of origin.localStorage) if (item.name === 'nine-lives.seat-tokens') {
    for (const { token } of JSON.parse(item.value) as { token: string }[]) expect(push.text).not.toContain(token);
  }

  // Ben's browser again, days later as far as it knows: Your tables, his move marked.
  const again = await browser.newContext({ ...PHONE, baseURL: server.url, storageState: kept });
  await again.grantPermissions(['notifications'], { origin: server.url });
  ben = await again.newPage();
  await ben.goto('/');
  const row = ben.locator(`#your-table-${code}`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toHaveAttribute('data-yours', 'true');
  await expect(ben.locator(`.your-table[data-code="${code}"]`)).toContainText('Your move');
  await shot(ben, 'over-days-your-tables');

  // The push delivered to its service worker: one notification for the table; a newer replaces it.
  const registration = await ben.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  // As an installed app is: the page under its worker's control (the first visit's page is not, until a reload).
  await ben.reload();
  await expect.poll(() => ben.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cdp = await again.newCDPSession(ben);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const found = e.registrations.find((r) => r.scopeURL === registration && !r.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  const notifications = () => ben.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ tag: n.tag, title: n.title, body: n.body })));
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(server.url).origin, registrationId, data: push.text });
  await expect.poll(notifications).toEqual([{ tag: `nine-lives-table-${code}`, title: said.title, body: said.body }]);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(server.url).origin, registrationId, data: push.text });
  await expect.poll(async () => (await notifications()).length).toBe(1);

  // A click on it (the worker's own handler, given the notification): the table opens.
  const [worker] = again.serviceWorkers();
  await worker.evaluate(async (tag) => {
    const [shown] = await (self as unknown as ServiceWorkerGlobalScope).registration.getNotifications({ tag });
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown }));
  }, `nine-lives-table-${code}`);
  await expect.poll(() => again.pages().some((p) => p.url().endsWith(`#/online/${code}`)), { timeout: 15_000 }).toBe(true);
  const table = again.pages().find((p) => p.url().endsWith(`#/online/${code}`))!;
  await expect(table.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await notifications()).length).toBe(0);

  // Settings say it is on at one table, and stop it at every one: the server is told to forget the seat's
  // subscription.
  await table.goto('/#/settings');
  await expect(table.locator('#setting-alerts-state')).toHaveText('On. Tables where this device tells you when it is your move: 1.');
  await table.locator('#setting-alerts-title').scrollIntoViewIfNeeded();
  await shot(table, 'over-days-settings');
  const forgotten = table.waitForResponse((r) => r.url().endsWith(`/online/tables/${code}/push`) && r.request().method() === 'POST');
  await table.locator('#setting-alerts-stop').click();
  expect(JSON.parse((await forgotten).request().postData() ?? '{}')).toMatchObject({ seat: 1, subscription: null });
  expect((await forgotten).ok()).toBe(true);
  await expect(table.locator('#setting-alerts-said')).toHaveText('This device no longer tells you of your moves at any table.');
  await expect(table.locator('#setting-alerts-stop')).toHaveCount(0);
  await again.close();
  await anaContext.close();
});
