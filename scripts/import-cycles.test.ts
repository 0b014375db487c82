// The import-cycle check (issue 30): which statements are edges, and what a cycle is.
import { describe, expect, it } from 'vitest';
import { cycles, importsOf } from './import-cycles';

describe('import cycles', () => {
  it('reads static imports and re-exports, type-only ones included, over several lines; not a lazy import()', () => {
    const text = [
      "import './play.css';",
      "import type { A } from './a';",
      'import {',
      '  B,',
      '  type C,',
      "} from '../b';",
      "import * as v from 'valibot';",
      "export { D } from './d';",
      "export * from './e';",
      "export type { F } from './f';",
      "const lazy = () => import('./g');",
      "// import { H } from './h';",
      "export function f(x = 'from') { return x; }",
    ].join('\n');
    expect(importsOf(text)).toEqual(['./play.css', './a', '../b', 'valibot', './d', './e', './f']);
  });

  it('finds a group that imports round a cycle, and a file that imports itself; a chain is no cycle', () => {
    const graph = new Map([
      ['a', ['b']], ['b', ['c']], ['c', ['a', 'd']], ['d', []], ['e', ['e']], ['f', ['d']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });
});
