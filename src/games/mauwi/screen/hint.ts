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
import type { MauwiEvent, MauwiState } from '../rules/types';
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

/** The hints' and tips' words in English; French and German in table-translations.ts, loaded only in use. */
const en = {
  'mauwi.hint.as': '{card} as {as}',
  'mauwi.hint.place': 'Play {card} on your column {column}',
  'mauwi.hint.block': 'Block {name}’s column {column} with {card}',
  'mauwi.hint.unblock': 'Free your column {column} with {card}',
  'mauwi.hint.attack': 'Attack {name}’s column {column} with {card}',
  'mauwi.hint.defend': 'Defend with {card}',
  'mauwi.hint.renew': 'Renew the attack with {card}',
  'mauwi.hint.giveUp': 'Give up the attacked warrior',
  'mauwi.hint.stop': 'Stop the attack',
  'mauwi.hint.tuatara': 'Play the Tuatara',
  'mauwi.hint.kiwi': 'Use Kiwi: {from}’s column {fromColumn} to {to}’s column {toColumn}',
  'mauwi.hint.ninox': 'Send Ninox to {name}’s column {column}',
  'mauwi.hint.placeGain': 'Place your gain on column {column}',
  'mauwi.hint.discard': 'Discard your hand',
  'mauwi.hint.why.combo': 'it makes a combo worth {points} more points',
  'mauwi.hint.why.adds': 'it adds {points} to your score',
  'mauwi.hint.why.later': 'it keeps a warrior ready for a combo later',
  'mauwi.hint.why.block': 'it blocks {name}’s column worth {points}',
  'mauwi.hint.why.unblock': 'your column counts again: {points} more points',
  'mauwi.hint.why.attack': 'if {name} cannot answer, the combo wins you {points} points',
  'mauwi.hint.why.defend': 'it saves your column worth {points}',
  'mauwi.hint.why.renew': 'it keeps the pressure on {name}’s column worth {points}',
  'mauwi.hint.why.giveUp': 'answering would cost more than the warrior is worth',
  'mauwi.hint.why.stop': 'another card would cost more than the attack can win',
  'mauwi.hint.why.tuatara': 'it cancels the attack and the attacking card comes to you',
  'mauwi.hint.why.kiwi': 'it puts a warrior where it helps you most',
  'mauwi.hint.why.ninox': 'it frees the column of its spirit and wins you a 9',
  'mauwi.hint.why.placeGain': 'that column gains the most: {points} more points',
  'mauwi.hint.why.discard': 'none of your cards can be played to any use',
  'mauwi.tip.PLACE': 'Strengthen: put a warrior on a free slot or on your 9s, or on your own warrior of the same colour to make a combo (the pair always adds up to 9).',
  'mauwi.tip.BLOCK': 'Block: a spirit or a warrior on an opponent’s uncovered 9s. A spirit brings that column to 0 points.',
  'mauwi.tip.UNBLOCK': 'Unblock: a spirit or Maui on a spirit in your column removes it; a combo on a blocking warrior takes it back.',
  'mauwi.tip.ATTACK': 'Attack: play a warrior of the same colour (or Maui) on an opponent’s warrior. If they cannot answer, the combo is yours.',
  'mauwi.tip.DEFEND': 'You are attacked: answer with a card of the same value as the attacking card, or with Maui, or give up the warrior.',
  'mauwi.tip.RENEW': 'Your attack was answered: renew it with another card of the same value, or stop.',
  'mauwi.tip.TUATARA': 'Tuatara cancels the attack: the attacking card goes into your hand.',
  'mauwi.tip.KIWI': 'Kiwi moves a face-up warrior from any area to a free slot or uncovered 9s.',
  'mauwi.tip.NINOX': 'Ninox frees an opponent’s column of its spirit; the spirit becomes a 9 in one of your columns.',
  'mauwi.tip.PLACE_GAIN': 'You won a combo: choose the column for your new 9. Each 9 doubles its column.',
  'mauwi.tip.DISCARD_HAND': 'Nothing worth playing? Discard your whole hand and draw 4 new cards; it takes your turn.',
};

export type MauwiHintKey = keyof typeof en;

export const mauwiHintText = { en };
