// Moeraki-Kemu's words outside its table: its title and blurb, its setup choices and its score sheet. Merged into
// the shell's dictionaries from the list of games (src/base/i18n.ts).
import type { Lang } from '../../../base/settings';
import type { GameWords } from '../../kinds';
import { MATCH_LENGTHS, MATCH_NAMES, NAMED_MATCHES, type MatchTo, type NamedMatch } from '../rules/constants';

/** What a match length's Maori name means, in one language (the names themselves: constants.ts). */
type Glosses = Record<NamedMatch, string>;

export const glossWords = (glosses: Glosses) =>
  Object.fromEntries(NAMED_MATCHES.map((n) => [`games.moeraki.matchGloss${n}`, glosses[n]])) as Record<`games.moeraki.matchGloss${NamedMatch}`, string>;

/** One label per match length (the setup and the sheet offer them as fixed words), from a pattern with {n}, {name}
 *  and {gloss}; a single game has no name, so its own words. */
export function matchLabels<P extends string>(prefix: P, single: string, pattern: string, glosses: Glosses): Record<`${P}${MatchTo}`, string> {
  const label = (n: MatchTo) => (n === 1 ? single
    : pattern.replace('{n}', String(n)).replace('{name}', MATCH_NAMES[n]).replace('{gloss}', glosses[n]));
  return Object.fromEntries(MATCH_LENGTHS.map((n) => [`${prefix}${n}`, label(n)])) as Record<`${P}${MatchTo}`, string>;
}

const EN_GLOSSES: Glosses = { 3: 'lightning', 5: 'national bird', 7: 'extinct running bird', 10: 'whale' };
export const FR_GLOSSES: Glosses = { 3: 'éclair', 5: 'oiseau national', 7: 'oiseau coureur disparu', 10: 'baleine' };
export const DE_GLOSSES: Glosses = { 3: 'Blitz', 5: 'Nationalvogel', 7: 'ausgestorbener Laufvogel', 10: 'Wal' };
/** For the rules text, which is written per language rather than looked up. */
export const MATCH_GLOSSES: Record<Lang, Glosses> = { en: EN_GLOSSES, fr: FR_GLOSSES, de: DE_GLOSSES };

const en = {
  'games.moeraki.title': 'Moeraki-Kemu',
  'games.moeraki.blurb': 'Two Maori chiefs on the beach by the Moeraki rocks: surround, link and hold the holy ground, for two.',
  'newGame.moerakiLevel': 'Level',
  'newGame.moerakiBeginner': 'Beginner’s game: Tahuna, Awa, Ara',
  'newGame.moerakiBasic': 'Basic game: with tribal tiles and the Marae',
  'newGame.moerakiMaster': 'Master’s game: with the Maori-Tane',
  'newGame.moerakiMatch': 'Match (the Moeraki scale)',
  ...matchLabels('newGame.moerakiMatch', '1 — single game', '{n} — {name} ({gloss})', EN_GLOSSES),
  ...glossWords(EN_GLOSSES),
  'companion.kind.moeraki': 'The Marae count with half tiles, the tie rule and the Moeraki scale.',
  'companion.moeraki.black': 'Black (Matau)',
  'companion.moeraki.white': 'White (Manaia)',
  'companion.moeraki.blackSeat': 'Black tribe (Matau)',
  'companion.moeraki.whiteSeat': 'White tribe (Manaia)',
  'companion.moeraki.side': '{name}, {tribe}',
  'companion.moeraki.level': 'Level',
  'companion.moeraki.level.beginner': 'Beginner',
  'companion.moeraki.level.basic': 'Basic',
  'companion.moeraki.level.master': 'Master',
  'companion.moeraki.matchTo': 'Match',
  ...matchLabels('companion.moeraki.match', 'Single game', '{n} — {name}', EN_GLOSSES),
  'companion.moeraki.scaleTo': 'The Moeraki scale: first to {n}, {name} ({gloss})',
  'companion.moeraki.firstBall': 'Who places the ball first (the younger player)',
  'companion.moeraki.scale': 'The Moeraki scale',
  'companion.moeraki.winsOf': '{wins} of {target} wins',
  'companion.moeraki.placesBall': '{name} places the ball in the next game.',
  'companion.moeraki.matchWon': '{name} wins the match!',
  'companion.moeraki.matchDrawn': 'The game is drawn.',
  'companion.moeraki.marae': 'Marae count (board full)',
  'companion.moeraki.maraeHint': 'Full tiles count 1; half tiles (semi-beach 2:1) count ½.',
  'companion.moeraki.full': 'Full tiles',
  'companion.moeraki.fullOf': 'Full tiles of {name}',
  'companion.moeraki.half': 'Half tiles',
  'companion.moeraki.halfOf': 'Half tiles of {name}',
  'companion.moeraki.total': 'Total',
  'companion.moeraki.against': '{a} against {b}',
  'companion.moeraki.maraeWins': '{name} wins by Marae.',
  'companion.moeraki.maraeByBall': 'equal: {name} placed the ball and wins.',
  'companion.moeraki.maraeDraw': 'equal: a draw at beginner level.',
  'companion.moeraki.recordMarae': 'Record this game',
  'companion.moeraki.early': 'Won early',
  'companion.moeraki.wonEarly': '{name} won early by',
  'companion.moeraki.recordEarly': '{name} won by {way}',
  'companion.moeraki.way.tahuna': 'Tahuna',
  'companion.moeraki.way.awa': 'Awa',
  'companion.moeraki.way.ara': 'Ara',
  'companion.moeraki.way.marae': 'Marae',
  'companion.moeraki.fullBoard': 'Board full without an early win:',
  'companion.moeraki.recordDraw': 'Record a draw',
  'companion.moeraki.games': 'Games played',
  'companion.moeraki.gameWon': 'Game {n}: {name} by {how} (ball: {ball})',
  'companion.moeraki.gameDrawn': 'Game {n}: a draw (ball: {ball})',
  'companion.moeraki.byMarae': 'Marae {a} to {b}',
  'companion.moeraki.undo': 'Undo the last game',
};

/** French and German (./home-translations.ts, loaded when chosen) are typed from the English: a missing or extra key is
 *  a compile error. */
export type Dictionary = Record<keyof typeof en, string>;

export const moerakiWords: GameWords = { en, translations: () => import('./home-translations').then((m) => m.translations) };
