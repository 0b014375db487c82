// A Pocket Cats clan card drawn by the app (no artwork copied): the clan's name and colour, its five cats'
// attack with the chief marked, its clan effect (⌛ during your turn, 🏁 at the end) and its chief's ability,
// in our own words (words.ts, per named rule). What is in play comes from the rules (effects.ts hasRule), so the
// card says the same as the game: with effects off only the Chaoticats' count remains.
// clanCardContent is the card in words (tested); clanCard draws it. Built of spans, so a card may also sit
// inside a button or a label.
import './clan-card.css';
import { el, svg } from '../../../base/dom';
import { getLanguage, t } from '../../../base/i18n';
import { CLANS, COUNTED_ATTACK, clanDef, type ClanId, type Edition, type RuleName } from '../rules/data';
import { MOMENT, hasRule, type Game } from '../rules/effects';

export interface ClanCardOptions { effects: boolean; edition?: Edition; id?: string }

/** One line of a card: a clan effect (when it acts), the chief's ability, or a remark. */
export type ClanCardLine =
  | { kind: 'effect'; rule: RuleName; when: 'turn' | 'end'; text: string; note?: string }
  | { kind: 'chief'; rule: RuleName | null; text: string }
  | { kind: 'off'; text: string };

export interface ClanCardContent {
  clan: ClanId;
  name: string;
  /** '#rrggbb' */
  colour: string;
  /** The five cats in the box's order, the chief last; attack null: counted at the end (Chaoticats). */
  cats: { attack: number | null; chief: boolean }[];
  lines: ClanCardLine[];
}

/** Chaoticats' table in words: "5 → 2, 4 → 4, …" from the data. */
const countedTable = (): string => [5, 4, 3, 2, 1].map((n) => `${n} → ${COUNTED_ATTACK[n]}`).join(', ');

/** A named rule in the current language. */
export const ruleText = (rule: RuleName): string =>
  t(`pocketCats.rule.${rule}`, rule === 'countedAttack' ? { table: countedTable() } : undefined);

const hex = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

/** The card in words, in the current language. */
export function clanCardContent(clan: ClanId, opts: ClanCardOptions): ClanCardContent {
  const edition = opts.edition ?? 'published';
  // A clan the edition lacks (only the draft has fewer) is shown as published.
  const def = clanDef(clan, edition) ?? CLANS[clan];
  const game: Game = { options: { effects: opts.effects, edition }, clans: [clan] };
  const effectLine = (note?: string): ClanCardLine =>
    ({ kind: 'effect', rule: def.effect, when: MOMENT[def.effect] === 'turn' ? 'turn' : 'end', text: ruleText(def.effect), ...(note ? { note } : {}) });
  const lines: ClanCardLine[] = [];
  if (opts.effects) {
    lines.push(effectLine());
    lines.push({ kind: 'chief', rule: def.chief, text: def.chief ? ruleText(def.chief) : t('pocketCats.card.noChiefAbility') });
  } else {
    lines.push({ kind: 'off', text: t('pocketCats.card.effectsOff') });
    // A rule in play even without effects (the Chaoticats' count: their tiles print no number).
    if (hasRule(game, clan, def.effect)) lines.push(effectLine(t('pocketCats.card.alwaysCounted')));
  }
  return {
    clan,
    name: def.name[getLanguage()] ?? def.name.en,
    colour: hex(def.colour),
    cats: def.cats.map((c) => ({ attack: c.attack === 'counted' ? null : c.attack, chief: c.chief })),
    lines,
  };
}

/** The card's marks, drawn (an emoji font is not on every device): ⌛ during your turn, 🏁 at the end, ♛ chief. */
const ICONS = {
  turn: [['path', { d: 'M3 1.5 H13 M3 14.5 H13', stroke: 'currentColor', 'stroke-width': 1.6, 'stroke-linecap': 'round' }],
    ['path', { d: 'M4.5 1.5 C4.5 6 8 6.5 8 8 C8 9.5 4.5 10 4.5 14.5 H11.5 C11.5 10 8 9.5 8 8 C8 6.5 11.5 6 11.5 1.5 Z', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.4, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M6 13.5 L8 11 L10 13.5 Z', fill: 'currentColor' }]],
  end: [['path', { d: 'M3.5 15 V1.5', stroke: 'currentColor', 'stroke-width': 1.6, 'stroke-linecap': 'round' }],
    ['path', { d: 'M3.5 2 H13.5 V9 H3.5 Z', fill: 'none', stroke: 'currentColor', 'stroke-width': 1.4, 'stroke-linejoin': 'round' }],
    ['path', { d: 'M3.5 2 H7 V5.5 H3.5 Z M7 5.5 H10.5 V9 H7 Z M10.5 2 H13.5 V5.5 H10.5 Z', fill: 'currentColor' }]],
  chief: [['path', { d: 'M2 13 L2 5 L5.5 8 L8 3 L10.5 8 L14 5 L14 13 Z', fill: 'currentColor' }]],
} as const;

function icon(name: keyof typeof ICONS): SVGSVGElement {
  return svg('svg', { class: `clan-card-icon clan-card-icon-${name}`, viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': 'true', focusable: 'false' },
    ICONS[name].map(([tag, attrs]) => svg(tag, attrs)));
}

/** A cat's face in the clan's colour (drawn here, not copied). */
function catMark(colour: string): SVGSVGElement {
  return svg('svg', { class: 'clan-card-mark', viewBox: '0 0 40 36', width: 40, height: 36, 'aria-hidden': 'true', focusable: 'false' }, [
    svg('path', { d: 'M6 34 C2 25 3 16 6 11 L5 1 L15 7 C18 6 22 6 25 7 L35 1 L34 11 C37 16 38 25 34 34 Z', fill: colour, stroke: '#1d1b18', 'stroke-width': 2, 'stroke-linejoin': 'round' }),
    svg('circle', { cx: 14, cy: 20, r: 2.5, fill: '#1d1b18' }),
    svg('circle', { cx: 26, cy: 20, r: 2.5, fill: '#1d1b18' }),
    svg('path', { d: 'M18 26 L20 28 L22 26', fill: 'none', stroke: '#1d1b18', 'stroke-width': 2, 'stroke-linecap': 'round' }),
  ]);
}

const hidden = (text: string): HTMLElement => el('span', { class: 'visually-hidden', text });

function lineOf(line: ClanCardLine): HTMLElement {
  if (line.kind === 'off') return el('span', { class: 'clan-card-line clan-card-off', text: line.text });
  const mark = line.kind === 'chief' ? 'chief' : line.when;
  const label = t(line.kind === 'chief' ? 'pocketCats.card.chief' : `pocketCats.card.${line.when}`);
  return el('span', { class: `clan-card-line clan-card-${line.kind}`, attrs: { 'data-rule': line.rule } }, [
    el('span', { class: 'clan-card-when' }, [icon(mark), label]),
    el('span', { class: 'clan-card-text', text: line.text }),
    line.kind === 'effect' && line.note ? el('span', { class: 'clan-card-note', text: line.note }) : null,
  ]);
}

/** A clan's card, drawn by the app, in the current language. */
export function clanCard(clan: ClanId, opts: { effects: boolean; edition?: Edition; id?: string }): HTMLElement {
  const card = clanCardContent(clan, opts);
  const root = el('span', { class: 'clan-card', attrs: { id: opts.id ?? null, 'data-clan': clan, 'data-effects': String(opts.effects) } }, [
    el('span', { class: 'clan-card-head' }, [catMark(card.colour), el('span', { class: 'clan-card-name', text: card.name })]),
    el('span', { class: 'clan-card-cats' }, [
      hidden(`${t('pocketCats.card.cats')}:`),
      // Spoken as "1, 2, 3, 4, Chief 5" (the commas are for screen readers only).
      ...card.cats.map((c, i) => el('span', { class: `clan-card-cat${c.chief ? ' is-chief' : ''}` }, [
        c.chief ? icon('chief') : null,
        c.chief ? hidden(`${t('pocketCats.card.chief')} `) : null,
        c.attack === null ? el('span', { text: '?', attrs: { 'aria-hidden': 'true' } }) : `${c.attack}`,
        c.attack === null ? hidden(t('pocketCats.card.counted')) : null,
        i < card.cats.length - 1 ? hidden(', ') : null,
      ])),
    ]),
    ...card.lines.map(lineOf),
  ]);
  // CSSOM, not a style attribute: the Content-Security-Policy allows no inline styles.
  root.style.setProperty('--clan-colour', card.colour);
  return root;
}
