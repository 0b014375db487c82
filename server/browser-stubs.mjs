// Node module hooks for `npm run server` (registered by ./main.ts): each game's table module
// (src/games/<id>/play.ts) is loaded for its move log's words, and it imports PixiJS and CSS, which only a browser
// can use. Here every export of 'pixi.js' is one inert stand-in and a stylesheet is an empty module, as vitest's
// vi.mock does in src/table/host.test.ts; nothing of either runs on the server. Goes away once every game has a
// PixiJS-free module for its words (server/NOTES.md, "describe without PixiJS").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PIXI = 'nine-lives-stub:pixi.js';
const CSS = 'nine-lives-stub:css';

/** The names pixi.js exports, read from its own index (ESM needs each named import declared). */
function pixiNames() {
  const index = join(dirname(createRequire(import.meta.url).resolve('pixi.js')), 'index.mjs');
  const names = new Set();
  for (const m of readFileSync(index, 'utf8').matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name && name !== 'default') names.add(name);
    }
  }
  return [...names];
}

function pixiStub() {
  return [
    'const stub = new Proxy(function () {}, { get: (_t, k) => (k === "prototype" ? {} : stub), construct: () => stub, apply: () => stub });',
    'export default stub;',
    ...pixiNames().map((n) => `export const ${n} = stub;`),
  ].join('\n');
}

export async function resolve(specifier, context, next) {
  if (specifier === 'pixi.js' || specifier.startsWith('pixi.js/')) return { url: PIXI, shortCircuit: true };
  if (/\.css(\?.*)?$/.test(specifier)) return { url: CSS, shortCircuit: true };
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (url === PIXI) return { format: 'module', source: pixiStub(), shortCircuit: true };
  if (url === CSS) return { format: 'module', source: 'export default "";', shortCircuit: true };
  return next(url, context);
}
