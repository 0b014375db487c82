// Fuzz through the engine's door, for each of the six games: malformed events sent at positions reached by
// random legal play are each refused with a reason in three languages and change nothing; malformed option
// sets are refused, and even started around the door they end (a child process with a time limit proves no
// hang); every legal event of random games still passes the schemas.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkEvent, checkInput } from './door';
import { sameState } from './equal';
import { GameSession } from './session';
import type { GameEvent } from './types';
import {
  DOOR_GAMES, MALFORMED_OPTIONS, TestRng, legalNow, malformedEvent, missingLanguages, playRandomGame, playersOf,
  registerGameWords,
} from '../games/door-testkit';

registerGameWords();

const EVENTS_PER_GAME = 10_000;
/** Malformed events sent at one position before play moves on (so 10,000 spread over about 250 positions). */
const PER_POSITION = 40;

/** Legal events of every game, from a few random positions: the "events of another game" of the fuzz. */
const POOLS = new Map<string, GameEvent[]>(DOOR_GAMES.map((g) => {
  const rng = new TestRng(99);
  const pool: GameEvent[] = [];
  playRandomGame(g.def, g.tables[0], 5, rng, 60, (s) => { pool.push(...legalNow(g.def, s.state).slice(0, 3)); });
  return [g.def.id, pool];
}));

describe.each(DOOR_GAMES.map((g) => [g.def.id, g] as const))('the door of %s', (id, game) => {
  const foreign = DOOR_GAMES.filter((g) => g !== game).flatMap((g) => POOLS.get(g.def.id)!);

  it(`refuses ${EVENTS_PER_GAME} malformed events at positions of random play, each in words, the state unchanged`, () => {
    const rng = new TestRng(2024);
    const problems: string[] = [];
    const keys = new Set<string>();
    let sent = 0;
    let seed = 0;
    while (sent < EVENTS_PER_GAME) {
      const table = game.tables[seed % game.tables.length];
      playRandomGame(game.def, table, 1000 + seed++, rng, 400, (session) => {
        if (sent >= EVENTS_PER_GAME || rng.int(4) !== 0) return;
        const before = session.snapshot;
        const copy = structuredClone(session.state);
        const logged = session.events.length;
        const legal = legalNow(game.def, session.state);
        const earlier = problems.length;
        for (let k = 0; k < PER_POSITION && sent < EVENTS_PER_GAME; k++, sent++) {
          const junk = malformedEvent(rng, legal, foreign, game.eventTypes);
          const r = session.send(junk as never);
          if (r.ok) { problems.push(`accepted ${JSON.stringify(junk)}`); break; }
          keys.add(r.reason.key);
          if (session.snapshot !== before || session.events.length !== logged) { problems.push(`changed by ${JSON.stringify(junk)}`); break; }
        }
        if (problems.length === earlier && !sameState(copy, session.state)) problems.push('a refused event changed the state in place');
      });
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(sent).toBe(EVENTS_PER_GAME);
    // Mostly the schema's refusals, and every one of them reads in English, French and German.
    expect(keys.has('engine.badEvent') && keys.has('engine.badSeat') && keys.has('engine.unknownEvent')).toBe(true);
    for (const key of keys) expect(missingLanguages(key), key).toEqual([]);
  });

  it('refuses a null event, the seat "0" or [0], and extra fields, without throwing', () => {
    const rng = new TestRng(3);
    const session = playRandomGame(game.def, game.tables[0], 11, rng, 5);
    const legal = legalNow(game.def, session.state)[0];
    expect(legal).toBeDefined();
    for (const raw of [null, undefined, { ...legal, seat: '0' }, { ...legal, seat: [legal.seat] }, { ...legal, extra: 1 }]) {
      expect(checkEvent(game.def, session.state, raw).ok, JSON.stringify(raw)).toBe(false);
    }
    // The same event without the junk passes, and what it passes is a fresh, clean copy.
    const clean = checkEvent(game.def, session.state, JSON.parse(JSON.stringify(legal)));
    expect(clean).toEqual({ ok: true, value: legal });
  });

  it('refuses ten malformed option sets, each with words', () => {
    const sets = MALFORMED_OPTIONS[id];
    expect(sets).toHaveLength(10);
    for (const { options, players } of sets) {
      const r = checkInput(game.def, { options, seed: 7, players: playersOf(players) });
      expect(r.ok, JSON.stringify(options)).toBe(false);
      if (!r.ok) expect(missingLanguages(r.reason.key), r.reason.key).toEqual([]);
      const started = GameSession.start(game.def, { options, seed: 7, players: playersOf(players) });
      expect(started.ok).toBe(false);
    }
  });

  it('refuses a malformed seed or seats, and accepts each of its tables', () => {
    const table = game.tables[0];
    const good = { options: table.options, seed: 1, players: playersOf(table.players) };
    expect(checkInput(game.def, good)).toEqual({ ok: true, value: good });
    const bad: unknown[] = [
      null, 'x', { ...good, seed: NaN }, { ...good, seed: '1' }, { ...good, players: 'x' }, { ...good, players: [] },
      { ...good, players: playersOf(7) }, { ...good, players: [{ name: '', kind: 'person' }, ...good.players.slice(1)] },
      { ...good, players: [{ name: 'A', kind: 'alien' }, ...good.players.slice(1)] },
    ];
    for (const raw of bad) {
      const r = checkInput(game.def, raw);
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (!r.ok) expect(missingLanguages(r.reason.key), r.reason.key).toEqual([]);
    }
  });

  it('lets every legal event of 150 random games through the schema', () => {
    const rng = new TestRng(77);
    // playRandomGame throws when the door refuses a legal event.
    for (let g = 0; g < 150; g++) playRandomGame(game.def, game.tables[g % game.tables.length], 5000 + g, rng, 250);
  });
});

describe('malformed options started around the door', () => {
  it('end in every game (throw or finish), none hangs: a child process with a time limit', () => {
    const probe = fileURLToPath(new URL('../games/door-bypass-probe.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', probe], { encoding: 'utf8', timeout: 15_000 });
    expect(run.error?.message ?? null, run.stderr).toBeNull();
    expect(run.status, run.stderr).toBe(0);
    const outcomes = JSON.parse(run.stdout.trim().split('\n').pop()!) as Record<string, string[]>;
    for (const { def } of DOOR_GAMES) expect(outcomes[def.id]).toHaveLength(10);
  });
});
