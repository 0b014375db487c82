// The sim library: a mixed four-seat run finishes cleanly with every figure; bad flags are refused.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { parseArgs, runSim, summaryJson, type SimEventInfo } from './sim-lib';
import mauwi, { type MauwiState } from '../src/games/mauwi/rules/definition';
import { teammateOf } from '../src/games/mauwi/rules/teams';
import { deep } from '../src/engine/test-depth';

const FIELDS = ['game', 'games', 'finished', 'stuck', 'invariantFailures', 'avgEvents', 'eventsPerSecond', 'wins', 'decisionMs', 'otherActorEvents'];

describe('sim-lib', () => {
  it('plays a four-seat run through the statechart: all finished, nothing stuck, no broken invariant', () => {
    const r = runSim({ game: 'meow-meow', players: 4, games: 8, seed: 7, bots: ['random', 'easy', 'greedy', 'hard'], budget: { iterations: 40, ms: 600_000 } });
    expect(r.finished).toBe(8);
    expect(r.stuck).toBe(0);
    expect(r.invariantFailures).toBe(0);
    expect(r.failures).toEqual([]);
    expect(r.wins.reduce((a, b) => a + b, 0)).toBeCloseTo(8);
    expect(r.avgEvents).toBeGreaterThan(0);
    expect(r.eventsPerSecond).toBeGreaterThan(0);
    const json = JSON.parse(summaryJson(r));
    expect(Object.keys(json)).toEqual(FIELDS);
    expect(json.wins).toHaveLength(4);
    expect(Object.keys(json.decisionMs)).toEqual(['median', 'p95']);
  });

  it('is reproducible from its seed', () => {
    const c = { game: 'meow-meow', players: 3, games: 4, seed: 3, bots: ['easy', 'greedy', 'random'] } as const;
    const a = runSim({ ...c, bots: [...c.bots] });
    const b = runSim({ ...c, bots: [...c.bots] });
    expect(b.winnersByGame).toEqual(a.winnersByGame);
    expect(b.avgEvents).toBe(a.avgEvents);
  });

  it('counts an over-long game as stuck', () => {
    const r = runSim({ game: 'meow-meow', players: 2, games: 1, seed: 1, bots: ['random', 'random'], maxEvents: 3 });
    expect(r.stuck).toBe(1);
    expect(r.finished).toBe(0);
  });

  it('parses the documented flags', () => {
    const p = parseArgs(['--game', 'meow-meow', '--players', '4', '--games', '300', '--seed', '7', '--bots', 'random,greedy,normal,hard', '--option', 'deck=52', '--budget-ms', '100', '--iterations=500']);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.config).toMatchObject({ game: 'meow-meow', players: 4, games: 300, seed: 7, bots: ['random', 'greedy', 'normal', 'hard'], options: { deck: 52 }, budget: { ms: 100, iterations: 500 } });
  });

  it('refuses a bad bot name, a bad flag, a bad option and a wrong number of bots, listing what is valid', () => {
    const bot = parseArgs(['--players', '2', '--bots', 'random,clever']);
    expect(bot.ok).toBe(false);
    if (!bot.ok) expect(bot.message).toMatch(/unknown bot "clever".*random, easy, greedy, normal, hard/);
    const flag = parseArgs(['--speed', '3']);
    expect(flag.ok).toBe(false);
    if (!flag.ok) expect(flag.message).toMatch(/unknown flag "--speed"[\s\S]*--bots/);
    expect(parseArgs(['--option', 'deck=40']).ok).toBe(false);
    expect(parseArgs(['--players', '3', '--bots', 'random,random']).ok).toBe(false);
    expect(parseArgs(['--game', 'chess']).ok).toBe(false);
    expect(parseArgs(['--games', 'many']).ok).toBe(false);
    expect(() => runSim({ game: 'meow-meow', players: 2, games: 1, seed: 1, bots: ['random', 'clever' as 'random'] })).toThrow(/unknown bot/);
  });

  it('the CLI prints the JSON as its last stdout line and exits non-zero on a bad flag', () => {
    const out = execFileSync('npx', ['tsx', 'scripts/sim.ts', '--players', '2', '--games', '3', '--bots', 'random,easy', '--quiet'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const last = out.trim().split('\n').pop()!;
    expect(Object.keys(JSON.parse(last))).toEqual(FIELDS);
    let status = 0;
    try {
      execFileSync('npx', ['tsx', 'scripts/sim.ts', '--bots', 'random,nobody'], { stdio: 'ignore' });
    } catch (e) {
      status = (e as { status: number }).status;
    }
    expect(status).toBe(2);
  });

  it('plays Mauwi: a short mixed run finishes, the first player rotates, options are checked', () => {
    const r = runSim({ game: 'mauwi', players: 3, games: 6, seed: 1, bots: ['random', 'greedy', 'hard'], budget: { iterations: 30, ms: 600_000 }, options: { edition: 'en', animals: 6, teams: false } });
    expect(r.failures).toEqual([]);
    expect(r.finished).toBe(6);
    expect(r.stuck).toBe(0);
    expect(r.invariantFailures).toBe(0);
    expect(r.wins.reduce((a, b) => a + b, 0)).toBeCloseTo(6);
    const teams = runSim({ game: 'mauwi', players: 4, games: 2, seed: 2, bots: ['easy', 'greedy', 'random', 'easy'], options: { teams: true, animals: 12 } });
    expect(teams.finished).toBe(2);
    const fr = runSim({ game: 'mauwi', players: 2, games: 2, seed: 3, bots: ['greedy', 'easy'], options: { edition: 'fr', animals: 6 } });
    expect(fr.finished).toBe(2);
    const ok = parseArgs(['--game', 'mauwi', '--players', '3', '--games', '50', '--seed', '1', '--bots', 'random,greedy,easy', '--option', 'edition=en', '--option', 'animals=6', '--option', 'teams=false']);
    expect(ok.ok).toBe(true);
    const small = parseArgs(['--game', 'mauwi', '--players', '3', '--bots', 'random,random,random', '--option', 'teams=true']);
    expect(small.ok).toBe(false);
    if (!small.ok) expect(small.message).toMatch(/Team mode needs at least 4 players/);
    expect(parseArgs(['--game', 'mauwi', '--players', '4', '--option', 'teams=true', '--option', 'edition=fr']).ok).toBe(false);
    expect(parseArgs(['--game', 'mauwi', '--option', 'animals=13']).ok).toBe(false);
    expect(parseArgs(['--game', 'mauwi', '--option', 'edition=de']).ok).toBe(false);
  });

  it('plays Pocket Cats: every pairing of the seven clans with clan effects finishes cleanly (a game each, more in the deep run; mixed bots); clans=<a>,<b> is parsed and checked', () => {
    const clans = ['royal-claws', 'gourmets', 'crooks', 'defenders', 'chaoticats', 'power-cats', 'polterkitties'];
    const mixes = [['random', 'easy'], ['greedy', 'hard'], ['hard', 'random'], ['easy', 'greedy']] as ('random' | 'easy' | 'greedy' | 'hard')[][];
    let pairing = 0;
    for (let i = 0; i < clans.length; i++) {
      for (let j = i + 1; j < clans.length; j++) {
        const r = runSim({
          game: 'pocket-cats', players: 2, games: deep(1), seed: pairing, bots: mixes[pairing % mixes.length], budget: { ms: 600_000, iterations: 1 },
          options: { effects: true, clans: `${clans[i]},${clans[j]}` },
        });
        expect(r.failures, `${clans[i]} v ${clans[j]}`).toEqual([]);
        expect(r.finished).toBe(deep(1));
        pairing++;
      }
    }
    expect(pairing).toBe(21);
    const ok = parseArgs(['--game', 'pocket-cats', '--option', 'clans=defenders,chaoticats', '--option', 'effects=true']);
    expect(ok.ok).toBe(true);
    expect(parseArgs(['--game', 'pocket-cats', '--option', 'clans=crooks,crooks']).ok).toBe(false);
    expect(parseArgs(['--game', 'pocket-cats', '--option', 'clans=crooks']).ok).toBe(false);
  });

  it('serves every actor: in Mauwi team games the teammate defends, and every sent event is legal for its seat', () => {
    const seen: SimEventInfo[] = [];
    const config = {
      game: 'mauwi', players: 4, games: deep(5), seed: 5, bots: ['easy', 'greedy', 'random', 'hard'] as ('easy' | 'greedy' | 'random' | 'hard')[],
      // The iteration cap binds, never the clock, so a loaded machine plays the same games.
      budget: { iterations: 30, ms: 600_000 }, options: { teams: true, animals: 6 },
    };
    const r = runSim({ ...config, onEvent: (info) => seen.push(info) });
    expect(r.failures).toEqual([]);
    expect(r.finished).toBe(config.games);
    let teammateDefences = 0;
    let bothAnswered = 0;
    for (const { state, actors, answers, event } of seen) {
      const s = state as MauwiState;
      // Legal for its seat: the rules accept it and it is one of that seat's legal events.
      expect(actors).toContain(event.seat);
      expect(mauwi.explain(s, event as never)).toBeNull();
      expect(mauwi.legalEvents(s, event.seat)).toContainEqual(event);
      expect(answers).toContain(event);
      for (const a of answers) expect(mauwi.legalEvents(s, a.seat)).toContainEqual(a);
      if (answers.length > 1) {
        bothAnswered++;
        // Giving up never pre-empts a real answer.
        if (answers.some((a) => a.type !== 'GIVE_UP')) expect(event.type).not.toBe('GIVE_UP');
      }
      if (s.phase === 'defending' && event.seat === teammateOf(s, s.chain!.defender)) {
        teammateDefences++;
        expect(['DEFEND', 'TUATARA']).toContain(event.type);
      }
    }
    expect(bothAnswered).toBeGreaterThan(0);
    expect(teammateDefences).toBeGreaterThan(0);
    expect(r.otherActorEvents).toBe(teammateDefences);
    // Reproducible, the order of the answers included.
    const again = runSim(config);
    expect(again.winnersByGame).toEqual(r.winnersByGame);
    expect(again.otherActorEvents).toBe(r.otherActorEvents);
    // One-actor games never count another actor's event.
    expect(runSim({ game: 'mauwi', players: 4, games: 2, seed: 5, bots: ['easy', 'greedy', 'random', 'easy'], options: { teams: false } }).otherActorEvents).toBe(0);
  });
});
