import { describe, expect, it } from 'vitest';
import { builtInMessages } from '../shell/all-languages';
import { companionWords } from '../shell/locales/companion';
import { languages } from '../base/i18n';
import { newSheetData, sheetKindInfo, SHEET_KINDS } from './sheet-kinds';
import { PICKER_PROMPTS } from '../companion/picker';
import { parseSheet } from './sheet-schema';

describe('companion sheet types', () => {
  it('a fresh sheet of every type, at its smallest and largest table and with every choice of its form, is a valid record', () => {
    for (const kind of SHEET_KINDS) {
      const info = sheetKindInfo(kind);
      const choiceSets = [{}, ...(info.sheet.controls ?? []).flatMap((c) => (c.type === 'pills'
        ? c.choices.map((o) => ({ [c.id]: o.value }))
        : [{ [c.id]: c.min }, { [c.id]: c.max }]))];
      for (const n of [info.minPlayers, info.maxPlayers]) for (const choices of choiceSets) {
        const players = Array.from({ length: n }, (_, i) => `P${i + 1}`);
        const parsed = parseSheet({ schema: 1, id: 'x', kind, players, data: newSheetData(kind, n, choices), createdAt: 1, updatedAt: 1 });
        expect(parsed.ok, `${kind} with ${n}, ${JSON.stringify(choices)}: ${parsed.ok || parsed.detail}`).toBe(true);
      }
    }
  });

  it('a sheet of a kind no game of the list has is refused', () => {
    const parsed = parseSheet({ schema: 1, id: 'x', kind: 'snap', players: ['A', 'B'], data: {}, createdAt: 1, updatedAt: 1 });
    expect(parsed.ok).toBe(false);
  });

  it('every word the new-sheet form looks up by name exists in English, French and German', () => {
    const keys = [
      ...SHEET_KINDS.flatMap((k) => {
        const { titleKey, sheet } = sheetKindInfo(k);
        const seats = [0, 1].map((seat) => sheet.seatLabel?.(seat).key ?? 'companion.playerSeat');
        const controls = (sheet.controls ?? []).flatMap((c) => (c.type === 'pills'
          ? [c.legendKey, ...c.choices.flatMap((o) => (o.labelKey ? [o.labelKey] : []))]
          : [c.labelKey]));
        return [titleKey, sheet.blurbKey, ...seats, ...controls];
      }),
      ...PICKER_PROMPTS,
    ];
    for (const lang of languages) {
      const dict: Record<string, string> = { ...builtInMessages[lang], ...companionWords[lang] };
      expect(keys.filter((k) => !dict[k]), lang).toEqual([]);
    }
  });
});
