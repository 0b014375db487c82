// Results: who won (marked with a star and the word, not colour alone), every player's figure, and
// Play again, which starts a new save with the same seats, a fresh seed and the deal passed on.
import { freshSeed } from '../../engine/rng';
import type { ResultSummary } from '../../play/contract';
import type { ScreenFactory, ShellContext } from '../context';
import { button, el, screenHeading } from '../dom';
import { formatNames } from '../format';
import { gameById } from '../games';
import { t } from '../i18n';
import { koru, nihoBand } from '../patterns';

export const resultsScreen: ScreenFactory = (ctx, app) => {
  const result = app.result;
  const title = t('results.title');
  if (!result) {
    queueMicrotask(() => ctx.send({ type: 'HOME' }));
    return { root: el('div', { class: 'screen' }), title };
  }
  const winnerNames = result.winners.map((seat) => result.players[seat]?.name ?? '?');
  const headline = winnerNames.length === 0
    ? t('results.noWinner')
    : t(winnerNames.length === 1 ? 'results.winnerIs' : 'results.winnersAre', { names: formatNames(winnerNames) });

  const playAgain = button(t('results.playAgain'), () => void startReplay(ctx, result, playAgain), 'primary', { id: 'play-again' });
  playAgain.classList.add('btn-large');

  const root = el('div', { class: 'screen screen-results' }, [
    el('header', { class: 'screen-header' }, [screenHeading(title)]),
    nihoBand(),
    el('section', { class: 'panel results-panel' }, [
      el('p', { class: 'headline' }, [koru(), el('span', { text: headline })]),
      standings(result),
      result.details ? details(result) : null,
    ]),
    el('div', { class: 'actions actions-end' }, [
      button(t('app.home'), () => ctx.send({ type: 'HOME' }), 'secondary', { id: 'results-home' }),
      playAgain,
    ]),
  ]);
  return { root, title };
};

function standings(result: ResultSummary): HTMLTableElement {
  const winners = new Set(result.winners);
  return el('table', { class: 'standings' }, [
    el('caption', { text: t('results.table') }),
    el('thead', {}, [el('tr', {}, [
      el('th', { text: t('results.player'), attrs: { scope: 'col' } }),
      el('th', { text: t(result.figureKey), attrs: { scope: 'col' } }),
      el('th', { text: t('results.winner'), attrs: { scope: 'col' } }),
    ])]),
    el('tbody', {}, result.players.map((player, seat) => el('tr', { class: winners.has(seat) ? 'is-winner' : undefined }, [
      el('th', { text: player.name, attrs: { scope: 'row' } }),
      el('td', { class: 'figure', text: String(result.figures[seat] ?? '') }),
      el('td', { class: 'winner-mark' }, winners.has(seat) ? [el('span', { text: '★', attrs: { 'aria-hidden': 'true' } }), ` ${t('results.winner')}`] : []),
    ]))),
  ]);
}

/** The game's own breakdown of the figures (Mauwi: each column's v × 2^n). */
function details(result: ResultSummary): HTMLTableElement {
  const d = result.details!;
  return el('table', { class: 'standings result-details' }, [
    el('caption', { text: d.caption }),
    el('thead', {}, [el('tr', {}, [
      el('th', { text: t('results.player'), attrs: { scope: 'col' } }),
      ...d.columns.map((c) => el('th', { text: c, attrs: { scope: 'col' } })),
    ])]),
    el('tbody', {}, result.players.map((player, seat) => el('tr', {}, [
      el('th', { text: player.name, attrs: { scope: 'row' } }),
      ...(d.rows[seat] ?? []).map((cell) => el('td', { class: 'figure', text: cell })),
    ]))),
  ]);
}

async function startReplay(ctx: ShellContext, result: ResultSummary, trigger: HTMLButtonElement): Promise<void> {
  const game = gameById(result.gameId);
  if (!game || trigger.disabled) return;
  trigger.disabled = true;
  const players = result.replay.players.length ? result.replay.players : result.players;
  const created = await ctx.store.create(result.gameId, { options: game.setup.next(result.replay.options, players), seed: freshSeed(), players }, null);
  if (created.ok) {
    ctx.send({ type: 'PLAY_AGAIN', saveId: created.id });
    return;
  }
  ctx.notify(created.reason, true);
  trigger.disabled = false;
}
