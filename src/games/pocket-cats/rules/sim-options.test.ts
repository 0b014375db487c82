// The sim's clans=<a>,<b> for Pocket Cats: two known clans in seat order become the options' pair; anything else
// is refused with the valid ids. The rest of the options pass through to the door.
import { describe, expect, it } from 'vitest';
import { pocketCatsSimOptions } from './sim-options';

describe('pocket cats sim options', () => {
  it('clans=<a>,<b> gives seat 0 the first clan and seat 1 the second; other options pass through', () => {
    expect(pocketCatsSimOptions({ clans: 'crooks, polterkitties', effects: true })).toEqual({ clans: ['crooks', 'polterkitties'], effects: true });
    expect(pocketCatsSimOptions({ clans: ['royal-claws', 'gourmets'], choice: 'free' })).toEqual({ clans: ['royal-claws', 'gourmets'], choice: 'free' });
  });

  it('refuses one clan, three clans or an unknown one, naming the valid ids', () => {
    expect(pocketCatsSimOptions({ clans: 'crooks' })).toMatch(/two clans/);
    expect(pocketCatsSimOptions({ clans: 'crooks,gourmets,defenders' })).toMatch(/two clans/);
    expect(pocketCatsSimOptions({ clans: 'crooks,tigers' })).toBe('unknown clan "tigers" (valid: royal-claws, gourmets, crooks, defenders, chaoticats, power-cats, polterkitties)');
  });
});
