// The Hint names a threat first (issue 15): when the rival is one piece from an early win, the hint is to block
// that hollow and says how the rival would win, whatever the bot's choice was; a win at once comes before that;
// with no threat, the hint describes the bot's own move. In English, French and German.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasMessage, languages, registerAll, setLanguage } from '../../../base/i18n';
import { moerakiHint, moerakiTip } from './hint';
import { moeraki } from '../rules/definition';
import { LINES } from '../rules/lines';
import { moerakiTableText } from '../words/table';
import { h, position } from '../test/testkit';

const names = ['Ana', 'Bo'];

beforeAll(() => {
  registerAll(moerakiTableText);
});
afterEach(() => setLanguage('en'));

// Bo (white, Manaia) holds three hollows of the top edge: a piece in i1 = (8, 0) wins by Ara. Ana (black) to move.
const threatened = () => position({ level: 'beginner', ball: [5, 5], black: [[3, 5], [7, 7]], white: [[2, 0], [4, 0], [6, 0]], turn: 0 });

describe('Moeraki hint: a threat first', () => {
  it('tells the player to block the rival\'s winning hollow and how the rival would win, even for another move', () => {
    const s = threatened();
    for (const hollow of [h([8, 0]), h([1, 5])]) {
      const hint = moerakiHint(s, { type: 'PLACE', seat: 0, hollow }, [], names);
      expect(hint.move).toBe('Block the hollow at i1');
      expect(hint.why).toBe('or Bo (Manaia) wins there by Ara');
    }
  });

  it('names every other winning hollow of the rival', () => {
    const s = position({ level: 'beginner', ball: [5, 5], black: [[3, 5], [7, 7], [1, 9]], white: [[2, 0], [4, 0], [6, 0], [9, 9], [10, 8]], turn: 0 });
    const hint = moerakiHint(s, { type: 'PLACE', seat: 0, hollow: h([8, 0]) }, [], names);
    expect(hint.move).toBe('Block the hollow at i1');
    expect(hint.why).toBe('or Bo (Manaia) wins there by Ara; Bo also wins at i11');
  });

  it('puts a win at once before the block', () => {
    const s = position({ level: 'beginner', ball: [5, 5], black: [[0, 2], [0, 4], [0, 6]], white: [[2, 0], [4, 0], [6, 0]], turn: 0 });
    const hint = moerakiHint(s, { type: 'PLACE', seat: 0, hollow: h([8, 0]) }, [], names);
    expect(hint).toEqual({ move: 'Place a piece in a9', why: 'it completes a line: you win at once' });
  });

  it('describes the bot\'s own move when nobody threatens anything', () => {
    const s = position({ level: 'beginner', ball: [5, 5], black: [[3, 5]], white: [[2, 0]], turn: 0 });
    const hint = moerakiHint(s, { type: 'PLACE', seat: 0, hollow: h([7, 7]) }, [], names);
    expect(hint.move).toBe('Place a piece in h8');
  });

  it('says it in French and German', () => {
    setLanguage('fr');
    expect(moerakiHint(threatened(), { type: 'PLACE', seat: 0, hollow: h([1, 5]) }, [], names))
      .toEqual({ move: 'Bloque le creux i1', why: 'sinon Bo (Manaia) y gagne par Ara' });
    setLanguage('de');
    expect(moerakiHint(threatened(), { type: 'PLACE', seat: 0, hollow: h([1, 5]) }, [], names))
      .toEqual({ move: 'Sperre die Mulde i1', why: 'sonst gewinnt Bo (Manaia) dort durch Ara' });
  });
});

describe('Moeraki hints', () => {
  it('the ball, a winning piece and a blocking piece', () => {
    const s0 = moeraki.setup({ options: { level: 'basic', matchTo: 1, first: 0 }, seed: 0, players: [{ name: 'A', kind: 'person' }, { name: 'B', kind: 'bot' }] });
    const ballEvent = moeraki.legalEvents(s0, 0)[0];
    expect(ballEvent.type).toBe('PLACE_BALL');
    expect(moerakiHint(s0, ballEvent, [], names).why).toMatch(/^it leaves \d+ winning lines around the ball$/);
    const s1 = moeraki.apply(s0, ballEvent);
    const line = LINES[s1.ball][0].hollows;
    const board = s1.board.slice();
    for (const h of line.slice(0, -1)) board[h] = 0;
    const s = { ...s1, board, turn: 0 };
    const last = line[line.length - 1];
    expect(moerakiHint(s, { type: 'PLACE', seat: 0, hollow: last }, [], names).why).toBe('it completes a line: you win at once');
    // A threat first (issue 15): the block names the hollow and how the rival would win there.
    expect(moerakiHint(s, { type: 'PLACE', seat: 1, hollow: last }, [], names).why).toMatch(/^or Ana \(Matau\) wins there by Tahuna/);
    expect(moerakiHint(s, { type: 'PLACE', seat: 0, hollow: last }, [], names).move).toMatch(/^Place a piece in [a-i]\d$/);
  });
});

describe('the guided first game\'s tips', () => {
  it('has a tip with a rules anchor for every kind of move, in every language', () => {
    for (const kind of ['PLACE_BALL', 'PLACE', 'PLACE_TANE']) {
      expect(moerakiTip(kind)?.rule, kind).toBeTruthy();
      for (const lang of languages) expect(hasMessage(`moeraki.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    // Kinds that need no words of their own (the next game, a choice another tip explains) have none.
    expect(moerakiTip('NEXT_GAME')).toBeNull();
  });
});
