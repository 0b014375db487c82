// The status line and the sentences announced after each move (screen readers), in words.
import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../shell/i18n';
import { pocketCatsText } from './text';
import { pocketCatsSceneText } from './scene-text';
import { describe as say, status } from './scene-status';
import { viewOf } from './view';
import { at, must, position } from './testkit';

registerAll(pocketCatsText);
registerAll(pocketCatsSceneText);
setLanguage('en');
const names = ['Ana', 'Luna'];

const EXAMPLE = `M1  M3 G3 P5 Dns.1
                 ?M2 Dne.3 G1 G5 R3
                 F4 R5 Dn.3 P2 M4
                 F3 G2 Dx R2 R1
                 R4 Dnes.3 G4 M6 M5`;

describe('Pocket Cats words at the table', () => {
  it('asks for a flip, then for the swap of the flipped tile by name', () => {
    const s = position(EXAMPLE, { turn: 0 });
    expect(status(viewOf(s, 0), names)).toBe('Ana: flip a face-down tile.');
    const flipped = must(s, { type: 'FLIP', seat: 0, cell: at(1, 0) });
    expect(status(viewOf(flipped, 0), names)).toBe('Ana: swap the mouse (2) with another tile.');
    expect(say(viewOf(flipped, 0), names)).toEqual(['Ana flips mouse (2).']);
  });

  it('tells the whole end after the last move: the dogs, the prey, the scores and the winner', () => {
    const s = must(must(position(EXAMPLE, { turn: 0 }), { type: 'FLIP', seat: 0, cell: at(1, 0) }), { type: 'SWAP', seat: 0, cell: at(0, 0) });
    const lines = say(viewOf(s, 0), names);
    expect(lines[0]).toBe('Ana swaps it with mouse (1).');
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
});
