import meowMeow from '../src/games/meow-meow/index';
import { meowMeowBot } from '../src/games/meow-meow/bot';
import { chooseEvent } from '../src/ai/bots';
import { GameSession } from '../src/engine/session';
const players = [{ name: 'a', kind: 'bot' }, { name: 'b', kind: 'bot' }] as any;
let its = 0, ms = 0, n = 0;
for (let g = 0; g < 6; g++) {
  const s = new GameSession(meowMeow, { options: { deck: 32, dealer: g % 2 }, seed: 100 + g, players });
  let k = 0;
  while (!s.over) {
    const st = s.state; const seat = st.turn; const legal = meowMeow.legalEvents(st, seat);
    const lvl = seat === 0 ? 'hard' : 'greedy';
    const c = chooseEvent(meowMeowBot, lvl, meowMeow.view(st, seat), legal, g * 1000 + k++, { ms: 10000, iterations: 1000 });
    if (lvl === 'hard' && legal.length > 1) { its += c.iterations; ms += c.ms; n++; }
    s.send(c.event);
  }
}
console.log(n, 'decisions', Math.round(its / ms * 1000), 'it/s', (ms / n).toFixed(1), 'ms/decision avg');
