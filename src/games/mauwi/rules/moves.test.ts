// The fast move generator (moves.ts) against the reference below (every candidate kept when explain accepts
// it): the same events, as sorted JSON sets and in the same order, for every seat of thousands of states from
// random games (both editions, animals, teams, 2–6 seats, every phase).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Seat } from '../../../engine/types';
import { isSpirit, kindOf, type Edition } from './cards';
import { isBlocked } from './columns';
import { RULES } from './constants';
import { actors } from './actors';
import { gainColumns, jokerValues } from './checks';
import { mauwi } from './definition';
import { explain } from './explain';
import { legalEvents } from './moves';
import { isOpponent } from './teams';
import { newGame } from '../test/testkit';
import type { MauwiEvent, MauwiOptions, MauwiPhase, MauwiState } from './state';
import { deep } from '../../../engine/test-depth';

const withAs = (e: MauwiEvent, as: number | undefined): MauwiEvent => (as === undefined ? e : { ...e, as } as MauwiEvent);

/** The reference: every candidate event kept when explain accepts it (correct by construction, slow). */
function legalEventsByExplain(s: MauwiState, seat: Seat): MauwiEvent[] {
  if (s.phase === 'over') return [];
  const out: MauwiEvent[] = [];
  const keep = (e: MauwiEvent) => { if (explain(s, e) === null) out.push(e); };
  const hand = s.hands[seat];
  if (s.phase === 'defending') {
    for (const card of hand) { keep({ type: 'DEFEND', seat, card }); keep({ type: 'TUATARA', seat, card }); }
    keep({ type: 'GIVE_UP', seat });
    return out;
  }
  if (s.phase === 'renewing') {
    for (const card of hand) keep({ type: 'RENEW', seat, card });
    keep({ type: 'GIVE_UP', seat });
    return out;
  }
  if (s.phase === 'placing') {
    if (s.gain!.seat !== seat) return [];
    for (const column of gainColumns(s, seat)) {
      if (s.gain!.faceDown) keep({ type: 'PLACE_GAIN', seat, column });
      else for (const nine of s.gain!.cards) keep({ type: 'PLACE_GAIN', seat, column, nine });
    }
    return out;
  }
  if (seat !== s.turn) return [];
  for (const card of hand) {
    const k = kindOf(card);
    for (let column = 0; column < RULES.columns; column++) {
      const own = s.areas[seat][column];
      if (k === 'warrior' || k === 'joker') {
        for (const as of jokerValues(card, own)) keep(withAs({ type: 'PLACE', seat, card, column }, as));
      }
      if (k !== 'kiwi' && k !== 'ninox' && k !== 'tuatara') {
        const blocked = isBlocked(own, seat);
        for (const as of blocked && own.top !== null && !isSpirit(own.top) ? jokerValues(card, own) : [undefined]) keep(withAs({ type: 'UNBLOCK', seat, card, column }, as));
      }
      for (let target = 0; target < s.seats; target++) {
        if (!isOpponent(s, seat, target)) continue;
        const col = s.areas[target][column];
        if (k === 'warrior' || k === 'spirit') keep({ type: 'BLOCK', seat, card, target, column });
        if (k === 'warrior' || k === 'joker') for (const as of jokerValues(card, col)) keep(withAs({ type: 'ATTACK', seat, card, target, column }, as));
        if (k === 'ninox') keep({ type: 'NINOX', seat, card, target, column });
      }
    }
    if (k === 'kiwi') {
      for (let fromSeat = 0; fromSeat < s.seats; fromSeat++) for (let fromColumn = 0; fromColumn < RULES.columns; fromColumn++) {
        if (s.areas[fromSeat][fromColumn].top === null) continue;
        for (let toSeat = 0; toSeat < s.seats; toSeat++) for (let toColumn = 0; toColumn < RULES.columns; toColumn++) {
          keep({ type: 'KIWI', seat, card, fromSeat, fromColumn, toSeat, toColumn });
        }
      }
    }
  }
  keep({ type: 'DISCARD_HAND', seat });
  return out;
}

const MAX_EVENTS = 400;

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  seats: fc.integer({ min: 2, max: 6 }),
  edition: fc.constantFrom<Edition>('en', 'en', 'fr'),
  animals: fc.record({ kiwi: fc.integer({ min: 0, max: 4 }), ninox: fc.integer({ min: 0, max: 4 }), tuatara: fc.integer({ min: 0, max: 4 }) }),
  teams: fc.boolean(),
  /** How often a random game skips DISCARD_HAND / GIVE_UP when something else is legal (more boards, chains). */
  busy: fc.constantFrom(0, 0.7, 0.95),
  picks: fc.array(fc.nat(10_000), { minLength: 97, maxLength: 97 }),
});
type G = { seed: number; seats: number; edition: Edition; animals: MauwiOptions['animals']; teams: boolean; busy: number; picks: number[] };

function optionsOf(g: G): MauwiOptions {
  const en = g.edition === 'en';
  return { edition: g.edition, animals: en ? g.animals : { kiwi: 0, ninox: 0, tuatara: 0 }, teams: en && g.teams && g.seats >= 4, first: g.seed % g.seats };
}

const asSet = (events: MauwiEvent[]): string[] => events.map((e) => JSON.stringify(e)).sort();

const phases = new Set<MauwiPhase>();
const types = new Set<MauwiEvent['type']>();
let states = 0;

function check(s: MauwiState): void {
  states++;
  phases.add(s.phase);
  for (let seat = 0; seat < s.seats; seat++) {
    const fast = legalEvents(s, seat);
    const slow = legalEventsByExplain(s, seat);
    expect(asSet(fast)).toEqual(asSet(slow));
    expect(fast).toEqual(slow);
    for (const e of fast) types.add(e.type);
  }
}

function randomGame(g: G): void {
  let s = newGame(optionsOf(g), g.seed, g.seats);
  check(s);
  for (let i = 0; i < MAX_EVENTS && s.phase !== 'over'; i++) {
    const all = actors(s).flatMap((p) => legalEvents(s, p));
    const pick = g.picks[i % g.picks.length];
    const busy = all.filter((e) => e.type !== 'DISCARD_HAND' && e.type !== 'GIVE_UP');
    const from = busy.length > 0 && (pick % 100) / 100 < g.busy ? busy : all;
    s = mauwi.apply(s, from[(pick * 7919 + i) % from.length]);
    check(s);
  }
}

describe('mauwi move generator', () => {
  it('offers exactly the events explain accepts, in the same order, over thousands of random states', () => {
    fc.assert(fc.property(gameArb, (g) => randomGame(g)), { numRuns: deep(40), seed: 9 });
    expect(states).toBeGreaterThan(5000);
    expect([...phases].sort()).toEqual(['defending', 'over', 'placing', 'play', 'renewing']);
    expect([...types].sort()).toEqual(['ATTACK', 'BLOCK', 'DEFEND', 'DISCARD_HAND', 'GIVE_UP', 'KIWI', 'NINOX', 'PLACE', 'PLACE_GAIN', 'RENEW', 'TUATARA', 'UNBLOCK']);
  }, 120_000);

  it('offers nothing to a seat whose turn it is not', () => {
    const s = newGame({ edition: 'en', animals: { kiwi: 4, ninox: 4, tuatara: 4 }, teams: false, first: 0 }, 3, 3);
    expect(legalEvents(s, 0)).toEqual(legalEventsByExplain(s, 0));
    expect(legalEvents(s, 1)).toEqual([]);
  });
});
