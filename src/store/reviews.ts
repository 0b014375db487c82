// Finished reviews kept on the device (database version 4, store `reviews`), so a second look at a game is instant,
// after a reload too: a save's, a shared replay code's or an online table's finished game alike, each found by its
// log (the key is a digest of what the review judged). A review is worked out again from its log at any time, so a
// record that does not read back is dropped rather than set aside, and only the newest ones are kept.
import * as v from 'valibot';
import type { ReviewAsk } from '../ai/types';
import type { ReviewPoint } from '../review/review';
import type { NineLivesDatabase } from './db';
import { writeFailure, type Failure } from './results';

/** Bumped when the review's judgement changes (its budget, its estimates): older reviews are then not shown. */
export const REVIEW_VERSION = 1;
/** The newest reviews kept; a review of 100 moves is about 20 KB. */
export const REVIEWS_KEPT = 40;

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Chance = v.pipe(v.number(), v.minValue(0), v.maxValue(1));
/** A better move's shape only (a type and a seat, as ./schema.ts's events): the game's door checks the rest when the
 *  replay reads it back (src/replay/kept-review.ts). */
const BetterSchema = v.looseObject({ type: v.pipe(v.string(), v.minLength(1)), seat: Count });
const PointSchema = v.object({
  index: Count,
  chances: v.array(Chance),
  mover: v.nullable(Count),
  advice: v.nullable(v.object({ better: BetterSchema, agrees: v.boolean(), playedChance: Chance, betterChance: Chance })),
});
const RecordSchema = v.object({ key: v.string(), at: v.number(), points: v.array(PointSchema) });

/** Object keys in order at every depth, so the same log always gives the same text to digest. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** cyrb53: a 53-bit digest of a string (no crypto.subtle, which a table served over plain HTTP on a home network
 *  does not have; a clash would only show a review of another game, and the advice passes the door anyway). */
function cyrb53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The key of a review: everything it judged (the game, its input and moves, who played, the review's seed) and the
 *  version of its judgement. Two digests side by side: 106 bits. */
export function reviewKey(ask: ReviewAsk): string {
  const { gameId, input, events, people, seed } = ask;
  const text = JSON.stringify(canonical({ version: REVIEW_VERSION, gameId, input, events, people, seed }));
  return `${gameId}:${cyrb53(text, 1)}${cyrb53(text, 2)}`;
}

export class ReviewShelf {
  constructor(private readonly db: NineLivesDatabase, private readonly now: () => number = Date.now) {}

  /** The review kept under `key` when it reads back whole (`total` moves: a point for each and one as set up). */
  async read(key: string, total: number): Promise<ReviewPoint[] | null> {
    // A read that fails throws to the caller (deviceReviews: nothing kept is shown, the review is worked out).
    const raw: unknown = await this.db.get('reviews', key);
    if (raw === undefined) return null;
    const parsed = v.safeParse(RecordSchema, raw);
    const whole = parsed.success && parsed.output.key === key && parsed.output.points.length === total + 1
      && parsed.output.points.every((p, i) => p.index === i);
    if (!whole) {
      await this.db.delete('reviews', key).catch(() => {});
      return null;
    }
    return parsed.output.points as ReviewPoint[];
  }

  /** Keeps a finished review, then only the newest REVIEWS_KEPT. */
  async keep(key: string, points: readonly ReviewPoint[]): Promise<{ ok: true } | Failure> {
    try {
      const tx = this.db.transaction('reviews', 'readwrite');
      await tx.store.put({ key, at: this.now(), points: [...points] });
      const keys = await tx.store.index('at').getAllKeys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - REVIEWS_KEPT)).map((old) => tx.store.delete(old)));
      await tx.done;
      return { ok: true };
    } catch (error) {
      return writeFailure(error);
    }
  }
}

/** What a replay asks of the kept reviews, by what was reviewed (the key is worked out here). */
export interface KeptReviews {
  read(ask: ReviewAsk): Promise<ReviewPoint[] | null>;
  /** 'kept', or 'full' when the device's storage is, or 'failed'. */
  keep(ask: ReviewAsk, points: readonly ReviewPoint[]): Promise<'kept' | 'full' | 'failed'>;
}

/** The kept reviews in the app's database (the shell's connection: its saves' own). */
export function deviceReviews(db: () => Promise<NineLivesDatabase>): KeptReviews {
  const opened = async (): Promise<ReviewShelf> => new ReviewShelf(await db());
  return {
    read: async (ask) => {
      try {
        return await (await opened()).read(reviewKey(ask), ask.events.length);
      } catch (error) {
        console.warn('nine-lives: no kept review could be read', error);
        return null;
      }
    },
    keep: async (ask, points) => {
      try {
        const kept = await (await opened()).keep(reviewKey(ask), points);
        return kept.ok ? 'kept' : kept.reason.key === 'store.full' ? 'full' : 'failed';
      } catch (error) {
        console.warn('nine-lives: the review could not be kept', error);
        return 'failed';
      }
    },
  };
}
