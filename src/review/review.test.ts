// The review's judgements (issue 40) on known positions: a Moeraki position where one move wins and every other
// loses; a Meow Meow position seen by one seat, and the same with the cards it cannot see dealt otherwise (the same
// advice); the review of whole games (a point per position, chances that are shares, advice only for people's
// moves) and its turning points.
import { describe, expect, it } from 'vitest';
import { rngInt, seedFrom, type RngState } from '../engine/rng';
import type { GameEvent, GameInput, Seat } from '../engine/types';
import { moerakiBot } from '../games/moeraki/bot/bot';
import { moeraki } from '../games/moeraki/rules/definition';
import { winningHollows } from '../games/moeraki/rules/lines';
import type { MoerakiEvent } from '../games/moeraki/rules/rules';
import type { MoerakiState } from '../games/moeraki/rules/state';
import { newMatch } from '../games/moeraki/test/testkit';
import { meowMeowBot } from '../games/meow-meow/bot/bot';
import { meowMeow } from '../games/meow-meow/rules/definition';
import type { MeowState } from '../games/meow-meow/rules/state';
import { GAMES } from '../games/index';
import { randomGameInput } from '../games/test-cases';
import { chancesOf } from './estimate';
import { rankOf } from '../games/shared/cards';
import { advise, reviewGameOf, reviewSteps, runReview, turningPoints, type ReviewPoint } from './review';
import type { WorkerOutMessage } from '../ai/types';

const MOERAKI = reviewGameOf(moerakiBot);
const MEOW = reviewGameOf(meowMeowBot);
const FAST = { playouts: 8, determinisations: 4, playoutDepth: 200 };

/** A Moeraki position from a seeded random game where the side to move has exactly one winning hollow and the
 *  other side two others: that hollow wins, every other piece lets the other side win next. */
function oneWinningMove(): { s: MoerakiState; win: number } {
  let rng: RngState = seedFrom('review-moeraki');
  for (let game = 0; game < 400; game++) {
    let s = moeraki.apply(newMatch({ level: 'basic', matchTo: 1, first: 0 }), { type: 'PLACE_BALL', seat: 0, hollow: 28 });
    while (s.phase === 'piece' || s.phase === 'tane') {
      if (s.phase === 'tane') {
        s = moeraki.apply(s, { type: 'DECLINE_TANE', seat: s.offer!.seat });
        continue;
      }
      const mine = winningHollows(s.board, s.ball, s.turn);
      const theirs = winningHollows(s.board, s.ball, 1 - s.turn).filter((hollow) => !mine.includes(hollow));
      if (mine.length === 1 && theirs.length >= 2) return { s, win: mine[0] };
      // Random pieces, but never a win: the position is looked for before it.
      const legal = moeraki.legalEvents(s, s.turn).filter((e) => e.type !== 'PLACE' || !mine.includes(e.hollow));
      if (legal.length === 0) break;
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      s = moeraki.apply(s, legal[i]);
    }
  }
  throw new Error('no such position in 400 random games');
}

describe('the review', () => {
  it('judges with every game\'s whole rules, not a search\'s pruned moves', async () => {
    for (const entry of GAMES) expect(reviewGameOf(await entry.bot()).def, entry.id).toBe(await entry.definition());
  });

  it('Moeraki: where one piece wins and every other loses, the advice names it, with a chance near 1 against near 0', () => {
    const { s, win } = oneWinningMove();
    const seat = s.turn;
    const losing = moeraki.legalEvents(s, seat).find((e): e is Extract<MoerakiEvent, { type: 'PLACE' }> => e.type === 'PLACE' && e.hollow !== win)!;
    const advice = advise(MOERAKI, s, losing, 7, undefined, FAST)!;
    expect(advice.agrees).toBe(false);
    expect(advice.better).toEqual({ type: 'PLACE', seat, hollow: win });
    expect(advice.betterChance).toBeGreaterThan(0.95);
    expect(advice.playedChance).toBeLessThan(0.1);
    // The winning piece played: the bot agrees.
    const agreed = advise(MOERAKI, s, { type: 'PLACE', seat, hollow: win } as MoerakiEvent, 7, undefined, FAST)!;
    expect(agreed).toMatchObject({ agrees: true, better: { type: 'PLACE', seat, hollow: win } });
    expect(agreed.playedChance).toBeGreaterThan(0.95);
  });

  it('Moeraki and Pocket Cats judge a position by their searches\' own evaluation, whatever the seed', async () => {
    const { s, win } = oneWinningMove();
    const seat = s.turn;
    // The side to move has a winning hollow: the search finds it, so that side's chance is certain.
    const [chances] = chancesOf(moerakiBot, s, seedFrom(1), FAST);
    expect(chances).toEqual(moerakiBot.chances!(s));
    expect(chancesOf(moerakiBot, s, seedFrom(2), FAST)[0]).toEqual(chances);
    expect(chances[seat]).toBe(1);
    expect(chances[1 - seat]).toBe(0);
    // Any other piece lets the other side win next: the search reads that loss.
    const other = moeraki.legalEvents(s, seat).find((e) => e.type === 'PLACE' && e.hollow !== win)!;
    expect(chancesOf(moerakiBot, moeraki.apply(s, other), seedFrom(1), FAST)[0][seat]).toBe(0);
    // Before the ball is placed the search has nothing to read: the review plays it out.
    expect(moerakiBot.chances!(newMatch({ level: 'basic', matchTo: 1, first: 0 }))).toBeNull();

    const pocket = await GAMES.find((g) => g.id === 'pocket-cats')!.bot();
    const def = pocket.rules ?? pocket.def;
    let p = def.setup(randomGameInput(def, [{}], 0, 11)!);
    let rng = seedFrom(3);
    for (let n = 0; n < 6; n++) {
      const [actor] = def.actors(p);
      const legal = def.legalEvents(p, actor);
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      p = def.apply(p, legal[i]);
    }
    const judged = chancesOf(pocket, p, seedFrom(1), FAST)[0];
    expect(judged).toEqual(pocket.evaluate(p));
    expect(chancesOf(pocket, p, seedFrom(9), FAST)[0]).toEqual(judged);
  });

  it('Meow Meow: two positions that differ only in cards the seat could not see give it the same advice (same seed)', () => {
    let s: MeowState = meowMeow.setup({ options: { ...meowMeow.defaultOptions }, seed: 2024, players: [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'bot', level: 'hard' }, { name: 'Cleo', kind: 'bot', level: 'hard' }] } as GameInput<never>);
    let rng = seedFrom(5);
    // A few moves in, at a turn of seat 0's with a choice.
    for (let n = 0; n < 60 && !(n > 8 && s.turn === 0 && meowMeow.legalEvents(s, 0).length > 2); n++) {
      const [actor] = meowMeow.actors(s);
      const legal = meowMeow.legalEvents(s, actor);
      let i: number;
      [i, rng] = rngInt(rng, legal.length);
      s = meowMeow.apply(s, legal[i]);
    }
    expect(s.turn).toBe(0);
    // The others' hands and the draw pile dealt again from the same cards, each hand its size.
    const hidden = [...s.hands[1], ...s.hands[2], ...s.drawPile].reverse();
    const other: MeowState = {
      ...s,
      hands: [s.hands[0], hidden.slice(0, s.hands[1].length), hidden.slice(s.hands[1].length, s.hands[1].length + s.hands[2].length)],
      drawPile: hidden.slice(s.hands[1].length + s.hands[2].length),
    };
    expect(other).not.toEqual(s);
    expect(meowMeow.view(other, 0)).toEqual(meowMeow.view(s, 0));
    const played = meowMeow.legalEvents(s, 0)[0];
    const a = advise(MEOW, s, played, 11, { iterations: 200, ms: 60_000 }, FAST);
    const b = advise(MEOW, other, played, 11, { iterations: 200, ms: 60_000 }, FAST);
    expect(a).not.toBeNull();
    expect(b).toEqual(a);
  });

  it('a whole game: a point per position with shares for chances, advice for people\'s moves with a choice only', () => {
    const players = [{ name: 'Ana', kind: 'person' as const }, { name: 'Ben', kind: 'bot' as const, level: 'easy' as const }];
    let s = meowMeow.setup({ options: { ...meowMeow.defaultOptions }, seed: 77, players } as GameInput<never>);
    const input = { options: s.options, seed: 77, players } as GameInput<unknown>;
    const events: GameEvent[] = [];
    let rng = seedFrom(9);
    // Played by the bots' cheap policy: a game of a few dozen moves.
    while (!meowMeow.result(s) && events.length < 2000) {
      const [actor] = meowMeow.actors(s);
      let event: GameEvent;
      [event, rng] = meowMeowBot.playout!(s, actor, meowMeow.legalEvents(s, actor), rng);
      events.push(event);
      s = meowMeow.apply(s, event as never);
    }
    const points: ReviewPoint[] = [...reviewSteps(MEOW, { input, events, people: [0], seed: 3, budget: { iterations: 60, ms: 60_000 }, estimates: FAST })];
    expect(points.map((p) => p.index)).toEqual(Array.from({ length: events.length + 1 }, (_, i) => i));
    for (const p of points) {
      expect(p.chances).toHaveLength(2);
      for (const c of p.chances) expect(c).toBeGreaterThanOrEqual(0);
      expect(p.chances[0] + p.chances[1]).toBeCloseTo(1, 5);
      if (p.advice) expect(p.mover).toBe(0);
    }
    expect(points.some((p) => p.advice)).toBe(true);
    // The end is the result itself.
    const winner = meowMeow.result(s)!.winners[0];
    expect(points[points.length - 1].chances[winner]).toBe(1);
    // Reviewed again with the same seed: the same review.
    expect([...reviewSteps(MEOW, { input, events, people: [0], seed: 3, budget: { iterations: 60, ms: 60_000 }, estimates: FAST })]).toEqual(points);
  });

  it('in the worker: each position sent as it is judged, then the end; or cancelled when stopped', async () => {
    const players = [{ name: 'Ana', kind: 'person' as const }, { name: 'Ben', kind: 'bot' as const, level: 'easy' as const }];
    const input = { options: { ...meowMeow.defaultOptions }, seed: 5, players };
    let s = meowMeow.setup(input as GameInput<never>);
    const events: GameEvent[] = [];
    for (let rng = seedFrom(1); events.length < 6;) {
      const [actor] = meowMeow.actors(s);
      let event: GameEvent;
      [event, rng] = meowMeowBot.playout!(s, actor, meowMeow.legalEvents(s, actor), rng);
      events.push(event);
      s = meowMeow.apply(s, event as never);
    }
    const sent: WorkerOutMessage[] = [];
    let pauses = 0;
    const ask = { id: 4, gameId: 'meow-meow', input, events, people: [0], seed: 2 };
    await runReview(meowMeowBot, ask, (m) => sent.push(m), async () => void pauses++, () => false);
    expect(sent.map((m) => ('point' in m ? (m.point as ReviewPoint).index : m))).toEqual([0, 1, 2, 3, 4, 5, 6, { id: 4, reviewed: true }]);
    expect(pauses).toBe(7);
    const stopped: WorkerOutMessage[] = [];
    await runReview(meowMeowBot, ask, (m) => stopped.push(m), async () => {}, () => stopped.length >= 2);
    expect(stopped.slice(2)).toEqual([{ id: 4, cancelled: true }]);
    expect(stopped).toHaveLength(3);
  });

  it('Meow Meow: the seat that plays its jack instead of the card that would have left the jack to go out on is the turning point', () => {
    // From seeded games played by the bots' cheap policy: the first ending where the seat to move holds two cards,
    // a jack and another, may play either, and (judged from the whole deal) the jack leaves it far less.
    const players = [{ name: 'Ana', kind: 'person' as const }, { name: 'Ben', kind: 'person' as const }];
    const WHOLE = { playouts: 64, determinisations: 8, playoutDepth: 200 };
    let found: { input: GameInput<unknown>; events: GameEvent[]; jack: GameEvent; other: GameEvent } | null = null;
    for (let seed = 1; seed < 400 && !found; seed++) {
      const input = { options: { ...meowMeow.defaultOptions }, seed, players } as GameInput<unknown>;
      let s = meowMeow.setup(input as GameInput<never>);
      const events: GameEvent[] = [];
      for (let rng = seedFrom(seed); !meowMeow.result(s) && events.length < 400;) {
        const [actor] = meowMeow.actors(s);
        const legal = meowMeow.legalEvents(s, actor);
        const plays = legal.filter((e): e is Extract<typeof e, { type: 'PLAY' }> => e.type === 'PLAY');
        const jack = plays.find((e) => rankOf(e.card) === 11);
        const other = plays.find((e) => rankOf(e.card) !== 11);
        if (s.hands[actor].length === 2 && jack && other) {
          const after = (e: GameEvent) => chancesOf(MEOW.adapter, meowMeow.apply(s, e as never), seedFrom(seed), WHOLE)[0][actor];
          if (after(other) - after(jack) > 0.4) {
            found = { input, events, jack, other };
            break;
          }
        }
        let event: GameEvent;
        [event, rng] = meowMeowBot.playout!(s, actor, legal, rng);
        events.push(event);
        s = meowMeow.apply(s, event as never);
      }
    }
    expect(found, 'such an ending in 400 seeded games').not.toBeNull();
    const { input, events, jack, other } = found!;
    // The jack played, then the game to its end.
    let s = meowMeow.setup(input as GameInput<never>);
    for (const e of events) s = meowMeow.apply(s, e as never);
    const log = [...events, jack];
    s = meowMeow.apply(s, jack as never);
    for (let rng = seedFrom(99); !meowMeow.result(s) && log.length < 1000;) {
      const [actor] = meowMeow.actors(s);
      let event: GameEvent;
      [event, rng] = meowMeowBot.playout!(s, actor, meowMeow.legalEvents(s, actor), rng);
      log.push(event);
      s = meowMeow.apply(s, event as never);
    }
    const points = [...reviewSteps(MEOW, { input, events: log, people: [jack.seat], seed: 5, estimates: WHOLE })];
    // The jack's turn (its play, and the wish it asks for) is where the game turned against its seat.
    const turns = turningPoints(points, 1, 0.15);
    expect(turns).toHaveLength(1);
    expect(turns[0]).toMatchObject({ mover: jack.seat, seat: jack.seat });
    expect(turns[0].index - events.length).toBeGreaterThanOrEqual(1);
    expect(turns[0].index - events.length).toBeLessThanOrEqual(2);
    // And the advice names the other card.
    const advice = points[events.length + 1].advice!;
    expect(advice.agrees).toBe(false);
    expect(advice.better).toEqual(other);
  });

  it('turning points: the moves after which a seat\'s chance fell the most, at least the least drop, in game order', () => {
    const at = (index: number, chances: number[], mover: Seat | null = index === 0 ? null : (index % 2) as Seat): ReviewPoint => ({ index, chances, mover, advice: null });
    const points = [at(0, [0.5, 0.5]), at(1, [0.55, 0.45]), at(2, [0.9, 0.1]), at(3, [0.85, 0.15]), at(4, [0.3, 0.7]), at(5, [0.32, 0.68])];
    expect(turningPoints(points, 3, 0.15)).toEqual([
      { index: 2, mover: 0, seat: 1, from: 0.45, to: 0.1, gainer: 0 },
      { index: 4, mover: 0, seat: 0, from: 0.85, to: 0.3, gainer: 1 },
    ]);
    expect(turningPoints(points, 1, 0.15)).toEqual([{ index: 4, mover: 0, seat: 0, from: 0.85, to: 0.3, gainer: 1 }]);
  });
});
