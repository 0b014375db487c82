// An online table (#/online/<code>): its lobby, then this device's seats (src/table/online/online-table.ts, loaded
// with @colyseus/sdk only when this screen opens).
import type { ScreenFactory } from '../context';
import { el } from '../../base/dom';
import { t } from '../../base/i18n';

export const onlineScreen: ScreenFactory = (ctx, app) => {
  const root = el('div', { class: 'screen-playing screen-join' });
  root.append(el('p', { class: 'playing-status', text: t('app.loading'), attrs: { role: 'status' } }));
  let handle: { applySettings(s: ReturnType<typeof ctx.settings>): void; destroy(): void } | null = null;
  let disposed = false;
  const code = app.onlineCode ?? '';
  void import('../../table/online/online-table').then(({ mountOnline }) => {
    if (disposed) return;
    handle = mountOnline(root, code, ctx.settings(), {
      onHome: () => ctx.send({ type: 'HOME' }),
      onRules: (gameId, anchor) => ctx.send({ type: 'OPEN_RULES', gameId: gameId as never, anchor }),
      onSettingsChange: (next) => void ctx.changeSettings(next),
    });
  });
  return {
    root,
    title: t('online.title'),
    applySettings: (settings) => handle?.applySettings(settings),
    dispose: () => {
      disposed = true;
      handle?.destroy();
    },
  };
};
