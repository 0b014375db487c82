// Hand-made positions for the rule tests: named hands, melds and piles, every other card in the draw pile.
import { cardOf, type Card, type Suit } from '../../shared/cards';
import { fullDeck } from '../rules/constants';
import { analyzeMeld } from '../rules/meld';
import { explain, setupPurr } from '../rules/rules';
import type { PurrEvent, PurrOptions, PurrState, TableMeld } from '../rules/state';
import { purrrummy } from '../rules/definition';

export const C = 0, S = 1, H = 2, D = 3; // clubs, spades, hearts, diamonds
/** A natural card: c(H, 7) is the 7 of hearts, c(S, 14) the ace of spades. */
export const c = (suit: number, rank: number): Card => cardOf(suit as Suit, rank);
export const J1 = 52, J2 = 53, J3 = 54;

/** A table meld from cards (and the jokers' cards, for a run), as the rules would lay it. */
export function tableMeld(owner: number, cards: Card[], jokerAs?: Card[]): TableMeld {
  const a = analyzeMeld(cards, jokerAs);
  if (!a.ok) throw new Error(`not a meld: ${a.problem}`);
  return { owner, kind: a.kind, cards: a.ordered, stands: a.orderedStands };
}

export interface PositionSpec {
  hands: Card[][];
  melds?: TableMeld[];
  /** The discard pile, bottom to top. */
  discard?: Card[];
  /** Cards on top of the draw pile, the first drawn first. */
  drawTop?: Card[];
  /** Exactly these cards in the draw pile (the spare cards go under the discard pile instead). */
  drawOnly?: Card[];
  turn?: number;
  /** The chart state the position rests in (a fixture's own; the rules never write it). */
  phase?: PurrState['phase'];
  taken?: Card | null;
  options?: Partial<PurrOptions>;
}

export function position(p: PositionSpec): PurrState {
  const seats = p.hands.length;
  const options: PurrOptions = { layoff: false, dealer: seats - 1, ...p.options };
  const melds = p.melds ?? [];
  const named = new Set<Card>([...p.hands.flat(), ...melds.flatMap((m) => m.cards), ...(p.discard ?? []), ...(p.drawTop ?? []), ...(p.drawOnly ?? [])]);
  const spare = fullDeck().filter((x) => !named.has(x));
  const base = setupPurr(options, 1, seats);
  let discard: Card[];
  let drawPile: Card[];
  if (p.drawOnly) {
    discard = [...spare, ...(p.discard ?? [])];
    drawPile = p.drawOnly.slice().reverse();
  } else {
    discard = p.discard ? p.discard.slice() : [spare.shift()!];
    drawPile = [...spare, ...(p.drawTop ?? []).slice().reverse()];
  }
  return {
    ...base, hands: p.hands.map((h) => h.slice()), melds, discard, drawPile, turn: p.turn ?? 0, phase: p.phase ?? 'melding',
    taken: p.taken ?? null, shown: p.hands.map((h) => (p.taken !== undefined && p.taken !== null && h.includes(p.taken) ? [p.taken] : [])), last: [],
  };
}

/** The event through the door's check (explain) and then the chart, as a person's move goes. */
export function must(s: PurrState, e: PurrEvent): PurrState {
  const why = explain(s, e);
  if (why) throw new Error(`refused ${e.type}: ${why.key}`);
  return purrrummy.apply(s, e);
}
