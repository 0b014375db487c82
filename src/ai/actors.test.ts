// Several actors at once (def.actors names more than one seat): the search's moves at such a node are every
// actor's legal events, each node is scored from its own event's seat, the root offers only the bot's own events,
// playouts serve every actor, and an answer that only gives way does not pre-empt another actor's real answer.
import { describe, expect, it } from 'vitest';
import { seedFrom } from '../engine/rng';
import type { GameEvent, Seat } from '../engine/types';
import { firstAnswer, playoutStep } from './actors';
import { Ismcts } from './ismcts';
import { chooseEvent } from './bots';
import type { BotAdapter } from './types';
import { mauwiBot } from '../games/mauwi/bot/bot';
import { actors } from '../games/mauwi/rules/actors';
import { legalEvents } from '../games/mauwi/rules/moves';
import { teammateOf } from '../games/mauwi/rules/teams';
import { mauwi } from '../games/mauwi/rules/definition';
import type { MauwiEvent, MauwiOptions, MauwiState } from '../games/mauwi/rules/state';
import { viewOf } from '../games/mauwi/rules/view';

// ---------- a toy: seat 0 picks a number, then seats 1 and 2 may both answer (one answer ends the game) ----------

interface Toy { picked: number | null; answer: GameEvent & { value: number } | null }
type Move = GameEvent & { type: 'PICK' | 'ANSWER' | 'PASS'; value: number };

const toyDef = {
  apply: (s: Toy, e: Move): Toy => (e.type === 'PICK' ? { ...s, picked: e.value } : { ...s, answer: e }),
  actors: (s: Toy): Seat[] => (s.picked === null ? [0] : s.answer === null ? [1, 2] : []),
  legalEvents: (s: Toy, seat: Seat): Move[] => {
    if (s.picked === null) return seat === 0 ? [0, 1].map((value) => ({ type: 'PICK', seat, value })) : [];
    if (s.answer !== null || seat === 0) return [];
    const out: Move[] = [0, 1, 2].map((value) => ({ type: 'ANSWER', seat, value }));
    if (seat === 1) out.push({ type: 'PASS', seat, value: 0 });
    return out;
  },
};

/** Seat 1 wants answer 2 from itself, seat 2 wants answer 1 from itself; seat 0 is indifferent. */
const toyReward = (s: Toy): number[] => {
  const a = s.answer;
  return [0.5, a?.seat === 1 && a.value === 2 ? 1 : 0, a?.seat === 2 && a.value === 1 ? 1 : 0];
};

const toy = {
  def: toyDef,
  determinize: (_view: null, rng: number): [Toy, number] => [{ picked: null, answer: null }, rng],
  evaluate: toyReward,
  yields: (e: Move) => e.type === 'PASS',
} as unknown as BotAdapter<Toy, Move, null>;

describe('several actors: the generic parts', () => {
  it('ISMCTS expands both actors\' moves at a node where both may act, each scored from its own seat', () => {
    const legal = toyDef.legalEvents({ picked: null, answer: null }, 0);
    const search = new Ismcts(toy, null, legal, seedFrom(1));
    for (let i = 0; i < 400; i++) search.iterate();
    for (const pick of search.root.children) {
      const seats = new Set(pick.children.map((c) => c.event!.seat));
      expect([...seats].sort()).toEqual([1, 2]);
      expect(pick.children).toHaveLength(3 + 4);
      for (const c of pick.children) expect(c.actor).toBe(c.event!.seat);
      // Each answer's node holds its own seat's reward: seat 1's ANSWER 2 and seat 2's ANSWER 1 score 1 a visit.
      const best = pick.children.filter((c) => c.reward === c.visits && c.visits > 0).map((c) => `${c.event!.seat}:${c.event!.value}`).sort();
      expect(best).toEqual(['1:2', '2:1']);
    }
    // The root offers only the bot's own (seat 0) events.
    expect(search.root.children.every((c) => c.event!.seat === 0)).toBe(true);
  });

  it('a yielding answer does not pre-empt a real one; otherwise the order is a seeded draw', () => {
    const pass: Move = { type: 'PASS', seat: 1, value: 0 };
    const real: Move = { type: 'ANSWER', seat: 2, value: 1 };
    for (let seed = 0; seed < 20; seed++) expect(firstAnswer(toy, [pass, real], seedFrom(seed))[0]).toBe(real);
    expect(firstAnswer(toy, [pass], 5)).toEqual([pass, 5]);
    const other: Move = { type: 'ANSWER', seat: 1, value: 0 };
    const drawn = new Set<Move>();
    for (let seed = 0; seed < 40; seed++) drawn.add(firstAnswer(toy, [other, real], seedFrom(seed))[0]);
    expect(drawn.size).toBe(2);
    expect(firstAnswer(toy, [other, real], 9)).toEqual(firstAnswer(toy, [other, real], 9));
  });

  it('playouts ask every actor: the second actor acts even when the first has no legal event', () => {
    const s: Toy = { picked: 0, answer: null };
    const seen = new Set<Seat>();
    let r = seedFrom(3);
    for (let i = 0; i < 40; i++) {
      let e: Move | null;
      [e, r] = playoutStep(toy, s, [0, 1, 2], r);
      seen.add(e!.seat);
      expect(e!.type).not.toBe('PASS');
    }
    expect([...seen].sort()).toEqual([1, 2]);
    expect(playoutStep(toy, { picked: 0, answer: { type: 'ANSWER', seat: 1, value: 0 } }, [1, 2], 1)[0]).toBeNull();
  });
});

// ---------- Mauwi's team rule: the defender's teammate may defend too ----------

const TEAM: MauwiOptions = { edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: true, first: 0 };
const defences = (s: MauwiState, seat: Seat): MauwiEvent[] => legalEvents(s, seat).filter((e) => e.type === 'DEFEND' || e.type === 'TUATARA');

/** From seeded random team games (the game's own setup and events): the attacker's position just before an
 *  attack after which the defender and the teammate both hold a legal defence, and that attack. */
function teamDefence(): { before: MauwiState; attack: MauwiEvent; after: MauwiState } {
  for (let seed = 1; seed < 200; seed++) {
    let s = mauwi.setup({ options: TEAM, seed, players: Array.from({ length: 4 }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const })) });
    let r = seedFrom(seed);
    for (let i = 0; i < 400 && s.phase !== 'over'; i++) {
      const legal = actors(s).flatMap((p) => legalEvents(s, p));
      r = (Math.imul(r, 1103515245) + 12345) >>> 0;
      const e = legal[r % legal.length];
      const t = mauwi.apply(s, e);
      if (t.phase === 'defending' && actors(s).length === 1 && e.type === 'ATTACK') {
        const d = t.chain!.defender;
        const mate = teammateOf(t, d)!;
        if (defences(t, d).length > 0 && defences(t, mate).length > 0) return { before: s, attack: e, after: t };
      }
      s = t;
    }
  }
  throw new Error('no team defence found');
}

describe('several actors: Mauwi teams', () => {
  const { before, attack, after } = teamDefence();
  const defender = after.chain!.defender;
  const mate = teammateOf(after, defender)!;

  it('the position has two actors, each with its own legal defence', () => {
    expect(actors(after)).toEqual([defender, mate]);
    expect(defences(after, mate).every((e) => e.seat === mate)).toBe(true);
  });

  it("the attacker's ISMCTS expands the defender's and the teammate's answers below the attack", () => {
    const seat = attack.seat;
    const legal = legalEvents(before, seat);
    const search = new Ismcts(mauwiBot, viewOf(before, seat), legal, seedFrom(7));
    const key = mauwiBot.eventKey!(attack);
    for (let i = 0; i < 3000; i++) search.iterate();
    const node = search.root.children.find((c) => c.key === key);
    expect(node, 'the attack was searched').toBeDefined();
    const seats = new Set(node!.children.map((c) => c.event!.seat));
    expect(seats).toContain(defender);
    expect(seats).toContain(mate);
    for (const c of node!.children) expect(c.actor).toBe(c.event!.seat);
    // The root offers only the attacker's own events.
    expect(search.root.children.every((c) => c.event!.seat === seat)).toBe(true);
  });

  it("each actor's hard bot picks one of its own legal events from its own view", () => {
    for (const seat of [defender, mate]) {
      const legal = legalEvents(after, seat);
      const c = chooseEvent(mauwiBot, 'hard', viewOf(after, seat), legal, 11, { iterations: 200, ms: 60_000 });
      expect(legal).toContainEqual(c.event);
      expect(c.event.seat).toBe(seat);
    }
  });

  it("the defender's giving up does not pre-empt the teammate's defence", () => {
    const give: MauwiEvent = { type: 'GIVE_UP', seat: defender };
    const help = defences(after, mate)[0];
    for (let seed = 0; seed < 10; seed++) expect(firstAnswer(mauwiBot, [give, help], seedFrom(seed))[0]).toBe(help);
  });
});
