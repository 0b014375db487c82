// A refused move reads the same in every game: the piece shakes AND the strip under the toolbar says why, with a
// link to the rule. That holds only when the scene proposes what the person tried and the table host refuses it
// (explain, then the scene's refuse and the overlay's words): a scene that shook a piece on its own would say nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from './index';
import { triedCard } from './mauwi/screen/scene-input';
import { JOKER_BASE, KIWI_BASE, NINOX_BASE, SPIRIT_BASE, TUATARA_BASE } from './mauwi/rules/cards';
import { gamePart } from './parts';

describe('refusals', () => {
  it.each(GAME_IDS)('the %s scene never refuses a touch on its own', (game) => {
    const dir = new URL(`./${gamePart(game, 'screen')}`, import.meta.url);
    const files = readdirSync(dir).filter((f) => /^(scene|play|keys).*\.ts$/.test(f) && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(0);
    const local = files.flatMap((f) => readFileSync(new URL(f, dir), 'utf8').split('\n')
      .map((line, i) => `${f}:${i + 1}: ${line.trim()}`)
      .filter((line) => /\bthis\.refuse\(|\bscene\.refuse\(/.test(line) && !/refuse\(p\)\s*\{/.test(line)));
    // play.ts hands the table host's refusal to the scene (its table part `refuse: (p) => scene.refuse(...)`): fine.
    expect(local.filter((l) => !/\brefuse: \(p\) => scene\.refuse\(/.test(l))).toEqual([]);
  });

  it('a Mauwi card with no move is proposed as the move it would make, for the rules to explain', () => {
    const warrior = 5, spirit = SPIRIT_BASE, joker = JOKER_BASE, kiwi = KIWI_BASE, ninox = NINOX_BASE, tuatara = TUATARA_BASE;
    expect(triedCard('defending', warrior)).toEqual({ type: 'DEFEND', card: warrior });
    expect(triedCard('defending', tuatara)).toEqual({ type: 'TUATARA', card: tuatara });
    expect(triedCard('renewing', joker)).toEqual({ type: 'RENEW', card: joker });
    expect(triedCard('play', spirit)).toEqual({ type: 'PLACE', card: spirit });
    expect(triedCard('play', kiwi)).toEqual({ type: 'KIWI', card: kiwi });
    expect(triedCard('play', ninox)).toEqual({ type: 'NINOX', card: ninox });
    expect(triedCard('play', tuatara)).toEqual({ type: 'TUATARA', card: tuatara });
  });
});
