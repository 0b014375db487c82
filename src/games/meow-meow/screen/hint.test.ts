// Meow Meow's Hint line on constructed positions (the move in words and the reason), and the guided first game's
// tips, in every language.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasMessage, languages, registerAll, setLanguage } from '../../../base/i18n';
import { cardOf } from '../../shared/cards';
import { meowMeow } from '../rules/definition';
import type { MeowEvent } from '../rules/state';
import { meowTableText } from '../words/table';
import { meowHint, meowTip } from './hint';

const names = ['Ana', 'Felix'];
beforeAll(() => { registerAll(meowTableText); });
afterEach(() => setLanguage('en'));
const KINDS = ['PLAY', 'DRAW', 'PASS', 'WISH', 'MEOW'];

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

describe('the guided first game\'s tips', () => {
  it('has a tip with a rules anchor for every kind of move, in every language', () => {
    for (const kind of KINDS) {
      expect(meowTip(kind)?.rule, kind).toBeTruthy();
      for (const lang of languages) expect(hasMessage(`meow.tip.${kind}`, lang), `${lang} ${kind}`).toBe(true);
    }
    // Kinds that need no words of their own (the next game, a choice another tip explains) have none.
    expect(meowTip('NEXT_GAME')).toBeNull();
  });
});
