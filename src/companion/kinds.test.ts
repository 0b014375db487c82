import { describe, expect, it } from 'vitest';
import { builtInMessages, languages } from '../shell/i18n';
import { newSheetData, SHEET_KIND_INFO, SHEET_KINDS } from './kinds';
import { EARLY_WAYS, MOERAKI_LEVELS, MOERAKI_MATCHES } from './moeraki';
import { PICKER_PROMPTS } from './picker';
import { POCKET_PREY } from './pocket-cats';
import { parseSheet } from '../store/sheet-schema';

describe('companion sheet types', () => {
  it('a fresh sheet of every type, at its smallest and largest table, is a valid record', () => {
    for (const kind of SHEET_KINDS) {
      const info = SHEET_KIND_INFO[kind];
      for (const n of [info.minPlayers, info.maxPlayers]) {
        const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
        const parsed = parseSheet({ schema: 1, id: 'x', kind, players, data: newSheetData(kind, n), createdAt: 1, updatedAt: 1 });
        expect(parsed.ok, `${kind} with ${n}`).toBe(true);
      }
    }
  });

  it('every word a sheet looks up by name exists in English, French and German', () => {
    const keys = [
      ...SHEET_KINDS.flatMap((k) => [SHEET_KIND_INFO[k].titleKey, SHEET_KIND_INFO[k].blurbKey]),
      ...MOERAKI_LEVELS.map((l) => `companion.moeraki.level.${l}`),
      ...MOERAKI_MATCHES.map((n) => `companion.moeraki.match${n}`),
      ...[...EARLY_WAYS, 'marae'].map((w) => `companion.moeraki.way.${w}`),
      ...POCKET_PREY.map((p) => `companion.pocket.${p.kind}`),
      'companion.pocket.product.pigeon', 'companion.pocket.product.fly',
      ...PICKER_PROMPTS,
    ];
    for (const lang of languages) {
      const dict = builtInMessages[lang] as Record<string, string>;
      expect(keys.filter((k) => !dict[k]), lang).toEqual([]);
    }
  });
});
