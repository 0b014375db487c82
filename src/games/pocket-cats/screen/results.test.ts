import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { pocketCatsTableText } from '../words/table';
import { pocketCatsResultDetails } from './results';
import { CENTRE } from '../rules/grid';
import type { ClanId } from '../rules/data';
import { matchOver, scoreGame } from '../rules/rules';
import { at, must, position } from '../test/testkit';

registerAll(pocketCatsTableText);
setLanguage('en');

// The rulebook's example with the published tiles (as rules.test.ts has it).
const EXAMPLE = `Dwe  G5 P5   M3  R1
                 ?P2  G2 G1   G3  Dx
                 F4   R5 Dn.3 M5b M4a
                 M4b  R4 De.1 R3  R2
                 F3   Dp G4   M6  M5a`;
const lastMove = (effects: boolean) =>
  must(must(position(EXAMPLE, { effects, turn: 0 }), { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });

describe('Pocket Cats results breakdown', () => {
  it('the rulebook\'s example without effects: Royal Claws 4 + 5 + 6 = 15, Gourmets 3 + (2 × 5) = 13', () => {
    const d = pocketCatsResultDetails(lastMove(false));
    expect(d.columns).toEqual(['Clan', 'Points', 'Prey won', 'Pigeons', 'Flies', 'Bonus', 'Tie-break: prey']);
    expect(d.rows[0]).toEqual(['Royal Claws', '15', 'Mice 4, 5, 6', '—', '—', '—', '3']);
    expect(d.rows[1]).toEqual(['Gourmets', '13', 'Mice 3; Pigeons 2, 5', '2×5 = 10', '—', '—', '3']);
  });

  it('with clan effects: the Gourmets\' bonus of one point per prey, as the end recorded it', () => {
    const s = must(lastMove(true), { type: 'TURN_DOG', seat: 0, cell: CENTRE, clockwise: true });
    const d = pocketCatsResultDetails(s);
    expect(d.rows[1].slice(0, 2)).toEqual(['Gourmets', '21']);
    expect(d.rows[1][5]).toBe('+4 (prey)');
    expect(d.rows[0][5]).toBe('—');
    expect(d.rows[0][4]).toBe('4');
  });

  it('names the tie-break: equal points, more prey tiles wins; still equal, shared', () => {
    const base = position(EXAMPLE);
    const byPrey = scoreGame({ ...base, won: [['mouse-6'], ['pigeon-2', 'mouse-4']] });
    const d = pocketCatsResultDetails(byPrey);
    expect(d.rows.map((r) => r.at(-1))).toEqual(['1', '2 (wins on prey)']);
    const shared = scoreGame({ ...base, won: [['fly-3', 'mouse-4'], ['mouse-3', 'mouse-4b']] });
    expect(pocketCatsResultDetails(shared).rows.map((r) => r.at(-1))).toEqual(['2 (shared)', '2 (shared)']);
  });

  it('an experts match: both games, the total, and the breakdown of the second game', () => {
    const s0 = { ...position(EXAMPLE, { choice: 'experts' }), clans: ['royal-claws', 'gourmets'] as ClanId[] };
    const g1 = scoreGame({ ...s0, won: [['mouse-6'], ['pigeon-2']] });
    expect(matchOver(g1)).toBe(false);
    expect(g1.winners).toEqual([]);
    const g2 = scoreGame({ ...g1, won: [['pigeon-2', 'pigeon-5'], ['mouse-3']] });
    expect(matchOver(g2)).toBe(true);
    const d = pocketCatsResultDetails(g2);
    expect(d.columns.slice(0, 4)).toEqual(['Clan', 'Game 1', 'Game 2', 'Match total']);
    expect(d.rows[0].slice(1, 4)).toEqual(['6', '10', '16']);
    expect(d.rows[0][5]).toBe('2×5 = 10');
    expect(d.rows[1].slice(1, 4)).toEqual(['2', '3', '5']);
  });

  it('the Crooks\' bonus per cat of theirs still face up', () => {
    const rows = `P2  X5 F3 M3 Dn
                  X1  M4a K1 M4b Dwe
                  M5a X2 K7 X3 De
                  M5b K2 F4 K3 Dp
                  P5  M6 X4 K4 ?Dx`;
    const s = must(must(position(rows, { effects: true, clans: ['crooks', 'chaoticats'], turn: 0 }), { type: 'FLIP', seat: 0, cell: at(4, 4) }), { type: 'SWAP', seat: 0, cell: at(0, 4) });
    const d = pocketCatsResultDetails(s);
    expect(d.rows.map((r) => [r[0], r[1], r[5]])).toEqual([['Crooks', '12', '+3 (cats face up)'], ['Chaoticats', '28', '—']]);
  });
});
