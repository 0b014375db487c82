// Playing: a full-screen #game-root handed to the game. The game code (PixiJS, rules, bots) is a
// dynamic import, so none of it loads until a game opens. The shell's own Home button covers the
// time before the game's UI (which offers Home itself) is up, a game that fails to open, a game open in
// another tab (which this tab may take over) and a game another tab has taken over from this one.
import type { PlayCallbacks, PlayHandle } from '../../table/contract';
import type { ScreenFactory } from '../context';
import { button, el, svg } from '../../base/dom';
import { t } from '../../base/i18n';
import { isGameId } from '../../games/index';

export const playingScreen: ScreenFactory = (ctx, app) => {
  const saveId = app.saveId;
  const gameRoot = el('div', { attrs: { id: 'game-root' } });
  const loading = el('p', { class: 'playing-status', text: t('playing.loading'), attrs: { role: 'status' } });
  const home = homeButton(() => ctx.send({ type: 'HOME' }));
  const root = el('div', { class: 'screen-playing' }, [gameRoot, loading, home]);
  /** What stands in for the table: the loading line, or a panel saying why there is no table. */
  let notice: HTMLElement | null = loading;

  let handle: PlayHandle | null = null;
  let disposed = false;
  let takenOver = false;

  const callbacks: PlayCallbacks = {
    onFinished: (result) => ctx.send({ type: 'FINISHED', result }),
    onExit: () => ctx.send({ type: 'HOME' }),
    onNotice: (reason) => ctx.notify(reason, reason.key === 'store.full' || reason.key === 'store.writeFailed'),
    onRules: (gameId, anchor) => { if (isGameId(gameId)) ctx.send({ type: 'OPEN_RULES', gameId, anchor }); },
    onSettingsChange: (next) => void ctx.changeSettings(next),
  };

  function showNotice(next: HTMLElement): void {
    if (notice?.isConnected) notice.replaceWith(next);
    else root.insertBefore(next, home);
    notice = next;
  }

  function panel(id: string, text: string, actions: HTMLElement[]): HTMLElement {
    return el('div', { class: 'panel playing-failed', attrs: { role: 'alert', id } }, [
      el('p', { text }),
      el('div', { class: 'actions' }, actions),
    ]);
  }

  const homeAction = (kind: 'primary' | 'secondary') => button(t('app.home'), () => ctx.send({ type: 'HOME' }), kind, { id: 'playing-home' });

  function showOpenElsewhere(): void {
    const takeOver = button(t('playing.takeOver'), () => {
      showNotice(loading);
      start(true);
    }, 'primary', { id: 'take-over' });
    showNotice(panel('open-elsewhere', t('playing.openElsewhere'), [takeOver, homeAction('secondary')]));
    takeOver.focus();
  }

  function showTakenOver(): void {
    handle = null; // openGame has already stopped the game: its table is gone, nothing more is written
    takenOver = true;
    if (disposed) return;
    home.hidden = false;
    const goHome = homeAction('primary');
    showNotice(panel('taken-over', t('playing.takenOver'), [goHome]));
    goHome.focus();
  }

  async function open(takeOver: boolean): Promise<'opened' | 'elsewhere'> {
    if (!saveId) throw new Error('no save to open');
    const { openGame, OPEN_ELSEWHERE } = await import('../../table/open-game');
    if (disposed) return 'opened';
    const opened = await openGame(gameRoot, saveId, ctx.settings(), callbacks, { takeOver, onTakenOver: showTakenOver });
    if (opened === OPEN_ELSEWHERE) return 'elsewhere';
    if (disposed) opened.destroy(); // the player went home while the table was being set up
    else if (!takenOver) handle = opened; // (taken over while it opened: it is already stopped)
    return 'opened';
  }

  function start(takeOver: boolean): void {
    open(takeOver).then(
      (outcome) => {
        if (disposed || takenOver) return;
        if (outcome === 'elsewhere') {
          showOpenElsewhere();
          return;
        }
        notice?.remove();
        notice = null;
        // The game's own bar has a Home button (callbacks.onExit); two in one corner would overlap.
        if (handle) home.hidden = true;
      },
      (error: unknown) => {
        console.error('the game could not be opened', error);
        if (disposed) return;
        showNotice(panel('playing-failed', t('playing.failed'), [
          button(t('app.home'), () => ctx.send({ type: 'HOME' }), 'primary'),
        ]));
      },
    );
  }
  start(false);

  return {
    root,
    title: t('app.title'),
    applySettings: (settings) => {
      handle?.applySettings(settings);
      home.setAttribute('aria-label', t('playing.leave'));
      home.title = t('playing.leave');
    },
    setCovered: (covered) => {
      gameRoot.inert = covered;
      home.inert = covered;
    },
    dispose: () => {
      disposed = true;
      handle?.destroy();
      handle = null;
    },
  };
};

/** A small house button in the top corner, clear of the system bars. */
function homeButton(onClick: () => void): HTMLButtonElement {
  const b = el('button', {
    class: 'btn btn-quiet home-escape',
    attrs: { type: 'button', id: 'leave-game', 'aria-label': t('playing.leave'), title: t('playing.leave') },
    on: { click: onClick },
  });
  b.append(svg('svg', { viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, [
    svg('path', { d: 'M3 11.5 12 4l9 7.5M6 9.5V20h4.5v-5.5h3V20H18V9.5', fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
  ]));
  return b;
}
