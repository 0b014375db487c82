// The results screen's breakdown per clan: the prey won, the pigeon and fly products, the clan bonuses (as the
// end recorded them: Gourmets per prey won, Crooks per cat face up), the points and the prey count that breaks
// a tie. In an experts match: both games' points and the match total
// (the breakdown columns then describe the second game, the one just played).
import { t } from '../../../base/i18n';
import type { ResultDetails } from '../../../ui/results';
import { tileDef, type ClanId, type PreyKind, type TileId } from '../rules/data';
import { matchTotals, scoreOf } from '../rules/end';
import type { PocketCatsState } from '../rules/rules';
import { clanName } from '../words/names';
import { bonusesFrom } from './scene-end';

/** "2 × 5 = 10" for a product, "5" for a lone tile of the kind, "—" for none. */
function kindCell(won: readonly TileId[], kind: PreyKind, products: { kind: PreyKind; points: number }[]): string {
  const pts = won.flatMap((id) => { const d = tileDef(id); return d.kind === 'prey' && d.prey === kind ? [d.points] : []; });
  const product = products.find((p) => p.kind === kind);
  if (product) return `${pts.sort((a, b) => a - b).join('×')} = ${product.points}`;
  return pts.length ? pts.join(' + ') : '—';
}

const KIND_HEADING: Record<PreyKind, string> = { mouse: 'pocketCats.results.mice', pigeon: 'pocketCats.results.pigeons', fly: 'pocketCats.results.flies' };

/** "Mice 1, 5, 6; Pigeons 2; Flies 3, 4": short enough for a portrait tablet's table. */
function preyList(won: readonly TileId[]): string {
  const parts: string[] = [];
  for (const kind of ['mouse', 'pigeon', 'fly'] as const) {
    const pts = won.flatMap((id) => { const d = tileDef(id); return d.kind === 'prey' && d.prey === kind ? [d.points] : []; }).sort((a, b) => a - b);
    if (pts.length) parts.push(`${t(KIND_HEADING[kind])} ${pts.join(', ')}`);
  }
  return parts.length ? parts.join('; ') : '—';
}

export function pocketCatsResultDetails(state: PocketCatsState): ResultDetails {
  const experts = state.options.choice === 'experts';
  const clans = state.clans as ClanId[];
  const last = state.games[state.games.length - 1];
  const totals = matchTotals(state.games);
  const scoring = [...state.endSteps].reverse().find((s) => s.step === 'scoring');
  const decidedByPrey = experts
    ? state.winners.length === 1 && totals.scores[0] === totals.scores[1]
    : scoring?.step === 'scoring' && scoring.byPreyCount;
  const scoresTied = experts ? totals.scores[0] === totals.scores[1] : last !== undefined && last.scores[0] === last.scores[1];
  const suffix = experts ? ` ${t('pocketCats.results.lastGame')}` : '';
  const columns = [
    t('pocketCats.results.clan'),
    ...(experts ? [t('pocketCats.results.game', { n: 1 }), t('pocketCats.results.game', { n: 2 }), t('pocketCats.results.total')] : [t('pocketCats.results.points')]),
    t('pocketCats.results.prey') + suffix,
    t('pocketCats.results.pigeons') + suffix,
    t('pocketCats.results.flies') + suffix,
    t('pocketCats.results.bonus') + suffix,
    t('pocketCats.results.tieBreak'),
  ];
  const bonuses = bonusesFrom(state.endSteps, clans.length);
  const rows = clans.map((clan, seat) => {
    const won = state.won[seat] ?? [];
    const score = scoreOf(won);
    const preyTiles = experts ? totals.preyCount[seat] : won.length;
    let tie = String(preyTiles);
    if (scoresTied && state.winners.length !== 1) tie += ` (${t('pocketCats.results.shared')})`;
    else if (scoresTied && decidedByPrey && state.winners[0] === seat) tie += ` (${t('pocketCats.results.wonOnPrey')})`;
    const clanCell = experts ? state.games.map((g) => clanName(g.clans[seat] ?? null)).join(' / ') : clanName(clan);
    return [
      clanCell,
      ...(experts ? [String(state.games[0]?.scores[seat] ?? 0), String(state.games[1]?.scores[seat] ?? 0), String(totals.scores[seat])] : [String(last?.scores[seat] ?? 0)]),
      preyList(won),
      kindCell(won, 'pigeon', score.products),
      kindCell(won, 'fly', score.products),
      bonuses[seat].length ? bonuses[seat].map((b) => t(`pocketCats.results.${b.rule}`, { points: b.points })).join(', ') : '—',
      tie,
    ];
  });
  return { caption: t('pocketCats.results.caption'), columns, rows };
}
