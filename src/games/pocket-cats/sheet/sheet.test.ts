import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CLANS, CLAN_IDS, DRAFT, PREY, type ClanId } from '../rules/data';
import { builtInMessages } from '../../../shell/all-languages';
import { languages } from '../../../base/i18n';
import { parseSheet } from '../../../store/sheet-schema';
import { DRAFT_PREY, POCKET_PREY, bonusRulesOf, pocketCatsResult, type PocketCatsData, type PocketCatsSheetData } from './sheet';
import { pocketCatsSheet, POCKET_CATS_PER_CLAN, POCKET_PREY_COUNT } from './sheet-kind';
import { withClan } from './sheet-screen';

const GOURMETS = 0;
const ROYAL = 1;
/** A sheet where `wins` maps prey ids to the seat that won them. */
function sheet(wins: Record<string, number>, more: Partial<PocketCatsSheetData> = {}): PocketCatsSheetData {
  return { edition: 'published', won: POCKET_PREY.map((p) => wins[p.id] ?? null), clans: ['gourmets', 'royal-claws'], effects: false, faceUp: [0, 0], ...more };
}
const parse = (data: unknown) => v.safeParse(pocketCatsSheet.schema, data);

describe('Pocket Cats sheet (rulebook "End of the game" example, the published tiles)', () => {
  it('lists the box\'s ten prey tiles, mice 3, 4, 4, 5, 5, 6; a fresh sheet is the first game', () => {
    expect(POCKET_PREY).toBe(PREY);
    expect(POCKET_PREY.map((p) => p.points)).toEqual([3, 4, 4, 5, 5, 6, 2, 5, 3, 4]);
    expect(POCKET_PREY).toHaveLength(POCKET_PREY_COUNT);
    for (const clan of CLAN_IDS) expect(CLANS[clan].cats).toHaveLength(POCKET_CATS_PER_CLAN);
    expect(pocketCatsSheet.fresh(2, {})).toEqual({ edition: 'published', won: new Array(10).fill(null), clans: ['royal-claws', 'gourmets'], effects: false, faceUp: [0, 0] });
    expect(parse(pocketCatsSheet.fresh(2, {})).success).toBe(true);
  });

  it('without clan effects: Gourmets 3 + (5 × 2) = 13 against the Royal Claws\' 4 + 5 + 6 = 15, no bonus', () => {
    const r = pocketCatsResult(sheet({ 'mouse-3': GOURMETS, 'pigeon-2': GOURMETS, 'pigeon-5': GOURMETS, 'mouse-4': ROYAL, 'mouse-5': ROYAL, 'mouse-6': ROYAL }));
    expect(r.clans.map((c) => c.total)).toEqual([13, 15]);
    expect(r.clans[GOURMETS]).toMatchObject({ bonus: 0, products: [{ kind: 'pigeon', points: 10 }] });
    expect(r.winners).toEqual([ROYAL]);
    expect(r.byPreyCount).toBe(false);
  });

  it('with clan effects: Gourmets 3 + (5 × 2) + 4 + a 4-point bonus (1 per prey) = 21 against 15', () => {
    const r = pocketCatsResult(sheet(
      { 'mouse-3': GOURMETS, 'pigeon-2': GOURMETS, 'pigeon-5': GOURMETS, 'mouse-4': GOURMETS, 'fly-4': ROYAL, 'mouse-5': ROYAL, 'mouse-6': ROYAL },
      { effects: true },
    ));
    expect(r.clans[GOURMETS]).toMatchObject({ prey: 17, bonus: 4, total: 21, preyCount: 4 });
    expect(r.clans[ROYAL]).toMatchObject({ prey: 15, bonus: 0, total: 15, preyCount: 3, products: [] });
    expect(r.winners).toEqual([GOURMETS]);
  });

  it('the Crooks score 1 per Crook still face up, with effects only; other clans have no bonus', () => {
    const crooks = sheet({ 'mouse-6': 1 }, { clans: ['crooks', 'power-cats'], effects: true, faceUp: [3, 4] });
    expect(bonusRulesOf(crooks, 0)).toEqual(['bonusPerFaceUpCat']);
    expect(bonusRulesOf(crooks, 1)).toEqual([]);
    expect(pocketCatsResult(crooks).clans.map((c) => c.total)).toEqual([3, 6]);
    expect(pocketCatsResult({ ...crooks, effects: false }).clans.map((c) => c.total)).toEqual([0, 6]);
    for (const clan of ['royal-claws', 'defenders', 'chaoticats', 'power-cats', 'polterkitties'] as ClanId[]) {
      expect(bonusRulesOf(sheet({}, { clans: [clan, 'crooks'], effects: true }), 0), clan).toEqual([]);
    }
  });

  it('both flies are multiplied: 3 × 4 = 12; one fly counts its points', () => {
    expect(pocketCatsResult(sheet({ 'fly-3': ROYAL, 'fly-4': ROYAL })).clans[ROYAL].total).toBe(12);
    expect(pocketCatsResult(sheet({ 'fly-3': ROYAL, 'fly-4': GOURMETS })).clans.map((c) => c.total)).toEqual([4, 3]);
  });

  it('equal points: more prey tiles win; still equal: a shared victory', () => {
    const tied = pocketCatsResult(sheet({ 'mouse-6': GOURMETS, 'mouse-4': ROYAL, 'pigeon-2': ROYAL }));
    expect(tied.clans.map((c) => c.total)).toEqual([6, 6]);
    expect(tied.winners).toEqual([ROYAL]);
    expect(tied.byPreyCount).toBe(true);
    const even = pocketCatsResult(sheet({ 'mouse-5': GOURMETS, 'mouse-5b': ROYAL }));
    expect(even.winners).toEqual([GOURMETS, ROYAL]);
  });

  it('one set of each clan: equal clans do not fit; choosing the other seat\'s clan swaps the two', () => {
    expect(pocketCatsSheet.fits!(sheet({}, { clans: ['crooks', 'crooks'] }), 2)).toBe(false);
    expect(pocketCatsSheet.fits!(sheet({}), 2)).toBe(true);
    expect(parse({ ...sheet({}), clans: ['crooks', 'bonus-clan'] }).success).toBe(false);
    expect(withClan(['gourmets', 'royal-claws'], 0, 'royal-claws')).toEqual(['royal-claws', 'gourmets']);
    expect(withClan(['gourmets', 'royal-claws'], 1, 'chaoticats')).toEqual(['gourmets', 'chaoticats']);
  });
});

describe('Pocket Cats sheet: old sheets (before the published tiles)', () => {
  const old = { won: [1, null, null, null, 1, 0, null, null, null, null], bonus: [0, 2] };

  it('read as the draft tiles, in the same order by kind, with the bonuses entered by hand', () => {
    const parsed = parse(old);
    expect(parsed.success).toBe(true);
    const data = parsed.output as PocketCatsData;
    expect(data).toEqual({ edition: 'draft', ...old });
    expect(DRAFT_PREY).toBe(DRAFT.prey);
    expect(DRAFT_PREY.map((p) => p.points)).toEqual([1, 2, 3, 4, 5, 6, 2, 5, 3, 4]);
    expect(DRAFT_PREY.map((p) => p.kind)).toEqual(POCKET_PREY.map((p) => p.kind));
    // Mouse 6 for seat 0; mice 1 and 5 and a 2-point bonus for seat 1: the totals the sheet showed.
    const r = pocketCatsResult(data);
    expect(r.clans.map((c) => c.total)).toEqual([6, 8]);
    expect(r.clans[1].bonus).toBe(2);
    expect(bonusRulesOf(data, 0)).toEqual([]);
  });

  it('the store still opens an old sheet record', () => {
    const record = { schema: 1, id: 's1', kind: 'pocket-cats', players: ['Ana', 'Ben'], data: old, createdAt: 1, updatedAt: 2 };
    const loaded = parseSheet(record);
    expect(loaded.ok && loaded.sheet.data).toEqual({ edition: 'draft', ...old });
  });
});

describe('Pocket Cats sheet: words', () => {
  it('every word the sheet puts together (prey kinds, products) exists in English, French and German', () => {
    const keys = [...POCKET_PREY.map((p) => `companion.pocket.${p.kind}`), 'companion.pocket.product.pigeon', 'companion.pocket.product.fly'];
    for (const lang of languages) expect(keys.filter((k) => !builtInMessages[lang][k]), lang).toEqual([]);
  });
});
