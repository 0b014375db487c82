// Every game is registered through the one list (./index.ts), and its entry agrees with the game: each folder with
// an index.ts is in the list; each entry's lazy parts load and are that game's (definition, table, bot, rules
// text); its player counts are its definition's; the setup screen's default choices start a game at every table
// size the game allows; its words read in the three languages without taking another's keys; and the entries stay
// light (nothing the home screen loads through the list reaches the rules, a chart, xstate, PixiJS or a bot).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { checkInput } from '../engine/door';
import type { PlayerInfo } from '../engine/types';
import { builtInMessages } from '../shell/all-languages';
import { languages, paramsOf } from '../base/i18n';
import { en as shellEnglish } from '../base/locales/en';
import { GAME_IDS, GAMES, gameById, isGameId, loadDefinition } from './index';
import { GAME_PARTS } from './parts';
import { testCasesOf } from './test-cases';
import type { Words } from './entry';

// PixiJS needs a browser: the tables' modules load against stand-ins, enough to reach their exports.
vi.mock('pixi.js', () => {
  const stub: unknown = new Proxy(function () {}, { get: (_t, k) => (k === 'prototype' ? {} : stub), construct: () => stub as object, apply: () => stub });
  return new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : k === '__esModule' ? true : stub), has: () => true });
});

const HERE = dirname(fileURLToPath(import.meta.url));
const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'person' }));

describe('the list of games', () => {
  it('names every game folder (each folder with an index.ts), once, by its folder name', () => {
    const folders = readdirSync(HERE, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(HERE, d.name, 'index.ts')))
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThanOrEqual(6);
    expect([...GAME_IDS].sort()).toEqual(folders.sort());
    expect(new Set(GAME_IDS).size).toBe(GAME_IDS.length);
  });

  it('gives every game the one shape of src/games/parts.ts, and the bot worker finds the bots by it', () => {
    const SHAPE = ['bot', 'rules', 'screen', 'test', 'words'];
    for (const id of GAME_IDS) {
      const folders = readdirSync(join(HERE, id), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
      expect(folders.filter((f) => f !== 'sheet').sort(), id).toEqual(SHAPE);
      expect(readdirSync(join(HERE, id)).filter((f) => !folders.includes(f)).sort(), `${id}: files beside the folders`).toEqual(['index.ts', 'picture.ts']);
      for (const part of Object.values(GAME_PARTS)) expect(existsSync(join(HERE, id, part)), `${id}/${part}`).toBe(true);
    }
    // The worker's glob is a literal (Vite reads it at build time): it must name the same part.
    expect(readFileSync(join(HERE, '..', 'ai', 'adapters.ts'), 'utf8')).toContain(`'../games/*/${GAME_PARTS.bot}'`);
  });

  it('knows its ids and nothing else', () => {
    for (const id of GAME_IDS) expect(isGameId(id) && gameById(id)?.id === id).toBe(true);
    for (const x of ['snap', '', 'Mauwi', null, 3, '__proto__', 'toString']) expect(isGameId(x), String(x)).toBe(false);
    expect(gameById('snap')).toBeUndefined();
  });
});

describe.each(GAMES.map((g) => [g.id, g] as const))('the entry of %s', (id, entry) => {
  it('loads its definition, whose id and player counts are the entry\'s', async () => {
    const def = await loadDefinition(id);
    expect(def).toBe(await entry.definition());
    expect([def.id, def.minPlayers, def.maxPlayers]).toEqual([id, entry.minPlayers, entry.maxPlayers]);
    expect(entry.minPlayers).toBeGreaterThanOrEqual(1);
    expect(entry.maxPlayers).toBeGreaterThanOrEqual(entry.minPlayers);
  });

  it('loads its table and its bot, both playing this game', async () => {
    const [table, bot] = await Promise.all([entry.table(), entry.bot()]);
    expect(table.def.id).toBe(id);
    expect(bot.def.id).toBe(id);
  });

  it('has the cases the shared tests play it with (door fuzz, refusal words, chart against XState)', async () => {
    const testCases = await testCasesOf(id);
    expect(testCases.tables.length).toBeGreaterThan(0);
    expect(testCases.malformedOptions).toHaveLength(10);
    expect(testCases.chart.variants.length).toBeGreaterThan(0);
  });

  it('loads its rules text in English, French and German', async () => {
    const text = await entry.rulesText();
    for (const lang of languages) expect(text[lang].sections.length, lang).toBeGreaterThan(3);
  });

  it('starts a game from the door with its default options and with the setup screen\'s default choices, at every table size', async () => {
    const def = await entry.definition();
    const choices = Object.fromEntries(entry.setup.fields.map((f) => [f.id, f.default]));
    for (let n = entry.minPlayers; n <= entry.maxPlayers; n++) {
      const fromDefaults = checkInput(def, { options: def.defaultOptions, seed: 1, players: players(n) });
      expect(fromDefaults.ok, `default options at ${n}: ${fromDefaults.ok || fromDefaults.reason.key}`).toBe(true);
      const fromSetup = checkInput(def, { options: entry.setup.build(choices, players(n)), seed: 1, players: players(n) });
      expect(fromSetup.ok, `default choices at ${n}: ${fromSetup.ok || fromSetup.reason.key}`).toBe(true);
      if (fromSetup.ok) {
        const again = checkInput(def, { options: entry.setup.next(fromSetup.value.options, players(n)), seed: 2, players: players(n) });
        expect(again.ok, `play again at ${n}`).toBe(true);
      }
    }
  });

  it('offers each setup choice once, its default among them', () => {
    for (const field of entry.setup.fields) {
      const values = field.choices.map((c) => c.value);
      expect(new Set(values).size, field.id).toBe(values.length);
      expect(values, field.id).toContain(field.default);
    }
  });

  it('has its words in English, French and German (same keys and {params}), none of them the shell\'s or another game\'s', async () => {
    const words: Words = { en: entry.words.en, ...(await entry.words.translations()) };
    const keys = Object.keys(words.en).sort();
    for (const lang of languages) {
      expect(Object.keys(words[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) {
        expect(words[lang][key].trim(), `${lang} ${key}`).not.toBe('');
        expect(paramsOf(words[lang][key]), `${lang} ${key}`).toEqual(paramsOf(words.en[key]));
      }
    }
    const others = new Set([...Object.keys(shellEnglish), ...GAMES.filter((g) => g !== entry).flatMap((g) => Object.keys(g.words.en))]);
    expect(keys.filter((k) => others.has(k))).toEqual([]);
  });

  it('names only words that exist: its title, blurb and every setup label, in the three languages', () => {
    const named = [entry.titleKey, entry.blurbKey, ...entry.setup.fields.flatMap((f) => [f.labelKey, ...f.choices.map((c) => c.labelKey)])];
    for (const lang of languages) expect(named.filter((k) => !builtInMessages[lang][k]), lang).toEqual([]);
  });
});

describe('the entries stay light', () => {
  /** What a module imports as values (`import type` and `export type` are erased). */
  function valueImports(file: string): string[] {
    const text = readFileSync(file, 'utf8');
    const specs: string[] = [];
    for (const m of text.matchAll(/^\s*(import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s*)?['"]([^'"]+)['"]/gm)) specs.push(m[2]);
    return specs;
  }
  const resolveLocal = (from: string, spec: string): string => {
    const base = resolve(dirname(from), spec);
    for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate) && candidate.endsWith('.ts')) return candidate;
    throw new Error(`${from}: cannot resolve ${spec}`);
  };

  it('nothing the list loads statically reaches a definition, rules, a chart, a table, a bot, xstate or PixiJS', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const todo = [join(HERE, 'index.ts')];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of valueImports(file)) {
        if (spec.startsWith('.')) todo.push(resolveLocal(file, spec));
        else packages.add(spec);
      }
    }
    const root = resolve(HERE, '../..');
    const files = [...seen].map((f) => f.slice(root.length + 1));
    // The walk follows the entries into their own folders (a broken walk would stop at the list).
    expect(files).toContain('src/games/mauwi/words/home.ts');
    const heavy = files.filter((f) => /^machines\/|\/(definition|rules[^/]*|bot|play|scene[^/]*|view|hint|text|table)\.ts$|^src\/(scene|play|ai)\//.test(f));
    expect(heavy).toEqual([]);
    expect([...packages].filter((p) => /^(xstate|pixi\.js)/.test(p))).toEqual([]);
  });
});
