// Words put together from the table's words where they are drawn or said: a hollow's name, points with halves, and a
// match length (the table's scale, the sheet's scale): the Maori name from constants.ts (the same in every
// language), the gloss and the sentence in the current language. A single game has no name.
import { t } from '../../../base/i18n';
import { MATCH_NAMES, type MatchTo } from '../rules/constants';

/** The table's scale: "Moeraki scale · First to 5 (Kiwi)". */
export function scaleTitle(n: MatchTo): string {
  const title = t('moeraki.scale.title');
  return n === 1 ? title : `${title} · ${t('moeraki.scale.firstTo', { n, name: MATCH_NAMES[n] })}`;
}

/** The sheet's scale: "The Moeraki scale: first to 5, Kiwi (national bird)". */
export function sheetScaleHeading(n: MatchTo): string {
  if (n === 1) return t('companion.moeraki.scale');
  return t('companion.moeraki.scaleTo', { n, name: MATCH_NAMES[n], gloss: t(`games.moeraki.matchGloss${n}`) });
}

/** A hollow's name for words and keys: column a–k from the left, row 1–11 from the top (f6 is the centre). */
export function hollowName(x: number, y: number): string {
  return `${String.fromCharCode(97 + x)}${y + 1}`;
}

/** ½ for halves, so 10.5 reads "10½" as the rulebook counts. */
export function points(v: number): string {
  const whole = Math.floor(v);
  return v - whole >= 0.5 ? `${whole === 0 ? '' : whole}½` : String(whole);
}
