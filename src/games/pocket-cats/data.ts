// The box of Pocket Cats as data: the clans (their cats and effects), the prey and the dogs. The clan cards,
// attack values, dogs' arrows and mouse values are not in the rulebook (RULES.md): the values below are the
// RULES.md defaults, consistent with the rulebook's worked example. A clan card read from the box later is a
// change here; an effect is a named rule (effects.ts) the data refers to, with its hook: permanent or end of game.
import type { Lang } from '../../shell/settings';

/** The eight directions around a tile, clockwise from north (up). */
export type Dir = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const DIRS: readonly Dir[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** How a dog tile lies: quarter turns clockwise from its printed orientation (its arrows turn with it). */
export type Rotation = 0 | 1 | 2 | 3;

// ---------- clans ----------

export type ClanId = 'royal-claws' | 'gourmets';

export interface CatDef {
  /** Attack points printed on the tile. */
  attack: number;
  /** The clan chief (RULES.md: the 5). */
  chief: boolean;
}

/** A clan effect or a chief's ability: a named rule (effects.ts) and when it acts. `permanent` effects act
 *  during the whole game (or on the player's turn); `endOfGame` ones when the game ends. */
export type ClanRule =
  /** End of game, at scoring: `points` victory points per prey tile won (Gourmets, worked example: 4 prey, +4). */
  | { rule: 'bonusPerPrey'; hook: 'endOfGame'; points: number }
  /** Permanent: the clan chief also catches diagonally adjacent prey (Gourmets' chief, worked example). */
  | { rule: 'chiefCatchesDiagonally'; hook: 'permanent' }
  /** End of game, before the dogs attack: may turn one dog a quarter turn either way (Royal Claws, worked example). */
  | { rule: 'turnOneDog'; hook: 'endOfGame' };

export type RuleName = ClanRule['rule'];

export interface ClanDef {
  id: ClanId;
  name: Record<Lang, string>;
  /** The clan's five cat tiles. */
  cats: readonly CatDef[];
  /** The clan card's effect and the chief's ability (only with clan effects on). */
  effects: readonly ClanRule[];
}

/** Attack 1..5, the 5 being the chief (RULES.md). */
const FIVE_CATS: readonly CatDef[] = [1, 2, 3, 4, 5].map((attack) => ({ attack, chief: attack === 5 }));

/** The clans whose cards are known. Other clans appear when their cards are (RULES.md). */
export const CLANS: Record<ClanId, ClanDef> = {
  'royal-claws': {
    id: 'royal-claws',
    name: { en: 'Royal Claws', fr: 'Griffes Royales', de: 'Königliche Krallen' },
    cats: FIVE_CATS,
    effects: [{ rule: 'turnOneDog', hook: 'endOfGame' }],
  },
  gourmets: {
    id: 'gourmets',
    name: { en: 'Gourmets', fr: 'Gourmets', de: 'Feinschmecker' },
    cats: FIVE_CATS,
    effects: [
      { rule: 'bonusPerPrey', hook: 'endOfGame', points: 1 },
      { rule: 'chiefCatchesDiagonally', hook: 'permanent' },
    ],
  },
};

export const CLAN_IDS = Object.keys(CLANS) as ClanId[];

/** The first game (rulebook): Royal Claws against Gourmets, without clan effects. */
export const FIRST_GAME_CLANS: readonly [ClanId, ClanId] = ['royal-claws', 'gourmets'];

// ---------- prey ----------

export type PreyKind = 'mouse' | 'pigeon' | 'fly';

export interface PreyDef { id: string; kind: PreyKind; points: number }

/** 6 mice worth 1–6, pigeons 2 and 5, flies 3 and 4 (RULES.md). */
export const PREY: readonly PreyDef[] = [
  ...[1, 2, 3, 4, 5, 6].map((points) => ({ id: `mouse-${points}`, kind: 'mouse' as const, points })),
  { id: 'pigeon-2', kind: 'pigeon', points: 2 },
  { id: 'pigeon-5', kind: 'pigeon', points: 5 },
  { id: 'fly-3', kind: 'fly', points: 3 },
  { id: 'fly-4', kind: 'fly', points: 4 },
];

/** Kinds whose points are multiplied together when one clan wins every tile of the kind (pigeons 2 × 5 = 10,
 *  flies 3 × 4 = 12); otherwise added. */
export const PRODUCT_KINDS: readonly PreyKind[] = ['pigeon', 'fly'];

// ---------- dogs ----------

export interface DogDef { id: string; arrows: readonly Dir[] }

/** The five dogs' arrows as printed (RULES.md defaults). */
export const DOGS: readonly DogDef[] = [
  { id: 'dog-n', arrows: ['N'] },
  { id: 'dog-ns', arrows: ['N', 'S'] },
  { id: 'dog-ne', arrows: ['N', 'E'] },
  { id: 'dog-nes', arrows: ['N', 'E', 'S'] },
  { id: 'dog-diag', arrows: ['NE', 'SW'] },
];

// ---------- tiles ----------

/** A tile's identity: `cat:<clan>:<index>`, a prey id (`mouse-3`) or a dog id (`dog-ns`). */
export type TileId = string;

export type TileDef =
  | { id: TileId; kind: 'cat'; clan: ClanId; attack: number; chief: boolean }
  | { id: TileId; kind: 'prey'; prey: PreyKind; points: number }
  | { id: TileId; kind: 'dog'; arrows: readonly Dir[] };

export const catId = (clan: ClanId, index: number): TileId => `cat:${clan}:${index}`;

const TILE_DEFS = new Map<TileId, TileDef>();
for (const clan of CLAN_IDS) {
  CLANS[clan].cats.forEach((c, i) => TILE_DEFS.set(catId(clan, i), { id: catId(clan, i), kind: 'cat', clan, attack: c.attack, chief: c.chief }));
}
for (const p of PREY) TILE_DEFS.set(p.id, { id: p.id, kind: 'prey', prey: p.kind, points: p.points });
for (const d of DOGS) TILE_DEFS.set(d.id, { id: d.id, kind: 'dog', arrows: d.arrows });

/** What a tile is (throws on an unknown id: a state with one is broken). */
export function tileDef(id: TileId): TileDef {
  const t = TILE_DEFS.get(id);
  if (!t) throw new Error(`unknown tile ${id}`);
  return t;
}

export const isTile = (id: unknown): id is TileId => typeof id === 'string' && TILE_DEFS.has(id);

/** The 25 tiles of a game between two clans: both clans' cats, every prey and every dog. */
export function tilesFor(clans: readonly ClanId[]): TileId[] {
  return [
    ...clans.flatMap((clan) => CLANS[clan].cats.map((_, i) => catId(clan, i))),
    ...PREY.map((p) => p.id),
    ...DOGS.map((d) => d.id),
  ];
}
