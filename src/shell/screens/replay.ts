// The replay screen: a shared game played back from its link (#/replay/<code>). The code is checked first (its
// version, its bytes, then the game's own door replays every move, which must end the game); a refused code says
// why, in words, with a way home. The table (PixiJS and the game's scene) loads as the play screen's does, with a
// dynamic import, so nothing of it loads before a replay opens. Only its review is kept, once finished.
import type { ScreenFactory } from '../context';
import { button, el } from '../../base/dom';
import { gameById } from '../../games/index';
import { t, translateReason } from '../../base/i18n';
import type { ReplayHandle } from '../../replay/player';
import { deviceReviews } from '../../store/reviews';

export const replayScreen: ScreenFactory = (ctx, app) => {
  const heading = el('h1', { class: 'visually-hidden', text: t('replay.title'), attrs: { tabindex: -1, 'data-screen-heading': true, id: 'replay-heading' } });
  const gameRoot = el('div', { class: 'replay-root', attrs: { id: 'replay-root' } });
  const loading = el('p', { class: 'playing-status', text: t('replay.loading'), attrs: { role: 'status' } });
  const root = el('div', { class: 'screen-playing screen-replay' }, [heading, gameRoot, loading]);
  let handle: ReplayHandle | null = null;
  let disposed = false;

  function refused(why: string): void {
    loading.replaceWith(el('div', { class: 'panel playing-failed replay-refused', attrs: { role: 'alert', id: 'replay-refused' } }, [
      el('h2', { text: t('replay.cannotShow') }),
      el('p', { class: 'replay-why', text: why }),
      el('div', { class: 'actions' }, [button(t('app.home'), () => ctx.send({ type: 'HOME' }), 'primary', { id: 'replay-refused-home' })]),
    ]));
  }

  async function open(): Promise<void> {
    const { decodeReplay } = await import('../../replay/code');
    const decoded = await decodeReplay(app.replayCode);
    if (disposed) return;
    if (!decoded.ok) return refused(translateReason(decoded.reason));
    const entry = gameById(decoded.value.gameId);
    heading.textContent = t('replay.titleOf', { game: entry ? t(entry.titleKey) : decoded.value.gameId });
    document.title = `${heading.textContent} · ${t('app.title')}`;
    const { openReplay } = await import('../../replay/player');
    if (disposed) return;
    const opened = await openReplay(gameRoot, decoded.value, ctx.settings(), { onHome: () => ctx.send({ type: 'HOME' }), kept: deviceReviews(async () => ctx.store.db) });
    if (disposed) return opened.destroy();
    handle = opened;
    loading.remove();
    if (app.replayReview) opened.openReview();
  }
  open().catch((error: unknown) => {
    console.error('the replay could not be opened', error);
    if (!disposed) refused(t('playing.failed'));
  });

  return {
    root,
    title: t('replay.title'),
    applySettings: (settings) => handle?.applySettings(settings),
    dispose: () => {
      disposed = true;
      handle?.destroy();
      handle = null;
    },
  };
};
