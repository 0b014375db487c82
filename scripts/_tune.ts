// temporary tuning script (removed before hand-off)
import meowMeow from '../src/games/meow-meow/index';
import { meowMeowBot, scoreEvent, playout, INFERENCE } from '../src/games/meow-meow/bot';
import { chooseEvent } from '../src/ai/bots';
import { GameSession } from '../src/engine/session';
import { rngInt, rngNext } from '../src/engine/rng';
import type { AnyBotAdapter, AiLevel } from '../src/ai/types';
const arg: (k: string, d: string) => string = (k: string, d: string) => { const i = process.argv.indexOf('--' + k); return i >= 0 ? process.argv[i + 1] : d; };
const games = +arg('games', '100'), its = +arg('its', '1000'), c = +arg('c', '0.7'), depth = +arg('depth', '60');
const pol = arg('policy', 'easy'), opp = arg('opp', 'greedy') as AiLevel, n = +arg('players', '2'), eps = +arg('eps', '0.2');
const seed0 = +arg('seed', '1');
INFERENCE.drewLacks = +arg('drew', '0.9'); INFERENCE.wishHolds = +arg('wish', '0.9');
const adapter: AnyBotAdapter = { ...meowMeowBot };
if (pol === 'greedy') adapter.playout = (s, seat, legal, rng) => {
  let f; [f, rng] = rngNext(rng);
  if (f < eps) return playout(s, seat, legal, rng);
  let best = legal[0], bs = -Infinity;
  for (const e of legal) { const x = scoreEvent(s, e, seat); if (x > bs) { bs = x; best = e; } }
  return [best, rng];
};
if (pol === 'random') delete adapter.playout;
let trueState: any = null;
if (arg('cheat', '0') === '2') adapter.determinize = (v: any, rng: number) => { const [d, r] = meowMeowBot.determinize(v, rng); const hidden = [...d.drawPile]; const hands = trueState.hands.map((h: number[]) => h.slice()); const pile = [...trueState.drawPile]; for (let i = pile.length - 1; i > 0; i--) { const j = Math.floor(((r * (i + 7)) % 1000) / 1000 * (i + 1)); [pile[i], pile[j]] = [pile[j], pile[i]]; } void hidden; return [{ ...d, hands, drawPile: pile }, (r * 1664525 + 1013904223) >>> 0]; };
if (arg('cheat', '0') === '1') adapter.determinize = (_v: any, rng: number) => [{ ...trueState, rng: rng >>> 0 }, (rng * 1664525 + 1013904223) >>> 0];
let wins = 0, dec = 0, itsSum = 0, msSum = 0;
const players = Array.from({ length: n }, (_, i) => ({ name: 'p' + i, kind: 'bot' as const }));
const t0 = Date.now();
for (let g = 0; g < games; g++) {
  const hardSeat = g % n;
  const s = new GameSession(meowMeow, { options: { deck: 32, dealer: Math.floor(g / n) % n }, seed: seed0 * 100000 + g, players });
  for (let i = 0; !s.over; i++) {
    const seat = s.state.turn; const legal = meowMeow.legalEvents(s.state, seat);
    const hard = seat === hardSeat;
    trueState = s.state;
    const ch = chooseEvent(hard ? adapter : meowMeowBot, hard ? 'hard' : opp, meowMeow.view(s.state, seat), legal, g * 100000 + i * 7 + seat, { iterations: its, ms: 1e9 }, { exploration: c, playoutDepth: depth });
    if (hard && legal.length > 1) { dec++; itsSum += ch.iterations; msSum += ch.ms; }
    if (!s.send(ch.event).ok) throw new Error('illegal');
  }
  if (s.state.winners.includes(hardSeat)) wins += 1 / s.state.winners.length;
}
console.log(JSON.stringify({ drew: INFERENCE.drewLacks, wish: INFERENCE.wishHolds, pol, eps, its, c, depth, opp, n, games, winRate: +(wins / games).toFixed(3), msPerDecision: +(msSum / dec).toFixed(1), avgIts: Math.round(itsSum / dec), secs: (Date.now() - t0) / 1000 }));
