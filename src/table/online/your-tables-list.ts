// The home screen's "Your tables": every online table this device holds a seat at (from its seats' tokens, the only
// key) and every table it watches: the game, the players, whose move it is and the time the move has left, the
// newest move in words and when; a mark where it is this device's move; one tap to the table. The server's last
// answer is kept on the device, so the list is there offline, after days or a reboot (marked as last known). A
// finished table stays until dismissed. Its own chunk, loaded by home only when there is a table to list.
import { button, el } from '../../base/dom';
import { getLanguage, t } from '../../base/i18n';
import type { Seat } from '../../engine/types';
import { gameById } from '../../games/index';
import { allSeatTokens } from '../tokens';
import { fetchLobby, onlineEndpoint, type TableLobby } from './server';
import { registerOnlineText } from './text';
import { watchedTables } from './watching';
import './your-tables.css';
import type { YourTable } from './your-table';

const CACHE = 'nine-lives.your-tables';
const DISMISSED = 'nine-lives.your-tables-dismissed';
const ASK_TIMEOUT_MS = 8_000;

interface Kept { at: number; tables: YourTable[]; watched?: WatchedTable[] }
/** A watched table as its lobby says it (anybody with the code may watch, so the code asks it): game, players, over. */
type WatchedTable = Pick<TableLobby, 'code' | 'gameId' | 'names' | 'over'>;

function readJson<T>(key: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(key) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full: the list is asked of the server again next time.
  }
}

/** Fills `slot` from what is kept at once, then from the server's answer; resolves once the kept list is shown. */
export async function showYourTables(slot: HTMLElement, open: (code: string) => void, gone: () => boolean): Promise<void> {
  await registerOnlineText();
  const kept = readJson<Kept | null>(CACHE, null);
  const keptWatched = Array.isArray(kept?.watched) ? kept.watched : [];
  if (kept && Array.isArray(kept.tables)) draw(slot, kept.tables, keptWatched, kept.at, open);
  void Promise.all([ask(), askWatched()]).then(([tables, watched]) => {
    if (gone() || !tables) {
      if (!gone() && kept) draw(slot, kept.tables, keptWatched, kept.at, open, true);
      return;
    }
    writeJson(CACHE, { at: Date.now(), tables, watched } satisfies Kept);
    draw(slot, tables, watched, null, open);
  });
}

/** The lobbies of the tables this device watches (those still there). */
async function askWatched(): Promise<WatchedTable[]> {
  const lobbies = await Promise.all(watchedTables().map((code) => fetchLobby(code)));
  return lobbies.flatMap((l) => (l.ok ? [{ code: l.lobby.code, gameId: l.lobby.gameId, names: l.lobby.names, over: l.lobby.over }] : []));
}

async function ask(): Promise<YourTable[] | null> {
  const seats = allSeatTokens().map((k) => ({ code: k.table, seat: k.seat, token: k.token })).filter((k) => /^[0-9a-hjkmnp-tv-z]{10}$/.test(k.code));
  if (seats.length === 0) return [];
  try {
    const answer = await fetch(`${onlineEndpoint()}/online/your-tables`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
      body: JSON.stringify({ lang: getLanguage(), seats: seats.slice(0, 40) }),
    });
    if (!answer.ok) return null;
    const { tables } = (await answer.json()) as { tables?: unknown };
    return Array.isArray(tables) ? (tables as YourTable[]) : null;
  } catch {
    return null;
  }
}

/** The list; `keptAt`: shown from the device's copy (offline), with when it was last known. */
function draw(slot: HTMLElement, all: YourTable[], lobbies: WatchedTable[], keptAt: number | null, open: (code: string) => void, offline = false): void {
  const dismissed = new Set(readJson<string[]>(DISMISSED, []));
  const tables = all.filter((table) => !(table.over && dismissed.has(table.code)));
  const watched = watchedTables().filter((code) => !all.some((table) => table.code === code));
  const waiting = tables.filter((table) => table.asked.includes(table.seat)).length;
  // The app's badge: the tables waiting for this device (the service worker keeps it from the pushes too).
  void (navigator as Navigator & { setAppBadge?(n: number): Promise<void>; clearAppBadge?(): Promise<void> })
    [waiting > 0 ? 'setAppBadge' : 'clearAppBadge']?.(waiting).catch(() => undefined);
  if (tables.length === 0 && watched.length === 0) return void slot.replaceChildren();
  const rows = [
    ...tables.map((table) => row(table, open, slot, all, lobbies, keptAt)),
    ...watched.map((code) => watchRow(code, lobbies.find((l) => l.code === code) ?? null, open)),
  ];
  slot.replaceChildren(el('section', { class: 'panel your-tables', attrs: { 'aria-labelledby': 'your-tables-heading' } }, [
    el('h2', { text: t('online.yours.title'), attrs: { id: 'your-tables-heading' } }),
    ...(keptAt !== null && offline ? [el('p', { class: 'meta', attrs: { id: 'your-tables-kept' }, text: t('online.yours.lastKnown', { when: ago(keptAt) }) })] : []),
    el('ul', { class: 'your-tables-list', attrs: { role: 'list' } }, rows),
  ]));
}

function row(table: YourTable, open: (code: string) => void, slot: HTMLElement, all: YourTable[], lobbies: WatchedTable[], keptAt: number | null): HTMLElement {
  const entry = gameById(table.gameId);
  const game = entry ? t(entry.titleKey) : table.gameId;
  const yours = table.asked.includes(table.seat);
  const whose = table.over ? t('online.yours.over')
    : yours ? t('online.yours.yourMove')
    : table.asked.length > 0 ? t('online.yours.theirMove', { name: table.asked.map((s: Seat) => table.names[s]).join(', ') })
    : '';
  const left = table.deadline !== null && !table.over ? timeLeft(table.deadline) : '';
  const last = table.lastMove ? `${table.lastMove.sentences.join(' ')} · ${ago(table.movedAt)}` : '';
  const go = button(`${game}: ${table.names.join(', ')}`, () => open(table.code), yours ? 'primary' : 'secondary', { id: `your-table-${table.code}`, 'data-yours': String(yours) });
  const parts: HTMLElement[] = [
    go,
    el('p', { class: 'your-table-status' }, [
      ...(yours ? [el('span', { class: 'your-move-mark', text: '●', attrs: { 'aria-hidden': 'true' } }), ' '] : []),
      [whose, left].filter(Boolean).join(' · '),
    ]),
    ...(last ? [el('p', { class: 'meta', text: last })] : []),
  ];
  if (table.over) {
    parts.push(button(t('online.yours.dismiss'), () => {
      writeJson(DISMISSED, [table.code, ...readJson<string[]>(DISMISSED, [])].slice(0, 100));
      draw(slot, all, lobbies, keptAt, open);
    }, 'quiet', { id: `your-table-${table.code}-dismiss` }));
  }
  return el('li', { class: `your-table${yours ? ' is-yours' : ''}`, attrs: { 'data-code': table.code } }, parts);
}

/** A table this device watches: its game and players once its lobby is known, else its code. */
function watchRow(code: string, lobby: WatchedTable | null, open: (code: string) => void): HTMLElement {
  const entry = lobby && gameById(lobby.gameId);
  const label = lobby ? `${entry ? t(entry.titleKey) : lobby.gameId}: ${lobby.names.join(', ')}` : t('online.yours.watching', { code });
  return el('li', { class: 'your-table', attrs: { 'data-code': code } }, [
    button(label, () => open(code), 'secondary', { id: `your-table-${code}` }),
    ...(lobby ? [el('p', { class: 'your-table-status', text: lobby.over ? t('online.yours.over') : t('online.yours.watchingNow') })] : []),
  ]);
}

/** "2 hours ago", in the language in use. */
function ago(at: number): string {
  return relative(at - Date.now());
}

/** "in 5 hours" left for the move, or that its time is up. */
function timeLeft(deadline: number): string {
  const ms = deadline - Date.now();
  return ms <= 0 ? t('online.yours.timeUp') : t('online.yours.timeLeft', { when: relative(ms) });
}

function relative(ms: number): string {
  const format = new Intl.RelativeTimeFormat(getLanguage(), { numeric: 'auto' });
  const minutes = Math.round(ms / 60_000);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(ms / 3_600_000);
  if (Math.abs(hours) < 48) return format.format(hours, 'hour');
  return format.format(Math.round(ms / 86_400_000), 'day');
}
