// How Pocket Cats' bots keep a clan card (limited and experts selections): by how often each clan beat each
// other clan in measured games, against the clan the other player has, or the best of those they may still
// keep (they choose after us, from their own cards or from the ones we hand them).
import { CLAN_IDS, type ClanId } from '../rules/data';
import type { PocketCatsEvent } from '../rules/state';
import type { PocketCatsView } from '../rules/view';

/** Wins of the row's clan against the column's (shared wins count half), in CLAN_IDS order: royal-claws,
 *  gourmets, crooks, defenders, chaoticats, power-cats, polterkitties. Measured for issue 14 with the greedy bot
 *  on both sides, 200 games a pairing, starters alternating (95% interval about ±0.07); with clan effects the
 *  Polterkitties win most, without them the Chaoticats, and the Defenders of Justice least either way. */
const MATCHUPS: Record<'effects' | 'plain', readonly (readonly number[])[]> = {
  effects: [
    [0.500, 0.490, 0.480, 0.623, 0.455, 0.480, 0.200],
    [0.510, 0.500, 0.542, 0.652, 0.490, 0.520, 0.170],
    [0.520, 0.458, 0.500, 0.573, 0.500, 0.495, 0.190],
    [0.377, 0.348, 0.427, 0.500, 0.458, 0.360, 0.135],
    [0.545, 0.510, 0.500, 0.542, 0.500, 0.530, 0.278],
    [0.520, 0.480, 0.505, 0.640, 0.470, 0.500, 0.253],
    [0.800, 0.830, 0.810, 0.865, 0.722, 0.748, 0.500],
  ],
  plain: [
    [0.500, 0.568, 0.552, 0.637, 0.427, 0.448, 0.485],
    [0.432, 0.500, 0.468, 0.552, 0.335, 0.450, 0.525],
    [0.448, 0.532, 0.500, 0.640, 0.410, 0.458, 0.505],
    [0.363, 0.448, 0.360, 0.500, 0.378, 0.388, 0.388],
    [0.573, 0.665, 0.590, 0.623, 0.500, 0.580, 0.662],
    [0.552, 0.550, 0.542, 0.613, 0.420, 0.500, 0.598],
    [0.515, 0.475, 0.495, 0.613, 0.338, 0.402, 0.500],
  ],
};

/** How often `mine` beats `theirs` (0.5 for a clan the table does not know). */
export function matchup(effects: boolean, mine: ClanId, theirs: ClanId): number {
  const a = CLAN_IDS.indexOf(mine);
  const b = CLAN_IDS.indexOf(theirs);
  if (a < 0 || b < 0) return 0.5;
  return MATCHUPS[effects ? 'effects' : 'plain'][a][b];
}

/** The worth of keeping the clan card `e` names: the matchup against the other player's clan when it is known;
 *  else against the best clan they may keep (their own cards in the limited selection, the cards we hand them
 *  in experts mode); else the average against every other clan. */
export function clanWorth(view: Pick<PocketCatsView, 'options' | 'clans' | 'offers'>, e: Extract<PocketCatsEvent, { type: 'CHOOSE_CLAN' }>): number {
  const effects = view.options.effects;
  const other = 1 - e.seat;
  const theirs = view.clans[other];
  if (theirs) return matchup(effects, e.clan, theirs);
  const options = view.offers[other].length > 0 ? view.offers[other]
    : view.options.choice === 'experts' ? view.offers[e.seat].filter((c) => c !== e.clan) : [];
  if (options.length > 0) return Math.min(...options.map((c) => matchup(effects, e.clan, c)));
  const rest = CLAN_IDS.filter((c) => c !== e.clan);
  return rest.reduce((sum, c) => sum + matchup(effects, e.clan, c), 0) / rest.length;
}
