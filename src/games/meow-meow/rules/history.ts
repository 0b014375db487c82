// Meow Meow's public history: each seat's turns since the deal as everyone at the table saw them (the card faced,
// what the seat did, how many cards it took), never a card that was not shown face up. The state keeps it as a
// persistent list of chunks, newest first, so an effect adds or amends a turn in a copy of at most one chunk (the
// bots' searches copy states millions of times) while the list stays shallow (a list of single turns nested as
// deep as the game was long: a save read back in a test could not be passed on, "reference chain too long"); the
// view gives it to every seat as an array, oldest first.
import type { Seat } from '../../../engine/types';
import type { Card, Suit } from '../../shared/cards';

/** What a seat did in one turn:
 *  - play: played a card from its hand; drawPlay: drew one card and played it at once;
 *  - draw: drew one card that did not fit (the turn ended); drawKeep: drew one that fitted and kept it;
 *  - penalty: drew the open 7-chain's cards instead of stacking a 7;
 *  - pass: could neither draw nor play. */
export type TurnKind = 'play' | 'drawPlay' | 'draw' | 'drawKeep' | 'penalty' | 'pass';

export interface MeowTurn {
  seat: Seat;
  /** What the seat faced: the top card of the play pile, the suit wished, the open 7-chain. */
  top: Card;
  wish: Suit | null;
  pendingDraw: number;
  what: TurnKind;
  /** The card played (play, drawPlay), else null. */
  card: Card | null;
  /** Cards drawn face down by the draw or the 7-chain (the drawn card is counted even when played). */
  count: number;
  /** The suit wished after a jack, else null. */
  wished: Suit | null;
  /** Cards drawn for a forgotten "Meow!" at the end of the turn. */
  meowPenalty: number;
}

/** Turns per chunk: a 300-turn game nests ten deep. */
const CHUNK = 32;

/** The history in a state: the newest chunk of turns (oldest first within it) and the chunks before it (null: no
 *  turn yet). */
export interface TurnList {
  prev: TurnList | null;
  turns: readonly MeowTurn[];
}

export function newTurn(seat: Seat, top: Card, wish: Suit | null, pendingDraw: number, what: TurnKind, card: Card | null, count: number): MeowTurn {
  return { seat, top, wish, pendingDraw, what, card, count, wished: null, meowPenalty: 0 };
}

export function addTurn(list: TurnList | null, turn: MeowTurn): TurnList {
  return list !== null && list.turns.length < CHUNK ? { prev: list.prev, turns: [...list.turns, turn] } : { prev: list, turns: [turn] };
}

/** The list with its newest turn changed (the turn in progress: a drawn card played or kept, a wish, a penalty). */
export function amendTurn(list: TurnList, changes: Partial<Omit<MeowTurn, 'seat' | 'top' | 'wish' | 'pendingDraw'>>): TurnList {
  const turns = list.turns.slice();
  const t = turns[turns.length - 1];
  turns[turns.length - 1] = Object.assign({ seat: t.seat, top: t.top, wish: t.wish, pendingDraw: t.pendingDraw, what: t.what, card: t.card, count: t.count, wished: t.wished, meowPenalty: t.meowPenalty } satisfies MeowTurn, changes);
  return { prev: list.prev, turns };
}

/** The turns oldest first, each a copy. */
export function turnsOf(list: TurnList | null): MeowTurn[] {
  const chunks: (readonly MeowTurn[])[] = [];
  for (let l = list; l !== null; l = l.prev) chunks.push(l.turns);
  return chunks.reverse().flatMap((turns) => turns.map((t) => ({ ...t })));
}

/** The list of these turns (oldest first), the inverse of turnsOf. */
export function listOf(turns: readonly MeowTurn[]): TurnList | null {
  let list: TurnList | null = null;
  for (const t of turns) list = addTurn(list, { ...t });
  return list;
}
