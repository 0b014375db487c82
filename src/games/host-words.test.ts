// Each game's host words (src/games/<id>/words/host.ts), what the online server's tables load (server/games.ts):
// their module graph reaches neither PixiJS nor a stylesheet, so Node runs them as they are; their move log reads
// exactly as the table module's does; and registering them lets a phone that joins in French read French.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../base/i18n';
import { rngInt, seedFrom, type RngState } from '../engine/rng';
import { GameSession } from '../engine/session';
import type { GameEvent, PlayerInfo, Seat } from '../engine/types';
import { GAMES, type AnyGameEntry } from './index';
import { GAME_PARTS } from './parts';

// PixiJS needs a browser: the tables' modules, loaded here only to compare their words, load against stand-ins.
vi.mock('pixi.js', () => {
  const stub: unknown = new Proxy(function () {}, { get: (_t, k) => (k === 'prototype' ? {} : stub), construct: () => stub as object, apply: () => stub });
  return new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : k === '__esModule' ? true : stub), has: () => true });
});

beforeAll(() => setLanguage('en'));

/** What a module reaches, bundled as a browser would: its files and every import it makes. PixiJS is left out, so
 *  it shows as an import of its own; a stylesheet reads as nothing but is still one of the files. */
async function moduleGraph(file: string): Promise<{ files: string[]; imports: string[] }> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    metafile: true,
    write: false,
    platform: 'browser',
    format: 'esm',
    external: ['pixi.js', 'pixi.js/*'],
    loader: { '.css': 'empty' },
    logLevel: 'silent',
  });
  const inputs = Object.entries(result.metafile.inputs);
  return { files: inputs.map(([path]) => path), imports: inputs.flatMap(([, input]) => input.imports.map((i) => i.path)) };
}

const isPixi = (path: string): boolean => /^pixi\.js(\/|$)/.test(path) || /node_modules\/(pixi\.js|@pixi)\//.test(path);
const isCss = (path: string): boolean => /\.css(\?|$)/.test(path);
const fileOf = (id: string, name: string): string => fileURLToPath(new URL(`./${id}/${name}`, import.meta.url));

describe('host words reach neither PixiJS nor CSS', () => {
  for (const entry of GAMES) {
    it(entry.id, async () => {
      const words = await moduleGraph(fileOf(entry.id, GAME_PARTS.hostWords));
      expect(words.files.length).toBeGreaterThan(1);
      expect([...words.files, ...words.imports].filter(isPixi)).toEqual([]);
      expect(words.files.filter(isCss)).toEqual([]);
      // The same look finds both in the table module, so it is not blind to them.
      const table = await moduleGraph(fileOf(entry.id, GAME_PARTS.table));
      expect(table.imports.some(isPixi)).toBe(true);
      expect(table.files.some(isCss)).toBe(true);
    });
  }
});

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan'];

/** The positions of a game set up with the setup screen's defaults, played by random legal moves (a pinned seed)
 *  to its end or `moves` moves, whichever comes first. */
async function positions(entry: AnyGameEntry, moves: number): Promise<{ views: (state: unknown) => unknown[]; states: unknown[]; names: string[] }> {
  const def = await entry.definition();
  const players: PlayerInfo[] = NAMES.slice(0, Math.max(2, entry.minPlayers)).map((name) => ({ name, kind: 'person' }));
  const choices = Object.fromEntries(entry.setup.fields.map((f) => [f.id, f.default]));
  const started = GameSession.start(def, { options: entry.setup.build(choices, players), seed: 20_260_501, players });
  if (!started.ok) throw new Error(`${entry.id}: ${started.reason.key}`);
  const session = started.value;
  const states: unknown[] = [session.state];
  let rng: RngState = seedFrom(`host-words:${entry.id}`);
  while (!session.over && states.length <= moves) {
    const legal = def.actors(session.state).flatMap((seat) => def.legalEvents(session.state, seat) as GameEvent[]);
    let pick: number;
    [pick, rng] = rngInt(rng, legal.length);
    expect(session.send(legal[pick]).ok).toBe(true);
    states.push(session.state);
  }
  const viewers: (Seat | null)[] = [...players.keys(), null];
  return { views: (state) => viewers.map((seat) => def.view(state, seat)), states, names: players.map((p) => p.name) };
}

describe('host words say what the table says', () => {
  for (const entry of GAMES) {
    it(entry.id, async () => {
      const [words, table, game] = await Promise.all([entry.hostWords(), entry.table(), positions(entry, 300)]);
      words.registerText();
      let said = 0;
      for (const state of game.states) {
        for (const view of game.views(state)) {
          const sentences = words.describe(view, game.names);
          expect(sentences).toEqual(table.describe(view, game.names));
          // Words, not keys: every key the sentences use is registered.
          for (const s of sentences) expect(s).not.toMatch(/^\w+(\.\w+)+$/);
          said += sentences.length;
        }
      }
      expect(said).toBeGreaterThan(game.states.length);
    });
  }
});

describe('a phone in French', () => {
  it('reads the move log in French: registering the host words asks for the table\'s French, which joining loads', async () => {
    // Fresh modules: only English loaded, as on the server before a French phone joins.
    vi.resetModules();
    const i18n = await import('../base/i18n');
    const { GAMES: games } = await import('./index');
    for (const entry of games) (await entry.hostWords()).registerText();
    await i18n.loadLanguage('fr'); // what TableHost.join does for the phone
    const shell = i18n.messagesOf('fr'); // the table's words never replace the shell's
    for (const entry of games) {
      const own = { fr: await (await entry.hostWords()).translations('fr') };
      const logKeys = Object.keys(own.fr).filter((key) => key.includes('.log.') && !(key in shell));
      expect(logKeys.length, entry.id).toBeGreaterThan(0);
      const unread = logKeys.filter((key) => i18n.inLanguage('fr', () => i18n.t(key)) !== own.fr[key]);
      expect(unread, entry.id).toEqual([]);
    }
  });
});
