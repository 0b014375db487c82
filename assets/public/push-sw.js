// Nine Lives' service worker, its "your move" part (imported by the generated worker: vite.config.ts,
// workbox.importScripts). The rooms' server pushes one message per table (server/push.ts: title and body already in
// the player's words, nothing of any hand); each table has one notification, a newer one replacing it. A tap opens
// that table in the app: an open window of the app is focused and goes to the table's route (a reload: the app
// comes back from its saves as after any), else the app opens there.
// The app's badge counts the tables waiting for this device (the notifications shown).
'use strict';

const TABLE_CODE = /^[0-9a-hjkmnp-tv-z]{10}$/;
const tagOf = (code) => `nine-lives-table-${code}`;

async function updateBadge() {
  if (!('setAppBadge' in self.navigator)) return;
  const waiting = (await self.registration.getNotifications()).filter((n) => n.tag.startsWith('nine-lives-table-')).length;
  await (waiting > 0 ? self.navigator.setAppBadge(waiting) : self.navigator.clearAppBadge()).catch(() => undefined);
}

self.addEventListener('push', (event) => {
  let push = null;
  try {
    push = event.data ? event.data.json() : null;
  } catch {
    push = null;
  }
  // Anything but a push of ours is dropped (a push must show something: an empty one shows the app's name).
  if (!push || push.v !== 1 || typeof push.code !== 'string' || !TABLE_CODE.test(push.code)) return;
  event.waitUntil((async () => {
    await self.registration.showNotification(String(push.title ?? 'Nine Lives').slice(0, 120), {
      body: String(push.body ?? '').slice(0, 400),
      tag: tagOf(push.code),
      renotify: true,
      icon: 'icons/icon-192.png',
      data: { code: push.code },
    });
    await updateBadge();
  })());
});

self.addEventListener('notificationclick', (event) => {
  const code = event.notification.data && event.notification.data.code;
  event.notification.close();
  if (typeof code !== 'string' || !TABLE_CODE.test(code)) return;
  const route = `#/online/${code}`;
  event.waitUntil((async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const open = windows.find((w) => new URL(w.url).pathname.startsWith(new URL(self.registration.scope).pathname));
    const url = new URL(route, self.registration.scope).href;
    if (open) await open.focus().catch(() => undefined);
    // navigate() only for a window this worker controls; otherwise (or if it fails) a new window on the route.
    const went = open ? await open.navigate(url).catch(() => null) : null;
    if (!went) await self.clients.openWindow(url);
    await updateBadge();
  })());
});

self.addEventListener('notificationclose', (event) => {
  event.waitUntil(updateBadge());
});
