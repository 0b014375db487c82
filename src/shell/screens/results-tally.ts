// The evening's tally across "Play again": the games this table finished in a row and each player's wins.
// A finished game's save holds the tally of the games before it (src/store/tally.ts); the results add this
// game, show the sum when more than one game was played, and "Play again" hands the sum to the next save.
import type { ResultSummary } from '../../table/contract';
import type { EveningTally, TallyEntry } from '../../store/tally';

type Finished = Pick<ResultSummary, 'players' | 'winners' | 'tally'>;

/** The tally belongs to a table: the same names in the same seats (anything else starts a new evening). */
function sameTable(tally: EveningTally, players: Finished['players']): boolean {
  if (tally.wins.length !== players.length) return false;
  const seats = new Set(tally.wins.map((e) => e.seat));
  return seats.size === players.length && tally.wins.every((e) => players[e.seat]?.name === e.name);
}

/** The tally with this game counted: one more game played, one more win for each of its winners. */
export function tallyAfter(result: Finished): EveningTally {
  const before = result.tally && sameTable(result.tally, result.players) ? result.tally : null;
  const winners = new Set(result.winners);
  return {
    played: (before?.played ?? 0) + 1,
    wins: result.players.map((player, seat) => ({
      seat,
      name: player.name,
      wins: (before?.wins.find((e) => e.seat === seat)?.wins ?? 0) + (winners.has(seat) ? 1 : 0),
    })),
  };
}

/** Shown only when "Play again" made it an evening (more than one game). */
export const showsTally = (tally: EveningTally): boolean => tally.played > 1;

/** Most wins first; level players in seat order. */
export const tallyOrder = (tally: EveningTally): TallyEntry[] =>
  tally.wins.slice().sort((a, b) => b.wins - a.wins || a.seat - b.seat);
