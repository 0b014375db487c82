// Checks the sim and the tests run on every state: every card in exactly one place, every column within its
// limits, someone able to act; and when a move revealed hidden cards (undo stops there).
import { isJoker, isSpirit, isWarrior, makeDeck, type Card } from './cards';
import { RULES } from './constants';
import { actors } from './actors';
import { legalEvents } from './moves';
import type { MauwiState } from './state';

/** True when going from `before` to `after` revealed hidden information (a card drawn, a reshuffle). */
export const revealsHidden = (before: MauwiState, after: MauwiState): boolean =>
  after.drawPile.length < before.drawPile.length || after.reshuffles !== before.reshuffles;

export function invariants(s: MauwiState): string[] {
  const problems: string[] = [];
  const all: Card[] = [...s.drawPile, ...s.discard, ...s.hands.flat()];
  s.areas.forEach((area, p) => area.forEach((c, i) => {
    all.push(...c.nines);
    if (c.top !== null) all.push(c.top);
    const cards = c.nines.length + (c.top === null ? 0 : 1);
    if (c.nines.length > RULES.maxNines) problems.push(`seat ${p} column ${i} has ${c.nines.length} nines`);
    if (cards > RULES.maxColumnCards) problems.push(`seat ${p} column ${i} has ${cards} cards`);
    if (c.nines.length === RULES.maxNines && c.top !== null && isJoker(c.top)) problems.push(`seat ${p} column ${i}: a joker on three 9s`);
    if (c.top !== null && isSpirit(c.top) && c.nines.length === 0) problems.push(`seat ${p} column ${i}: a spirit off the 9s`);
    if (c.top !== null && !isSpirit(c.top) && !isWarrior(c.top) && !isJoker(c.top)) problems.push(`seat ${p} column ${i}: an animal in a column`);
  }));
  if (s.chain?.card != null) all.push(s.chain.card);
  if (s.gain) all.push(...s.gain.cards);
  const deck = makeDeck(s.options.edition, s.seats, s.options.animals);
  if (all.length !== deck.length) problems.push(`${all.length} cards in play, expected ${deck.length}`);
  if (new Set(all).size !== all.length) problems.push('a card is in two places');
  const valid = new Set(deck);
  if (all.some((c) => !valid.has(c))) problems.push('a card that is not in this deck');
  if (s.phase !== 'over') {
    if (s.hands.some((h) => h.length !== RULES.handSize)) problems.push('a hand is not 4 cards');
    if (!actors(s).some((p) => legalEvents(s, p).length > 0)) problems.push(`nobody can act in ${s.phase}`);
  }
  return problems;
}
