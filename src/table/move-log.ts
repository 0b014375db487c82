// The move log: every move of the game as sentences, built from the log (the truth) and never from the table's
// own memory, so it survives a resume and forgets an undone move. Entry i is the game's own `describe` of the
// position after event i, as the viewer sees it: describe(view(state after i, viewer), names). A seat thus
// reads only what its view holds (an onlooker, viewer null, only what is public).
// Cheap: a new move is appended with the session's own state (no replay); only an open, a resume or a log that
// went another way (undo) replays, and only from where the logs part. Sentences are made when first asked for.
import { getLanguage, t } from '../base/i18n';
import { sameState } from '../engine/equal';
import type { AnyGameDefinition, GameEvent, GameInput, Seat } from '../engine/types';

/** Index of the entry for the table as set up, before any move (the deal, who begins). */
export const OPENING = -1;

export interface MoveLogEntry {
  /** The event's index in the log, or OPENING for the table as set up. */
  index: number;
  /** Who made the move (null for the opening). */
  seat: Seat | null;
  sentences: string[];
  /** A move of another seat since the reference seat's own last move ("new" in the panel). */
  fresh: boolean;
}

/** The game's words for the position after a move (GameModule.describe). */
export type Describe = (view: any, names: string[]) => string[];

export class MoveLog {
  /** states[i]: the position after event i. */
  private readonly states: unknown[] = [];
  private readonly events: GameEvent[] = [];
  private readonly initial: unknown;
  /** Sentences per language and viewer ('en:null' for an onlooker): [0] the opening, [i + 1] event i; made when
   *  first asked for (a language changed mid-game starts a list of its own). */
  private readonly words = new Map<string, string[][]>();

  constructor(
    private readonly def: AnyGameDefinition,
    private readonly describe: Describe,
    input: GameInput<unknown>,
    private readonly names: readonly string[],
  ) {
    this.initial = def.setup(input);
  }

  /** How many events the log holds. */
  get length(): number {
    return this.events.length;
  }

  /**
   * Brings the log in line with the session's `events`, `current` being the position after the last of them.
   * What both logs share is kept (compared by identity: the session keeps its checked events), the rest is cut
   * (an undo) and the new events are added: the last with `current`, any before it replayed by the rules.
   */
  sync(events: readonly GameEvent[], current: unknown): void {
    let shared = 0;
    const common = Math.min(events.length, this.events.length);
    while (shared < common && events[shared] === this.events[shared]) shared++;
    if (shared < this.events.length) this.cut(shared);
    for (let i = shared; i < events.length; i++) {
      const before = i === 0 ? this.initial : this.states[i - 1];
      this.states.push(i === events.length - 1 ? current : this.def.apply(before, events[i]));
      this.events.push(events[i]);
    }
  }

  private cut(keep: number): void {
    this.states.length = keep;
    this.events.length = keep;
    for (const list of this.words.values()) list.length = Math.min(list.length, keep + 1);
  }

  /** The seat that made event `index`. */
  seatOf(index: number): Seat | null {
    return this.events[index]?.seat ?? null;
  }

  /** The index of `seat`'s own last move, or OPENING when it has not moved yet. */
  lastOwn(seat: Seat): number {
    for (let i = this.events.length - 1; i >= 0; i--) if (this.events[i].seat === seat) return i;
    return OPENING;
  }

  /** The events "since your last turn" for `seat`: other seats' moves after its own last one, oldest first
   *  (a scene may light them; the panel marks them new). */
  sinceLastTurn(seat: Seat): number[] {
    const out: number[] = [];
    for (let i = this.lastOwn(seat) + 1; i < this.events.length; i++) if (this.events[i].seat !== seat) out.push(i);
    return out;
  }

  /** The sentences of event `index` (or OPENING) as `viewer` sees them. */
  sentences(index: number, viewer: Seat | null): string[] {
    const list = this.wordsFor(viewer);
    if (index + 1 < list.length) return list[index + 1];
    const first = list.length - 1;
    let before = first === OPENING ? null : this.def.view(this.stateAt(first - 1), viewer);
    for (let i = first; i <= index; i++) {
      const view = this.def.view(this.stateAt(i), viewer);
      list.push(moveWords(this.describe, this.names, view, before));
      before = view;
    }
    return list[index + 1];
  }

  private stateAt(index: number): unknown {
    return index === OPENING ? this.initial : this.states[index];
  }

  private wordsFor(viewer: Seat | null): string[][] {
    const key = `${getLanguage()}:${viewer}`;
    let list = this.words.get(key);
    if (!list) this.words.set(key, (list = []));
    return list;
  }

  /**
   * The moves that have words, newest first, as `viewer` sees them; `fresh` marks other seats' moves since
   * `reference`'s own last move (the opening, not a move, never is). No reference: nothing is fresh.
   */
  entries(viewer: Seat | null, reference: Seat | null = viewer): MoveLogEntry[] {
    const since = reference === null ? this.events.length : this.lastOwn(reference);
    const out: MoveLogEntry[] = [];
    for (let i = this.events.length - 1; i >= OPENING; i--) {
      const sentences = this.sentences(i, viewer);
      if (sentences.length === 0) continue;
      const seat = this.seatOf(i);
      out.push({ index: i, seat, sentences, fresh: reference !== null && i > since && seat !== reference });
    }
    return out;
  }
}

/** One move's sentences from the views after it and before it (null: the opening), as the log words them. */
export function moveWords(describe: Describe, names: readonly string[], view: unknown, before: unknown): string[] {
  return describe(newPart(view, before), [...names]);
}

/**
 * The view with only what this move added to its `last` list, when the move only extended the list the move before
 * left (Meow Meow's wish after its jack, Purrrummy's melds and discard after the draw): the game's describe tells
 * the whole list, so each of these moves would otherwise tell the turn so far again.
 */
function newPart(view: unknown, before: unknown): unknown {
  const now = (view as { last?: unknown } | null)?.last;
  const then = (before as { last?: unknown } | null)?.last;
  if (!Array.isArray(now) || !Array.isArray(then) || then.length === 0 || then.length > now.length) return view;
  if (!then.every((action, i) => sameState(action, now[i]))) return view;
  return { ...(view as object), last: now.slice(then.length) };
}

/** At most this many lines on the privacy screen. */
const SUMMARY_LINES = 3;
/** At most this many sentences of one turn on a line (a showdown tells every hand: the log has them all). */
const SENTENCES_PER_LINE = 3;

/**
 * "Since you last played" in two or three lines for `seat`, oldest first: each line one turn of another seat
 * (its moves in a row), as `viewer` sees them (null on the privacy screen, which the whole table can read);
 * repeated lines counted once; older turns beyond the lines named by their number. Empty when nothing happened.
 */
export function summarySince(log: MoveLog, seat: Seat, viewer: Seat | null = null): string[] {
  const fresh = log.entries(viewer, seat).filter((e) => e.fresh).reverse();
  const turns: { seat: Seat | null; sentences: string[]; moves: number }[] = [];
  for (const e of fresh) {
    const last = turns[turns.length - 1];
    if (last && last.seat === e.seat && e.seat !== null) {
      last.sentences.push(...e.sentences);
      last.moves++;
    } else turns.push({ seat: e.seat, sentences: [...e.sentences], moves: 1 });
  }
  const lines: { text: string; moves: number; times: number }[] = [];
  for (const turn of turns) {
    const shown = turn.sentences.slice(0, SENTENCES_PER_LINE);
    const text = shown.join(' ') + (turn.sentences.length > shown.length ? ' …' : '');
    const prev = lines[lines.length - 1];
    if (prev && prev.text === text) {
      prev.times++;
      prev.moves += turn.moves;
    } else lines.push({ text, moves: turn.moves, times: 1 });
  }
  const words = (l: { text: string; times: number }) => (l.times > 1 ? t('log.repeat', { text: l.text, n: l.times }) : l.text);
  if (lines.length <= SUMMARY_LINES) return lines.map(words);
  const kept = lines.slice(-(SUMMARY_LINES - 1));
  const earlier = lines.slice(0, lines.length - kept.length).reduce((n, l) => n + l.moves, 0);
  return [t(earlier === 1 ? 'log.earlierOne' : 'log.earlierMany', { n: earlier }), ...kept.map(words)];
}
