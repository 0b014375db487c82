import { describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { kittyTableText } from '../words/table';
import { countersLeft, kittyFigures, kittyResultDetails, lastedUntil, roundsSurvived } from './results';
import { C, D, H, S, c, must, position } from '../test/testkit';

registerAll(kittyTableText);
setLanguage('en');

describe('Kitty Cat results', () => {
  it('figures are the counters left (the table\'s word), ranked by how long a cat lasted; details say the rounds survived and the round each cat went out in', () => {
    // Round 4: Ana is on her last life and holds the lowest hand after Bo knocks: she is out, Bo is the last cat.
    const s = position({ hands: [[c(C, 6), c(S, 7), c(H, 8)], [c(S, 10), c(S, 13), c(S, 9)], []], counters: [0, 2, 0], out: [false, false, true], outRound: [0, 0, 2], round: 4, turn: 1, dealer: 0 });
    const end = [{ type: 'KNOCK', seat: 1 } as const, { type: 'PASS', seat: 0 } as const].reduce(must, s);
    expect(end.phase).toBe('over');
    expect(end.outRound).toEqual([4, 0, 2]);
    expect(countersLeft(end)).toEqual([0, 2, 0]);
    // Ana (out in round 4) outlasted Cy (out in round 2); Bo is still in.
    expect(lastedUntil(end)).toEqual([4, 5, 2]);
    expect(kittyFigures(end)).toMatchObject({ figureKey: 'kitty.results.counters', rankOrder: 'high' });
    expect([0, 1, 2].map((seat) => roundsSurvived(end, seat))).toEqual([3, 4, 1]);
    const d = kittyResultDetails(end);
    expect(d.columns).toEqual(['Rounds survived', 'End']);
    expect(d.rows).toEqual([['3', 'Out in round 4'], ['4', 'Last cat in'], ['1', 'Out in round 2']]);
    void D;
  });

  it('a winner on the last life has no counters left and its end says so', () => {
    const s = position({ hands: [[c(C, 6), c(S, 7), c(H, 8)], [c(S, 10), c(S, 13), c(S, 9)], []], counters: [0, 0, 0], out: [false, false, true], outRound: [0, 0, 2], round: 4, turn: 1, dealer: 0 });
    const end = [{ type: 'KNOCK', seat: 1 } as const, { type: 'PASS', seat: 0 } as const].reduce(must, s);
    expect(end.phase).toBe('over');
    expect(countersLeft(end)).toEqual([0, 0, 0]);
    expect(kittyResultDetails(end).rows[1]).toEqual(['4', 'Last cat in, on the last life']);
  });
});
