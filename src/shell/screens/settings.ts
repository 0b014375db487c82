// Settings: each choice is a group of radio buttons and takes effect (and is saved) at once.
import type { ScreenFactory } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { t, type MessageKey } from '../../base/i18n';
import { installPanel } from '../install';
import { nihoBand } from '../patterns';
import { defaultSettings, type BotPace, type Lang, type Motion, type Settings, type WinningHollows } from '../../base/settings';

interface Choice<V> {
  value: V;
  labelKey: MessageKey;
  /** Language names are written in their own language. */
  lang?: Lang;
}

interface Group<K extends keyof Settings> {
  key: K;
  labelKey: MessageKey;
  hintKey?: MessageKey;
  choices: Choice<Settings[K]>[];
}

type AnyGroup = { [K in keyof Settings]-?: Group<K> }[keyof Settings];

const onOff = (): Choice<boolean>[] => [
  { value: true, labelKey: 'settings.on' },
  { value: false, labelKey: 'settings.off' },
];

const groups: AnyGroup[] = [
  {
    key: 'language', labelKey: 'settings.language',
    choices: (['en', 'fr', 'de'] as Lang[]).map((lang) => ({ value: lang, labelKey: `lang.${lang}` as MessageKey, lang })),
  },
  { key: 'sound', labelKey: 'settings.sound', choices: onOff() },
  { key: 'tips', labelKey: 'settings.tips', hintKey: 'settings.tipsHint', choices: onOff() },
  { key: 'colourMarks', labelKey: 'settings.colourMarks', hintKey: 'settings.colourMarksHint', choices: onOff() },
  { key: 'printedLetters', labelKey: 'settings.printedLetters', hintKey: 'settings.printedLettersHint', choices: onOff() },
  {
    key: 'motion', labelKey: 'settings.motion',
    choices: ([['full', 'settings.motionFull'], ['reduced', 'settings.motionReduced'], ['off', 'settings.motionOff']] as [Motion, MessageKey][])
      .map(([value, labelKey]) => ({ value, labelKey })),
  },
  {
    key: 'botPace', labelKey: 'settings.botPace',
    choices: ([['relaxed', 'settings.paceRelaxed'], ['normal', 'settings.paceNormal'], ['quick', 'settings.paceQuick'],
      ['instant', 'settings.paceInstant']] as [BotPace, MessageKey][]).map(([value, labelKey]) => ({ value, labelKey })),
  },
  {
    key: 'winningHollows', labelKey: 'settings.winningHollows', hintKey: 'settings.winningHollowsHint',
    choices: ([['beginner', 'settings.winningBeginner'], ['always', 'settings.winningAlways'], ['off', 'settings.off']] as [WinningHollows, MessageKey][])
      .map(([value, labelKey]) => ({ value, labelKey })),
  },
];

export const settingsScreen: ScreenFactory = (ctx) => {
  const title = t('settings.title');
  const status = el('p', { class: 'status-line', attrs: { role: 'status' } });

  function group(g: AnyGroup): HTMLElement {
    // A setting added later may be missing from a stored record: its default then.
    const current = ctx.settings()[g.key] ?? defaultSettings()[g.key];
    const hintId = g.hintKey ? `setting-${g.key}-hint` : undefined;
    return el('fieldset', { class: 'panel setting', attrs: { 'aria-describedby': hintId } }, [
      el('legend', { text: t(g.labelKey) }),
      g.hintKey ? el('p', { class: 'meta', text: t(g.hintKey), attrs: { id: hintId } }) : null,
      el('div', { class: 'segmented' }, (g.choices as Choice<Settings[keyof Settings]>[]).map((choice) => el('label', { class: 'choice' }, [
        el('input', {
          attrs: {
            type: 'radio', name: `setting-${g.key}`, value: String(choice.value), id: `setting-${g.key}-${String(choice.value)}`,
            checked: current === choice.value,
          },
          on: { change: () => void change(g.key, choice.value) },
        }),
        el('span', { text: t(choice.labelKey), attrs: { lang: choice.lang } }),
      ]))),
    ]);
  }

  async function change(key: keyof Settings, value: Settings[keyof Settings]): Promise<void> {
    const next = { ...ctx.settings(), [key]: value } as Settings;
    // Tips switched on again start over: every kind of move is explained once more.
    if (key === 'tips' && value === true) next.tipsSeen = [];
    const saved = await ctx.changeSettings(next);
    // A new language re-renders this screen, so the message belongs to the one now showing.
    const line = document.querySelector('.screen-settings .status-line') ?? status;
    line.textContent = saved ? t('settings.saved') : '';
  }

  // "Your moves on this device" (online tables' notifications): its own chunk with the online words it needs.
  const alertsSlot = el('div', { class: 'setting-alerts-slot' });
  void import('../../table/online/alerts-settings').then((m) => m.turnAlertsSettings()).then((panel) => alertsSlot.replaceChildren(panel)).catch(() => undefined);
  const root = el('div', { class: 'screen screen-settings' }, [
    el('header', { class: 'screen-header' }, [
      button(t('app.back'), () => ctx.send({ type: 'BACK' }), 'quiet', { id: 'back' }),
      screenHeading(title),
    ]),
    nihoBand(),
    el('form', { class: 'settings-form', on: { submit: (e) => e.preventDefault() } }, groups.map(group)),
    status,
    alertsSlot,
    installPanel('settings'),
  ]);
  return { root, title };
};
