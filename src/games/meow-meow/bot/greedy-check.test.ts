// The greedy opponent model: the true hand of a seat that plays greedy always explains its latest plain plays
// (and their wishes); hands dealt at random often do not (so the check tells something).
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../engine/session';
import { shuffle } from '../../../engine/rng';
import type { PlayerInfo } from '../../../engine/types';
import { chooseEvent } from '../../../ai/bots';
import { meowMeow } from '../rules/definition';
import { meowMeowBot } from './bot';
import { latestPlays, playsLikeGreedy } from './greedy-check';
import type { Card } from '../../shared/cards';

const players = (n: number): PlayerInfo[] => Array.from({ length: n }, (_, i) => ({ name: `B${i + 1}`, kind: 'bot' }));

describe('greedy opponent model', () => {
  it('the true hand of a greedy seat explains its latest plays; a random hand of the same size often does not', () => {
    let checked = 0;
    let deep = 0;
    let randomPasses = 0;
    for (let seed = 0; seed < 40; seed++) {
      const n = 2 + (seed % 2);
      const s = new GameSession(meowMeow, { options: { deck: 32, dealer: seed % n }, seed, players: players(n) });
      for (let i = 0; i < 200 && !s.over; i++) {
        const st = s.state;
        const view = meowMeow.view(st, st.turn);
        if (st.phase === 'choosingCard') {
          for (let seat = 0; seat < n; seat++) {
            if (seat === st.turn) continue;
            const plays = latestPlays(view.history!, n, seat, 3);
            if (plays.length === 0) continue;
            expect(playsLikeGreedy(st, seat, plays, st.hands[seat])).toBe(true);
            checked++;
            if (plays.length > 1) deep++;
            // The same number of cards from the unseen ones at random.
            const unseen: Card[] = [...st.drawPile];
            st.hands.forEach((h, o) => { if (o !== st.turn) unseen.push(...h); });
            const [mixed] = shuffle(unseen, seed * 131 + i);
            if (playsLikeGreedy(st, seat, plays, mixed.slice(0, st.hands[seat].length))) randomPasses++;
          }
        }
        expect(s.send(chooseEvent(meowMeowBot, 'greedy', view, meowMeow.legalEvents(st, st.turn), seed * 7919 + i).event).ok).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(deep).toBeGreaterThan(50);
    expect(randomPasses).toBeLessThan(checked * 0.75);
  });
});
