// An online table (#/online/<code>): its lobby, then this device's seats (src/table/online/online-table.ts, loaded
// with @colyseus/sdk only when this screen opens).
import type { ScreenFactory, ShellContext } from '../context';
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
      keepFinished: (code, table) => keepFinished(ctx, code, table),
      shareReplay: (saveId, host, trigger) => void import('./share-panel').then(({ openSharePanel }) => openSharePanel(ctx, saveId, host, trigger)),
      review: (saveId, trigger) => void import('./share-panel').then(({ openReview }) => openReview(ctx, saveId, trigger)),
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

/** Where each online table's finished game was kept on this device (its save's id), so it is kept once. */
const KEPT_KEY = 'nine-lives.online-kept';

/** The finished game from the room, through the door (decodeReplay replays it by the rules), into this device's
 *  saves as a finished game, once per table. */
async function keepFinished(ctx: ShellContext, code: string, table: string): Promise<string | null> {
  const kept = readKept();
  if (kept[table]) return kept[table];
  const { decodeReplay } = await import('../../replay/code');
  const game = await decodeReplay(code);
  if (!game.ok) {
    ctx.notify(game.reason, true);
    return null;
  }
  const created = await ctx.store.create(game.value.gameId, game.value.input, null);
  if (!created.ok) {
    ctx.notify(created.reason, true);
    return null;
  }
  const written = await ctx.store.writeLog(created.id, 0, game.value.events, null, 'finished');
  if (!written.ok) ctx.notify(written.reason, true);
  try {
    localStorage.setItem(KEPT_KEY, JSON.stringify({ ...readKept(), [table]: created.id }));
  } catch {
    // Storage refused: the game is kept all the same (a second visit may keep it twice).
  }
  return created.id;
}

function readKept(): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEPT_KEY) ?? '{}');
    return raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.fromEntries(Object.entries(raw).filter(([, id]) => typeof id === 'string')) : {};
  } catch {
    return {};
  }
}
