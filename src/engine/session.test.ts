// The engine: refusals with reasons, the event log, replay, undo up to hidden information.
import { describe, expect, it } from 'vitest';
import { GameSession, ReplayError } from './session';
import { meowMeow } from '../games/meow-meow/rules/definition';
import { cardOf } from '../games/shared/cards';
import type { MeowState } from '../games/meow-meow/rules/state';
import { kittyCat } from '../games/kitty-cat/rules/definition';
import { moeraki } from '../games/moeraki/rules/definition';

const input = { options: { deck: 32 as const, dealer: 1 }, seed: 3, players: [{ name: 'Ana', kind: 'person' as const }, { name: 'Ben', kind: 'person' as const }] };

function firstPlayable(s: MeowState) {
  return meowMeow.legalEvents(s, s.turn).find((e) => e.type === 'PLAY');
}

describe('GameSession', () => {
  it('refuses an illegal event with the reason and changes nothing', () => {
    const s = new GameSession(meowMeow, input);
    const before = s.state;
    const r = s.send({ type: 'WISH', seat: 0, suit: 2 });
    expect(r).toEqual({ ok: false, reason: { key: 'meow.wishOnlyAfterJack', rule: 'jack' } });
    expect(s.state).toBe(before);
    expect(s.events).toHaveLength(0);
  });

  it('refuses an event from a seat whose turn it is not', () => {
    const s = new GameSession(meowMeow, input);
    expect(s.send({ type: 'DRAW', seat: 1 })).toEqual({ ok: false, reason: { key: 'engine.notYourTurn' } });
  });

  it('logs accepted events and marks draws as revealing hidden information', () => {
    const s = new GameSession(meowMeow, input);
    expect(s.send({ type: 'DRAW', seat: 0 }).ok).toBe(true);
    expect(s.events).toEqual([{ type: 'DRAW', seat: 0 }]);
    expect(s.hidden).toEqual([true]);
  });

  it('admits an event once: played at the table it was admitted at, it does not pass the door again', () => {
    let explained = 0;
    const counted = { ...meowMeow, explain: (st: MeowState, e: Parameters<typeof meowMeow.explain>[1]) => { explained++; return meowMeow.explain(st, e); } };
    const s = new GameSession(counted, input);
    const admitted = s.admit({ type: 'DRAW', seat: 0 });
    expect(admitted.ok).toBe(true);
    expect(explained).toBe(1);
    expect(s.sendAdmitted((admitted as { ok: true; value: Parameters<typeof s.sendAdmitted>[0] }).value)).toEqual({ ok: true });
    expect(explained).toBe(1);
    expect(s.events).toEqual([{ type: 'DRAW', seat: 0 }]);
  });

  it('sends an event admitted at an earlier table through the door again, which refuses it if it no longer fits', () => {
    const s = new GameSession(meowMeow, input);
    const early = s.admit({ type: 'DRAW', seat: 0 });
    if (!early.ok) throw new Error(early.reason.key);
    expect(s.send({ type: 'DRAW', seat: 0 }).ok).toBe(true);
    // Seat 0 drew: it may play the drawn card or keep it, not draw again.
    expect(s.sendAdmitted(early.value).ok).toBe(false);
    expect(s.events).toHaveLength(1);
  });

  it('admits nothing the rules refuse, and says why', () => {
    const s = new GameSession(meowMeow, input);
    expect(s.admit({ type: 'WISH', seat: 0, suit: 2 })).toEqual({ ok: false, reason: { key: 'meow.wishOnlyAfterJack', rule: 'jack' } });
  });

  it('replay of a log whose event is illegal names the event', () => {
    expect(() => GameSession.replay(meowMeow, input, [{ type: 'PASS', seat: 0 }])).toThrow(ReplayError);
  });

  it('undo takes back a person\'s play when nothing hidden was revealed since', () => {
    // Find a seed where the first player can play at once.
    let seed = 0;
    for (; seed < 100; seed++) if (firstPlayable(meowMeow.setup({ ...input, seed }))) break;
    const s = new GameSession(meowMeow, { ...input, seed });
    const start = s.state;
    const play = firstPlayable(s.state)!;
    expect(s.send(play).ok).toBe(true);
    expect(s.undoTarget([0, 1])).toBe(0);
    expect(s.undo([0, 1])).toBe(true);
    expect(s.state).toEqual(start);
    expect(s.events).toHaveLength(0);
  });

  it('undo never goes back past a drawn card', () => {
    const s = new GameSession(meowMeow, input);
    s.send({ type: 'DRAW', seat: 0 });
    expect(s.undoTarget([0, 1])).toBeNull();
    expect(s.undo([0, 1])).toBe(false);
  });

  it('keeping a drawn card may be taken back (to play it after all), the draw itself may not', () => {
    // A seed whose first draw fits the top card, so the player may play it or keep it.
    let seed = 0;
    let s!: GameSession<typeof meowMeow>;
    for (; seed < 200; seed++) {
      s = new GameSession(meowMeow, { ...input, seed });
      s.send({ type: 'DRAW', seat: 0 });
      if (s.state.phase === 'drawnCard') break;
    }
    expect(s.state.phase).toBe('drawnCard');
    s.send({ type: 'PASS', seat: 0 });
    expect(s.undoTarget([0, 1])).toBe(1);
    expect(s.undo([0, 1])).toBe(true);
    expect(s.events).toEqual([{ type: 'DRAW', seat: 0 }]);
    expect(s.state.phase).toBe('drawnCard');
    expect(s.undoTarget([0, 1])).toBeNull();
  });

  it('undo against a bot takes back the person\'s move and the bot\'s answer together', () => {
    let seed = 0;
    let s!: GameSession;
    for (; seed < 500; seed++) {
      s = new GameSession(meowMeow, { ...input, seed });
      const p0 = firstPlayable(s.state);
      if (!p0 || cardOf(0, 7) === p0.card) continue;
      s.send(p0);
      const p1 = s.state.phase === 'choosingCard' && s.state.turn === 1 ? firstPlayable(s.state) : undefined;
      if (p1) { s.send(p1); break; }
    }
    expect(s.events).toHaveLength(2);
    expect(s.undoTarget([0])).toBe(0); // seat 0 is the only person
  });
});

describe('GameSession through the door', () => {
  const kittyInput = { options: { dealer: 1, counters: 3 }, seed: 5, players: input.players };

  it('logs the clean event the schema built, never the raw one', () => {
    const s = new GameSession(moeraki, { options: { level: 'basic', matchTo: 1, first: 0 }, seed: 1, players: input.players });
    // Keys in another order, as a save written by another version could hold them.
    const raw = JSON.parse('{"hollow":28,"seat":0,"type":"PLACE_BALL"}');
    expect(s.send(raw).ok).toBe(true);
    expect(s.events[0]).not.toBe(raw);
    expect(Object.keys(s.events[0])).toEqual(['type', 'seat', 'hollow']);
    expect(s.send({ type: 'PLACE', seat: 1, hollow: 0, note: 'x' } as never)).toEqual({ ok: false, reason: { key: 'engine.badEvent', params: { field: 'note' } } });
    expect(s.events).toHaveLength(1);
  });

  it('refuses a null event and the seat "0" or [0] with a reason, never a throw', () => {
    const s = new GameSession(meowMeow, input);
    expect(s.send(null as never)).toEqual({ ok: false, reason: { key: 'engine.badEvent' } });
    expect(s.send({ type: 'DRAW', seat: '0' } as never)).toEqual({ ok: false, reason: { key: 'engine.badSeat' } });
    expect(s.send({ type: 'DRAW', seat: [0] } as never)).toEqual({ ok: false, reason: { key: 'engine.badSeat' } });
    expect(s.send({ type: 'NEXT_ROUND', seat: 0 } as never)).toEqual({ ok: false, reason: { key: 'engine.unknownEvent' } });
    expect(s.events).toHaveLength(0);
  });

  it('start and resume refuse the Kitty Cat options that froze Resume, in words', () => {
    for (const options of [{ counters: 3 }, { dealer: 'x', counters: 3 }, { dealer: {}, counters: 3 }]) {
      const r = GameSession.resume(kittyCat, { ...kittyInput, options }, []);
      expect(r.ok ? null : r.reason.key).toBe('engine.badOptions');
    }
    const beyond = GameSession.start(kittyCat, { ...kittyInput, options: { dealer: 4, counters: 3 } });
    expect(beyond).toEqual({ ok: false, reason: { key: 'engine.seatNotAtTable', params: { seat: 5, players: 2 } } });
  });

  it('resume replays the longest accepted prefix and names the first refused event', () => {
    const played = new GameSession(kittyCat, kittyInput);
    const first = kittyCat.legalEvents(played.state, kittyCat.actors(played.state)[0])[0];
    played.send(first);
    const r = GameSession.resume(kittyCat, kittyInput, [...played.events, { type: 'NEXT_ROUND', seat: '0' }, first]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.session.events).toEqual(played.events);
    expect(r.value.refused).toEqual({ index: 1, reason: { key: 'engine.badSeat' } });
  });
});

