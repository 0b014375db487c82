// Moeraki-Kemu's words for a table host (the move log's sentences and the table's words) and its bot's wait for a
// person's tap between the games of a match, without PixiJS or CSS, so the online server runs a table without a
// browser (server/games.ts). The table module (./play.ts) uses the same.
import { t, type WordsLoader, tableWordsOf } from '../../../base/i18n';
import type { HostWords } from '../../entry';
import { HOLLOWS } from '../rules/geometry';
import type { GameOutcome, MoerakiState } from '../rules/state';
import { moerakiTableText } from './table';
import { hollowName, points } from './names';

const FACING_KEYS = ['moeraki.facingUpLeft', 'moeraki.facingUpRight', 'moeraki.facingDownLeft', 'moeraki.facingDownRight'];

/** A seat's name, or its number when the names are short of it. */
export const nameOf = (names: string[], seat: number): string => names[seat] ?? `${seat + 1}`;
const where = (hollow: number): string => hollowName(HOLLOWS[hollow].x, HOLLOWS[hollow].y);

/** The sentence that says how a game was decided. */
export function outcomeSentence(o: GameOutcome, names: string[]): string {
  const player = o.winner === null ? '' : nameOf(names, o.winner);
  switch (o.way) {
    case 'tahuna': return t('moeraki.winTahuna', { player });
    case 'awa': return t(o.variant === 'B' ? 'moeraki.winAwaB' : 'moeraki.winAwaA', { player });
    case 'ara': return t('moeraki.winAra', { player });
    case 'marae': {
      if (o.winner === null) return t('moeraki.drawMarae');
      const [a, b] = o.marae ? o.marae.total.map(points) : ['0', '0'];
      return t(o.byBall ? 'moeraki.winMaraeBall' : 'moeraki.winMarae', { player, a, b });
    }
  }
}

/** Who won the match and by how many games (with the games level, how the last one was decided). */
export function matchSentence(s: MoerakiState, names: string[]): string {
  const best = s.wins[0] === s.wins[1] ? null : s.wins[0] > s.wins[1] ? 0 : 1;
  if (best === null) return s.outcome ? outcomeSentence(s.outcome, names) : '';
  return t('moeraki.matchWon', { player: nameOf(names, best), a: s.wins[best], b: s.wins[1 - best] });
}

function describe(s: MoerakiState, names: string[]): string[] {
  const out: string[] = [];
  const e = s.last;
  if (e) {
    const name = nameOf(names, e.seat);
    switch (e.type) {
      case 'PLACE_BALL': out.push(t('moeraki.log.ball', { name, hollow: where(e.hollow) })); break;
      case 'PLACE': out.push(t('moeraki.log.place', { name, hollow: where(e.hollow) })); break;
      case 'PLACE_TANE': out.push(t('moeraki.log.tane', { name, facing: t(FACING_KEYS[e.facing]) })); break;
      case 'DECLINE_TANE': out.push(t('moeraki.log.decline', { name })); break;
      case 'NEXT_GAME': out.push(t('moeraki.log.next', { n: s.game + 1 })); break;
    }
  }
  if (s.outcome) out.push(outcomeSentence(s.outcome, names));
  if (s.phase === 'matchOver' && s.options.matchTo > 1) out.push(matchSentence(s, names));
  return out;
}

/** The table's French and German (./table-translations.ts), loaded only in a language in use. */
export const tableWords: WordsLoader = (lang) => import('./table-translations').then((m) => m[lang]);

export const hostWords: HostWords<MoerakiState, MoerakiState> = {
  describe,
  ...tableWordsOf(moerakiTableText, tableWords),
  // A bot that won a game of a match lets the people see it before it starts the next one.
  waitsForPeople: (s) => s.phase === 'gameOver',
};
