// "New sheet": choose the game, name the players (the names of the last sheet are offered again), set the
// few choices the sheet kind asks for (its controls: team mode, the level, a match, the counters…), create.
import { newSheetData, sheetKindInfo, SHEET_KINDS, type SheetKind } from '../../store/sheet-kinds';
import { radioPills, stepper } from '../../sheet/widgets';
import type { SheetChoices, SheetControl } from '../../games/entry';
import type { ShellContext } from '../context';
import { button, el } from '../../base/dom';
import { t } from '../../base/i18n';
import { koru } from '../patterns';

const NAME_MAX = 24;

export function newSheetForm(ctx: ShellContext): HTMLElement {
  let kind: SheetKind | null = null;
  let names: string[] = [];
  let remembered: string[] = [];
  /** The form's choices, kept when another kind is chosen (kinds share none, but a choice made stays made). */
  const choices: SheetChoices = {};
  const slot = el('div', { class: 'new-sheet-slot' });
  const kinds = el('ul', { class: 'kind-list', attrs: { role: 'list' } });

  void ctx.sheets.list().then(({ sheets }) => { remembered = sheets[0]?.players ?? []; });

  const defaultName = (i: number) => remembered[i] ?? t('companion.defaultPlayer', { n: i + 1 });

  function choose(next: SheetKind): void {
    kind = next;
    const info = sheetKindInfo(next);
    for (const c of info.sheet.controls ?? []) if (!(c.id in choices)) choices[c.id] = c.default;
    const count = Math.min(info.maxPlayers, Math.max(info.minPlayers, names.length || remembered.length || info.minPlayers));
    names = Array.from({ length: count }, (_, i) => names[i] ?? defaultName(i));
    drawKinds();
    drawSetup();
    document.getElementById('new-sheet-heading')?.focus();
  }

  function drawKinds(): void {
    kinds.replaceChildren(...SHEET_KINDS.map((k) => el('li', {}, [
      el('button', {
        class: `btn kind-button ${k === kind ? 'btn-primary' : 'btn-secondary'}`,
        attrs: { type: 'button', id: `new-sheet-${k}`, 'aria-pressed': k === kind ? 'true' : 'false' },
        on: { click: () => choose(k) },
      }, [
        el('span', { class: 'tool-name', text: t(sheetKindInfo(k).titleKey) }),
        el('span', { class: 'tool-blurb', text: t(sheetKindInfo(k).sheet.blurbKey) }),
      ]),
    ])));
  }

  function seatLabel(i: number): string {
    const label = kind ? sheetKindInfo(kind).sheet.seatLabel?.(i) : undefined;
    return label ? t(label.key, label.params) : t('companion.playerSeat', { n: i + 1 });
  }

  /** One of the sheet kind's choices, drawn as pills or a stepper; null when the table is too small for it. */
  function control(c: SheetControl, redraw: () => void): HTMLElement | null {
    if (c.type === 'stepper') {
      return stepper({ id: `new-sheet-${c.id}`, label: t(c.labelKey), value: Number(choices[c.id]), min: c.min, max: c.max,
        onChange: (v) => { choices[c.id] = v; redraw(); } });
    }
    if (c.minPlayers !== undefined && names.length < c.minPlayers) return null;
    return radioPills({
      name: `new-sheet-${c.id}`, legend: t(c.legendKey), value: choices[c.id],
      options: c.choices.map((o) => ({ value: o.value, label: o.seat !== undefined ? seatLabel(o.seat) : t(o.labelKey ?? '') })),
      onChange: (v) => { choices[c.id] = v; },
    });
  }

  function drawSetup(): void {
    if (!kind) return;
    const info = sheetKindInfo(kind);
    const redraw = () => {
      const focused = document.activeElement?.id;
      drawSetup();
      if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
    };
    const nameFields = el('div', { class: 'name-fields' }, names.map((name, i) => el('div', { class: 'field' }, [
      el('label', { text: seatLabel(i), attrs: { for: `sheet-player-${i}` } }),
      el('input', {
        attrs: { type: 'text', id: `sheet-player-${i}`, value: name, maxlength: NAME_MAX, autocomplete: 'off' },
        on: { input: (e) => { names[i] = (e.target as HTMLInputElement).value; } },
      }),
    ])));
    const kindOptions = (info.sheet.controls ?? []).map((c) => control(c, redraw));
    slot.replaceChildren(el('section', { class: 'panel new-sheet', attrs: { 'aria-labelledby': 'new-sheet-heading' } }, [
      el('h3', { text: t('companion.newSheetOf', { game: t(info.titleKey) }), attrs: { id: 'new-sheet-heading', tabindex: -1 } }),
      info.minPlayers !== info.maxPlayers
        ? stepper({ id: 'new-sheet-count', label: t('companion.playerCount'), value: names.length, min: info.minPlayers, max: info.maxPlayers,
          onChange: (n) => {
            names = Array.from({ length: n }, (_, i) => names[i] ?? defaultName(i));
            redraw();
          } })
        : null,
      nameFields,
      ...kindOptions,
      el('div', { class: 'actions actions-end' }, [
        button(t('saves.cancel'), () => { kind = null; slot.replaceChildren(); drawKinds(); document.getElementById('new-sheet-title')?.focus(); }, 'quiet', { id: 'new-sheet-cancel' }),
        button(t('companion.create'), () => void create(), 'primary', { id: 'create-sheet' }),
      ]),
    ]));
  }

  async function create(): Promise<void> {
    if (!kind) return;
    const players = names.map((n, i) => n.trim().slice(0, NAME_MAX) || t('companion.defaultPlayer', { n: i + 1 }));
    const created = await ctx.sheets.create(kind, players, newSheetData(kind, players.length, choices));
    if (created.ok) ctx.send({ type: 'OPEN_SHEET', sheetId: created.id });
    else ctx.notify(created.reason, true);
  }

  drawKinds();
  return el('section', { class: 'companion-new', attrs: { 'aria-labelledby': 'new-sheet-title' } }, [
    el('h2', { class: 'section-heading' }, [koru(), el('span', { text: t('companion.newSheet'), attrs: { id: 'new-sheet-title', tabindex: -1 } })]),
    kinds,
    slot,
  ]);
}
