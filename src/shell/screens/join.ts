// Join a table: this phone becomes one seat of a game hosted on another device (src/table/join.ts, loaded only
// when this screen opens, with the game's scene once the table says which game it is).
import type { ScreenFactory } from '../context';
import { el } from '../../base/dom';
import { t } from '../../base/i18n';

export const joinScreen: ScreenFactory = (ctx) => {
  const root = el('div', { class: 'screen-playing screen-join' });
  const loading = el('p', { class: 'playing-status', text: t('app.loading'), attrs: { role: 'status' } });
  root.append(loading);
  let handle: { applySettings(s: ReturnType<typeof ctx.settings>): void; destroy(): void } | null = null;
  let disposed = false;
  // The table's words in the language in use come with it, so the screen is never first drawn in English.
  void Promise.all([import('../../table/join'), import('../../table/text').then((m) => m.registerTableText())]).then(([{ mountJoin }]) => {
    if (disposed) return;
    handle = mountJoin(root, ctx.settings(), {
      onHome: () => ctx.send({ type: 'HOME' }),
      onRules: (gameId, anchor) => ctx.send({ type: 'OPEN_RULES', gameId: gameId as never, anchor }),
      onSettingsChange: (next) => void ctx.changeSettings(next),
    });
  });
  return {
    root,
    title: t('join.title'),
    applySettings: (settings) => handle?.applySettings(settings),
    dispose: () => {
      disposed = true;
      handle?.destroy();
    },
  };
};
