// Hand-made positions for the rule tests: named hands and columns, every other card of the deck in the draw pile.
import { JOKER_BASE, KIWI_BASE, NINOX_BASE, SPIRIT_BASE, TUATARA_BASE, makeDeck, warrior, type Card } from '../rules/cards';
import type { Column } from '../rules/columns';
import { mauwi } from '../rules/definition';
import { explain } from '../rules/explain';
import type { MauwiEvent, MauwiOptions, MauwiState } from '../rules/state';

/** A new game through the chart (the definition's setup), for `seats` players. */
export const newGame = (options: MauwiOptions, seed: number, seats: number): MauwiState =>
  mauwi.setup({ options, seed, players: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const })) });

export const w = (value: number, copy = 0): Card => warrior(value, copy);
export const spirit = (i = 0): Card => SPIRIT_BASE + i;
export const joker = (i = 0): Card => JOKER_BASE + i;
export const kiwi = (i = 0): Card => KIWI_BASE + i;
export const ninox = (i = 0): Card => NINOX_BASE + i;
export const tuatara = (i = 0): Card => TUATARA_BASE + i;

/** A column spec: n face-down 9s (physical cards picked from the unused ones), an optional top and its owner. */
export interface ColSpec { nines?: number; top?: Card; owner?: number; as?: number }

export interface PositionSpec {
  hands: Card[][];
  /** areas[seat][column] */
  areas?: (ColSpec | null)[][];
  /** Cards on top of the draw pile, the first is drawn first. */
  drawTop?: Card[];
  discard?: Card[];
  /** Exactly these cards in the draw pile, the first drawn first (the spare cards go nowhere). */
  drawOnly?: Card[];
  turn?: number;
  options?: Partial<MauwiOptions>;
}

export const ALL_ANIMALS = { kiwi: 4, ninox: 4, tuatara: 4 };

export function position(p: PositionSpec): MauwiState {
  const seats = p.hands.length;
  const options: MauwiOptions = { edition: 'en', animals: ALL_ANIMALS, teams: false, first: 0, ...p.options };
  const named = new Set<Card>([...p.hands.flat(), ...(p.drawTop ?? []), ...(p.discard ?? []), ...(p.drawOnly ?? [])]);
  for (const area of p.areas ?? []) for (const c of area) if (c?.top !== undefined) named.add(c.top);
  const spare = makeDeck(options.edition, seats, options.animals).filter((c) => !named.has(c));
  const areas: Column[][] = Array.from({ length: seats }, (_, seat) => Array.from({ length: 4 }, (_, i) => {
    const spec = p.areas?.[seat]?.[i];
    if (!spec) return { nines: [], top: null, owner: -1, as: 0 };
    const nines = Array.from({ length: spec.nines ?? 0 }, () => spare.shift()!);
    return { nines, top: spec.top ?? null, owner: spec.top === undefined ? -1 : spec.owner ?? seat, as: spec.as ?? 0 };
  }));
  const base = newGame(options, 1, seats);
  // Unused cards lie in the draw pile under `drawTop`; with `drawOnly` the pile is exactly those cards (the
  // spare cards are left out: such tests are about the piles running out, not the card count).
  const drawPile = p.drawOnly ? p.drawOnly.slice().reverse() : [...spare, ...(p.drawTop ?? []).slice().reverse()];
  return { ...base, hands: p.hands.map((h) => h.slice()), areas, drawPile, discard: (p.discard ?? []).slice(), turn: p.turn ?? 0, last: [] };
}

export function must(s: MauwiState, e: MauwiEvent): MauwiState {
  const why = explain(s, e);
  if (why) throw new Error(`refused ${e.type}: ${why.key}`);
  return mauwi.apply(s, e);
}
