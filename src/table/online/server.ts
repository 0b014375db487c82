// Where the online tables are, and whether they can be reached now. The app's own origin by default (`npm start`
// serves the app and its rooms together); an app built for a server elsewhere names it (VITE_ONLINE_SERVER, which
// its Content-Security-Policy names too). Light on purpose: the new-game screen asks it before anything of the
// SDK is loaded.
import type { Reason } from '../../engine/types';
import { PROTOCOL_VERSION } from '../protocol';

/** The rooms' server as an http(s) origin (the SDK derives its WebSocket address from it). */
export function onlineEndpoint(): string {
  const configured = (import.meta.env?.VITE_ONLINE_SERVER as string | undefined)?.trim();
  return configured ? new URL(configured).origin : location.origin;
}

/** A table's link, for an invite: this app's page with the table's route. */
export function inviteLink(code: string): string {
  return `${location.origin}${location.pathname}#/online/${code}`;
}

const HEALTH_TIMEOUT_MS = 4_000;

/** Whether online tables can be used now, and why not in words when not (offline; no server answers; another
 *  protocol). */
export async function onlineAvailability(): Promise<{ ok: true } | { ok: false; reason: Reason }> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return { ok: false, reason: { key: 'online.offline' } };
  try {
    const answer = await fetch(`${onlineEndpoint()}/online/health`, { cache: 'no-store', signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    if (!answer.ok) return { ok: false, reason: { key: 'online.noServer' } };
    const body = (await answer.json()) as { protocol?: unknown };
    if (body.protocol !== PROTOCOL_VERSION) return { ok: false, reason: { key: 'table.otherVersion' } };
    return { ok: true };
  } catch {
    return { ok: false, reason: { key: 'online.noServer' } };
  }
}

/** A table as the invite link's page sees it (GET /online/tables/<code>, server/http.ts): nothing hidden, no token,
 *  no seed. Per seat: a bot's, a person's still free (nobody has taken it), or taken (its device holds a token). */
export interface TableLobby {
  code: string;
  gameId: string;
  names: string[];
  seats: ('bot' | 'free' | 'taken')[];
  over: boolean;
  /** Live, or over days with a time per move, as the server says it (read through paceOf). */
  pace: unknown;
}

export async function fetchLobby(code: string): Promise<{ ok: true; lobby: TableLobby } | { ok: false; reason: Reason }> {
  try {
    const answer = await fetch(`${onlineEndpoint()}/online/tables/${encodeURIComponent(code)}`, { cache: 'no-store', signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS * 2) });
    if (answer.status === 404) return { ok: false, reason: { key: 'online.noSuchTable' } };
    if (!answer.ok) return { ok: false, reason: { key: 'online.noServer' } };
    const lobby = (await answer.json()) as TableLobby;
    if (!Array.isArray(lobby.names) || !Array.isArray(lobby.seats) || typeof lobby.gameId !== 'string') return { ok: false, reason: { key: 'online.noServer' } };
    return { ok: true, lobby };
  } catch {
    return { ok: false, reason: typeof navigator !== 'undefined' && navigator.onLine === false ? { key: 'online.offline' } : { key: 'online.noServer' } };
  }
}

/** What a refusal from the server says, as words the app has: its keys are the app's own (a ServerError's
 *  message), anything else is "the server cannot be reached". */
export function serverReason(error: unknown): Reason {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && /^(online|engine|table)\.[A-Za-z.]+$/.test(message)) return { key: message };
  // Colyseus's own words for a seat it did not reserve: the room's admission let nobody more wait (server/admission.ts).
  if (typeof message === 'string' && message.endsWith(' is already full.')) return { key: 'online.tableBusy' };
  return { key: 'online.noServer' };
}
