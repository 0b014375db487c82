// The guided first game's tips, the same way for every game.
import { t } from '../base/i18n';

/** A game's tips from its table of move kinds to rules anchors: the text is `<prefix>.tip.<kind>`, and a kind
 *  not in the table has no tip. */
export function tipsFor(prefix: string, rules: Readonly<Record<string, string>>): (kind: string) => { text: string; rule: string } | null {
  return (kind) => {
    const rule = rules[kind];
    return rule ? { text: t(`${prefix}.tip.${kind}`), rule } : null;
  };
}
