// The layer check (issue 37): which layer a module is in, and which imports break the layers.
import { describe, expect, it } from 'vitest';
import { LAYERS, layerBreaches, layerOf } from './import-layers';

const named = (name: string) => LAYERS.findIndex((l) => l.name.startsWith(name));

describe('import layers', () => {
  it('places a module by the named file first, else by its longest folder', () => {
    expect(layerOf('src/engine/door.ts')).toBe(named('base'));
    expect(layerOf('src/games/kinds.ts')).toBe(named('base'));
    expect(layerOf('src/games/entry.ts')).toBe(named('kits'));
    expect(layerOf('src/games/meow-meow/rules/rules.ts')).toBe(named('games'));
    expect(layerOf('src/games/index.ts')).toBe(named('the list'));
    expect(layerOf('machines/mauwi.ts')).toBe(named('games'));
    expect(layerOf('machines/app.ts')).toBe(named('app'));
    expect(layerOf('src/nowhere.ts')).toBe(-1);
  });

  it('breaks on an import from above, not on one from its own layer or below', () => {
    const graph = new Map([
      ['src/scene/badge.ts', ['src/table/host.ts', 'src/ai/types.ts', 'src/engine/types.ts']],
      ['src/games/mauwi/rules.ts', ['src/games/index.ts', 'src/games/mauwi/state.ts']],
      ['src/store/saves.ts', ['src/games/index.ts']],
      ['src/odd.ts', []],
    ]);
    const { breaches, unplaced } = layerBreaches(graph, (f) => f);
    expect(breaches).toEqual([
      'src/games/mauwi/rules.ts (games) imports src/games/index.ts (the list)',
      'src/scene/badge.ts (kits) imports src/table/host.ts (tables)',
    ]);
    expect(unplaced).toEqual(['src/odd.ts']);
  });
});
