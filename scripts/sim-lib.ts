// Headless games for tests, benchmarks and rule checks: bots play through the real statechart
// (GameSession.send — a refused event is a failure, never dropped), every state is checked against
// the game's invariants, and the figures come back as one summary. scripts/sim.ts is the CLI.
// Where several seats may act at once (def.actors), every actor with legal events is asked (its own bot, view and
// legal events), they answer "at once", and one answer is sent: the first in a seeded random order of those who
// answered, where an answer that only gives way (BotAdapter.yields: Mauwi's GIVE_UP) does not pre-empt another
// actor's real answer (src/ai/actors.ts firstAnswer).
import { checkInput } from '../src/engine/door';
import { seedFrom, type RngState } from '../src/engine/rng';
import { GameSession } from '../src/engine/session';
import type { AnyGameDefinition, GameEvent, PlayerInfo, Reason, Seat } from '../src/engine/types';
import { translateReason } from '../src/base/i18n';
import { chooseEvent } from '../src/ai/bots';
import { firstAnswer } from '../src/ai/actors';
import { AI_LEVELS, type AiLevel, type AnyBotAdapter, type Budget } from '../src/ai/types';
import { GAMES } from '../src/games/index';

export interface SimGame {
  def: AnyGameDefinition;
  adapter: AnyBotAdapter;
  /** Each --option key with the values it takes (the game entry's sim flags), for the help. */
  flags: Record<string, string>;
  /** Option sets `npm run bench` also times the hard bot at (levels, variants), by name. */
  benchVariants?: Record<string, Record<string, unknown>>;
  /** Turns --option values that are not the options' own fields into options, or says why it cannot. */
  options?(given: Record<string, unknown>, players: number): Record<string, unknown> | string;
}

/** A door's refusal for the console: the schema's own message for options of the wrong shape, else the words. */
function inWords(reason: Reason): string {
  const detail = reason.params?.detail;
  return reason.key === 'engine.badOptions' && typeof detail === 'string' ? detail : translateReason(reason);
}

/** The seats of a run: one bot per `--bots` entry. */
const simPlayers = (c: SimConfig): PlayerInfo[] => c.bots.map((b, i) => ({ name: `${b} ${i + 1}`, kind: 'bot' }));

/** The games the sim can play: every game of the list (src/games/index.ts), its rules and bot loaded. */
export const SIM_GAMES: Record<string, SimGame> = Object.fromEntries(await Promise.all(GAMES.map(async (entry) => {
  const [def, adapter, options] = await Promise.all([entry.definition(), entry.bot(), entry.sim?.translate?.()]);
  const game: SimGame = { def, adapter, flags: entry.sim?.flags ?? {}, benchVariants: entry.sim?.benchVariants, options };
  return [entry.id, game] as const;
})));

/** The option that rotates per game for this run, or null. */
function rotatedOption(g: SimGame, given: Record<string, unknown> | undefined): string | null {
  // The option naming the seat that starts: the dealer (whose left-hand neighbour starts), or the first seat.
  const defaults = g.def.defaultOptions as object;
  const key = 'dealer' in defaults ? 'dealer' : 'first' in defaults ? 'first' : null;
  return key !== null && !(given && key in given) ? key : null;
}

/** The game's raw options for one game of a run (before parseOptions), or why they cannot be played. */
function rawOptions(g: SimGame, c: SimConfig, index: number): Record<string, unknown> | string {
  const key = rotatedOption(g, c.options);
  const raw: Record<string, unknown> = { ...(g.def.defaultOptions as object), ...c.options, ...(key ? { [key]: index % c.players } : {}) };
  return g.options ? g.options(raw, c.players) : raw;
}

export const MAX_EVENTS = 50_000;

export interface SimConfig {
  game: string;
  players: number;
  games: number;
  seed: number;
  /** One level per seat, in seat order (seats stay fixed; the dealer rotates). */
  bots: AiLevel[];
  /** Game options on top of the game's defaults (`dealer` is set per game unless given here). */
  options?: Record<string, unknown>;
  /** Budget of the hard bots. */
  budget?: Budget;
  /** A game longer than this is stuck. */
  maxEvents?: number;
  onProgress?(done: number, total: number, result: SimSummary): void;
  /** Called before each event is sent: the state it meets, the actors then, and every actor's answer (the sent
   *  event is one of them). For tests. */
  onEvent?(info: SimEventInfo): void;
}

export interface SimEventInfo {
  game: number;
  state: unknown;
  actors: Seat[];
  answers: GameEvent[];
  event: GameEvent;
}

export interface SimSummary {
  game: string;
  games: number;
  finished: number;
  stuck: number;
  invariantFailures: number;
  avgEvents: number;
  eventsPerSecond: number;
  /** Wins per seat; a shared win counts 1/winners for each winner. */
  wins: number[];
  decisionMs: { median: number; p95: number };
  /** Events sent by a seat that was not the first of def.actors (e.g. a Mauwi teammate's defence). */
  otherActorEvents: number;
}

export interface SimResult extends SimSummary {
  /** What went wrong, one line each (game index, seed, event number, reason). */
  failures: string[];
  /** Every bot decision's time in ms, in order. */
  decisionTimes: number[];
  /** The seat that made each of decisionTimes (to time one bot against another). */
  decisionSeats: number[];
  /** Per game: the winners (empty when not finished). */
  winnersByGame: number[][];
}

const round = (x: number, digits = 3): number => Number(x.toFixed(digits));

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[i];
}

/** The seed of game `index` of a run (stable, so one game can be replayed alone). */
export const gameSeed = (seed: number, index: number): number => seedFrom(`${seed}/${index}`);
/** The seed a bot gets for its n-th decision in a game. */
export const decisionSeed = (game: number, seat: number, n: number): number => seedFrom(`${game}/${seat}/${n}`);

/** Checks a configuration; the message says what is wrong. */
export function checkConfig(c: SimConfig): string | null {
  const g = SIM_GAMES[c.game];
  if (!g) return `unknown game "${c.game}" (valid: ${Object.keys(SIM_GAMES).join(', ')})`;
  if (!Number.isInteger(c.players) || c.players < g.def.minPlayers || c.players > g.def.maxPlayers) {
    return `--players must be ${g.def.minPlayers}..${g.def.maxPlayers} for ${c.game}`;
  }
  if (c.bots.length !== c.players) return `--bots names ${c.bots.length} bots for ${c.players} players`;
  const bad = c.bots.find((b) => !AI_LEVELS.includes(b));
  if (bad !== undefined) return `unknown bot "${bad}" (valid: ${AI_LEVELS.join(', ')})`;
  if (!Number.isInteger(c.games) || c.games < 1) return '--games must be a positive integer';
  const raw = rawOptions(g, c, 0);
  if (typeof raw === 'string') return `bad --option: ${raw}`;
  const checked = checkInput(g.def, { options: raw, seed: c.seed, players: simPlayers(c) });
  if (!checked.ok) return `bad --option: ${inWords(checked.reason)}`;
  return null;
}

/** Plays the games and returns the figures. Throws on a bad configuration (see checkConfig). */
export function runSim(c: SimConfig): SimResult {
  const problem = checkConfig(c);
  if (problem) throw new Error(problem);
  const game = SIM_GAMES[c.game];
  const { def, adapter } = game;
  const maxEvents = c.maxEvents ?? MAX_EVENTS;
  const players = simPlayers(c);
  const wins = new Array<number>(c.players).fill(0);
  const failures: string[] = [];
  const decisionTimes: number[] = [];
  const decisionSeats: number[] = [];
  const winnersByGame: number[][] = [];
  let finished = 0;
  let stuck = 0;
  let invariantFailures = 0;
  let totalEvents = 0;
  let sendMs = 0;
  let otherActorEvents = 0;

  const summary = (games: number): SimSummary => {
    const sorted = decisionTimes.slice().sort((a, b) => a - b);
    return {
      game: c.game, games, finished, stuck, invariantFailures,
      avgEvents: round(games ? totalEvents / games : 0, 2),
      eventsPerSecond: Math.round(sendMs > 0 ? (totalEvents * 1000) / sendMs : 0),
      wins: wins.map((w) => round(w)),
      decisionMs: { median: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)) },
      otherActorEvents,
    };
  };

  for (let g = 0; g < c.games; g++) {
    const seed = gameSeed(c.seed, g);
    const raw = rawOptions(game, c, g);
    if (typeof raw === 'string') throw new Error(`bad options: ${raw}`);
    const checked = checkInput(def, { options: raw, seed, players });
    if (!checked.ok) throw new Error(`bad options: ${inWords(checked.reason)}`);
    const session = new GameSession(def, checked.value);
    const where = (n: number) => `game ${g} (seed ${seed}, event ${n})`;
    const decisions = new Array<number>(c.players).fill(0);
    // Who answers first when several actors answer at once (drawn only then, so one-actor games are unchanged).
    let order: RngState = seedFrom(`${seed}/order`);
    let events = 0;
    let failed = false;
    let wasStuck = false;
    while (!session.over) {
      if (events >= maxEvents) {
        wasStuck = true;
        failures.push(`${where(events)}: stuck, over ${maxEvents} events`);
        break;
      }
      const state = session.state;
      const actors: Seat[] = def.actors(state);
      // Every actor with legal events answers, from its own view, with its own bot and seed.
      const answers: GameEvent[] = [];
      for (const seat of actors) {
        const legal: GameEvent[] = def.legalEvents(state, seat);
        if (legal.length === 0) continue;
        const view = def.view(state, seat);
        const t0 = performance.now();
        const choice = chooseEvent(adapter, c.bots[seat], view, legal, decisionSeed(seed, seat, decisions[seat]++), c.budget);
        decisionTimes.push(performance.now() - t0);
        decisionSeats.push(seat);
        answers.push(choice.event);
      }
      if (answers.length === 0) {
        wasStuck = true;
        failures.push(`${where(events)}: stuck, no seat can act in phase ${def.phase(state)}`);
        break;
      }
      // A losing answer is never sent, but it must be legal too.
      const wrong = answers.find((e) => def.explain(state, e) !== null);
      if (wrong) {
        failed = true;
        failures.push(`${where(events + 1)}: seat ${wrong.seat} (${c.bots[wrong.seat]}) answered ${JSON.stringify(wrong)}, illegal: ${def.explain(state, wrong)!.key}`);
        break;
      }
      let event: GameEvent;
      [event, order] = firstAnswer(adapter, answers, order);
      c.onEvent?.({ game: g, state, actors, answers, event });
      if (event.seat !== actors[0]) otherActorEvents++;
      const t1 = performance.now();
      const r = session.send(event);
      sendMs += performance.now() - t1;
      events++;
      if (!r.ok) {
        failed = true;
        failures.push(`${where(events)}: seat ${event.seat} (${c.bots[event.seat]}) sent ${JSON.stringify(event)}, refused: ${r.reason.key}`);
        break;
      }
      const broken = def.invariants(session.state);
      if (broken.length) {
        failed = true;
        failures.push(`${where(events)}: after ${JSON.stringify(event)}: ${broken.join('; ')}`);
        break;
      }
    }
    totalEvents += events;
    if (wasStuck) stuck++;
    if (failed) invariantFailures++;
    let winners: number[] = [];
    if (session.over && !failed) {
      const result = def.result(session.state);
      if (!result || result.winners.length === 0) {
        invariantFailures++;
        failures.push(`${where(events)}: the game is over without a result`);
      } else {
        finished++;
        winners = result.winners.slice();
        for (const w of winners) wins[w] += 1 / winners.length;
      }
    }
    winnersByGame.push(winners);
    c.onProgress?.(g + 1, c.games, summary(g + 1));
  }
  return { ...summary(c.games), failures, decisionTimes, decisionSeats, winnersByGame };
}

/** Only the summary's fields, in the documented order (the sim's last stdout line). */
export function summaryJson(r: SimSummary): string {
  const { game, games, finished, stuck, invariantFailures, avgEvents, eventsPerSecond, wins, decisionMs, otherActorEvents } = r;
  return JSON.stringify({ game, games, finished, stuck, invariantFailures, avgEvents, eventsPerSecond, wins, decisionMs, otherActorEvents });
}

// ---------- command line ----------

/** Each game's --option keys and values, from its entry ("<game>: <key>=<values>, …; …"). */
function optionsHelp(): string {
  return Object.entries(SIM_GAMES)
    .filter(([, g]) => Object.keys(g.flags).length)
    .map(([id, g]) => `${id}: ${Object.entries(g.flags).map(([key, values]) => `${key}=${values}`).join(', ')}`)
    .join('; ');
}

export const FLAGS = {
  '--game': `game id (${Object.keys(SIM_GAMES).join(', ')}); default ${GAMES[0].id}`,
  '--players': 'number of seats; default: the number of --bots, else 2',
  '--games': 'games to play; default 100',
  '--seed': 'run seed (game i uses a seed derived from it); default 1',
  '--bots': `comma-separated level per seat, in seat order (${AI_LEVELS.join(', ')}); default all random`,
  '--option': `a game option key=value (repeatable), e.g. deck=52; ${optionsHelp()}`,
  '--budget-ms': 'hard bots: milliseconds per decision',
  '--iterations': 'hard bots: at most this many ISMCTS iterations per decision',
  '--max-events': `a game longer than this is stuck; default ${MAX_EVENTS}`,
  '--quiet': 'no progress on stderr',
} as const;

export function usage(): string {
  return 'usage: npm run sim -- [flags]\n' + Object.entries(FLAGS).map(([f, d]) => `  ${f.padEnd(13)} ${d}`).join('\n');
}

export type ParsedArgs = { ok: true; config: SimConfig; quiet: boolean } | { ok: false; message: string };

function int(flag: string, v: string | undefined, min: number): number | string {
  if (v === undefined || !/^-?\d+$/.test(v)) return `${flag} needs an integer, got ${v === undefined ? 'nothing' : `"${v}"`}`;
  const n = Number(v);
  return n < min ? `${flag} must be at least ${min}` : n;
}

function optionValue(v: string): unknown {
  if (/^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (v === 'true' || v === 'false') return v === 'true';
  return v;
}

/** Parses the sim's flags (`--flag value` or `--flag=value`). */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const args: string[] = [];
  for (const a of argv) {
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    if (eq > 0) args.push(a.slice(0, eq), a.slice(eq + 1));
    else args.push(a);
  }
  let game: string = GAMES[0].id;
  let players: number | null = null;
  let games = 100;
  let seed = 1;
  let bots: string[] | null = null;
  const options: Record<string, unknown> = {};
  const budget: Budget = {};
  let maxEvents = MAX_EVENTS;
  let quiet = false;
  const bad = (m: string): ParsedArgs => ({ ok: false, message: `${m}\n${usage()}` });
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    if (flag === '--quiet') { quiet = true; continue; }
    if (!(flag in FLAGS)) return bad(`unknown flag "${flag}"`);
    const v = args[++i];
    if (v === undefined) return bad(`${flag} needs a value`);
    const intFlags: Record<string, [number, (n: number) => void]> = {
      '--players': [1, (n) => { players = n; }],
      '--games': [1, (n) => { games = n; }],
      '--seed': [0, (n) => { seed = n; }],
      '--budget-ms': [1, (n) => { budget.ms = n; }],
      '--iterations': [1, (n) => { budget.iterations = n; }],
      '--max-events': [1, (n) => { maxEvents = n; }],
    };
    if (flag in intFlags) {
      const [min, set] = intFlags[flag];
      const n = int(flag, v, min);
      if (typeof n === 'string') return bad(n);
      set(n);
      continue;
    }
    switch (flag) {
      case '--game': game = v; break;
      case '--bots': bots = v.split(',').map((b) => b.trim()); break;
      case '--option': {
        const eq = v.indexOf('=');
        if (eq <= 0) return bad(`--option needs key=value, got "${v}"`);
        options[v.slice(0, eq)] = optionValue(v.slice(eq + 1));
        break;
      }
    }
  }
  const nPlayers = players ?? bots?.length ?? 2;
  const config: SimConfig = {
    game, players: nPlayers, games, seed,
    bots: (bots ?? new Array<string>(nPlayers).fill('random')) as AiLevel[],
    options, budget, maxEvents,
  };
  const problem = checkConfig(config);
  if (problem) return bad(problem);
  return { ok: true, config, quiet };
}
