// The table before the first move: the options checked, the deck shuffled, four cards dealt to each seat.
import { shuffle } from '../../../engine/rng';
import type { Reason } from '../../../engine/types';
import { playerCountReason, seatReason } from '../../../engine/option-reasons';
import { makeDeck, type Card } from './cards';
import type { Column } from './columns';
import { RULES } from './constants';
import type { MauwiOptions, MauwiState } from './state';

const emptyColumn = (): Column => ({ nines: [], top: null, owner: -1, as: 0 });

/** The dealt table; its phase is the chart's first state (the chart's context factory adds it). */
export function deal(options: MauwiOptions, seed: number, seats: number): Omit<MauwiState, 'phase'> {
  const [deck, rng] = shuffle(makeDeck(options.edition, seats, options.animals), seed >>> 0);
  const hands: Card[][] = Array.from({ length: seats }, () => []);
  for (let round = 0; round < RULES.handSize; round++) {
    for (let i = 0; i < seats; i++) hands[(options.first + i) % seats].push(deck.pop()!);
  }
  return {
    seats, options, rng, hands, drawPile: deck, discard: [],
    areas: Array.from({ length: seats }, () => Array.from({ length: RULES.columns }, emptyColumn)),
    turn: options.first, chain: null, gain: null,
    winners: [], endReason: null, last: [{ kind: 'deal' }], reshuffles: 0,
  };
}

/** Why these options cannot be played with this many seats, or null. */
export function optionsProblem(o: MauwiOptions, seats: number): Reason | null {
  const count = playerCountReason(seats, RULES.minPlayers, RULES.maxPlayers);
  if (count) return count;
  if (o.teams && o.edition !== 'en') return { key: 'engine.teamsNeedEnglish' };
  if (o.teams && seats < RULES.teamMinPlayers) return { key: 'engine.teamsNeedPlayers', params: { min: RULES.teamMinPlayers } };
  const a = o.animals;
  for (const n of [a.kiwi, a.ninox, a.tuatara]) {
    if (!Number.isInteger(n) || n < 0 || n > RULES.maxAnimalsPerKind) return { key: 'engine.animalsPerKind', params: { max: RULES.maxAnimalsPerKind } };
  }
  if (o.edition === 'fr' && a.kiwi + a.ninox + a.tuatara > 0) return { key: 'engine.frenchHasNoAnimals' };
  return seatReason(o.first, seats);
}
