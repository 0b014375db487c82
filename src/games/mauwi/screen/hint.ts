// Mauwi's Hint line (the normal bot's choice in words, and why, from the seat's own view) and the guided
// first game's tip for each kind of move. Score changes come from the public columns: the view is filled in
// with a sample of the hidden cards (as the bots do) only to run the rules on it.
import { t } from '../../../base/i18n';
import type { Hint } from '../../../ui/game-ui';
import { tipsFor } from '../../../ui/tips';
import { seedFrom } from '../../../engine/rng';
import type { Seat } from '../../../engine/types';
import { colourOfValue, kindOf, valueOf, type Card } from '../rules/cards';
import { columnScore } from '../rules/columns';
import { mauwi } from '../rules/definition';
import { legalEvents } from '../rules/moves';
import { scores } from '../rules/scoring';
import type { MauwiEvent, MauwiState } from '../rules/state';
import { determinize } from '../bot/bot';
import type { MauwiView } from '../rules/view';

const LETTERS = ['A', 'B', 'C', 'D'];

/** "red 8", "Maui as a red 8", "a spirit". */
function cardWords(card: Card, as?: number): string {
  const name = cardName(card);
  return as === undefined ? name : t('mauwi.hint.as', { card: name, as: t('mauwi.card.warrior', { colour: t(`mauwi.colour.${colourOfValue(as)}`), value: as }) });
}

/** The same words as play.ts's mauwiCardName (not imported: play.ts imports this file). */
function cardName(card: Card): string {
  const k = kindOf(card);
  if (k !== 'warrior') return t(`mauwi.card.${k}`);
  const v = valueOf(card);
  return t('mauwi.card.warrior', { colour: t(`mauwi.colour.${colourOfValue(v)}`), value: v });
}

/** The seat's (team's) score once `e` is played and a gain it wins is placed the best way. */
function scoreAfter(s: MauwiState, e: MauwiEvent, seat: Seat): number {
  let after = mauwi.apply(s, e);
  if (after.phase === 'defending' && after.chain && e.type === 'ATTACK') after = mauwi.apply(after, { type: 'GIVE_UP', seat: after.chain.defender });
  if (after.phase === 'placing' && after.gain?.seat === seat) {
    const placings = legalEvents(after, seat).filter((x) => x.type === 'PLACE_GAIN');
    if (placings.length) return Math.max(...placings.map((x) => scores(mauwi.apply(after, x))[seat]));
  }
  return scores(after)[seat];
}

export function mauwiHint(view: MauwiView, e: MauwiEvent, _legal: MauwiEvent[], names: string[]): Hint {
  const seat = e.seat;
  const [s] = determinize(view, seedFrom(`hint:${view.last.length}:${view.drawCount}`));
  const gain = () => scoreAfter(s, e, seat) - scores(s)[seat];
  const n = (x: Seat) => names[x] ?? '';
  switch (e.type) {
    case 'PLACE': {
      const col = view.areas[seat][e.column];
      const move = t('mauwi.hint.place', { card: cardWords(e.card, e.as), column: LETTERS[e.column] });
      const points = gain();
      if (col.top !== null) return { move, why: t('mauwi.hint.why.combo', { points: Math.max(0, points) }) };
      return { move, why: points > 0 ? t('mauwi.hint.why.adds', { points }) : t('mauwi.hint.why.later') };
    }
    case 'BLOCK': {
      const worth = columnScore({ ...view.areas[e.target][e.column], nines: new Array(view.areas[e.target][e.column].nines).fill(0) });
      return { move: t('mauwi.hint.block', { card: cardWords(e.card), name: n(e.target), column: LETTERS[e.column] }), why: t('mauwi.hint.why.block', { name: n(e.target), points: worth }) };
    }
    case 'UNBLOCK':
      return { move: t('mauwi.hint.unblock', { card: cardWords(e.card, e.as), column: LETTERS[e.column] }), why: t('mauwi.hint.why.unblock', { points: Math.max(0, gain()) }) };
    case 'ATTACK':
      return { move: t('mauwi.hint.attack', { card: cardWords(e.card, e.as), name: n(e.target), column: LETTERS[e.column] }), why: t('mauwi.hint.why.attack', { name: n(e.target), points: Math.max(0, gain()) }) };
    case 'DEFEND':
      return { move: t('mauwi.hint.defend', { card: cardWords(e.card) }), why: t('mauwi.hint.why.defend', { points: chainWorth(view) }) };
    case 'RENEW':
      return { move: t('mauwi.hint.renew', { card: cardWords(e.card) }), why: t('mauwi.hint.why.renew', { name: n(view.chain?.defender ?? 0), points: chainWorth(view) }) };
    case 'GIVE_UP':
      return view.phase === 'renewing'
        ? { move: t('mauwi.hint.stop'), why: t('mauwi.hint.why.stop') }
        : { move: t('mauwi.hint.giveUp'), why: t('mauwi.hint.why.giveUp') };
    case 'TUATARA':
      return { move: t('mauwi.hint.tuatara'), why: t('mauwi.hint.why.tuatara') };
    case 'KIWI': {
      const points = gain();
      return {
        move: t('mauwi.hint.kiwi', { from: n(e.fromSeat), fromColumn: LETTERS[e.fromColumn], to: n(e.toSeat), toColumn: LETTERS[e.toColumn] }),
        why: points > 0 ? t('mauwi.hint.why.adds', { points }) : t('mauwi.hint.why.kiwi'),
      };
    }
    case 'NINOX':
      return { move: t('mauwi.hint.ninox', { name: n(e.target), column: LETTERS[e.column] }), why: t('mauwi.hint.why.ninox') };
    case 'PLACE_GAIN':
      return { move: t('mauwi.hint.placeGain', { column: LETTERS[e.column] }), why: t('mauwi.hint.why.placeGain', { points: Math.max(0, gain()) }) };
    case 'DISCARD_HAND':
      return { move: t('mauwi.hint.discard'), why: t('mauwi.hint.why.discard') };
  }
}

/** What the attacked column is worth now. */
function chainWorth(view: MauwiView): number {
  const c = view.chain;
  if (!c) return 0;
  const col = view.areas[c.defender][c.column];
  return columnScore({ ...col, nines: new Array(col.nines).fill(0) });
}

const RULE: Record<string, string> = {
  PLACE: 'strengthen', BLOCK: 'block', UNBLOCK: 'unblock', ATTACK: 'attack', DEFEND: 'defend', RENEW: 'defend',
  TUATARA: 'animals', KIWI: 'animals', NINOX: 'animals', PLACE_GAIN: 'combo', DISCARD_HAND: 'turn',
};

export const mauwiTip = tipsFor('mauwi', RULE);
