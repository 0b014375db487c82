// The table itself, when nobody plays on this device (phones only, or bots alone): every seat's hand face down, the
// public table, who may act, whose phone is away, and the move log as an onlooker reads it.
import type { GameSession } from '../engine/session';
import { t } from '../base/i18n';
import type { Settings } from '../base/settings';
import type { GameModule, GameUi } from '../ui/game-ui';
import { createOverlay } from './overlay';
import { MoveLog } from './move-log';
import { createMoveLogPanel, type MoveLogPanel } from './move-log-panel';
import { mayAnswer } from './answering';
import { orNames } from './handover';
import type { TableHost } from './host';
import { presenceLines } from './presence';
import { newestOnly } from './newest-only';

export async function mountTableScreen(root: HTMLElement, game: GameModule, session: GameSession, host: TableHost, names: string[],
  settings: Settings, hooks: { onHome(): void; onRules(anchor?: string): void }) {
  game.registerText();
  const overlay = createOverlay(root, { onHome: hooks.onHome, onRules: () => hooks.onRules() });
  const ui: GameUi<unknown, never> = await game.createUi(overlay.canvasHost, overlay.controls, { names, settings });
  const log = new MoveLog(game.def, game.describe, session.input, names);
  const logPanel: MoveLogPanel = createMoveLogPanel(overlay.panelHost, overlay.logButton, () => {
    log.sync(session.events, session.state);
    return { entries: log.entries(null, null), names };
  });
  overlay.logButton.addEventListener('click', () => logPanel.toggle());
  let drawn = '';
  const drawNewest = async () => {
    const presence = host.presence();
    const lines = presenceLines(presence, names);
    overlay.setNotice(lines.length ? lines.join(' ') : null);
    const key = `${host.gen}:${session.events.length}`;
    if (key === drawn) return;
    drawn = key;
    const view = game.def.view(session.state, null);
    const open = session.over ? [] : mayAnswer(game.def, session.state);
    const base = game.status(view, names);
    overlay.setStatus(open.length > 1 ? t('play.mayAnswer', { status: base, who: orNames(open.map((s) => names[s])) }) : base);
    log.sync(session.events, session.state);
    overlay.announce(session.events.length > 0 ? log.sentences(session.events.length - 1, null) : []);
    logPanel.refresh();
    await ui.render(view, { legal: [], bottomSeat: 0, showHand: false, names, recent: [] });
  };
  const draw = newestOnly(drawNewest, 'the table\'s drawing');
  ui.onPropose(() => overlay.showRefusal(t('table.tableOnly'), null));
  host.subscribe(() => void draw());
  await draw();
  return {
    overlay,
    applySettings: (next: Settings) => ui.setSettings(next),
    refresh: () => void draw(),
    destroy() {
      logPanel.destroy();
      ui.destroy();
      overlay.destroy();
    },
  };
}

