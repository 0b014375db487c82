// "Tell me when it is my move" for one seat at an online table: the device subscribes to Web Push with the server's
// public key (its VAPID key, GET /online/push-key) and hands the subscription to the server with the seat's token
// (POST /online/tables/<code>/push), which keeps it with that seat and tells it to nobody. Asked only when the
// player taps it; a refusal is kept (the browser's), and can be changed in the browser's site settings. On iPhone
// and iPad, Web Push needs the app added to the home screen (iOS 16.4+): a tab there gets the steps instead.
import { getLanguage } from '../../base/i18n';
import type { Reason, Seat } from '../../engine/types';
import { seatToken } from '../tokens';
import { onlineEndpoint } from './server';

const KEY = 'nine-lives.turn-alerts';
const REQUEST_TIMEOUT_MS = 10_000;

/** What this browser can do: subscribe, or needs the app installed first (iOS), or was refused, or cannot. */
export type AlertSupport = 'ok' | 'install' | 'refused' | 'none';

export function alertSupport(): AlertSupport {
  const standalone = matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
  if (apple && !standalone) return 'install';
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined' || typeof Notification === 'undefined') return 'none';
  return Notification.permission === 'denied' ? 'refused' : 'ok';
}

function kept(): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((k): k is string => typeof k === 'string' && k.length <= 40) : [];
  } catch {
    return [];
  }
}

function keep(list: string[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list.slice(0, 40)));
  } catch {
    // Storage full: the server still tells the seat; only this device's switch forgets it is on.
  }
}

const keyOf = (code: string, seat: Seat) => `${code}:${seat}`;

/** Whether this device asked to be told of `seat`'s moves at `code`. */
export function alertsOn(code: string, seat: Seat): boolean {
  return kept().includes(keyOf(code, seat));
}

/** Every seat this device asked to be told of, newest first. */
export function alertTables(): { code: string; seat: Seat }[] {
  return kept().filter((k) => !k.startsWith('asked:')).map((k) => {
    const [code, seat] = k.split(':');
    return { code, seat: Number(seat) };
  }).filter(({ code, seat }) => code !== '' && Number.isInteger(seat));
}

/** Whether the offer was answered here (yes or not now), so it is not made again; `answered` marks it. */
export function offerAnswered(code: string, seat: Seat, answered = false): boolean {
  const key = `asked:${keyOf(code, seat)}`;
  if (answered) keep([key, ...kept().filter((k) => k !== key)]);
  return kept().includes(key);
}

/** Subscribes (once per device) and tells the server; the refusal in words when it cannot. */
export async function turnAlertsOn(code: string, seat: Seat): Promise<{ ok: true } | { ok: false; reason: Reason }> {
  const support = alertSupport();
  if (support !== 'ok') return { ok: false, reason: { key: support === 'install' ? 'online.alertsInstall' : support === 'refused' ? 'online.alertsRefused' : 'online.alertsNone' } };
  const token = seatToken(code, seat);
  if (!token) return { ok: false, reason: { key: 'online.notYourSeat' } };
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: { key: 'online.alertsRefused' } };
  try {
    const answer = await fetch(`${onlineEndpoint()}/online/push-key`, { cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    if (!answer.ok) return { ok: false, reason: { key: 'online.noPush' } };
    const { publicKey } = (await answer.json()) as { publicKey?: unknown };
    if (typeof publicKey !== 'string') return { ok: false, reason: { key: 'online.noPush' } };
    const registration = await navigator.serviceWorker.ready;
    const subscription = (await registration.pushManager.getSubscription())
      ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64url(publicKey) }));
    const told = await tell(code, seat, token, subscription.toJSON());
    if (!told.ok) return told;
    keep([keyOf(code, seat), ...kept().filter((k) => k !== keyOf(code, seat))]);
    return { ok: true };
  } catch {
    return { ok: false, reason: { key: 'online.noServer' } };
  }
}

/** Tells the server to tell this seat no more. */
export async function turnAlertsOff(code: string, seat: Seat): Promise<{ ok: true } | { ok: false; reason: Reason }> {
  keep(kept().filter((k) => k !== keyOf(code, seat)));
  const token = seatToken(code, seat);
  if (!token) return { ok: true };
  return tell(code, seat, token, null).catch(() => ({ ok: false as const, reason: { key: 'online.noServer' } }));
}

async function tell(code: string, seat: Seat, token: string, subscription: PushSubscriptionJSON | null): Promise<{ ok: true } | { ok: false; reason: Reason }> {
  const answer = await fetch(`${onlineEndpoint()}/online/tables/${encodeURIComponent(code)}/push`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    body: JSON.stringify({ seat, token, lang: getLanguage(), subscription }),
  });
  if (answer.ok) return { ok: true };
  const said = (await answer.json().catch(() => null)) as { key?: unknown } | null;
  return { ok: false, reason: { key: typeof said?.key === 'string' && said.key.startsWith('online.') ? said.key : 'online.noServer' } };
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const bytes = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(bytes, (c) => c.charCodeAt(0));
}
