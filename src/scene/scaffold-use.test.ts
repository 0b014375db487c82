// Every game's table stands on the one scaffold: no scene opens its own canvas, felt, resize or teardown, no scene
// shakes a refused piece its own way (the kit's shake, or the card's and pile's, which are that shake), and every
// scene renders through TableScene's one sequence (table-scene.ts), supplying only its parts.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gamePart } from '../games/parts';

const GAMES = ['kitty-cat', 'mauwi', 'meow-meow', 'moeraki', 'pocket-cats', 'purrrummy'];
const sceneOf = (game: string) => readFileSync(new URL(`../games/${gamePart(game, 'scene')}`, import.meta.url), 'utf8');
const linesOf = (files: (readonly [string, string])[]) =>
  files.flatMap(([f, text]) => text.split('\n').map((line, i) => `${f}:${i + 1}: ${line.trim()}`));
const sceneFiles = (game: string) => readdirSync(new URL(`../games/${gamePart(game, 'screen')}`, import.meta.url))
  .filter((f) => /^scene.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
  .map((f) => [f, readFileSync(new URL(`../games/${gamePart(game, 'screen')}${f}`, import.meta.url), 'utf8')] as const);

describe('the table scaffold', () => {
  it.each(GAMES)('the %s scene opens its table through openTable and stands on TableScene', (game) => {
    expect(sceneOf(game)).toMatch(/await openTable<[^>]+>\(container, \w+\.settings, '[^']+'\)/);
    expect(sceneOf(game)).toMatch(/class \w+ extends TableScene<[^>]+> implements \w+Scene/);
  });

  it.each(GAMES)('the %s scene keeps no canvas, felt, ticker or teardown of its own', (game) => {
    const own = linesOf(sceneFiles(game))
      .filter((line) => /createSceneApp|ensureFonts\(|new Table\(|\.onResize\(|ticker\.(add|remove)|setMotion\(/.test(line));
    expect(own).toEqual([]);
  });

  it.each(GAMES)('the %s scene shakes a refused piece the one way', (game) => {
    // A shake of its own is a run of x tweens going back and forth on one piece.
    const own = sceneFiles(game).filter(([, text]) => /tween\([^)]*\{ x: x - \d+ \}/.test(text)).map(([f]) => f);
    expect(own).toEqual([]);
  });

  it.each(GAMES)('the %s scene renders through the base\'s sequence and supplies only its parts', (game) => {
    const text = sceneOf(game);
    // No render, redraw, resize or queue of its own: the base offers the moves, draws the felt and says "I redrew".
    const own = linesOf(sceneFiles(game)).filter((line) =>
      /\b(async )?render\([^)]*\)[^;]*\{|private (async )?(redraw|doRender)\(|\bt\.(inTurn|drawFelt|onResize)\(|this\.moves\.offer\(/.test(line));
    expect(own).toEqual([]);
    expect(text).toMatch(/protected override arrange\(/);
    expect(text).toMatch(/protected override draw\(/);
  });

  it.each(GAMES)('the %s scene tells news with the shared sameMoves, never by comparing JSON text', (game) => {
    const own = linesOf(sceneFiles(game)).filter((line) =>
      /JSON\.stringify\([^)]*\)\s*[!=]==|[!=]==\s*JSON\.stringify|\bsameActions\b/.test(line));
    expect(own).toEqual([]);
  });
});
