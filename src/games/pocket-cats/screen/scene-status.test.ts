// The status line and the sentences announced after each move (screen readers), in words.
import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { pocketCatsTableText } from '../words/table';
import { describe as say, status } from './scene-status';
import { viewOf } from '../rules/view';
import { at, must, position } from '../test/testkit';
import { CENTRE } from '../rules/grid';

registerAll(pocketCatsTableText);
setLanguage('en');
const names = ['Ana', 'Luna'];

// The rulebook's example with the published tiles (as rules.test.ts has it).
const EXAMPLE = `Dwe  G5 P5   M3  R1
                 ?P2  G2 G1   G3  Dx
                 F4   R5 Dn.3 M5b M4a
                 M4b  R4 De.1 R3  R2
                 F3   Dp G4   M6  M5a`;

describe('Pocket Cats words at the table', () => {
  it('asks for a flip, then for the swap of the flipped tile by name', () => {
    const s = position(EXAMPLE, { turn: 0 });
    expect(status(viewOf(s, 0), names)).toBe('Ana: flip a face-down tile.');
    const flipped = must(s, { type: 'FLIP', seat: 0, cell: at(1, 0) });
    expect(status(viewOf(flipped, 0), names)).toBe('Ana: swap the pigeon (2) with another tile.');
    expect(say(viewOf(flipped, 0), names)).toEqual(['Ana flips pigeon (2).']);
  });

  it('tells the whole end after the last move: the dogs, the prey, the scores and the winner', () => {
    const s = must(must(position(EXAMPLE, { turn: 0 }), { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
    const lines = say(viewOf(s, 0), names);
    expect(lines[0]).toBe('Ana swaps it with dog.');
    expect(lines).toContain('The dogs attack: 4 cats chased away.');
    expect(lines).toContain('Both pigeons: 2 × 5 = 10 points.');
    expect(lines).toContain('The Royal Claws: 15 points.');
    expect(lines.at(-1)).toBe('Ana wins!');
    expect(status(viewOf(s, 0), names)).toBe('Ana wins!');
  });

  it('asks the Royal Claws\' player about the dog with clan effects', () => {
    const s = must(must(position(EXAMPLE, { turn: 0, effects: true }), { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
    expect(status(viewOf(s, 0), names)).toBe('Ana (Royal Claws) may turn one dog a quarter turn before the dogs attack.');
  });

  it('tells the clan effects\' moves: a Polterkitties\' other prey moved (its partner unseen), a Power Cats\' cat staying', () => {
    const rows = `F3 * * * *  * ?M4a * * *  * * M3 * *  * * * * *  * * * * *`;
    const prey = must(must(position(rows, { effects: true, clans: ['polterkitties', 'gourmets'], turn: 0 }), { type: 'FLIP', seat: 0, cell: at(1, 1) }),
      { type: 'MOVE_PREY', seat: 0, from: at(0, 0), to: at(0, 1) });
    expect(say(viewOf(prey, 1), names)).toEqual(['Ana uses the clan effect: moves fly (3) instead, swapping it with face-down tile.']);
    const cats = `* * * * *  * * * * *  * * W4a * *  * * * * *  * * * * *`;
    const stay = must(position(cats, { effects: true, clans: ['power-cats', 'gourmets'], turn: 0, flipped: CENTRE }), { type: 'STAY', seat: 0 });
    expect(say(viewOf(stay, 1), names)).toEqual(['Ana uses the clan effect: the cat stays where it is.']);
  });

  it('before the dogs: what happened by itself (the Defenders\' chief to the centre) is told with the move, and not again after the choice', () => {
    const rows = `R5  Dn M3  M4a J1a
                  ?P2 R1 J1b M4b M5a
                  F4  R2 M6  J1c M5b
                  J9  R3 De  J1d P5
                  F3  R4 Dwe Dp  Dx`;
    const s0 = position(rows, { effects: true, clans: ['royal-claws', 'defenders'], turn: 0 });
    const before = must(must(s0, { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(2, 0) });
    expect(before.phase).toBe('beforeDogs');
    const toCentre = 'Before the dogs: the Defenders of Justice chief must go to the centre; it swaps with the mouse (6).';
    expect(say(viewOf(before, 1), names)).toEqual(['Ana swaps it with fly (4).', toCentre]);
    expect(status(viewOf(before, 1), names)).toBe('Ana (Royal Claws) may turn one dog a quarter turn before the dogs attack.');
    const after = must(before, { type: 'TURN_DOG', seat: 0, cell: at(0, 1), clockwise: true });
    const lines = say(viewOf(after, 1), names);
    expect(lines[0]).toBe('Ana turns a dog clockwise.');
    expect(lines).not.toContain(toCentre);
    expect(lines[1]).toMatch(/^The dogs attack/);
  });
});
