// For the tests and the push bench: a push service's receiving side (RFC 8030) on the loopback, standing in for the
// browsers' push services, with the devices' own half: each subscription it hands out has its own P-256 key pair
// and auth secret, as a browser makes them, so every push that arrives is decrypted here (RFC 8291, aes128gcm,
// with http_ece, the decryption web-push's encryption is tested against) and its VAPID signature checked
// (RFC 8292: an ES256 JWT for this origin, signed by the key it names). A subscription can be made to answer
// 410 Gone, as a push service does for a device that unsubscribed.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece has no types of its own: the one function used here.
import ece from 'http_ece';
import type { PushSubscriptionJSON } from './store';

export interface ReceivedPush {
  /** Which subscription it came for (its endpoint's last part). */
  id: string;
  ttl: number;
  topic: string | null;
  urgency: string | null;
  /** The VAPID public key the signature was checked against (the Authorization header's k=). */
  vapidKey: string;
  /** The decrypted payload, as text. */
  text: string;
  /** The request body as it came (encrypted). */
  body: Buffer;
}

export interface PushReceiver {
  url: string;
  /** A new device's subscription. */
  subscribe(): PushSubscriptionJSON & { id: string };
  /** Everything received so far, in order. */
  received: ReceivedPush[];
  /** From now on, pushes to `id` are answered 410 Gone (the device unsubscribed). */
  forget(id: string): void;
  /** Requests refused (a bad signature, a body that does not decrypt), with why. */
  refused: string[];
  close(): Promise<void>;
}

const b64 = (buf: Buffer): string => buf.toString('base64url');

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: string;
  gone: boolean;
}

/** `onPush` hears each push as it is received (the bench times them). */
export async function startPushReceiver(onPush?: (push: ReceivedPush) => void): Promise<PushReceiver> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    void body(req).then((buf) => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
      const device = devices.get(id);
      if (req.method !== 'POST' || !device) return void res.writeHead(404).end();
      if (device.gone) return void res.writeHead(410).end();
      try {
        const vapidKey = checkVapid(String(req.headers.authorization ?? ''), origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const text = ece.decrypt(buf, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString('utf8');
        const push: ReceivedPush = {
          id, ttl: Number(req.headers.ttl), topic: header(req, 'topic'), urgency: header(req, 'urgency'), vapidKey, text, body: buf,
        };
        received.push(push);
        onPush?.(push);
        res.writeHead(201).end();
      } catch (error) {
        refused.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let made = 0;
  return {
    url: origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = `d${++made}`;
      const device: Device = { ecdh, auth: b64(randomBytes(16)), gone: false };
      devices.set(id, device);
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(ecdh.getPublicKey()), auth: device.auth } };
    },
    forget(id) {
      const device = devices.get(id);
      if (device) device.gone = true;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** RFC 8292's `vapid t=<JWT>, k=<public key>`: an ES256 JWT for `audience`, unexpired, signed by k. Returns k. */
function checkVapid(authorization: string, audience: string): string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [head, claims, signature] = match[1].split('.');
  const raw = Buffer.from(match[2], 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the VAPID key is not an uncompressed P-256 point');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('the VAPID signature does not verify');
  const { alg } = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (alg !== 'ES256') throw new Error(`VAPID alg ${alg}`);
  if (aud !== audience) throw new Error(`VAPID aud ${aud}, not ${audience}`);
  if (!exp || exp * 1000 < Date.now() || exp * 1000 > Date.now() + 24 * 3_600_000) throw new Error(`VAPID exp ${exp}`);
  if (!sub || !/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID sub ${sub}`);
  return match[2];
}
