// Pocket Cats' Hint words for the clan effects' moves (a cat to a dog or diagonally, a cat staying, another prey
// moved) and the guided game's tip for each, in every language; a face-down tile is never named.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasMessage, languages, registerAll, setLanguage } from '../../../base/i18n';
import { pocketCatsTableText } from '../words/table';
import { pocketCatsHint, pocketCatsTip } from './hint';
import { legalEvents } from '../rules/rules';
import { viewOf } from '../rules/view';
import { at, position } from '../test/testkit';
import { pocketCats } from '../rules/definition';
import type { ClanId } from '../rules/data';
import type { PocketCatsEvent } from '../rules/state';

const names = ['Ana', 'Felix'];
beforeAll(() => { registerAll(pocketCatsTableText); });
afterEach(() => setLanguage('en'));

const hintFor = (rows: string, clans: [ClanId, ClanId], flipped: number, pick: (e: PocketCatsEvent) => boolean) => {
  const s = position(rows, { effects: true, clans, flipped });
  const e = legalEvents(s, 0).find(pick)!;
  expect(e).toBeDefined();
  return pocketCatsHint(viewOf(s, 0), e, [], names);
};

describe('pocket cats hints for the clan effects\' moves', () => {
  it('swapWithDog: "Swap the cat with the dog in row r, column c", with the end-of-game count', () => {
    const h = hintFor('M6 Dn * * * * * * * * * * * * * * * * * * * * * * R5', ['royal-claws', 'gourmets'], at(4, 4), (e) => e.type === 'CLAN_SWAP');
    expect(h).toEqual({ move: 'Swap the cat with the dog in row 1, column 2', why: 'by the end-of-game count it puts you 6 points ahead' });
  });

  it('reachDiagonally: the cat swaps diagonally, a face-down tile named only as one', () => {
    const h = hintFor('* * * * J1a * * * * * * M6 * * * * * * * * * * * * *', ['defenders', 'gourmets'], at(0, 4), (e) => e.type === 'CLAN_SWAP' && e.cell === at(2, 2));
    expect(h.move).toBe('Swap the cat diagonally with row 3, column 3 (face-down tile)');
  });

  it('stayPut: "Leave the cat where it is"', () => {
    const h = hintFor('W6 M6 * * * M5a * * * * * * * * * * * * * * * * * * *', ['power-cats', 'gourmets'], at(0, 0), (e) => e.type === 'STAY');
    expect(h.move).toBe('Leave the cat where it is');
  });

  it('moveOtherPrey: "Move the mouse (6) in row 1, column 1 to row 1, column 2", in French and German too', () => {
    const rows = 'M6 * Y5 * * * * * * * * * * * * * * * * * * * * * M3';
    const pick = (e: PocketCatsEvent) => e.type === 'MOVE_PREY' && e.from === at(0, 0) && e.to === at(0, 1);
    expect(hintFor(rows, ['polterkitties', 'gourmets'], at(4, 4), pick).move).toBe('Move the mouse (6) in row 1, column 1 to row 1, column 2');
    setLanguage('fr');
    expect(hintFor(rows, ['polterkitties', 'gourmets'], at(4, 4), pick).move).toBe('Déplace la tuile souris (6) ligne 1, colonne 1 vers la ligne 1, colonne 2');
    setLanguage('de');
    expect(hintFor(rows, ['polterkitties', 'gourmets'], at(4, 4), pick).move).toBe('Versetze das Plättchen Maus (6) in Reihe 1, Spalte 1 nach Reihe 1, Spalte 2');
  });

  it('a tip with the clan effects\' rules anchor for each of the effects\' moves, in every language', () => {
    for (const kind of ['CLAN_SWAP', 'STAY', 'MOVE_PREY']) {
      expect(pocketCatsTip(kind)?.rule, kind).toBe('effects');
      for (const lang of languages) expect(hasMessage(`pocketCats.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    expect(pocketCatsTip('SKIP_EFFECT')).toBeNull();
  });
});

describe('Pocket Cats hints', () => {
  it('a flip, then a swap judged by the end-of-game count', () => {
    const s = position(Array.from({ length: 25 }, () => '*').join(' '));
    const flip = pocketCats.legalEvents(s, 0)[0];
    expect(flip.type).toBe('FLIP');
    const view = pocketCats.view(s, 0);
    expect(pocketCatsHint(view, flip, [], names).move).toMatch(/^Flip the tile in row \d, column \d$/);
    const s2 = pocketCats.apply(s, flip);
    const swap = pocketCats.legalEvents(s2, 0).find((e) => e.type === 'SWAP')!;
    const hint = pocketCatsHint(pocketCats.view(s2, 0), swap, [], names);
    expect(hint.move).toMatch(/^Swap the flipped tile with row \d, column \d \(.+\)$/);
    expect(hint.why).toMatch(/end-of-game count/);
    // A face-down tile is never named.
    expect(hint.move).not.toMatch(/mouse|pigeon|fly|dog|chief/i);
  });
});

describe('the guided first game\'s tips', () => {
  it('has a tip with a rules anchor for every kind of move, in every language', () => {
    for (const kind of ['CHOOSE_CLAN', 'FLIP', 'SWAP', 'CLAN_SWAP', 'STAY', 'MOVE_PREY', 'TURN_DOG']) {
      expect(pocketCatsTip(kind)?.rule, kind).toBeTruthy();
      for (const lang of languages) expect(hasMessage(`pocketCats.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    // Kinds that need no words of their own (the next game, a choice another tip explains) have none.
    expect(pocketCatsTip('NEXT_GAME')).toBeNull();
  });
});
