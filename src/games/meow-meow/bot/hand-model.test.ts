// The hand model behind the hard bot's determinisations: on random games the true hands always honour the sure
// constraints (what the rules force), on games between greedy seats (who never hold a card back) every constraint;
// the determinisations deal hands that honour them.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../engine/session';
import type { PlayerInfo } from '../../../engine/types';
import { chooseEvent } from '../../../ai/bots';
import type { AiLevel } from '../../../ai/types';
import { meowMeow, type MeowState } from '../rules/definition';
import { determinize, INFERENCE, meowMeowBot } from './bot';
import { handModels, slotAdmits, type SeatHand } from './hand-model';
import type { Card } from '../../shared/cards';
import { deep } from '../../../engine/test-depth';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));

/** Whether the cards can be given one to each slot of the model, each to a slot that admits it (a bipartite matching). */
function fitsModel(hand: SeatHand, cards: readonly Card[], soft: boolean): boolean {
  if (hand.slots.length !== cards.length) return false;
  const holder = new Array<number>(cards.length).fill(-1);
  const place = (slot: number, seen: boolean[]): boolean => {
    for (let c = 0; c < cards.length; c++) {
      if (seen[c] || !slotAdmits(hand, hand.slots[slot], cards[c], soft)) continue;
      seen[c] = true;
      if (holder[c] < 0 || place(holder[c], seen)) { holder[c] = slot; return true; }
    }
    return false;
  };
  return hand.slots.every((_, slot) => place(slot, new Array<boolean>(cards.length).fill(false)));
}

/** Each position (the seat to act choosing a card) of games played by `level` bots. */
function positions(level: AiLevel, games: number, visit: (s: MeowState) => void): void {
  for (let seed = 0; seed < games; seed++) {
    const n = 2 + (seed % 3);
    const s = new GameSession(meowMeow, { options: { deck: seed % 2 ? 52 : 32, dealer: seed % n }, seed, players: players(n) });
    for (let i = 0; i < 250 && !s.over; i++) {
      const seat = s.state.turn;
      if (s.state.phase === 'choosingCard') visit(s.state);
      const view = meowMeow.view(s.state, seat);
      expect(s.send(chooseEvent(meowMeowBot, level, view, meowMeow.legalEvents(s.state, seat), seed * 7919 + i).event).ok).toBe(true);
    }
  }
}

describe('hand model', () => {
  it('the true hands always honour the sure constraints and match the hand sizes (random play)', () => {
    let soft = 0;
    let all = 0;
    positions('random', deep(15), (s) => {
      const models = handModels(meowMeow.view(s, null).history!, s.seats);
      s.hands.forEach((hand, seat) => {
        expect(models[seat].slots).toHaveLength(hand.length);
        expect(fitsModel(models[seat], hand, false)).toBe(true);
        all++;
        if (fitsModel(models[seat], hand, true)) soft++;
      });
    });
    // Random players hold cards back: the soft constraints are often wrong for them (this shows they say something).
    expect(soft).toBeLessThan(all * 0.8);
  });

  it('the true hands of greedy seats honour every constraint, and there are some', () => {
    let constrained = 0;
    positions('greedy', 40, (s) => {
      const models = handModels(meowMeow.view(s, null).history!, s.seats);
      s.hands.forEach((hand, seat) => {
        expect(fitsModel(models[seat], hand, true)).toBe(true);
        if (models[seat].slots.some((slot) => slot.soft.length > 0)) constrained++;
      });
    });
    expect(constrained).toBeGreaterThan(100);
  });

  it('determinisations deal the other seats hands that honour their constraints', () => {
    const share = INFERENCE.lacks;
    INFERENCE.lacks = 1;
    try {
      let dealt = 0;
      positions('greedy', 12, (s) => {
        const view = meowMeow.view(s, s.turn);
        const models = handModels(view.history!, s.seats);
        for (let k = 0; k < 5; k++) {
          const [d] = determinize(view, k * 104729 + s.drawPile.length);
          d.hands.forEach((hand, seat) => {
            if (seat === s.turn) return;
            expect(fitsModel(models[seat], hand, true)).toBe(true);
            dealt++;
          });
        }
      });
      expect(dealt).toBeGreaterThan(200);
    } finally {
      INFERENCE.lacks = share;
    }
  });
});
