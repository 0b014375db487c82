// A seat's device, however it reached its table (a phone paired by codes, an online table's link): its guest, which
// keeps the seat's token on this device for a rejoin, and its seat screen, mounted once the table has said which
// game it plays. The Join screen (join.ts) and the online screen (online/online-table.ts) both open seats this way.
import { el } from '../base/dom';
import type { Lang, Settings } from '../base/settings';
import type { Reason } from '../engine/types';
import type { GameId } from '../games/index';
import type { GameModule } from '../ui/game-ui';
import { gameModules } from './game-modules';
import { TableGuest } from './guest';
import type { Link } from './link';
import { mountSeatScreen, type SeatScreen, type SeatScreenHooks, type SeatSource } from './seat-screen';
import { keepSeatToken, seatToken } from './tokens';

/** A guest of this device on `link`: it rejoins with the token it was given for that seat, and keeps a new one. */
export function deviceGuest(link: Link, lang: Lang): TableGuest {
  return new TableGuest(link, {
    tokenFor: (table, seat) => seatToken(table, seat),
    lang,
    onWelcome: (w) => keepSeatToken(w.table, w.seat, w.token),
  });
}

/** Loads the table's game and mounts the seat screen for `source` in a fresh #game-root in place of what `root`
 *  showed; null and why when this app has no such game, or `stillWanted` says the screen was left meanwhile. */
export async function openSeatScreen(root: HTMLElement, gameId: GameId, source: SeatSource, settings: Settings,
  hooks: SeatScreenHooks, stillWanted: () => boolean): Promise<{ ok: true; screen: SeatScreen; game: GameModule } | { ok: false; reason: Reason | null }> {
  const load = gameModules[gameId];
  if (!load) return { ok: false, reason: { key: 'engine.gameNotLoaded' } };
  const game = await load();
  if (!stillWanted()) return { ok: false, reason: null };
  const host = el('div', { attrs: { id: 'game-root' } });
  root.replaceChildren(host);
  return { ok: true, screen: await mountSeatScreen(host, source, game, settings, hooks), game };
}
