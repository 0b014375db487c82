// What store calls return instead of throwing: the shell turns a Reason into words for the player.
import type { Reason } from '../engine/types';

/** Every reason key the store produces (the shell needs a translation for each). */
export const STORE_REASON_KEYS = [
  'store.full',
  'store.writeFailed',
  'store.readFailed',
  'store.notFound',
  'store.damaged',
  'store.unknownVersion',
  'store.importNotJson',
  'store.importNotSave',
  'store.importBadVersion',
  'store.importUnknownGame',
  'store.importTooLarge',
  'store.importDamaged',
  'store.importRefused',
  'store.importNeedsAttention',
] as const;
export type StoreReasonKey = (typeof STORE_REASON_KEYS)[number];

export type Failure = { ok: false; reason: Reason };
export type WriteResult = { ok: true } | Failure;

/** A save that could not be listed, and why. */
export interface Problem {
  id?: string;
  reason: Reason;
}

export function reason(key: StoreReasonKey, params?: Record<string, string | number>): Reason {
  return params ? { key, params } : { key };
}

export function fail(key: StoreReasonKey, params?: Record<string, string | number>): Failure {
  return { ok: false, reason: reason(key, params) };
}

// Browsers disagree on how "disk full" looks: Chrome and Safari use the standard name, old Firefox
// its own name, and some engines only set the legacy code 22.
function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

function messageOf(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    const text = typeof message === 'string' && message ? message : String(name ?? 'error');
    return typeof name === 'string' && name && !text.startsWith(name) ? `${name}: ${text}` : text;
  }
  return String(error);
}

/**
 * Classifies a failed write. A full disk can show up as the rejected request or only as the error
 * of the aborted transaction (the request then just says AbortError), so both are looked at.
 */
export function writeFailure(...errors: unknown[]): Failure {
  if (errors.some(isQuotaError)) return fail('store.full');
  const first = errors.find((e) => e !== null && e !== undefined);
  return fail('store.writeFailed', { message: messageOf(first) });
}

export function readFailure(error: unknown): Failure {
  return fail('store.readFailed', { message: messageOf(error) });
}
