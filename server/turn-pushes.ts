// One table's "your move" pushes: when a seat becomes asked (its turn, a defence, an offer) and its device is not
// connected, the seat's subscription (if it asked to be told) gets one push, and no other until that seat has acted
// (it is no longer asked). The push says only what an onlooker could read: the game, the table's code and the
// newest move as the public move log words it, in the seat's own language; never a hand, a seed or a token.
import { inLanguage, loadLanguage, t } from '../src/base/i18n';
import type { Seat } from '../src/engine/types';
import { gameById } from '../src/games/index';
import type { GameSession } from '../src/engine/session';
import type { HostChange } from '../src/table/host';
import type { GameKit } from './games';
import { moveTimeMs, type Pace } from '../src/table/online/pace';
import { registerOnlineText } from '../src/table/online/text';
import { newestMove } from './newest-move';
import { topicOf, type PushSender, type TurnPush } from './push';
import type { TableStore } from './store';

/** How long a push for a live table waits at the push service for a device that is off. */
const LIVE_TTL_SECONDS = 10 * 60;
/** A push for a move whose time is (nearly) up still waits this long. */
const MIN_TTL_SECONDS = 60;

export interface TurnPushTable {
  code: string;
  gameId: string;
  pace: Pace;
  /** When the log last changed (ms): a move's time runs from here. */
  movedAt(): number;
}

export class TurnPushes {
  /** Seats pushed for being asked, until they are no longer asked. */
  private readonly told = new Set<Seat>();
  /** The room's first change is the table as it was (a table brought back): whoever is asked then was told before. */
  private primed = false;
  private sending: Promise<void> = Promise.resolve();
  constructor(
    private readonly table: TurnPushTable,
    private readonly session: GameSession,
    private readonly kit: GameKit,
    private readonly store: TableStore,
    private readonly sender: PushSender,
  ) {}

  /** The host's every change: who is asked now, and who is here. */
  changed(change: HostChange): void {
    for (const seat of this.told) if (!change.asked.includes(seat)) this.told.delete(seat);
    if (!this.primed) {
      this.primed = true;
      for (const seat of change.asked) this.told.add(seat);
      return;
    }
    const away = change.asked.filter((seat) => !this.told.has(seat) && change.presence[seat] !== 'here');
    if (away.length === 0) return;
    for (const seat of away) this.told.add(seat);
    // One table's pushes one after another; a failure is the push service's, and costs the game nothing.
    this.sending = this.sending.then(() => this.push(away)).catch((error: Error) => console.warn(`push for table ${this.table.code}: ${error.message}`));
  }

  /** Resolves once the pushes asked for so far are sent (the tests). */
  settled(): Promise<void> {
    return this.sending;
  }

  private async push(seats: Seat[]): Promise<void> {
    const wanted = (await this.store.pushes(this.table.code)).filter((p) => seats.includes(p.seat));
    for (const p of wanted) {
      await Promise.all([registerOnlineText(), loadLanguage(p.lang)]);
      const push: TurnPush = inLanguage(p.lang, () => {
        const entry = gameById(this.table.gameId);
        const last = newestMove(this.kit.def, this.kit.describe, this.session.input, this.session.events);
        return {
          v: 1, code: this.table.code, gameId: this.table.gameId,
          title: t('online.push.title', { game: entry ? t(entry.titleKey) : this.table.gameId }),
          body: last ? last.sentences.join(' ') : t('online.push.started'),
        };
      });
      const outcome = await this.sender.send(p.subscription, push, { ttlSeconds: this.ttlSeconds(), topic: topicOf(this.table.code) });
      // The push service no longer knows it (the device unsubscribed, the app was removed): forgotten.
      if (outcome === 'gone') await this.store.setPush(this.table.code, p.seat, null);
    }
  }

  /** A push waits at the push service as long as the move's time has left (live: a few minutes). */
  private ttlSeconds(): number {
    const moveMs = moveTimeMs(this.table.pace);
    if (moveMs === null) return LIVE_TTL_SECONDS;
    return Math.max(MIN_TTL_SECONDS, Math.round((this.table.movedAt() + moveMs - Date.now()) / 1000));
  }
}
