// Who starts: the players' names (those of the newest sheet are offered), then either a spin that lights the
// names in turn and stops on one, or one of the rulebooks' own questions ("the hairiest", "who most recently
// saw a cat"), shown large for the table to settle; they tap the chosen one.
import { PICKER_PROMPTS, spin, spinDelay, type PickerPrompt } from '../../companion/picker';
import { stepper } from '../../sheet/widgets';
import type { ShellContext } from '../context';
import { button, el } from '../../base/dom';
import { t } from '../../base/i18n';

const NAME_MAX = 24;

export function pickerTool(ctx: ShellContext): { root: HTMLElement; dispose(): void } {
  let names: string[] = [t('companion.defaultPlayer', { n: 1 }), t('companion.defaultPlayer', { n: 2 }), t('companion.defaultPlayer', { n: 3 })];
  let prompt: PickerPrompt | null = null;
  let chosen: number | null = null;
  let lit: number | null = null;
  let timers: ReturnType<typeof setTimeout>[] = [];
  const setup = el('div', { class: 'panel picker-setup' });
  const stage = el('section', { class: 'panel picker-stage', attrs: { 'aria-labelledby': 'picker-question' } });
  const result = el('p', { class: 'picker-result', attrs: { role: 'status', id: 'picker-result' } });

  const stopSpin = () => { for (const id of timers) clearTimeout(id); timers = []; };

  function drawSetup(): void {
    const focused = document.activeElement?.id;
    setup.replaceChildren(
      el('h2', { text: t('companion.players') }),
      stepper({ id: 'picker-count', label: t('companion.playerCount'), value: names.length, min: 2, max: 6, onChange: (n) => {
        names = Array.from({ length: n }, (_, i) => names[i] ?? t('companion.defaultPlayer', { n: i + 1 }));
        chosen = null;
        drawSetup();
        drawStage();
      } }),
      el('div', { class: 'name-fields' }, names.map((name, i) => el('div', { class: 'field' }, [
        el('label', { text: t('companion.playerSeat', { n: i + 1 }), attrs: { for: `picker-name-${i}` } }),
        el('input', {
          attrs: { type: 'text', id: `picker-name-${i}`, value: name, maxlength: NAME_MAX, autocomplete: 'off' },
          on: { input: (e) => { names[i] = (e.target as HTMLInputElement).value; drawStage(); } },
        }),
      ]))),
    );
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  }

  const nameOf = (i: number) => names[i].trim() || t('companion.defaultPlayer', { n: i + 1 });

  function drawStage(): void {
    const question = prompt ? t(prompt) : t('companion.pickerQuestion');
    const focused = document.activeElement?.id;
    stage.replaceChildren(
      el('h2', { class: 'picker-question', text: question, attrs: { id: 'picker-question' } }),
      prompt ? el('p', { class: 'meta', text: t('companion.pickerTap') }) : '',
      el('ul', { class: 'picker-names', attrs: { role: 'list' } }, names.map((_, i) => el('li', {}, [
        el('button', {
          class: `btn picker-name${lit === i ? ' is-lit' : ''}${chosen === i ? ' is-chosen' : ''}`,
          text: (chosen === i ? '★ ' : '') + nameOf(i),
          attrs: { type: 'button', id: `picker-choose-${i}`, 'aria-pressed': chosen === i ? 'true' : 'false' },
          on: { click: () => choose(i) },
        }),
      ]))),
      el('div', { class: 'actions' }, [
        button(t('companion.spin'), spinNow, 'primary', { id: 'picker-spin' }),
        ...PICKER_PROMPTS.map((p) => button(t(p), () => ask(p), prompt === p ? 'primary' : 'secondary', {
          id: `picker-${p.split('.').pop()}`, 'aria-pressed': prompt === p ? 'true' : 'false',
        })),
      ]),
      result,
    );
    stage.querySelector('.actions')?.firstElementChild?.classList.add('btn-large');
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  }

  function choose(i: number): void {
    stopSpin();
    lit = null;
    chosen = i;
    result.textContent = t('companion.starts', { name: nameOf(i) });
    drawStage();
  }

  function ask(p: PickerPrompt): void {
    stopSpin();
    prompt = p;
    chosen = null;
    lit = null;
    result.textContent = '';
    drawStage();
  }

  function spinNow(): void {
    stopSpin();
    prompt = null;
    chosen = null;
    result.textContent = '';
    const { target, path } = spin(names.length, Math.random(), 2, lit ?? 0);
    // Without motion the result shows at once; otherwise the names light up in turn, slowing down.
    if (ctx.settings().motion !== 'full' || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      choose(target);
      return;
    }
    let at = 0;
    path.forEach((seat, k) => {
      at += spinDelay(k, path.length);
      timers.push(setTimeout(() => {
        lit = seat;
        if (k === path.length - 1) choose(target);
        else drawStage();
      }, at));
    });
  }

  void ctx.sheets.list().then(({ sheets }) => {
    const recent = sheets[0]?.players;
    if (!recent || !setup.isConnected) return;
    names = recent.slice(0, 6);
    drawSetup();
    drawStage();
  });

  drawSetup();
  drawStage();
  return { root: el('div', { class: 'picker' }, [stage, setup]), dispose: stopSpin };
}
