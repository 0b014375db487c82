// The engine: refusals with reasons, the event log, replay, undo up to hidden information.
import { describe, expect, it } from 'vitest';
import { GameSession, ReplayError } from './session';
import { meowMeow } from '../games/meow-meow';
import { cardOf } from '../games/shared/cards';
import type { MeowState } from '../games/meow-meow/rules';

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
