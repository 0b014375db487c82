// The Hint line of every game on a constructed position (the move in words and the reason), and the guided
// first game's tips: one for every kind of move a person makes, in every language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerAll, setLanguage, hasMessage, languages } from '../base/i18n';
import { cardOf } from '../games/shared/cards';
import { meowMeow } from '../games/meow-meow/rules/definition';
import type { MeowEvent } from '../games/meow-meow/rules/rules';
import { meowText } from '../games/meow-meow/words/text';
import { meowHint, meowHintText, meowTip } from '../games/meow-meow/screen/hint';
import { mauwi } from '../games/mauwi/rules/definition';
import { mauwiSceneText } from '../games/mauwi/words/scene-text';
import { mauwiText } from '../games/mauwi/words/text';
import { mauwiHint, mauwiHintText, mauwiTip } from '../games/mauwi/screen/hint';
import { position as mauwiPosition, w, spirit } from '../games/mauwi/test/testkit';
import type { MauwiEvent } from '../games/mauwi/rules/types';
import { moeraki } from '../games/moeraki/rules/definition';
import { LINES } from '../games/moeraki/rules/lines';
import { moerakiText } from '../games/moeraki/words/text';
import { moerakiSceneText } from '../games/moeraki/words/scene-text';
import { moerakiHint, moerakiHintText, moerakiTip } from '../games/moeraki/screen/hint';
import { pocketCats } from '../games/pocket-cats/rules/definition';
import { position as pocketPosition } from '../games/pocket-cats/test/testkit';
import { pocketCatsText } from '../games/pocket-cats/words/text';
import { pocketCatsSceneText } from '../games/pocket-cats/words/scene-text';
import { pocketCatsHint, pocketCatsHintText, pocketCatsTip } from '../games/pocket-cats/screen/hint';
import { purrrummy } from '../games/purrrummy/rules/definition';
import { position as purrPosition, c as pc, C, S, H, D, J1 } from '../games/purrrummy/test/testkit';
import { purrrummyText } from '../games/purrrummy/words/text';
import { purrrummySceneText } from '../games/purrrummy/words/scene-text';
import { purrrummyHint, purrrummyHintText, purrrummyTip } from '../games/purrrummy/screen/hint';
import { kittyCat } from '../games/kitty-cat/rules/definition';
import { position as kittyPosition, c as kc, A, K, Q } from '../games/kitty-cat/test/testkit';
import { kittyText } from '../games/kitty-cat/words/text';
import { kittySceneText } from '../games/kitty-cat/words/scene-text';
import { kittyHint, kittyHintText, kittyTip } from '../games/kitty-cat/screen/hint';

const names = ['Ana', 'Felix'];

beforeAll(() => {
  for (const dict of [meowText, meowHintText, mauwiText, mauwiSceneText, mauwiHintText, moerakiText, moerakiSceneText, moerakiHintText,
    pocketCatsText, pocketCatsSceneText, pocketCatsHintText, purrrummyText, purrrummySceneText, purrrummyHintText, kittyText, kittySceneText, kittyHintText]) {
    registerAll(dict);
  }
});
afterEach(() => setLanguage('en'));

describe('Meow Meow hints', () => {
  const hearts = (rank: number) => cardOf(2, rank);
  const base = meowMeow.setup({ options: { deck: 32, dealer: 1 }, seed: 3, players: [{ name: 'Ana', kind: 'person' }, { name: 'Felix', kind: 'bot' }] });
  const s = { ...base, turn: 0, hands: [[hearts(8), hearts(9), cardOf(1, 13)], base.hands[1]], discard: [hearts(10)] };
  const view = meowMeow.view(s, 0);
  const legal = meowMeow.legalEvents(s, 0) as MeowEvent[];

  it('an 8 makes the next cat miss a turn', () => {
    expect(meowHint(view, { type: 'PLAY', seat: 0, card: hearts(8) }, legal, names)).toEqual({ move: 'Play 8♥', why: 'Felix then misses a turn' });
  });
  it('a plain card counts the cards that can follow it', () => {
    expect(meowHint(view, { type: 'PLAY', seat: 0, card: hearts(9) }, legal, names).why).toBe('you can follow it with 1 more of your cards');
  });
  it('drawing while a card fits, and in French and German', () => {
    expect(meowHint(view, { type: 'DRAW', seat: 0 }, legal, names)).toEqual({ move: 'Draw a card', why: 'your cards that fit are worth more later' });
    setLanguage('fr');
    expect(meowHint(view, { type: 'PLAY', seat: 0, card: hearts(8) }, legal, names)).toEqual({ move: 'Pose 8♥', why: 'Felix passera son tour' });
    setLanguage('de');
    expect(meowHint(view, { type: 'PLAY', seat: 0, card: hearts(8) }, legal, names).move).toBe('Lege 8♥');
  });
  it('the 7-chain and the call', () => {
    const chain = meowMeow.view({ ...s, pendingDraw: 2, discard: [cardOf(0, 7)], hands: [[hearts(7), hearts(9)], base.hands[1]] }, 0);
    expect(meowHint(chain, { type: 'PLAY', seat: 0, card: hearts(7) }, legal, names).why).toBe('it passes the 7-chain on instead of drawing 2');
    expect(meowHint(chain, { type: 'MEOW', seat: 0 }, legal, names).move).toBe('Call “Meow!”');
  });
});

describe('Mauwi hints', () => {
  it('a combo on your own warrior, with the points it adds', () => {
    const s = mauwiPosition({ hands: [[w(1), w(2), w(3), w(4)], [w(5), w(6), w(7), w(5, 1)]], areas: [[{ top: w(8) }], []] });
    const e: MauwiEvent = { type: 'PLACE', seat: 0, card: w(1), column: 0 };
    expect(mauwi.explain(s, e)).toBeNull();
    const hint = mauwiHint(mauwi.view(s, 0), e, mauwi.legalEvents(s, 0) as MauwiEvent[], names);
    expect(hint.move).toBe('Play red 1 on your column A');
    expect(hint.why).toMatch(/^it makes a combo worth \d+ more points$/);
  });
  it('an attack names the target and what the combo would win', () => {
    const s = mauwiPosition({ hands: [[w(1), w(2), w(3), w(4)], [w(5), w(6), w(7), w(5, 1)]], areas: [[], [null, { top: w(8) }]] });
    const e: MauwiEvent = { type: 'ATTACK', seat: 0, card: w(1), target: 1, column: 1 };
    expect(mauwi.explain(s, e)).toBeNull();
    const hint = mauwiHint(mauwi.view(s, 0), e, [], names);
    expect(hint.move).toBe('Attack Felix’s column B with red 1');
    expect(hint.why).toMatch(/^if Felix cannot answer, the combo wins you \d+ points$/);
  });
  it('a block names the column’s worth (9 × 2² = 36)', () => {
    const s = mauwiPosition({ hands: [[spirit(), w(2), w(3), w(4)], [w(5), w(6), w(7), w(5, 1)]], areas: [[], [null, null, { nines: 2 }]] });
    const e: MauwiEvent = { type: 'BLOCK', seat: 0, card: spirit(), target: 1, column: 2 };
    expect(mauwi.explain(s, e)).toBeNull();
    expect(mauwiHint(mauwi.view(s, 0), e, [], names)).toEqual({ move: 'Block Felix’s column C with a spirit', why: 'it blocks Felix’s column worth 36' });
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

describe('Pocket Cats hints', () => {
  it('a flip, then a swap judged by the end-of-game count', () => {
    const s = pocketPosition(Array.from({ length: 25 }, () => '*').join(' '));
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

describe('Purrrummy hints', () => {
  it('a set laid out, the last card discarded, a joker taken', () => {
    const s = purrPosition({ hands: [[pc(C, 7), pc(S, 7), pc(H, 7), pc(D, 13)], [pc(C, 2), pc(C, 3), pc(C, 4)]] });
    const view = purrrummy.view(s, 0);
    expect(purrrummyHint(view, { type: 'MELD', seat: 0, cards: [pc(C, 7), pc(S, 7), pc(H, 7)] }, [], names))
      .toEqual({ move: 'Lay out this meld: Set of 7s', why: 'it takes 3 cards out of your hand' });
    const last = purrPosition({ hands: [[pc(D, 13)], [pc(C, 2), pc(C, 3), pc(C, 4)]] });
    expect(purrrummyHint(purrrummy.view(last, 0), { type: 'DISCARD', seat: 0, card: pc(D, 13) }, [], names)).toEqual({ move: 'Discard K♦', why: 'it empties your hand: you win' });
    const joker = purrPosition({ hands: [[pc(D, 13), pc(C, 9)], [pc(C, 2)]], discard: [J1], phase: 'drawing' });
    expect(purrrummyHint(purrrummy.view(joker, 0), { type: 'TAKE_DISCARD', seat: 0 }, [], names)).toEqual({ move: 'Take Joker from the discard pile', why: 'a joker fits into any set or run' });
  });
});

describe('Kitty Cat hints', () => {
  it('a swap says how many points the hand gains', () => {
    const s = kittyPosition({ hands: [[kc(H, A), kc(H, K), kc(C, 7)], [kc(S, 8), kc(S, 9), kc(D, 10)], [kc(C, 8), kc(C, 9), kc(D, 7)]], middle: [kc(H, Q), kc(D, 8), kc(D, 9)] });
    const view = kittyCat.view(s, 0);
    expect(kittyHint(view, { type: 'SWAP_ONE', seat: 0, hand: kc(C, 7), middle: kc(H, Q) }, [], names))
      .toEqual({ move: 'Swap your 7♣ for the Q♥ in the middle', why: 'your hand goes from 21 to 31 points' });
    expect(kittyHint(view, { type: 'KNOCK', seat: 0 }, [], names)).toEqual({ move: 'Knock', why: '21 points should be enough not to have the fewest' });
  });
});

describe('guided first game tips', () => {
  const kinds: [string, (k: string) => { text: string; rule: string } | null, string[]][] = [
    ['meow', meowTip, ['PLAY', 'DRAW', 'PASS', 'WISH', 'MEOW']],
    ['mauwi', mauwiTip, ['PLACE', 'BLOCK', 'UNBLOCK', 'ATTACK', 'DEFEND', 'RENEW', 'TUATARA', 'KIWI', 'NINOX', 'PLACE_GAIN', 'DISCARD_HAND']],
    ['moeraki', moerakiTip, ['PLACE_BALL', 'PLACE', 'PLACE_TANE']],
    ['pocketCats', pocketCatsTip, ['CHOOSE_CLAN', 'FLIP', 'SWAP', 'CLAN_SWAP', 'STAY', 'MOVE_PREY', 'TURN_DOG']],
    ['purrrummy', purrrummyTip, ['DRAW', 'TAKE_DISCARD', 'MELD', 'LAY_OFF', 'DISCARD']],
    ['kitty', kittyTip, ['KEEP_SET', 'SWAP_ONE', 'PASS', 'KNOCK', 'HISS']],
  ];
  it.each(kinds)('%s: a tip with a rules anchor for every kind of move, in every language', (prefix, tip, list) => {
    for (const kind of list) {
      const got = tip(kind);
      expect(got?.rule, kind).toBeTruthy();
      for (const lang of languages) expect(hasMessage(`${prefix}.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    // Kinds that need no words of their own (the next game, a choice another tip explains) have none.
    expect(tip('NEXT_GAME')).toBeNull();
  });
});
