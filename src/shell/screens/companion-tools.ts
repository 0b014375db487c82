// The companion's tools, one screen each: who starts (a spin or the rulebooks' own questions) and the turn timer.
import type { ScreenFactory } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { t } from '../../base/i18n';
import { nihoBand } from '../patterns';
import { pickerTool } from './companion-picker';
import { registerCompanionWords } from '../locales/companion';
import { timerTool } from './companion-timer';

// The companion's words come with its screens, not with the home screen.
registerCompanionWords();

export const companionToolScreen: ScreenFactory = (ctx, app) => {
  const isTimer = app.tool === 'timer';
  const title = t(isTimer ? 'companion.timer' : 'companion.picker');
  const tool = isTimer ? timerTool(ctx) : pickerTool(ctx);
  const root = el('div', { class: `screen screen-tool tool-${isTimer ? 'timer' : 'picker'}` }, [
    el('header', { class: 'screen-header' }, [
      button(t('companion.backToList'), () => ctx.send({ type: 'BACK' }), 'quiet', { id: 'back' }),
      screenHeading(title),
    ]),
    nihoBand(),
    tool.root,
  ]);
  return { root, title, dispose: tool.dispose };
};
