// Results: the standings ranked as the game decided them (winner first, marked with a star and the word, not
// colour alone), the winner's moment, the evening's tally when "Play again" made it more than one game, the
// game's own breakdown, and an action bar that stays on screen (Play again is never below the fold). Play again
// starts a new save with the same seats, a fresh seed, the deal passed on and the tally so far.
import { freshSeed } from '../../engine/rng';
import type { ResultSummary } from '../../table/contract';
import { openReview, openSharePanel } from './share-panel';
import type { EveningTally } from '../../store/tally';
import type { ScreenFactory, ShellContext } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { formatNames } from '../../base/format';
import { gameById } from '../../games/index';
import { t } from '../../base/i18n';
import { koru, nihoBand } from '../patterns';
import { celebration } from './results-celebrate';
import { rankLabel, rankSeats } from './results-rank';
import { showsTally, tallyAfter, tallyOrder } from './results-tally';

export const resultsScreen: ScreenFactory = (ctx, app) => {
  const result = app.result;
  const title = t('results.title');
  if (!result) {
    queueMicrotask(() => ctx.send({ type: 'HOME' }));
    return { root: el('div', { class: 'screen' }), title };
  }
  const tally = tallyAfter(result);
  const playAgain = button(t('results.playAgain'), () => void startReplay(ctx, result, tally, playAgain), 'primary', { id: 'play-again' });
  playAgain.classList.add('btn-large');
  const shareReplay = button(t('replay.share'), () => openSharePanel(ctx, result.saveId, root, shareReplay), 'secondary', { id: 'share-replay' });
  const review = button(t('replay.review'), () => void openReview(ctx, result.saveId, review), 'secondary', { id: 'results-review' });

  const root = el('div', { class: 'screen screen-results' }, [
    el('header', { class: 'screen-header' }, [screenHeading(title)]),
    nihoBand(),
    el('section', { class: 'panel results-panel' }, [
      headline(result),
      // A finished game can be watched again anywhere: its link and QR code (src/replay).
      el('div', { class: 'actions results-share' }, [review, shareReplay]),
      standings(result),
      showsTally(tally) ? eveningTally(tally) : null,
      result.details ? details(result) : null,
    ]),
    // Sticky at the bottom of the screen (safe-area aware): Play again stays in view however long the tables are.
    el('div', { class: 'actions actions-end results-actions' }, [
      button(t('app.home'), () => ctx.send({ type: 'HOME' }), 'secondary', { id: 'results-home' }),
      playAgain,
    ]),
  ]);
  return { root, title };
};

function headline(result: ResultSummary): HTMLElement {
  const names = result.winners.map((seat) => result.players[seat]?.name ?? '?');
  const text = names.length === 0
    ? t('results.noWinner')
    : t(names.length === 1 ? 'results.winnerIs' : 'results.winnersAre', { names: formatNames(names) });
  const mark = el('span', { class: 'headline-mark' }, [koru(), names.length ? celebration() : null]);
  return el('p', { class: `headline${names.length ? ' is-celebrating' : ''}` }, [mark, el('span', { text })]);
}

function standings(result: ResultSummary): HTMLTableElement {
  return el('table', { class: 'standings results-standings' }, [
    el('caption', { text: t('results.table') }),
    el('thead', {}, [el('tr', {}, [
      el('th', { text: t('results.rank'), attrs: { scope: 'col' } }),
      el('th', { text: t('results.player'), attrs: { scope: 'col' } }),
      el('th', { class: 'figure', text: t(result.figureKey), attrs: { scope: 'col' } }),
    ])]),
    el('tbody', {}, rankSeats(result).map((s) => el('tr', { class: s.winner ? 'is-winner' : undefined, attrs: { 'data-seat': s.seat, 'data-rank': s.rank } }, [
      el('td', { class: 'rank', text: rankLabel(s) }),
      el('th', { attrs: { scope: 'row' } }, [
        el('span', { class: 'standing-player', text: result.players[s.seat]?.name ?? '?' }),
        s.winner ? el('span', { class: 'winner-mark' }, [el('span', { text: '★', attrs: { 'aria-hidden': 'true' } }), ` ${t('results.winner')}`]) : null,
      ]),
      el('td', { class: 'figure', text: String(result.figures[s.seat] ?? '') }),
    ]))),
  ]);
}

/** Games played in a row at this table and each player's wins, most first. */
function eveningTally(tally: EveningTally): HTMLTableElement {
  const best = Math.max(...tally.wins.map((e) => e.wins));
  return el('table', { class: 'standings results-tally', attrs: { id: 'evening-tally' } }, [
    el('caption', { text: t('results.evening', { count: tally.played }) }),
    el('thead', {}, [el('tr', {}, [
      el('th', { text: t('results.player'), attrs: { scope: 'col' } }),
      el('th', { class: 'figure', text: t('results.wins'), attrs: { scope: 'col' } }),
    ])]),
    el('tbody', {}, tallyOrder(tally).map((e) => el('tr', { class: best > 0 && e.wins === best ? 'is-leader' : undefined, attrs: { 'data-seat': e.seat } }, [
      el('th', { text: e.name, attrs: { scope: 'row' } }),
      el('td', { class: 'figure', text: String(e.wins) }),
    ]))),
  ]);
}

/** The game's own breakdown (Mauwi: each column's v × 2^n), players in the standings' order. Wide on a tablet; on a narrow screen each player's
 *  row becomes a card of labelled cells (styles.css, by a container query), so nothing is wider than the screen. */
function details(result: ResultSummary): HTMLElement {
  const d = result.details!;
  // Seven columns and more do not fit a portrait tablet as a table (styles.css turns them into cards there).
  const table = el('table', { class: 'standings result-details', attrs: { 'data-wide': d.columns.length >= 7 } }, [
    el('caption', { text: d.caption }),
    el('thead', {}, [el('tr', {}, [
      el('th', { text: t('results.player'), attrs: { scope: 'col' } }),
      ...d.columns.map((c) => el('th', { text: c, attrs: { scope: 'col' } })),
    ])]),
    // In the standings' order, so the winner's breakdown comes first here too.
    el('tbody', {}, rankSeats(result).map(({ seat }) => el('tr', {}, [
      el('th', { text: result.players[seat]?.name ?? '?', attrs: { scope: 'row' } }),
      ...(d.rows[seat] ?? []).map((cell, i) => el('td', { class: 'figure', text: cell, attrs: { 'data-label': d.columns[i] ?? '' } })),
    ]))),
  ]);
  return el('div', { class: 'result-details-box' }, [table]);
}

async function startReplay(ctx: ShellContext, result: ResultSummary, tally: EveningTally, trigger: HTMLButtonElement): Promise<void> {
  const game = gameById(result.gameId);
  if (!game || trigger.disabled) return;
  trigger.disabled = true;
  const players = result.replay.players.length ? result.replay.players : result.players;
  const input = { options: game.setup.next(result.replay.options, players), seed: freshSeed(), players };
  const created = await ctx.store.create(result.gameId, input, null, { tally });
  if (created.ok) {
    ctx.send({ type: 'PLAY_AGAIN', saveId: created.id });
    return;
  }
  ctx.notify(created.reason, true);
  trigger.disabled = false;
}
