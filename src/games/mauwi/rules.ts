// Kept for importers outside this folder that still name mauwi/rules (src/ai/actors.test.ts,
// src/shell/games/games.test.ts, scripts/sim-lib*.ts, e2e/scene-preview/mauwi.ts) and for the scene files' type
// imports, until they import the game's entry (index.ts) or the modules below. No module of this folder imports
// it, so it closes no cycle. The rules themselves: types.ts, setup.ts, effects.ts, checks.ts, explain.ts, moves.ts,
// actors.ts, scoring.ts, invariants.ts; the flow: machines/mauwi.ts.
import type { MauwiOptions, MauwiState } from './types';
import { mauwi } from './definition';

export type { Chain, Gain, LastAction, MauwiEvent, MauwiOptions, MauwiPhase, MauwiState } from './types';
export { actors } from './actors';
export { explain } from './explain';
export { invariants, revealsHidden } from './invariants';
export { legalEvents } from './moves';
export { result, scores } from './scoring';
export { optionsProblem } from './deal';
export { isOpponent, teamOf, teammateOf } from './teams';

/** A move through the chart (the game's forward model). */
export const apply = mauwi.apply;

/** A new game through the chart, for `seats` players. */
export const setupMauwi = (options: MauwiOptions, seed: number, seats: number): MauwiState =>
  mauwi.setup({ options, seed, players: Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const })) });
