// "Your turn" on a phone: Web Push from the rooms' server to a seat's device that is not connected. The server's
// VAPID key pair (RFC 8292) is made at its first start and kept in the tables' store, so every process and every
// restart signs with the same one, and the subscriptions devices made with its public key keep working. Each push
// is encrypted for its subscription (RFC 8291, aes128gcm) by the `web-push` package and POSTed to the push service
// (RFC 8030) with a TTL and a Topic: a newer push for the same table replaces an older one still waiting there.
import webpush from 'web-push';
import * as v from 'valibot';
import type { PushSubscriptionJSON, TableStore } from './store';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The server's VAPID key pair: the one in the store, made there on the first ask. */
export function vapidKeys(store: TableStore): Promise<VapidKeys> {
  return store.serverValue<VapidKeys>('vapid', () => webpush.generateVAPIDKeys());
}

const base64url = (max: number) => v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+=*$/), v.maxLength(max));

/** A subscription as a device sends it (PushSubscription.toJSON()); what else it carries is dropped. */
export const SubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(), v.maxLength(1_000), v.url()),
  keys: v.object({ p256dh: base64url(200), auth: base64url(100) }),
});

/** Where a push may go: a push service over HTTPS on a public name, never an address of the server's own network
 *  (a subscription is the device's word, and must not make the server call inward). Plain HTTP to the loopback
 *  only where told (the tests' receiver). */
export function endpointAllowed(endpoint: string, allowLoopbackHttp = false): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const loopback = host === 'localhost' || host === '::1' || /^127\./.test(host);
  if (url.protocol === 'http:') return allowLoopbackHttp && loopback;
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (loopback) return allowLoopbackHttp;
  // An address, not a name: a push service has a name.
  return !/^[\d.]+$/.test(host) && !host.includes(':');
}

/** What one push says: only what its seat may see (never a card of a hand, a seed or a token). The words are in
 *  the seat's language already; the service worker shows them as they are. */
export interface TurnPush {
  v: 1;
  /** The table, and the game's id. */
  code: string;
  gameId: string;
  title: string;
  body: string;
}

export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** The key devices subscribe with (the VAPID public key, base64url). */
  publicKey(): Promise<string>;
  /** `ttlSeconds`: how long the push service keeps it for a device that is off; `topic`: a newer push with the same
   *  topic replaces this one while it waits there. 'gone': the push service no longer knows the subscription
   *  (404, 410), which is then forgotten. */
  send(subscription: PushSubscriptionJSON, push: TurnPush, opts: { ttlSeconds: number; topic: string }): Promise<PushOutcome>;
}

export interface WebPushOptions {
  /** The server's key pair (vapidKeys(store)); asked once, on the first push or ask for the public key. */
  keys: () => Promise<VapidKeys>;
  /** Who runs this server, for the push services (RFC 8292's `sub`): a mailto: or https: address (`PUSH_SUBJECT`). */
  subject: string;
  /** The tests' receiver listens on the loopback over plain HTTP. */
  allowLoopbackHttp?: boolean;
  /** A push service that does not answer within this is a failure (the next push is tried anew). */
  timeoutMs?: number;
}

/** Pushes through the push services with `web-push`'s encryption and VAPID headers, sent with fetch. */
export function webPushSender({ keys: loadKeys, subject, allowLoopbackHttp = false, timeoutMs = 10_000 }: WebPushOptions): PushSender {
  let kept: Promise<VapidKeys> | null = null;
  const theKeys = (): Promise<VapidKeys> => {
    kept ??= loadKeys();
    kept.catch(() => { kept = null; }); // a store that failed to answer is asked again next time
    return kept;
  };
  return {
    publicKey: async () => (await theKeys()).publicKey,
    async send(subscription, push, { ttlSeconds, topic }) {
      if (!endpointAllowed(subscription.endpoint, allowLoopbackHttp)) return 'gone';
      const keys = await theKeys();
      let request: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        request = webpush.generateRequestDetails(subscription, JSON.stringify(push), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: Math.max(0, Math.round(ttlSeconds)), topic, urgency: 'high', contentEncoding: 'aes128gcm',
        });
      } catch {
        return 'gone'; // keys a push cannot be encrypted for: the subscription is of no use
      }
      try {
        const response = await fetch(request.endpoint, {
          method: request.method, headers: request.headers as Record<string, string>, body: new Uint8Array(request.body as Buffer) as unknown as BodyInit,
          signal: AbortSignal.timeout(timeoutMs), redirect: 'error',
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 404 || response.status === 410) return 'gone';
        return response.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

/** A table's topic (RFC 8030: at most 32 characters of the URL-safe base64 alphabet): its code is one. */
export const topicOf = (code: string): string => `t${code}`.slice(0, 32);
