// Moeraki-Kemu's Hint line (the normal bot's choice in words, and why) and the guided first game's tip for
// each kind of move. Perfect information: the view is the whole state.
import { t } from '../../../base/i18n';
import type { Hint } from '../../../ui/game-ui';
import { tipsFor } from '../../../ui/tips';
import { HOLLOWS } from '../rules/geometry';
import { LINES, winningHollows } from '../rules/lines';
import { TRIBES } from '../rules/constants';
import { findThreats, threatsOf } from '../rules/threats';
import { moeraki } from '../rules/definition';
import { other, type MoerakiEvent } from '../rules/state';
import { maraeCount } from '../rules/tiles';
import { hollowName, points } from '../words/names';
import type { MoerakiView } from '../rules/view';

const FACING_KEYS = ['moeraki.facingUpLeft', 'moeraki.facingUpRight', 'moeraki.facingDownLeft', 'moeraki.facingDownRight'];
const where = (hollow: number): string => hollowName(HOLLOWS[hollow].x, HOLLOWS[hollow].y);

export function moerakiHint(s: MoerakiView, e: MoerakiEvent, _legal: MoerakiEvent[], names: string[]): Hint {
  const rival = names[other(e.seat)] ?? '';
  switch (e.type) {
    case 'PLACE_BALL':
      return { move: t('moeraki.hint.ball', { hollow: where(e.hollow) }), why: t('moeraki.hint.why.ball', { count: LINES[e.hollow].length }) };
    case 'PLACE': {
      const first = threatFirst(s, e, rival);
      if (first) return first;
      const move = t('moeraki.hint.place', { hollow: where(e.hollow) });
      const next = moeraki.apply(s, e);
      const threats = winningHollows(next.board, next.ball, e.seat).length;
      if (threats >= 2) return { move, why: t('moeraki.hint.why.double') };
      if (threats === 1) return { move, why: t('moeraki.hint.why.threat') };
      const before = maraeCount(s.tiles).total[e.seat];
      const after = maraeCount(next.tiles).total[e.seat];
      if (after > before) return { move, why: t('moeraki.hint.why.tile', { points: points(after - before) }) };
      return { move, why: t('moeraki.hint.why.build', { name: rival }) };
    }
    case 'PLACE_TANE':
    case 'DECLINE_TANE': {
      const total = maraeCount(moeraki.apply(s, e).tiles).total;
      const move = e.type === 'PLACE_TANE' ? t('moeraki.hint.tane', { facing: t(FACING_KEYS[e.facing]) }) : t('moeraki.hint.decline');
      return { move, why: t('moeraki.hint.why.marae', { mine: points(total[e.seat]), theirs: points(total[other(e.seat)]), name: rival }) };
    }
    case 'NEXT_GAME':
      return { move: t('moeraki.hint.next'), why: t('moeraki.hint.why.next') };
  }
}

/** A threat comes first (issue 15): a piece that wins at once, else the rival's winning hollow to block ("Block
 *  the hollow at d1, or Bo (Matau) wins there by Ara"), whatever else the bot's choice would build. */
function threatFirst(s: MoerakiView, e: MoerakiEvent & { type: 'PLACE' }, rival: string): Hint | null {
  const threats = findThreats(s.board, s.ball);
  const mine = threatsOf(threats, e.seat);
  if (mine.length) {
    const win = mine.find((th) => th.hollow === e.hollow) ?? mine[0];
    return { move: t('moeraki.hint.place', { hollow: where(win.hollow) }), why: t('moeraki.hint.why.win') };
  }
  const theirs = threatsOf(threats, other(e.seat));
  if (!theirs.length) return null;
  const block = theirs.find((th) => th.hollow === e.hollow) ?? theirs[0];
  const tribe = TRIBES[other(e.seat)].tribe;
  let why = t('moeraki.hint.why.blockWin', { name: rival, tribe, way: t(`moeraki.way.${block.ways[0]}`) });
  const more = [...new Set(theirs.filter((th) => th.hollow !== block.hollow).map((th) => where(th.hollow)))];
  if (more.length) why += `; ${t('moeraki.hint.why.alsoThreatens', { name: rival, hollows: more.join(', ') })}`;
  return { move: t('moeraki.hint.block', { hollow: where(block.hollow) }), why };
}

const RULE: Record<string, string> = { PLACE_BALL: 'ball', PLACE: 'placing', PLACE_TANE: 'tane' };

export const moerakiTip = tipsFor('moeraki', RULE);
