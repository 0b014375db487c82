// npx tsx scripts/import-layers.ts: fails (exit 1) when a module of src/ or machines/ imports one of a layer above its
// own, type imports included (a lazy `import()` is not an edge: it is how the list loads a game's parts). The layers
// are the ones docs/architecture.md draws, bottom first; a module may import its own layer and those below. Tests are
// not checked: a test may put any parts together.
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph, sourceFiles } from './import-cycles';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Bottom first. Each layer names files and folders (a folder ends with '/'). */
export const LAYERS: { name: string; paths: string[] }[] = [
  { name: 'base: the contract, the door, words, settings', paths: ['src/engine/', 'src/base/', 'src/games/kinds.ts', 'src/games/parts.ts'] },
  { name: 'kits: PixiJS scene, bots and the review, the table UI parts, score sheets, cards, a game entry\'s type', paths: ['src/scene/', 'src/ai/', 'src/review/', 'src/ui/', 'src/sheet/', 'src/games/shared/', 'src/games/entry.ts'] },
  { name: 'games: each game\'s folder and chart', paths: ['src/games/', 'machines/'] },
  { name: 'the list: the one place the games are named', paths: ['src/games/index.ts', 'src/games/test-cases.ts', 'src/games/door-testkit.ts', 'src/games/door-bypass-probe.ts'] },
  { name: 'store: saves and sheets of the listed games', paths: ['src/store/'] },
  { name: 'tables: the host and its seats, replays, the companion', paths: ['src/table/', 'src/replay/', 'src/companion/'] },
  { name: 'app: screens, routing, boot', paths: ['src/main.ts', 'src/shell/', 'machines/app.ts'] },
];

/** A module's layer (its index in LAYERS), or -1 when no layer names it: a file named in a layer is there, else the
 *  longest folder that holds it decides (src/games/index.ts is the list, though src/games/ is the games' layer). */
export function layerOf(path: string): number {
  const named = LAYERS.findIndex((layer) => layer.paths.includes(path));
  if (named >= 0) return named;
  let best = -1, bestLength = -1;
  LAYERS.forEach((layer, i) => {
    for (const p of layer.paths) if (p.endsWith('/') && path.startsWith(p) && p.length > bestLength) [best, bestLength] = [i, p.length];
  });
  return best;
}

/** Every import of a module from a layer above its own, as "from -> to" lines; and modules no layer names. */
export function layerBreaches(graph: Map<string, string[]>, name: (file: string) => string): { breaches: string[]; unplaced: string[] } {
  const breaches: string[] = [];
  const unplaced = new Set<string>();
  for (const [file, imports] of graph) {
    const own = layerOf(name(file));
    if (own < 0) unplaced.add(name(file));
    for (const target of imports) {
      const theirs = layerOf(name(target));
      if (theirs > own) breaches.push(`${name(file)} (${LAYERS[own]?.name.split(':')[0] ?? '?'}) imports ${name(target)} (${LAYERS[theirs].name.split(':')[0]})`);
    }
  }
  return { breaches: breaches.sort(), unplaced: [...unplaced].sort() };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'machines'))];
  const { breaches, unplaced } = layerBreaches(importGraph(files), (f) => relative(ROOT, f));
  if (breaches.length === 0 && unplaced.length === 0) {
    process.stdout.write(`import layers: none broken among ${files.length} modules in ${LAYERS.length} layers\n`);
  } else {
    for (const line of breaches) process.stdout.write(`- ${line}\n`);
    for (const file of unplaced) process.stdout.write(`- ${file}: in no layer (scripts/import-layers.ts LAYERS)\n`);
    process.stdout.write(`import layers: ${breaches.length} imports from a layer above, ${unplaced.length} modules in none\n`);
    process.exitCode = 1;
  }
}
