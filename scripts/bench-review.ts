// npx tsx scripts/bench-review.ts [--games 3]: the review after the game (issue 40), per game of the list, over
// finished games played by the greedy bots (src/replay/sample-games.ts) with every seat a person's, so every move
// with a choice is advised (the most a review does):
//  - time per move reviewed, median and p95 (the graph's judgement and, for a move with a choice, the advice);
//  - a 60-move game: the first 60 moves of the longest game (all of it when shorter), and its first point;
//  - agreement: how often the review's better move is the hard bot's at twice the review's budget, from the same
//    view (Wilson 95% interval).
// Prints one line per game, then one JSON line ({"review":{…}}). `npm run bench` runs it.
import { chooseEvent } from '../src/ai/bots';
import { defaultEventKey } from '../src/ai/ismcts';
import type { GameEvent } from '../src/engine/types';
import { GAMES } from '../src/games/index';
import { sampleGame } from '../src/replay/sample-games';
import { REVIEW_BUDGET, reviewGameOf, reviewSteps, type ReviewRequest } from '../src/review/review';
import { wilson } from '../src/ai/wilson';

const at = process.argv.indexOf('--games');
const GAMES_EACH = at > 0 ? Number(process.argv[at + 1]) : 3;
if (!Number.isInteger(GAMES_EACH) || GAMES_EACH <= 0) throw new Error('--games takes a positive whole number');

const quantile = (xs: number[], q: number): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))] * 10) / 10 : NaN;
};

const out: Record<string, unknown> = {};
for (const entry of GAMES) {
  const adapter = await entry.bot();
  const game = reviewGameOf(adapter);
  const key = adapter.eventKey ?? defaultEventKey;
  const perMove: number[] = [];
  let agreed = 0;
  let compared = 0;
  let longest: ReviewRequest | null = null;
  for (let g = 0; g < GAMES_EACH; g++) {
    const sample = await sampleGame(entry.id, 7 + g);
    const input = { ...sample.input, players: sample.input.players.map((p) => ({ name: p.name, kind: 'person' as const })) };
    const req: ReviewRequest = { input, events: sample.events, people: input.players.map((_, seat) => seat), seed: 11 + g };
    if (!longest || req.events.length > longest.events.length) longest = req;
    let state = game.def.setup(input);
    let last = performance.now();
    for (const point of reviewSteps(game, req)) {
      const now = performance.now();
      if (point.index > 0) perMove.push(now - last);
      if (point.advice) {
        // The hard bot at twice the review's budget, from the same view.
        const seat = point.mover!;
        const legal = game.def.legalEvents(state, seat) as GameEvent[];
        const twice = chooseEvent(adapter, 'hard', game.def.view(state, seat), legal, 1_000 + point.index, { iterations: 2 * REVIEW_BUDGET.iterations, ms: 2 * REVIEW_BUDGET.ms }).event;
        compared++;
        if (key(twice) === key(point.advice.better)) agreed++;
      }
      if (point.index > 0) state = game.def.apply(state, req.events[point.index - 1]);
      last = performance.now();
    }
  }
  // A 60-move game: the longest one's first 60 moves, timed alone, with its first point.
  const sixty = { ...longest!, events: longest!.events.slice(0, 60) };
  const start = performance.now();
  let firstMs = NaN;
  for (const point of reviewSteps(game, sixty)) if (point.index === 0) firstMs = performance.now() - start;
  const sixtyMs = performance.now() - start;
  const ci = wilson(agreed, compared);
  const figures = {
    movesReviewed: perMove.length, msPerMove: { median: quantile(perMove, 0.5), p95: quantile(perMove, 0.95) },
    sixtyMoves: { moves: sixty.events.length, ms: Math.round(sixtyMs), firstPointMs: Math.round(firstMs * 10) / 10 },
    agreementWithHardAtTwice: { agreed, compared, rate: compared ? Math.round((agreed / compared) * 1000) / 1000 : null, ci95: ci },
  };
  out[entry.id] = figures;
  process.stdout.write(`${entry.id.padEnd(12)} ${String(perMove.length).padStart(4)} moves: ${figures.msPerMove.median} ms per move (p95 ${figures.msPerMove.p95}); `
    + `${sixty.events.length} moves in ${(sixtyMs / 1000).toFixed(2)} s, first point ${figures.sixtyMoves.firstPointMs} ms; `
    + `better move = hard at twice its budget ${agreed}/${compared}\n`);
}
process.stdout.write(JSON.stringify({ review: out }) + '\n');
