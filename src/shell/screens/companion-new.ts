// "New sheet": choose the game, name the players (the names of the last sheet are offered again), set the
// few choices a sheet needs (Mauwi teams, the Moeraki level, match and first ball, Kitty Cat counters), create.
import { newSheetData, SHEET_KIND_INFO, SHEET_KINDS, type NewSheetOptions, type SheetKind } from '../../companion/kinds';
import type { Level, MatchTo } from '../../companion/moeraki';
import { radioPills, stepper } from '../../companion/screens/widgets';
import type { ShellContext } from '../context';
import { button, el } from '../dom';
import { t } from '../i18n';
import { koru } from '../patterns';

const LEVELS: Level[] = ['beginner', 'basic', 'master'];
const MATCHES: MatchTo[] = [1, 3, 5, 7, 10];
const NAME_MAX = 24;

export function newSheetForm(ctx: ShellContext): HTMLElement {
  let kind: SheetKind | null = null;
  let names: string[] = [];
  let remembered: string[] = [];
  const options: Required<NewSheetOptions> = { teams: false, level: 'basic', matchTo: 1, firstPlacer: 0, counters: 3 };
  const slot = el('div', { class: 'new-sheet-slot' });
  const kinds = el('ul', { class: 'kind-list', attrs: { role: 'list' } });

  void ctx.sheets.list().then(({ sheets }) => { remembered = sheets[0]?.players ?? []; });

  const defaultName = (i: number) => remembered[i] ?? t('companion.defaultPlayer', { n: i + 1 });

  function choose(next: SheetKind): void {
    kind = next;
    const info = SHEET_KIND_INFO[next];
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
        el('span', { class: 'tool-name', text: t(SHEET_KIND_INFO[k].titleKey) }),
        el('span', { class: 'tool-blurb', text: t(SHEET_KIND_INFO[k].blurbKey) }),
      ]),
    ])));
  }

  function seatLabel(i: number): string {
    if (kind === 'moeraki') return t(i === 0 ? 'companion.moeraki.blackSeat' : 'companion.moeraki.whiteSeat');
    if (kind === 'pocket-cats') return t('companion.pocket.clanSeat', { n: i + 1 });
    return t('companion.playerSeat', { n: i + 1 });
  }

  function drawSetup(): void {
    if (!kind) return;
    const info = SHEET_KIND_INFO[kind];
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
    const kindOptions: (HTMLElement | null)[] = [];
    if (kind === 'mauwi' && names.length >= 4) {
      kindOptions.push(radioPills<boolean>({
        name: 'new-sheet-teams', legend: t('companion.mauwi.mode'), value: options.teams,
        options: [{ value: false, label: t('companion.mauwi.solo') }, { value: true, label: t('companion.mauwi.teamMode') }],
        onChange: (v) => { options.teams = v; },
      }));
    }
    if (kind === 'moeraki') {
      kindOptions.push(
        radioPills<Level>({ name: 'new-sheet-level', legend: t('companion.moeraki.level'), value: options.level,
          options: LEVELS.map((l) => ({ value: l, label: t(`companion.moeraki.level.${l}`) })), onChange: (v) => { options.level = v; } }),
        radioPills<MatchTo>({ name: 'new-sheet-match', legend: t('companion.moeraki.matchTo'), value: options.matchTo,
          options: MATCHES.map((n) => ({ value: n, label: t(`companion.moeraki.match${n}`) })), onChange: (v) => { options.matchTo = v; } }),
        radioPills<number>({ name: 'new-sheet-first', legend: t('companion.moeraki.firstBall'), value: options.firstPlacer,
          options: [0, 1].map((seat) => ({ value: seat, label: seatLabel(seat) })), onChange: (v) => { options.firstPlacer = v; } }),
      );
    }
    if (kind === 'kitty-cat') {
      kindOptions.push(stepper({ id: 'new-sheet-counters', label: t('companion.kitty.startCounters'), value: options.counters, min: 1, max: 9,
        onChange: (v) => { options.counters = v; redraw(); } }));
    }
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
    const created = await ctx.sheets.create(kind, players, newSheetData(kind, players.length, options));
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
