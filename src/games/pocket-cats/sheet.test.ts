import { describe, expect, it } from 'vitest';
import { PREY } from './data';
import { builtInMessages, languages } from '../../shell/i18n';
import { POCKET_PREY, pocketCatsResult, type PocketCatsData } from './sheet';
import { pocketCatsSheet, POCKET_PREY_COUNT } from './sheet-kind';

const GOURMETS = 0;
const ROYAL = 1;
/** A sheet where `wins` maps prey ids to the clan that won them. */
function sheet(wins: Record<string, number>, bonus = [0, 0]): PocketCatsData {
  return { won: POCKET_PREY.map((p) => wins[p.id] ?? null), bonus };
}

describe('Pocket Cats sheet (rulebook "End of the game" example)', () => {
  it('lists the box\'s ten prey tiles', () => {
    expect(POCKET_PREY).toBe(PREY);
    expect(POCKET_PREY).toHaveLength(POCKET_PREY_COUNT);
    expect(pocketCatsSheet.fresh(2, {}).won).toEqual(new Array(10).fill(null));
  });

  it('without clan effects: Gourmets 3 + (5 × 2) = 13 against the Royal Claws\' 4 + 5 + 6 = 15', () => {
    const r = pocketCatsResult(sheet({ 'mouse-3': GOURMETS, 'pigeon-2': GOURMETS, 'pigeon-5': GOURMETS, 'mouse-4': ROYAL, 'mouse-5': ROYAL, 'mouse-6': ROYAL }));
    expect(r.clans.map((c) => c.total)).toEqual([13, 15]);
    expect(r.clans[GOURMETS].products).toEqual([{ kind: 'pigeon', points: 10 }]);
    expect(r.winners).toEqual([ROYAL]);
    expect(r.byPreyCount).toBe(false);
  });

  it('with clan effects: Gourmets 3 + (5 × 2) + 4 + a 4-point bonus = 21 against 15', () => {
    const r = pocketCatsResult(sheet(
      { 'mouse-3': GOURMETS, 'pigeon-2': GOURMETS, 'pigeon-5': GOURMETS, 'mouse-4': GOURMETS, 'fly-4': ROYAL, 'mouse-5': ROYAL, 'mouse-6': ROYAL },
      [4, 0],
    ));
    expect(r.clans[GOURMETS]).toMatchObject({ prey: 17, bonus: 4, total: 21, preyCount: 4 });
    expect(r.clans[ROYAL]).toMatchObject({ prey: 15, total: 15, preyCount: 3, products: [] });
    expect(r.winners).toEqual([GOURMETS]);
  });

  it('both flies are multiplied: 3 × 4 = 12; one fly counts its points', () => {
    expect(pocketCatsResult(sheet({ 'fly-3': ROYAL, 'fly-4': ROYAL })).clans[ROYAL].total).toBe(12);
    expect(pocketCatsResult(sheet({ 'fly-3': ROYAL, 'fly-4': GOURMETS })).clans.map((c) => c.total)).toEqual([4, 3]);
  });

  it('equal points: more prey tiles win; still equal: a shared victory', () => {
    const byCount = pocketCatsResult(sheet({ 'mouse-6': GOURMETS, 'mouse-1': ROYAL, 'mouse-5': ROYAL }));
    expect(byCount.clans.map((c) => c.total)).toEqual([6, 6]);
    expect(byCount.winners).toEqual([ROYAL]);
    expect(byCount.byPreyCount).toBe(true);
    const shared = pocketCatsResult(sheet({ 'mouse-6': GOURMETS, 'mouse-2': ROYAL }, [0, 4]));
    expect(shared.winners).toEqual([GOURMETS, ROYAL]);
  });
});

describe('Pocket Cats sheet: words', () => {
  it('every word the sheet puts together (prey kinds, products) exists in English, French and German', () => {
    const keys = [...POCKET_PREY.map((p) => `companion.pocket.${p.kind}`), 'companion.pocket.product.pigeon', 'companion.pocket.product.fly'];
    for (const lang of languages) expect(keys.filter((k) => !builtInMessages[lang][k]), lang).toEqual([]);
  });
});
