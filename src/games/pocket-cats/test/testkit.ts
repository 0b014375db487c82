// Hand-made positions for the rule tests, drawn as five rows of five tokens. A cat is its clan's letter and its
// attack, with a, b, … where a clan repeats a value (in the clan's order); Chaoticats by place, X1..X5 (X5 the
// chief). R Royal Claws, G Gourmets, K Crooks, J Defenders of Justice, X Chaoticats, W Power Cats, Y Polterkitties:
//   R1..R5; G2 G4 G1 G5 G3 (G3 the chief); K1..K4 K7; J1a..J1d J9; W4a W4b W3 W6 W2; Y2a Y2b Y3a Y3b Y5.
// Prey: M3 M4a M4b M5a M5b M6 mice, P2 P5 pigeons, F3 F4 flies. Dogs: Dn {N}, Dwe {W,E}, De {NE,E,SE},
// Dp {N,E,S,W}, Dx {NW,NE,SW,SE}, with `.k` for k quarter turns clockwise. A leading `?` is a face-down tile,
// `*` "some tile not named elsewhere, face down" and `+` the same face up (name every dog where that matters). The draft edition (old saves) has its own: R1..R5, G1..G5, mice
// M1..M6, dogs Dn Dns Dne Dnes Dx.
import { clanDef, clansOf, catId, DRAFT, PREY, type ClanId, type Edition, type Rotation, type TileId, tilesFor } from '../rules/data';
import { explain, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState } from '../rules/rules';
import { pocketCats } from '../rules/definition';
import type { Cell } from '../rules/state';

const LETTER: Record<ClanId, string> = {
  'royal-claws': 'R', gourmets: 'G', crooks: 'K', defenders: 'J', chaoticats: 'X', 'power-cats': 'W', polterkitties: 'Y',
};
const PUBLISHED_DOGS: Record<string, string> = { Dn: 'dog-n', Dwe: 'dog-we', De: 'dog-east', Dp: 'dog-cross', Dx: 'dog-x' };
const DRAFT_DOGS: Record<string, string> = { Dn: 'dog-n', Dns: 'draft-dog-ns', Dne: 'draft-dog-ne', Dnes: 'draft-dog-nes', Dx: 'draft-dog-diag' };

/** Token → tile, per edition. */
function tokens(edition: Edition): Map<string, TileId> {
  const out = new Map<string, TileId>();
  const named = (base: string, ids: TileId[], values: (string | number)[]) => {
    values.forEach((v, i) => {
      const repeats = values.filter((x) => x === v).length > 1;
      const nth = values.slice(0, i).filter((x) => x === v).length;
      out.set(`${base}${v}${repeats ? 'abcd'[nth] : ''}`, ids[i]);
    });
  };
  for (const clan of clansOf(edition)) {
    const cats = clanDef(clan, edition)!.cats;
    named(LETTER[clan], cats.map((_, i) => catId(clan, i, edition)), cats.map((c, i) => (c.attack === 'counted' ? i + 1 : c.attack)));
  }
  for (const kind of ['mouse', 'pigeon', 'fly'] as const) {
    const prey = (edition === 'draft' ? DRAFT.prey : PREY).filter((p) => p.kind === kind);
    named(kind[0].toUpperCase(), prey.map((p) => p.id), prey.map((p) => p.points));
  }
  for (const [token, id] of Object.entries(edition === 'draft' ? DRAFT_DOGS : PUBLISHED_DOGS)) out.set(token, id);
  return out;
}
const TOKENS: Record<Edition, Map<string, TileId>> = { published: tokens('published'), draft: tokens('draft') };

/** The tile a token names (without `?` and rotation). */
export function tileOf(token: string, edition: Edition = 'published'): TileId {
  const id = TOKENS[edition].get(token);
  if (!id) throw new Error(`bad token ${token} (${edition})`);
  return id;
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
  const options: PocketCatsOptions = {
    effects: o.effects ?? false, clans: o.clans ?? CLANS_RG, choice: o.choice ?? 'free', first: o.first ?? 0, edition: o.edition ?? 'published',
  };
  const tokens = rows.trim().split(/\s+/);
  if (tokens.length !== 25) throw new Error(`25 tokens expected, got ${tokens.length}`);
  const named = new Set<TileId>();
  const parsed = tokens.map((t) => {
    if (t === '*' || t === '+') return t;
    const faceUp = !t.startsWith('?');
    const [name, r] = (faceUp ? t : t.slice(1)).split('.');
    const tile = tileOf(name, options.edition);
    if (named.has(tile)) throw new Error(`${name} twice`);
    named.add(tile);
    return { tile, faceUp, rot: Number(r ?? 0) as Rotation, attacked: false };
  });
  const spare = tilesFor(options.clans, options.edition).filter((t) => !named.has(t));
  const grid: Cell[] = parsed.map((c) => (typeof c === 'string' ? { tile: spare.shift()!, faceUp: c === '+', rot: 0, attacked: false } : c));
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
