// Hand-made positions for the rule tests: named hands and middle, every other card of the deck in the deck.
import { cardOf, makeDeck, type Card } from '../../shared/cards';
import { RULES } from '../rules/constants';
import { explain, type KittyEvent, type KittyState } from '../rules/rules';
import { kittyCat } from '../rules/definition';

export const C = 0, S = 1, H = 2, D = 3; // clubs (Kreuz), spades (Pik), hearts (Herz), diamonds (Karo)
export const A = 14, K = 13, Q = 12, J = 11; // ace, king, queen (D), jack (B)
export const c = cardOf;

export const players = (n: number, kind: 'bot' | 'person' = 'bot') =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind }));

export interface PositionSpec extends Partial<Omit<KittyState, 'hands' | 'middle' | 'deck' | 'sets'>> {
  /** hands[seat]; an empty hand for a cat that is out. */
  hands: Card[][];
  middle?: Card[];
  /** While the dealer chooses: [the set looked at, the other set]. */
  sets?: Card[][];
  /** Cards on top of the deck, the first drawn first. */
  deckTop?: Card[];
  setAside?: Card[];
}

/** A position in the swapping phase by default: seat 0 to act, dealer the last seat. A hand-made position
 *  names the state it rests in (its phase), as the chart would have. */
export function position(p: PositionSpec): KittyState {
  const seats = p.hands.length;
  const named = new Set<Card>([...p.hands.flat(), ...(p.middle ?? []), ...(p.sets ?? []).flat(), ...(p.deckTop ?? []), ...(p.setAside ?? [])]);
  const spare = makeDeck(RULES.lowRank).filter((x) => !named.has(x));
  const base = kittyCat.setup({ options: { dealer: seats - 1, counters: RULES.counters }, seed: 1, players: players(seats) });
  const { hands, middle, sets, deckTop, setAside, ...overrides } = p;
  let rest = spare;
  let mid = middle;
  if (!mid && !sets) {
    mid = rest.slice(0, 3);
    rest = rest.slice(3);
  }
  return {
    ...base,
    hands: hands.map((h) => h.slice()),
    middle: (mid ?? []).slice(),
    sets: sets ? sets.map((x) => x.slice()) : null,
    deck: [...rest, ...(deckTop ?? []).slice().reverse()],
    setAside: (setAside ?? []).slice(),
    known: hands.map(() => []),
    turn: 0,
    phase: sets ? 'choosingSet' : 'swapping',
    last: [],
    ...overrides,
  };
}

export function must(s: KittyState, e: KittyEvent): KittyState {
  const why = explain(s, e);
  if (why) throw new Error(`refused ${e.type} by seat ${e.seat}: ${why.key}`);
  return kittyCat.apply(s, e);
}

/** Sends events in order, each checked. */
export const play = (s: KittyState, events: KittyEvent[]): KittyState => events.reduce(must, s);
