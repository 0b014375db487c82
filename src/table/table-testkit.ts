// A table of devices in one process, for the tests: a host for a game with every person's seat joined by a guest
// over an in-process link, bots choosing in-process, saves kept in memory. Every message the host sends a guest is
// kept with the position it was sent from, so a test can check what each seat was told against what it may see.
import { chooseEvent } from '../ai/bots';
import type { AnyBotAdapter } from '../ai/types';
import { GameSession } from '../engine/session';
import type { AnyGameDefinition, GameEvent, PlayerInfo, Seat } from '../engine/types';
import { gameById, type GameId } from '../games/index';
import type { GameModule } from '../ui/game-ui';
import { TableGuest } from './guest';
import { TableHost } from './host';
import { linkPair, type Link } from './link';

export interface Sent {
  seat: Seat;
  message: unknown;
  /** The host's position when it sent the message. */
  state: unknown;
}

export interface TestTable {
  def: AnyGameDefinition;
  game: GameModule;
  adapter: AnyBotAdapter;
  session: GameSession;
  host: TableHost;
  guests: (TableGuest | null)[];
  /** Every message the host sent to a guest, in order. */
  sent: Sent[];
  /** The events the host saved, in order (its save's log). */
  saved: GameEvent[];
  /** The log's length after each undo the host saved. */
  cuts: number[];
  /** Joins (or rejoins) `seat` with a new link; the guest's token is the one it was given, unless told. */
  join(seat: Seat, token?: string | null): TableGuest;
  /** Lets every message, save and bot answer in flight land. */
  settle(): Promise<void>;
}

export const SECRET_SEED = 1_234_567_891;

export async function openTable(gameId: GameId, opts: {
  options: unknown; players: PlayerInfo[]; seed?: number; events?: readonly GameEvent[]; tokens?: (string | null)[]; join?: boolean;
  /** The bots' choice (a random legal event unless told). */
  chooseBot?: (legal: readonly GameEvent[]) => GameEvent;
  /** The host's save of the seats' tokens (none unless told). */
  keepTokens?: (tokens: readonly (string | null)[]) => Promise<void>;
  /** The guests in the host's page, as the people at this device are (linkPair's samePage); else stand-ins for
   *  other devices, whose messages the protocol checks. */
  samePage?: boolean;
}): Promise<TestTable> {
  const entry = gameById(gameId)!;
  const [def, game, adapter] = await Promise.all([entry.definition(), entry.table(), entry.bot()]);
  game.registerText();
  const started = GameSession.resume(def, { options: opts.options, seed: opts.seed ?? SECRET_SEED, players: opts.players }, opts.events ?? []);
  if (!started.ok || started.value.refused) throw new Error(`cannot open ${gameId}: ${JSON.stringify(started)}`);
  const session = started.value.session;
  const saved: GameEvent[] = [...session.events];
  const sent: Sent[] = [];
  const cuts: number[] = [];
  const host = new TableHost({
    def, session, table: 'table-1', describe: game.describe,
    chooseBot: async (r) => opts.chooseBot?.(r.legal) ?? chooseEvent(adapter, 'random', r.view as never, r.legal, r.seed).event,
    adapter: async () => adapter,
    record: async (s) => void saved.push(s.events[s.events.length - 1]),
    cut: async (s) => {
      saved.length = s.events.length;
      cuts.push(s.events.length);
    },
    tokens: opts.tokens,
    keepTokens: opts.keepTokens,
  });
  const tokens = new Map<Seat, string>();
  const guests: (TableGuest | null)[] = opts.players.map(() => null);
  const join = (seat: Seat, token?: string | null): TableGuest => {
    const [hostEnd, guestEnd] = linkPair({ samePage: opts.samePage });
    host.connect(spy(hostEnd, seat, sent, () => session.state), seat);
    const guest = new TableGuest(guestEnd, {
      tokenFor: (_table, invited) => (token === undefined ? tokens.get(invited) ?? opts.tokens?.[invited] ?? null : token), lang: 'en',
      onWelcome: (w) => tokens.set(w.seat, w.token),
    });
    guests[seat] = guest;
    return guest;
  };
  if (opts.join !== false) opts.players.forEach((p, seat) => p.kind === 'person' && join(seat));
  const settle = async () => {
    for (let i = 0; i < 4; i++) {
      await new Promise((r) => setTimeout(r, 0));
      await host.idle();
    }
  };
  await settle();
  return { def, game, adapter, session, host, guests, sent, saved, cuts, join, settle };
}

/** The host's end of a link, keeping a copy of everything sent through it with the position it was sent from. */
function spy(link: Link, seat: Seat, sent: Sent[], state: () => unknown): Link {
  return {
    get open() {
      return link.open;
    },
    send: (message) => {
      sent.push({ seat, message: JSON.parse(JSON.stringify(message)), state: state() });
      return link.send(message);
    },
    onMessage: (l) => link.onMessage(l),
    onClose: (l) => link.onClose(l),
    close: () => link.close(),
    samePage: link.samePage,
  };
}

export const people = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' as const }));
