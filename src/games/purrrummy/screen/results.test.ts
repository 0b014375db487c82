import { beforeAll, describe, expect, it } from 'vitest';
import { registerAll, setLanguage } from '../../../base/i18n';
import { purrrummyTableText } from '../words/table';
import { purrResultDetails } from './results';
import { C, H, S, c, position, tableMeld } from '../test/testkit';

beforeAll(() => {
  registerAll(purrrummyTableText);
  setLanguage('en');
});

describe('Purrrummy results', () => {
  it('lists each seat\'s melds and cards left', () => {
    const s = position({
      hands: [[], [c(S, 2), c(S, 4)], [c(C, 4)]],
      melds: [tableMeld(0, [c(H, 5), c(H, 6), c(H, 7)]), tableMeld(0, [c(C, 9), c(H, 9), c(S, 9)]), tableMeld(2, [c(C, 12), c(H, 12), c(S, 12)])],
    });
    const d = purrResultDetails(s);
    expect(d.columns).toEqual(['Melds', 'Cards left']);
    expect(d.rows).toEqual([['2', '0'], ['0', '2'], ['1', '1']]);
  });
});
