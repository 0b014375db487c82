// Kitty Cat score sheet arithmetic: counters per cat, round by round. Each round the cats with the fewest
// points lose a counter; a cat with none left is on its last life and is out when it is lowest again; the last
// cat in wins. The counts and the decision for "everyone would be out at once" are the game's own RULES.
import { RULES } from '../rules/constants';

export interface KittyCatData {
  /** Counters each cat starts with (rulebook: 3). */
  counters: number;
  /** Who dealt the first round; the deal passes left to the next cat still in. */
  firstDealer: number;
  /** Per round, the seats with the fewest points. */
  rounds: number[][];
}

export const KITTY_DEFAULT_COUNTERS = RULES.counters;
export const KITTY_MAX_COUNTERS = RULES.maxCounters;

export interface KittyRound {
  lowest: number[];
  /** Seats that lost a counter, and seats that went out. */
  lostCounter: number[];
  wentOut: number[];
  /** Everyone left would have gone out: nobody did (RULES.nobodyOutWhenAllWouldBe). */
  spared: boolean;
  dealer: number;
}

export interface KittyStanding {
  counters: number[];
  out: boolean[];
  /** In the game with no counter left. */
  lastLife: boolean[];
  rounds: KittyRound[];
  /** Who deals the next round. */
  dealer: number;
  /** The last cat in (more than one only if they went out together, which the rules prevent). */
  winners: number[];
  over: boolean;
}

function nextIn(out: readonly boolean[], from: number): number {
  const n = out.length;
  for (let k = 1; k <= n; k++) {
    const seat = (from + k) % n;
    if (!out[seat]) return seat;
  }
  return from;
}

export function kittyStanding(data: KittyCatData, players: number): KittyStanding {
  const counters = new Array<number>(players).fill(data.counters);
  const out = new Array<boolean>(players).fill(false);
  const rounds: KittyRound[] = [];
  let dealer = Math.min(data.firstDealer, players - 1);
  for (const raw of data.rounds) {
    const lowest = [...new Set(raw)].filter((s) => s >= 0 && s < players && !out[s]).sort((a, b) => a - b);
    const inGame = out.flatMap((o, s) => (o ? [] : [s]));
    const spared = RULES.nobodyOutWhenAllWouldBe && lowest.length === inGame.length && lowest.every((s) => counters[s] === 0);
    const lostCounter: number[] = [];
    const wentOut: number[] = [];
    if (!spared) {
      for (const s of lowest) {
        if (counters[s] > 0) { counters[s]--; lostCounter.push(s); } else { out[s] = true; wentOut.push(s); }
      }
    }
    rounds.push({ lowest, lostCounter, wentOut, spared, dealer });
    dealer = nextIn(out, dealer);
  }
  const left = out.flatMap((o, s) => (o ? [] : [s]));
  const over = players > 1 && left.length <= 1;
  return {
    counters, out, lastLife: counters.map((c, s) => c === 0 && !out[s]), rounds, dealer,
    winners: over ? left : [], over,
  };
}

export const recordRound = (data: KittyCatData, lowest: readonly number[]): KittyCatData =>
  ({ ...data, rounds: [...data.rounds, [...lowest].sort((a, b) => a - b)] });

export const undoRound = (data: KittyCatData): KittyCatData => ({ ...data, rounds: data.rounds.slice(0, -1) });
