// Mauwi / Mauw cards as small integers, one id per physical card, so "every card exactly once" is a set check.
// Ids: warriors (value v, copy k) = (v - 1) * 10 + k, 0..79; spirits 80..91; jokers (Maui) 92..96;
// Kiwi 97..100; Ninox 101..104; Tuatara 105..108.
import { RULES } from './constants';

export type Card = number;
export type Edition = 'en' | 'fr';
export type Kind = 'warrior' | 'spirit' | 'joker' | 'kiwi' | 'ninox' | 'tuatara';
/** 0 red (1/8), 1 yellow (2/7), 2 green (3/6), 3 blue (4/5): a same-colour pair always sums to 9. */
export type Colour = 0 | 1 | 2 | 3;
export const COLOUR_NAMES = ['red', 'yellow', 'green', 'blue'] as const;

export const SPIRIT_BASE = 80;
export const JOKER_BASE = 92;
export const KIWI_BASE = 97;
export const NINOX_BASE = 101;
export const TUATARA_BASE = 105;
export const CARD_IDS = 109;

export function kindOf(c: Card): Kind {
  if (c < SPIRIT_BASE) return 'warrior';
  if (c < JOKER_BASE) return 'spirit';
  if (c < KIWI_BASE) return 'joker';
  if (c < NINOX_BASE) return 'kiwi';
  if (c < TUATARA_BASE) return 'ninox';
  return 'tuatara';
}

export const isWarrior = (c: Card): boolean => c < SPIRIT_BASE;
export const isSpirit = (c: Card): boolean => c >= SPIRIT_BASE && c < JOKER_BASE;
export const isJoker = (c: Card): boolean => c >= JOKER_BASE && c < KIWI_BASE;

/** A warrior's value 1..8 (0 for any other card). */
export const valueOf = (c: Card): number => (c < SPIRIT_BASE ? ((c / 10) | 0) + 1 : 0);
export const colourOfValue = (v: number): Colour => (v <= 4 ? v - 1 : 8 - v) as Colour;
/** The two values of a colour: [low, high]. */
export const valuesOfColour = (col: Colour): [number, number] => [col + 1, 8 - col];
export const warrior = (value: number, copy: number): Card => (value - 1) * 10 + copy;

export interface AnimalCounts { kiwi: number; ninox: number; tuatara: number }
export const NO_ANIMALS: AnimalCounts = { kiwi: 0, ninox: 0, tuatara: 0 };

/** The cards of one game: edition, player count (French removals) and the animals chosen (English only). */
export function makeDeck(edition: Edition, players: number, animals: AnimalCounts = NO_ANIMALS): Card[] {
  const out: Card[] = [];
  const ed = RULES[edition];
  const removed = edition === 'fr' ? RULES.frRemoved(players) : { copies: 0, spirits: 0 };
  const copies = ed.warriorCopies - removed.copies;
  for (let v = 1; v <= 8; v++) for (let k = 0; k < copies; k++) out.push(warrior(v, k));
  for (let i = 0; i < ed.spirits - removed.spirits; i++) out.push(SPIRIT_BASE + i);
  for (let i = 0; i < ed.jokers; i++) out.push(JOKER_BASE + i);
  if (edition === 'en') {
    // At most the box's cards of each kind, whatever the options say: the loops end by construction.
    const count = (n: number) => Math.min(n, RULES.maxAnimalsPerKind);
    for (let i = 0; i < count(animals.kiwi); i++) out.push(KIWI_BASE + i);
    for (let i = 0; i < count(animals.ninox); i++) out.push(NINOX_BASE + i);
    for (let i = 0; i < count(animals.tuatara); i++) out.push(TUATARA_BASE + i);
  }
  return out;
}

/** A short label for logs and tests: "red 1", "spirit", "joker", "Kiwi". */
export function cardLabel(c: Card): string {
  const k = kindOf(c);
  if (k === 'warrior') return `${COLOUR_NAMES[colourOfValue(valueOf(c))]} ${valueOf(c)}`;
  return k === 'kiwi' ? 'Kiwi' : k === 'ninox' ? 'Ninox' : k === 'tuatara' ? 'Tuatara' : k;
}
