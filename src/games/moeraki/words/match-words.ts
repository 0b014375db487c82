// A match length in words where they are looked up as drawn (the table's scale, the sheet's scale): the Maori
// name from constants.ts (the same in every language), the gloss and the sentence in the current language.
// A single game has no name.
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
