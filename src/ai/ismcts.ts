// Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012), see shared AI.md.
// One tree over the observer's information sets, keyed by the sequence of events; each iteration
// samples a fresh determinisation, selects with UCB over the children *available* in it (availability
// counts instead of the parent's visits), expands one untried event, plays out with a cheap policy to
// the end or a depth limit, and backs up a reward vector (each node reads the reward of its actor).
// Several seats may act at once (def.actors): a node's moves are then the union of every actor's legal events,
// each node keeps the seat of its event and reads that seat's reward; the root offers only the bot's own events.
// Playouts serve every actor too (src/ai/actors.ts playoutStep).
import { rngInt, type RngState } from '../engine/rng';
import type { GameEvent, Seat } from '../engine/types';
import type { BotAdapter } from './types';
import { actorsOf, legalOfActors, playoutStep } from './actors';

interface Node<E> {
  key: number | string;
  event: E | null;
  /** Who chose the event leading here, the event's seat (the reward this node accumulates is theirs). */
  actor: Seat;
  visits: number;
  avail: number;
  reward: number;
  children: Node<E>[];
}

export interface IsmctsOptions {
  /** UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** Events played out past the tree before `evaluate` scores an unfinished state. */
  playoutDepth?: number;
}

export const ISMCTS_DEFAULTS: Required<IsmctsOptions> = { exploration: 0.7, playoutDepth: 60 };

/** Generic event key: the type, the seat and the other fields' values in order. */
export function defaultEventKey(e: GameEvent): string {
  let k = e.type + '|' + e.seat;
  for (const f in e) if (f !== 'type' && f !== 'seat') k += '|' + String((e as unknown as Record<string, unknown>)[f]);
  return k;
}

export class Ismcts<S, E extends GameEvent, V> {
  readonly root: Node<E>;
  iterations = 0;
  private rng: RngState;
  private readonly key: (e: E) => number | string;
  private readonly actorsOf: (s: S) => Seat[];
  private readonly c: number;
  private readonly depth: number;
  private readonly rootKeys: Set<number | string>;

  constructor(
    private readonly adapter: BotAdapter<S, E, V>,
    private readonly view: V,
    private readonly legal: readonly E[],
    rng: RngState,
    options: IsmctsOptions = {},
  ) {
    this.rng = rng;
    this.key = adapter.eventKey ?? (defaultEventKey as (e: E) => string);
    // Nobody to act means the game is over (or stuck): the walk stops and `evaluate` scores it.
    this.actorsOf = actorsOf(adapter);
    this.c = options.exploration ?? ISMCTS_DEFAULTS.exploration;
    this.depth = options.playoutDepth ?? adapter.playoutDepth ?? ISMCTS_DEFAULTS.playoutDepth;
    this.root = { key: -1, event: null, actor: -1, visits: 0, avail: 0, reward: 0, children: [] };
    this.rootKeys = new Set(legal.map((e) => this.key(e)));
  }

  /** Runs one iteration. */
  iterate(): void {
    const { adapter } = this;
    const def = adapter.def;
    let s: S;
    [s, this.rng] = adapter.determinize(this.view, this.rng);
    const path: Node<E>[] = [];
    let node = this.root;
    let atRoot = true;
    // Selection and expansion.
    for (;;) {
      const actors = this.actorsOf(s);
      if (actors.length === 0) break;
      // Every actor's moves (each event names its seat); at the root only the events the bot was actually
      // offered count (they are its own, and what it may return).
      let legal = legalOfActors(adapter, s, actors);
      if (atRoot) legal = legal.filter((e) => this.rootKeys.has(this.key(e)));
      if (legal.length === 0) break;
      atRoot = false;
      const children = node.children;
      let untried: E[] | null = null;
      let untriedKeys: (number | string)[] | null = null;
      let best: Node<E> | null = null;
      let bestEvent: E | null = null;
      let bestScore = -Infinity;
      // First pass: availability and untried events.
      for (let i = 0; i < legal.length; i++) {
        const e = legal[i];
        const k = this.key(e);
        let child: Node<E> | null = null;
        for (let j = 0; j < children.length; j++) if (children[j].key === k) { child = children[j]; break; }
        if (child === null) {
          (untried ??= []).push(e);
          (untriedKeys ??= []).push(k);
        } else {
          child.avail++;
        }
      }
      if (untried !== null) {
        let i: number;
        [i, this.rng] = rngInt(this.rng, untried.length);
        const child: Node<E> = { key: untriedKeys![i], event: untried[i], actor: untried[i].seat, visits: 0, avail: 1, reward: 0, children: [] };
        children.push(child);
        path.push(child);
        s = def.apply(s, untried[i]);
        break;
      }
      for (let i = 0; i < legal.length; i++) {
        const k = this.key(legal[i]);
        for (let j = 0; j < children.length; j++) {
          const ch = children[j];
          if (ch.key !== k) continue;
          const score = ch.reward / ch.visits + this.c * Math.sqrt(Math.log(ch.avail) / ch.visits);
          if (score > bestScore) { bestScore = score; best = ch; bestEvent = legal[i]; }
          break;
        }
      }
      node = best!;
      path.push(node);
      s = def.apply(s, bestEvent!);
    }
    // Playout: every actor proposes by the cheap policy, one answer is applied.
    for (let d = 0; d < this.depth; d++) {
      const actors = this.actorsOf(s);
      if (actors.length === 0) break;
      let e: E | null;
      [e, this.rng] = playoutStep(adapter, s, actors, this.rng);
      if (e === null) break;
      s = def.apply(s, e);
    }
    const rewards = adapter.evaluate(s);
    this.root.visits++;
    for (const n of path) {
      n.visits++;
      n.reward += rewards[n.actor] ?? 0;
    }
    this.iterations++;
  }

  /** The root's children, most visited first. */
  ranked(): Node<E>[] {
    return this.root.children.slice().sort((a, b) => b.visits - a.visits || b.reward - a.reward);
  }

  /** True when the most visited event cannot be overtaken in `remaining` more iterations. */
  decided(remaining: number): boolean {
    const r = this.root.children;
    if (this.rootKeys.size <= 1) return true;
    if (r.length < this.rootKeys.size) return false;
    let first = 0;
    let second = 0;
    for (const ch of r) {
      if (ch.visits > first) { second = first; first = ch.visits; }
      else if (ch.visits > second) second = ch.visits;
    }
    return first - second > remaining;
  }

  /** The chosen event: the most visited root child, as the very object from `legal`. */
  best(): E {
    const top = this.ranked()[0];
    if (!top) return this.legal[0];
    return this.legal.find((e) => this.key(e) === top.key) ?? this.legal[0];
  }
}
