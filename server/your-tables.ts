// "Your tables": what a device's home screen lists of the online tables it holds a seat at, answered from the
// seats' tokens it sends (a token stays the only key: no accounts). A seat is answered only when its token is the
// table's for that seat; anything else (an unknown code, a wrong token, a seat never taken) is left out of the answer
// without a word, so the answer says nothing about a table the device holds no token for. What it says of a table
// is what that seat may see: the game, the players' names, who is asked, the newest move as an onlooker reads it,
// the pace and the time the move has left.
import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { inLanguage, loadLanguage } from '../src/base/i18n';
import type { Lang } from '../src/base/settings';
import { GameSession } from '../src/engine/session';
import type { Seat } from '../src/engine/types';
import { answeringSeats } from '../src/table/answering';
import { newestMove } from './newest-move';
import { moveTimeMs } from '../src/table/online/pace';
import type { YourTable } from '../src/table/online/your-table';
import type { GameKit } from './games';
import type { TableRecord, TableStore } from './store';

/** The most seats one ask may name (a device keeps its newest twenty tables). */
export const MAX_SEATS_ASKED = 40;

const CODE = v.pipe(v.string(), v.regex(/^[0-9a-hjkmnp-tv-z]{10}$/));
export const YourTablesAskSchema = v.object({
  lang: v.picklist(['en', 'fr', 'de']),
  seats: v.pipe(v.array(v.object({
    code: CODE,
    seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)),
    token: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  })), v.maxLength(MAX_SEATS_ASKED)),
});
export type YourTablesAsk = v.InferOutput<typeof YourTablesAskSchema>;

/** Whether `token` is the one the table keeps for `seat` (compared in constant time). */
export function holdsSeat(record: TableRecord, seat: number, token: string): boolean {
  const kept = record.tokens[seat];
  if (typeof kept !== 'string' || kept.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(kept), Buffer.from(token));
}

/** The tables `ask`'s tokens open, in the order asked; the others left out. */
export async function yourTables(store: TableStore, kitFor: (gameId: string) => Promise<GameKit>, ask: YourTablesAsk): Promise<YourTable[]> {
  await loadLanguage(ask.lang);
  const out: YourTable[] = [];
  const records = new Map<string, Promise<TableRecord | null>>();
  for (const { code, seat, token } of ask.seats) {
    if (!records.has(code)) records.set(code, store.load(code).catch(() => null));
    const record = await records.get(code)!;
    if (!record || !holdsSeat(record, seat, token)) continue;
    const summary = await summarise(record, seat, kitFor, ask.lang).catch(() => null);
    if (summary) out.push(summary);
  }
  return out;
}

async function summarise(record: TableRecord, seat: Seat, kitFor: (gameId: string) => Promise<GameKit>, lang: Lang): Promise<YourTable> {
  const kit = await kitFor(record.gameId);
  const input = { options: record.options, seed: record.seed, players: record.players };
  const session = GameSession.replay(kit.def, input, record.events as never[]);
  const names = record.players.map((p) => p.name);
  const asked = session.over ? [] : answeringSeats(kit.def, session.state, record.players).people;
  const moveMs = moveTimeMs(record.pace);
  return {
    code: record.code, seat, gameId: record.gameId, names, pace: record.pace, asked, over: session.over,
    lastMove: inLanguage(lang, () => newestMove(kit.def, kit.describe, session.input, session.events)),
    movedAt: record.movedAt,
    deadline: moveMs === null || session.over || asked.length === 0 ? null : record.movedAt + moveMs,
  };
}
