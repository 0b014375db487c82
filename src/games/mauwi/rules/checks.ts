// The conditions of each kind of play on one column (the card is in hand, of a kind the play allows, the seats
// and columns valid): cheap predicates shared by explain (explain.ts), the move generator (moves.ts) and the
// effects (effects.ts).
import type { Reason, Seat } from '../../../engine/types';
import { colourOfValue, isJoker, isSpirit, isWarrior, valueOf, valuesOfColour, type Card } from './cards';
import { hasWarriorTop, isBlocked, isEmptyColumn, isNineColumn, topValue, type Column } from './columns';
import { RULES } from './constants';
import { teammateOf } from './teams';
import type { Chain, Gain, MauwiState } from './state';

/** The value a played card stands for: a warrior's own value, a joker's announced value. */
export const playedValue = (card: Card, as: number | undefined): number => (isJoker(card) ? as ?? 0 : valueOf(card));
/** A joker's announced value is a warrior's, 1 to 8. */
export const validAs = (as: number | undefined): boolean => as !== undefined && Number.isInteger(as) && as >= 1 && as <= 8;

/** The columns of `seat` that can take a gain (a free slot, or 9s with room for one more). */
export const gainColumns = (s: Pick<MauwiState, 'areas'>, seat: Seat): number[] =>
  s.areas[seat].flatMap((c, i) => (isEmptyColumn(c) || (isNineColumn(c) && c.nines.length < RULES.maxNines) ? [i] : []));

/** A card in a combo on warrior column `col`: same colour, no joker on a joker. */
export function whyNotCombo(col: Column, card: Card, as: number | undefined): Reason | null {
  if (isJoker(card) && isJoker(col.top!) && !RULES.jokerOnJoker) return { key: 'mauwi.jokerOnJoker', rule: 'combo' };
  if (colourOfValue(playedValue(card, as)) !== colourOfValue(topValue(col))) return { key: 'mauwi.comboNeedsSameColour', rule: 'combo' };
  return null;
}

/** A warrior or joker going alone onto a free slot or a 9-column: never a joker on three 9s. */
export function whyNotOnNines(col: Column, card: Card): Reason | null {
  if (col.nines.length >= RULES.maxNines && isJoker(card)) return { key: 'mauwi.noJokerOnThreeNines', rule: 'columns' };
  return null;
}

/** PLACE of a warrior or joker (announced as `as`) on the seat's own column `col`: alone, or a combo. */
export function whyNotPlaceOn(col: Column, seat: Seat, card: Card, as: number | undefined): Reason | null {
  if (col.top === null) return whyNotOnNines(col, card);
  if (isBlocked(col, seat)) return { key: 'mauwi.columnBlocked', rule: 'unblock' };
  if (isSpirit(col.top)) return { key: 'mauwi.columnBlocked', rule: 'unblock' };
  return whyNotCombo(col, card, as);
}

/** BLOCK (warrior or spirit) on an opponent's column: only an uncovered 9-column. */
export function whyNotBlockOn(col: Column, card: Card): Reason | null {
  return isNineColumn(col) ? null : { key: isSpirit(card) ? 'mauwi.spiritOnlyOnNines' : 'mauwi.blockOnlyNines', rule: 'block' };
}

/** A spirit blocking a column is removed by a spirit or a joker. */
export const freesSpirit = (card: Card): boolean => isSpirit(card) || isJoker(card);

/** UNBLOCK of the seat's own column `col` with a warrior, spirit or joker (announced as `as`). */
export function whyNotUnblock(col: Column, seat: Seat, card: Card, as: number | undefined): Reason | null {
  if (!isBlocked(col, seat)) return { key: 'mauwi.notBlocked', rule: 'unblock' };
  if (isSpirit(col.top!)) return freesSpirit(card) ? null : { key: 'mauwi.spiritNeedsSpirit', rule: 'unblock' };
  if (isSpirit(card)) return { key: 'mauwi.comboNeedsSameColour', rule: 'unblock' };
  if (isJoker(card) && !validAs(as)) return { key: 'mauwi.jokerNeedsIdentity', rule: 'cards' };
  return whyNotCombo(col, card, as);
}

/** Only the area owner's own face-up warrior (or joker) can be attacked. */
export const isAttackable = (col: Column, target: Seat): boolean => hasWarriorTop(col) && col.owner === target;

/** ATTACK with a warrior or joker (announced as `as`) on column `col` of seat `target`. */
export function whyNotAttackOn(col: Column, target: Seat, card: Card, as: number | undefined): Reason | null {
  if (!isAttackable(col, target)) return { key: 'mauwi.attackOnlyWarriors', rule: 'attack' };
  return whyNotCombo(col, card, as);
}

/** Who may answer an attack: the defender or the defender's teammate. */
export const mayDefend = (s: MauwiState, seat: Seat): boolean => seat === s.chain!.defender || seat === teammateOf(s, s.chain!.defender);

/** A card that answers (or renews) an attack of the chain's value: the same value, or a joker. */
export const matchesChain = (c: Chain, card: Card): boolean => isJoker(card) || valueOf(card) === c.value;

/** Kiwi moves the face-up real warrior (not a joker, by our decision) on top of a column. */
export const kiwiMovable = (from: Column): boolean =>
  from.top !== null && (isWarrior(from.top) || (RULES.kiwiMovesJokers && isJoker(from.top)));

/** KIWI from column `from` to column `to` (`same`: the very same slot). */
export function whyNotKiwi(from: Column, to: Column, same: boolean): Reason | null {
  if (!kiwiMovable(from)) return { key: 'mauwi.kiwiNeedsWarrior', rule: 'animals' };
  if (same) return { key: 'mauwi.kiwiSameColumn', rule: 'animals' };
  if (to.top !== null) return { key: 'mauwi.kiwiNeedsFreeOrNines', rule: 'animals' };
  return null;
}

/** Ninox frees an opponent's column of a spirit. */
export const ninoxTarget = (col: Column): boolean => col.top !== null && isSpirit(col.top);

/** Which card of a gain turns face down: none named for a face-down gain; the joker if one took part. */
export function whyNotGainNine(g: Gain, nine: Card | undefined): Reason | null {
  if (g.faceDown) return nine === undefined ? null : { key: 'mauwi.nineNotInGain', rule: 'combo' };
  if (nine === undefined || !g.cards.includes(nine)) return { key: 'mauwi.nineNotInGain', rule: 'combo' };
  const joker = g.cards.find(isJoker);
  if (joker !== undefined && nine !== joker) return { key: 'mauwi.jokerTurnsFaceDown', rule: 'combo' };
  return null;
}

/** The announcements worth offering for a joker: every value alone, the target colour's two values in a combo. */
export function jokerValues(card: Card, target: Column | null): (number | undefined)[] {
  if (!isJoker(card)) return [undefined];
  if (target !== null && hasWarriorTop(target)) return valuesOfColour(colourOfValue(topValue(target)));
  return [1, 2, 3, 4, 5, 6, 7, 8];
}
