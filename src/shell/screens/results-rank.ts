// The standings in the order the game decided them: its winners first (they share first place), then the others
// by the game's figure in the game's own direction (more points, fewer cards left), then by its tiebreak (Kitty
// Cat: the round a cat went out). Seats still level share a rank, and the next rank skips ("1st =, 1st =, 3rd").
import type { ResultSummary } from '../../table/contract';
import { getLanguage, t } from '../../base/i18n';

export interface Standing {
  seat: number;
  /** 1 for first place. */
  rank: number;
  /** Another seat has the same rank. */
  shared: boolean;
  winner: boolean;
}

type Ranked = Pick<ResultSummary, 'players' | 'winners' | 'figures' | 'rankOrder' | 'tiebreak'>;

/** Negative when seat a ranks before seat b, 0 when they are level. */
function compare(r: Ranked, winners: ReadonlySet<number>, a: number, b: number): number {
  const wa = winners.has(a), wb = winners.has(b);
  if (wa !== wb) return wa ? -1 : 1;
  // The game's verdict puts every winner first, whatever the figures say (a tie the game broke itself).
  if (wa && wb) return 0;
  const fa = r.figures[a] ?? 0, fb = r.figures[b] ?? 0;
  if (fa !== fb) return r.rankOrder === 'low' ? fa - fb : fb - fa;
  return (r.tiebreak?.[b] ?? 0) - (r.tiebreak?.[a] ?? 0);
}

export function rankSeats(r: Ranked): Standing[] {
  const winners = new Set(r.winners);
  const seats = r.players.map((_, seat) => seat);
  // Array.prototype.sort is stable: level seats keep their seat order.
  const order = seats.slice().sort((a, b) => compare(r, winners, a, b));
  const rankOf = new Map<number, number>();
  order.forEach((seat, i) => {
    const previous = order[i - 1];
    rankOf.set(seat, previous !== undefined && compare(r, winners, previous, seat) === 0 ? rankOf.get(previous)! : i + 1);
  });
  const counts = new Map<number, number>();
  for (const rank of rankOf.values()) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  return order.map((seat) => {
    const rank = rankOf.get(seat)!;
    return { seat, rank, shared: (counts.get(rank) ?? 0) > 1, winner: winners.has(seat) };
  });
}

const englishSuffix = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
};

/** "1st", "1er", "1." in the player's language. */
export function ordinal(n: number): string {
  switch (getLanguage()) {
    case 'fr': return n === 1 ? '1er' : `${n}e`;
    case 'de': return `${n}.`;
    default: return `${n}${englishSuffix(n)}`;
  }
}

/** A standing's place as the table shows it: "2nd", or "1st =" when shared. */
export function rankLabel(s: Pick<Standing, 'rank' | 'shared'>): string {
  return s.shared ? t('results.rankShared', { rank: ordinal(s.rank) }) : ordinal(s.rank);
}
