// Every refusal a player can meet reads in English, French and German: the keys that the rules (every game's
// `explain` and what it calls) and the engine's door can return, collected two ways: from the source (every key
// literal written next to `key:` or in a door refusal, ternaries included) and from play (stale and malformed
// events sent at positions of random games, and every refusal kept).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkEvent } from '../engine/door';
import type { GameEvent } from '../engine/types';
import {
  DOOR_GAMES, TestRng, legalNow, malformedEvent, missingLanguages, playRandomGame, registerGameWords,
} from './door-testkit';

registerGameWords();

/** The namespaces of refusal keys: the engine's and each game's (the first part of its refusal words' keys). */
const NAMESPACES = ['engine', ...new Set(DOOR_GAMES.flatMap((g) => Object.keys(g.text.en).map((k) => k.split('.')[0])))];
const KEY = new RegExp(`'((?:${NAMESPACES.join('|')})\\.[A-Za-z.]+)'`, 'g');
/** Files that draw, hint or play: their keys are labels, checked by the games' own text tests. */
const NOT_RULES = /^(scene|play|hint|bot|search|rules-text|text|view|keys|results|names|table|testkit)|\.test\.ts$/;

function keysInSource(dir: URL): string[] {
  const keys: string[] = [];
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || NOT_RULES.test(file.split('/').pop()!)) continue;
    for (const line of readFileSync(new URL(file, dir), 'utf8').split('\n')) {
      if (!/\bkey:|refuse\(/.test(line)) continue;
      for (const m of line.matchAll(KEY)) keys.push(m[1]);
    }
  }
  return keys;
}

describe('refusal words', () => {
  it('every refusal key in the rules and the door has English, French and German words', () => {
    const dirs = [new URL('../engine/', import.meta.url), ...DOOR_GAMES.map((g) => new URL(`./${g.def.id}/`, import.meta.url))];
    const keys = [...new Set(dirs.flatMap(keysInSource))].sort();
    // The scan finds the keys (a broken pattern would find none), Mauwi's block refusal among them.
    expect(keys.length).toBeGreaterThan(100);
    expect(keys).toContain('mauwi.blockOnlyNines');
    expect(keys).toContain('engine.badSeat');
    const missing = keys.flatMap((k) => missingLanguages(k).map((lang) => `${lang} ${k}`));
    expect(missing).toEqual([]);
  });

  it.each(DOOR_GAMES.map((g) => [g.def.id, g] as const))('every refusal %s returns in play has words in all three languages', (_id, game) => {
    const rng = new TestRng(4242);
    const seen = new Map<string, string>();
    for (let g = 0; g < 24; g++) {
      let stale: GameEvent[] = [];
      playRandomGame(game.def, game.tables[g % game.tables.length], 300 + g, rng, 300, (session) => {
        const legal = legalNow(game.def, session.state);
        // Events that were legal a few moves ago, and each seat's moves sent by the wrong seat: explain's refusals.
        const tries: unknown[] = [...stale, ...legal.map((e) => ({ ...e, seat: (e.seat + 1) % session.input.players.length }))];
        for (let k = 0; k < 10; k++) tries.push(malformedEvent(rng, legal, [], game.eventTypes));
        for (const raw of tries) {
          const r = checkEvent(game.def, session.state, raw);
          if (!r.ok && !seen.has(r.reason.key)) seen.set(r.reason.key, JSON.stringify(raw));
        }
        if (rng.int(3) === 0) stale = legal.slice(0, 30);
      });
    }
    expect(seen.size).toBeGreaterThan(5);
    const missing = [...seen].flatMap(([key, raw]) => missingLanguages(key).map((lang) => `${lang} ${key} (after ${raw})`));
    expect(missing).toEqual([]);
  });
});
