// Controls shared by the companion's screens: a number stepper (− value +) with large buttons, a group of
// radio pills, a toggle button and half points written with ½. Every control is a real, labelled button or
// input, reachable by keyboard; the ids are stable so a redrawn sheet can give the focus back.
import { el } from '../base/dom';
import { getLanguage, t } from '../base/i18n';

export interface StepperOptions {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** The value as shown (e.g. "10½"); the number by default. */
  format?: (value: number) => string;
  onChange(value: number): void;
  large?: boolean;
  /** A shorter label to show (e.g. "9s" inside column A's card); `label` still names the controls. */
  short?: string;
}

/** − value +. At the ends a button is aria-disabled rather than disabled, so it keeps the focus. */
export function stepper(o: StepperOptions): HTMLElement {
  const step = o.step ?? 1;
  const show = o.format ?? formatNumber;
  const labelId = `${o.id}-label`;
  const change = (delta: number) => {
    const next = Math.min(o.max, Math.max(o.min, o.value + delta));
    if (next !== o.value) o.onChange(next);
  };
  const stepButton = (sign: -1 | 1) => el('button', {
    class: 'btn btn-secondary stepper-btn',
    text: sign < 0 ? '−' : '+',
    attrs: {
      type: 'button',
      id: `${o.id}-${sign < 0 ? 'less' : 'more'}`,
      'aria-label': t(sign < 0 ? 'companion.less' : 'companion.more', { what: o.label }),
      'aria-disabled': (sign < 0 ? o.value <= o.min : o.value >= o.max) ? 'true' : null,
    },
    on: { click: () => change(sign * step) },
  });
  return el('div', { class: `stepper${o.large ? ' stepper-large' : ''}`, attrs: { role: 'group', 'aria-labelledby': labelId } }, [
    el('span', { class: 'stepper-label', attrs: { id: labelId } }, shortened(o.label, o.short)),
    el('div', { class: 'stepper-row' }, [
      stepButton(-1),
      el('output', { class: 'stepper-value', text: show(o.value), attrs: { id: `${o.id}-value`, 'aria-live': 'polite' } }),
      stepButton(1),
    ]),
  ]);
}

export interface PillOption<V> { value: V; label: string; id?: string }

/** A fieldset of radio pills (the settings screen's look). */
export function radioPills<V extends string | number | boolean | null>(o: {
  name: string; legend: string; short?: string; options: PillOption<V>[]; value: V; onChange(value: V): void; className?: string;
}): HTMLElement {
  return el('fieldset', { class: `pills ${o.className ?? ''}` }, [
    el('legend', { class: 'pills-legend' }, shortened(o.legend, o.short)),
    el('div', { class: 'segmented' }, o.options.map((opt) => el('label', { class: 'choice' }, [
      el('input', {
        attrs: { type: 'radio', name: o.name, id: opt.id ?? `${o.name}-${String(opt.value)}`, value: String(opt.value), checked: opt.value === o.value },
        on: { change: () => o.onChange(opt.value) },
      }),
      el('span', { text: opt.label }),
    ]))),
  ]);
}

/** A short visible text whose full form is read by screen readers. */
function shortened(full: string, short: string | undefined): (HTMLElement | string)[] {
  if (!short || short === full) return [full];
  return [el('span', { text: short, attrs: { 'aria-hidden': 'true' } }), el('span', { class: 'visually-hidden', text: full })];
}

/** A button that stays pressed (aria-pressed), e.g. "had the fewest points". */
export function toggleButton(label: string, pressed: boolean, onToggle: () => void, attrs: Record<string, string> = {}): HTMLButtonElement {
  return el('button', {
    class: `btn ${pressed ? 'btn-primary' : 'btn-secondary'} toggle-btn`,
    text: label,
    attrs: { type: 'button', 'aria-pressed': pressed ? 'true' : 'false', ...attrs },
    on: { click: onToggle },
  });
}

export function formatNumber(n: number): string {
  return new Intl.NumberFormat(getLanguage()).format(n);
}

/** 10.5 → "10½", 0.5 → "½". */
export function formatHalves(n: number): string {
  const whole = Math.floor(n);
  const half = n - whole >= 0.5;
  if (!half) return formatNumber(whole);
  return whole === 0 ? '½' : `${formatNumber(whole)}½`;
}

/** A section of a sheet: a cream panel with a heading. */
export function panel(headingText: string, children: (Node | null | false)[], className = '', headingId?: string): HTMLElement {
  return el('section', { class: `panel sheet-panel ${className}`, attrs: { 'aria-labelledby': headingId ?? null } }, [
    el('h2', { text: headingText, attrs: { id: headingId ?? null } }),
    ...children,
  ]);
}
