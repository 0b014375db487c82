// Hand-made positions for the rule tests, drawn as five rows of five tokens:
//   R1..R5 Royal Claws cats, G1..G5 Gourmets cats (by attack), M1..M6 mice, P2 P5 pigeons, F3 F4 flies,
//   Dn Dns Dne Dnes Dx dogs (arrows {N} {N,S} {N,E} {N,E,S} {NE,SW}) with `.k` for k quarter turns clockwise,
//   a leading `?` for a face-down tile, and `*` for "some tile not named elsewhere, face down".
import { catId, type ClanId, type Rotation, type TileId, tilesFor } from './data';
import { explain, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState } from './rules';
import { pocketCats } from './definition';
import type { Cell } from './state';

const DOG_IDS: Record<string, TileId> = { Dn: 'dog-n', Dns: 'dog-ns', Dne: 'dog-ne', Dnes: 'dog-nes', Dx: 'dog-diag' };

/** The tile a token names (without `?` and rotation). */
export function tileOf(token: string): TileId {
  const kind = token[0];
  const n = Number(token.slice(1));
  switch (kind) {
    case 'R': return catId('royal-claws', n - 1);
    case 'G': return catId('gourmets', n - 1);
    case 'M': return `mouse-${n}`;
    case 'P': return `pigeon-${n}`;
    case 'F': return `fly-${n}`;
    case 'D': { const id = DOG_IDS[token]; if (!id) throw new Error(`no dog ${token}`); return id; }
    default: throw new Error(`bad token ${token}`);
  }
}

export interface PositionOptions extends Partial<PocketCatsOptions> {
  turn?: number;
  flipped?: number | null;
}

export const CLANS_RG: [ClanId, ClanId] = ['royal-claws', 'gourmets'];

const PLAYERS = [{ name: 'A', kind: 'bot' as const }, { name: 'B', kind: 'bot' as const }];

/** A new game through the chart (setup deals when the options give the clans). */
export const newGame = (options: PocketCatsOptions, seed: number): PocketCatsState => pocketCats.setup({ options, seed, players: PLAYERS });

/** A state in play (free choice, Royal Claws for seat 0 and Gourmets for seat 1 unless told otherwise): a
 *  hand-made position, so it names its phase itself (in play: swapping once a tile is flipped, else flipping). */
export function position(rows: string, o: PositionOptions = {}): PocketCatsState {
  const options: PocketCatsOptions = { effects: o.effects ?? false, clans: o.clans ?? CLANS_RG, choice: o.choice ?? 'free', first: o.first ?? 0 };
  const tokens = rows.trim().split(/\s+/);
  if (tokens.length !== 25) throw new Error(`25 tokens expected, got ${tokens.length}`);
  const named = new Set<TileId>();
  const parsed = tokens.map((t) => {
    if (t === '*') return null;
    const faceUp = !t.startsWith('?');
    const [name, r] = (faceUp ? t : t.slice(1)).split('.');
    const tile = tileOf(name);
    if (named.has(tile)) throw new Error(`${name} twice`);
    named.add(tile);
    return { tile, faceUp, rot: Number(r ?? 0) as Rotation, attacked: false };
  });
  const spare = tilesFor(options.clans).filter((t) => !named.has(t));
  const grid: Cell[] = parsed.map((c) => c ?? { tile: spare.shift()!, faceUp: false, rot: 0, attacked: false });
  const base = newGame(options, 1);
  const turn = o.turn ?? 0;
  return { ...base, grid, phase: o.flipped != null ? 'swapping' : 'flipping', turn, flipped: o.flipped ?? null, last: [] };
}

export function must(s: PocketCatsState, e: PocketCatsEvent): PocketCatsState {
  const why = explain(s, e);
  if (why) throw new Error(`refused ${e.type}: ${why.key}`);
  return pocketCats.apply(s, e);
}

/** Row/column to cell. */
export const at = (row: number, col: number): number => row * 5 + col;
