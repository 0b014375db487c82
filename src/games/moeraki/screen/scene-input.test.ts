import { describe, expect, it } from 'vitest';
import { changes, hollowProposal, offeredFacings, placeTargets } from './scene-input';
import { legalEvents } from '../rules/rules';
import { newMatch } from '../test/testkit';
import { moeraki } from '../rules/definition';
import { CENTRAL_HOLLOWS } from '../rules/geometry';

const start = () => newMatch({ level: 'master', matchTo: 3, first: 0 });

describe('Moeraki taps', () => {
  it('lights only the Moeraki field for the ball and proposes the ball there', () => {
    const s = start();
    const legal = legalEvents(s, 0);
    const { kind, hollows } = placeTargets(legal);
    expect(kind).toBe('PLACE_BALL');
    expect([...hollows].sort((a, b) => a - b)).toEqual([...CENTRAL_HOLLOWS].sort((a, b) => a - b));
    expect(hollowProposal(legal, CENTRAL_HOLLOWS[0])).toEqual({ type: 'PLACE_BALL', hollow: CENTRAL_HOLLOWS[0] });
  });

  it('proposes a taken or outside hollow too (the rules then say why not), but nothing when nobody here may act', () => {
    const s = moeraki.apply(start(), { type: 'PLACE_BALL', seat: 0, hollow: CENTRAL_HOLLOWS[4] });
    expect(hollowProposal(legalEvents(s, 1), CENTRAL_HOLLOWS[4])).toEqual({ type: 'PLACE', hollow: CENTRAL_HOLLOWS[4] });
    expect(hollowProposal(legalEvents(s, 0), 3)).toBeNull();
    expect(offeredFacings(legalEvents(s, 1))).toEqual([]);
  });

  it('reports the new piece of a move, and nothing across games', () => {
    const a = moeraki.apply(start(), { type: 'PLACE_BALL', seat: 0, hollow: CENTRAL_HOLLOWS[4] });
    const b = moeraki.apply(a, { type: 'PLACE', seat: 1, hollow: 0 });
    expect(changes(a, b)).toEqual({ hollows: [0], areas: [] });
    expect(changes(null, b)).toEqual({ hollows: [], areas: [] });
    expect(changes({ ...a, game: 1 }, b)).toEqual({ hollows: [], areas: [] });
  });
});
