// Every game's table UI runs the one render sequence (table-ui.ts): its play.ts builds parts for createTableUi and
// keeps no sequence of its own (no sound, resize watch, proposal or redraw wiring, render or freeze of its own).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../games/index';
import { gamePart } from '../games/parts';

const playOf = (game: string) => readFileSync(new URL(`../games/${gamePart(game, 'table')}`, import.meta.url), 'utf8');

describe('the table UI of every game', () => {
  it.each(GAME_IDS)('%s builds its table UI through createTableUi', (game) => {
    expect(playOf(game)).toMatch(/return createTableUi<\w+, \w+>\(opts\.settings, async \(propose\) => \{/);
  });

  it.each(GAME_IDS)('%s keeps no render sequence of its own', (game) => {
    const own = playOf(game).split('\n').map((line, i) => `${i + 1}: ${line.trim()}`)
      .filter((line) => /new TableSound|ResizeObserver|scene\.onPropose\(|scene\.onRedraw\(|async render\(|\bfreeze\(\) \{/.test(line));
    expect(own).toEqual([]);
  });
});
