// The box of Pocket Cats as data (RULES.md, "Pocket Cats": the published components): the seven clans (their
// cats, clan effect and chief's ability), the prey and the dogs. A corrected card is a change here. Each effect
// is a named rule (effects.ts says what it does and at which moment); the wording on the clan cards is ours
// (words.ts), in three languages.
// Saves made before the published tiles were known hold no `edition` in their options: they replay with the
// first edition's draft tiles (DRAFT below), so a game the player saw comes back as it was.
import type { Lang } from '../../../base/settings';

/** The eight directions around a tile, clockwise from north (up). */
export type Dir = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const DIRS: readonly Dir[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** How a dog tile lies: quarter turns clockwise from its printed orientation (its arrows turn with it). */
export type Rotation = 0 | 1 | 2 | 3;

/** The published tiles, or the first edition's draft tiles old saves were played with. */
export type Edition = 'published' | 'draft';
export const EDITIONS: readonly Edition[] = ['published', 'draft'];

// ---------- clans ----------

export const CLAN_IDS = ['royal-claws', 'gourmets', 'crooks', 'defenders', 'chaoticats', 'power-cats', 'polterkitties'] as const;
export type ClanId = (typeof CLAN_IDS)[number];

/** A cat's attack points: printed, or (Chaoticats) set by how many of the clan's cats are face up. */
export type Attack = number | 'counted';

export interface CatDef {
  attack: Attack;
  /** The clan chief (the last of the five). */
  chief: boolean;
}

/** When an effect acts (the rulebook's "permanent" effects are played on the owner's turn; the others at the
 *  end, at the step named). */
export type Moment = 'turn' | 'beforeDogs' | 'dogs' | 'afterDogs' | 'capture' | 'scoring';

/** Every effect the cards know, by name. `must` marks an ability the card says "must" (it happens by itself);
 *  every other end-of-game ability that needs a choice is optional (RULES.md). */
export type RuleName =
  /** ⌛ Royal Claws: a cat you flip may swap with any face-up dog instead of its usual targets. */
  | 'swapWithDog'
  /** ⌛ Defenders of Justice: a cat you flip may swap with a tile 1 or 2 spaces away orthogonally or diagonally. */
  | 'reachDiagonally'
  /** ⌛ Power Cats: a cat you flip may stay where it is instead of swapping. */
  | 'stayPut'
  /** ⌛ Polterkitties: when you flip a prey, you may move another face-up prey instead (as a prey moves). */
  | 'moveOtherPrey'
  /** Royal Claws' chief, before the dogs: may turn one orthogonally adjacent dog a quarter turn either way. */
  | 'turnAdjacentDog'
  /** Draft Royal Claws (old saves), before the dogs: may turn any face-up dog a quarter turn either way. */
  | 'turnAnyDog'
  /** Defenders' chief, before the dogs: must swap places with the centre tile. */
  | 'chiefToCentre'
  /** Polterkitties' chief: the dogs cannot turn it face down. */
  | 'dogProof'
  /** Crooks' chief, right after the dogs: must knock out (turn face down) every orthogonally adjacent cat of lower attack. */
  | 'knockOutWeaker'
  /** 🏁 Chaoticats: their attack is set by how many of them are face up (RULES.md's table). */
  | 'countedAttack'
  /** Gourmets' chief: also catches diagonally adjacent prey. */
  | 'catchDiagonally'
  /** Power Cats' chief: catches any prey in its row or column. */
  | 'catchInLine'
  /** Chaoticats' chief: if it caught one pigeon (or fly) and nobody caught the other, it catches that one too. */
  | 'completePair'
  /** 🏁 Gourmets: +1 point per prey tile won. */
  | 'bonusPerPrey'
  /** 🏁 Crooks: +1 point per Crook still face up. */
  | 'bonusPerFaceUpCat';

export interface ClanDef {
  id: ClanId;
  name: Record<Lang, string>;
  /** The clan's five cat tiles, the chief last. */
  cats: readonly CatDef[];
  /** The clan card's effect (only with clan effects on). */
  effect: RuleName;
  /** The chief's ability (only with clan effects on); null for the draft clans that had none. */
  chief: RuleName | null;
  /** The colour of the clan's tiles and card. */
  colour: number;
}

const cats = (attacks: readonly Attack[]): CatDef[] => attacks.map((attack, i) => ({ attack, chief: i === attacks.length - 1 }));

/** Chaoticats' attack by how many of them are face up (RULES.md): 5 → 2, 4 → 4, 3 → 6, 2 → 8, 1 → 10. */
export const COUNTED_ATTACK: Readonly<Record<number, number>> = { 0: 0, 1: 10, 2: 8, 3: 6, 4: 4, 5: 2 };

/** The seven published clans (RULES.md's table). */
export const CLANS: Record<ClanId, ClanDef> = {
  'royal-claws': {
    id: 'royal-claws', name: { en: 'Royal Claws', fr: 'Griffes Royales', de: 'Königliche Krallen' },
    cats: cats([1, 2, 3, 4, 5]), effect: 'swapWithDog', chief: 'turnAdjacentDog', colour: 0x7b4fc9,
  },
  gourmets: {
    id: 'gourmets', name: { en: 'Gourmets', fr: 'Gourmets', de: 'Feinschmecker' },
    cats: cats([2, 4, 1, 5, 3]), effect: 'bonusPerPrey', chief: 'catchDiagonally', colour: 0xd9822b,
  },
  crooks: {
    id: 'crooks', name: { en: 'Crooks', fr: 'Filous', de: 'Gauner' },
    cats: cats([1, 2, 3, 4, 7]), effect: 'bonusPerFaceUpCat', chief: 'knockOutWeaker', colour: 0x3f4a5a,
  },
  defenders: {
    id: 'defenders', name: { en: 'Defenders of Justice', fr: 'Justiciers', de: 'Gerechtigkeitshüter' },
    cats: cats([1, 1, 1, 1, 9]), effect: 'reachDiagonally', chief: 'chiefToCentre', colour: 0x2f7fd1,
  },
  chaoticats: {
    id: 'chaoticats', name: { en: 'Chaoticats', fr: 'Chaoticats', de: 'Chaoskatzen' },
    cats: cats(['counted', 'counted', 'counted', 'counted', 'counted']), effect: 'countedAttack', chief: 'completePair', colour: 0xc2338a,
  },
  'power-cats': {
    id: 'power-cats', name: { en: 'Power Cats', fr: 'Power Cats', de: 'Powerkatzen' },
    cats: cats([4, 4, 3, 6, 2]), effect: 'stayPut', chief: 'catchInLine', colour: 0xc23b2f,
  },
  polterkitties: {
    id: 'polterkitties', name: { en: 'Polterkitties', fr: 'Polterchats', de: 'Polterkätzchen' },
    cats: cats([2, 2, 3, 3, 5]), effect: 'moveOtherPrey', chief: 'dogProof', colour: 0x3a9a8a,
  },
};

/** The first game (rulebook): Royal Claws against Gourmets, without clan effects. */
export const FIRST_GAME_CLANS: readonly [ClanId, ClanId] = ['royal-claws', 'gourmets'];

// ---------- prey ----------

export type PreyKind = 'mouse' | 'pigeon' | 'fly';

export interface PreyDef { id: string; kind: PreyKind; points: number }

/** 6 mice worth 3, 4, 4, 5, 5, 6; pigeons 2 and 5; flies 3 and 4 (RULES.md). */
export const PREY: readonly PreyDef[] = [
  { id: 'mouse-3', kind: 'mouse', points: 3 },
  { id: 'mouse-4', kind: 'mouse', points: 4 },
  { id: 'mouse-4b', kind: 'mouse', points: 4 },
  { id: 'mouse-5', kind: 'mouse', points: 5 },
  { id: 'mouse-5b', kind: 'mouse', points: 5 },
  { id: 'mouse-6', kind: 'mouse', points: 6 },
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

/** The five dogs' arrows as printed, the tile upright (RULES.md). */
export const DOGS: readonly DogDef[] = [
  { id: 'dog-n', arrows: ['N'] },
  { id: 'dog-we', arrows: ['W', 'E'] },
  { id: 'dog-east', arrows: ['NE', 'E', 'SE'] },
  { id: 'dog-cross', arrows: ['N', 'E', 'S', 'W'] },
  { id: 'dog-x', arrows: ['NW', 'NE', 'SW', 'SE'] },
];

// ---------- the first edition's draft tiles (old saves) ----------

/** What the game was built on before the published components were known: two clans, mice 1–6 and other dogs.
 *  Kept so an old save replays exactly; never offered for a new game. Tiles equal to a published one share its id. */
export const DRAFT = {
  clans: {
    'royal-claws': { ...CLANS['royal-claws'], cats: cats([1, 2, 3, 4, 5]), effect: 'turnAnyDog', chief: null },
    gourmets: { ...CLANS.gourmets, cats: cats([1, 2, 3, 4, 5]), effect: 'bonusPerPrey', chief: 'catchDiagonally' },
  } as Partial<Record<ClanId, ClanDef>>,
  prey: [1, 2, 3, 4, 5, 6].map((points): PreyDef => ({ id: points <= 2 ? `draft-mouse-${points}` : `mouse-${points}`, kind: 'mouse', points }))
    .concat(PREY.filter((p) => p.kind !== 'mouse')),
  dogs: [
    { id: 'dog-n', arrows: ['N'] },
    { id: 'draft-dog-ns', arrows: ['N', 'S'] },
    { id: 'draft-dog-ne', arrows: ['N', 'E'] },
    { id: 'draft-dog-nes', arrows: ['N', 'E', 'S'] },
    { id: 'draft-dog-diag', arrows: ['NE', 'SW'] },
  ] as DogDef[],
};

/** A clan as the edition has it (undefined: the edition has no such clan). */
export function clanDef(clan: ClanId, edition: Edition = 'published'): ClanDef | undefined {
  return edition === 'draft' ? DRAFT.clans[clan] : CLANS[clan];
}

/** The clans an edition offers, in the box's order. */
export const clansOf = (edition: Edition): ClanId[] => CLAN_IDS.filter((c) => clanDef(c, edition) !== undefined);

// ---------- tiles ----------

/** A tile's identity: `cat:<clan>:<index>` (draft Gourmets `draft-cat:gourmets:<index>`), a prey id
 *  (`mouse-4b`) or a dog id (`dog-cross`). */
export type TileId = string;

export type TileDef =
  | { id: TileId; kind: 'cat'; clan: ClanId; attack: Attack; chief: boolean }
  | { id: TileId; kind: 'prey'; prey: PreyKind; points: number }
  | { id: TileId; kind: 'dog'; arrows: readonly Dir[] };

/** A cat tile's id: the draft edition's cats that differ from the published ones have ids of their own. */
export function catId(clan: ClanId, index: number, edition: Edition = 'published'): TileId {
  return edition === 'draft' && clan === 'gourmets' ? `draft-cat:${clan}:${index}` : `cat:${clan}:${index}`;
}

const TILE_DEFS = new Map<TileId, TileDef>();
function define(def: TileDef): void {
  const had = TILE_DEFS.get(def.id);
  if (had && JSON.stringify(had) !== JSON.stringify(def)) throw new Error(`tile ${def.id} defined twice, differently`);
  TILE_DEFS.set(def.id, def);
}
for (const edition of EDITIONS) {
  for (const clan of clansOf(edition)) {
    clanDef(clan, edition)!.cats.forEach((c, i) => define({ id: catId(clan, i, edition), kind: 'cat', clan, attack: c.attack, chief: c.chief }));
  }
  for (const p of edition === 'draft' ? DRAFT.prey : PREY) define({ id: p.id, kind: 'prey', prey: p.kind, points: p.points });
  for (const d of edition === 'draft' ? DRAFT.dogs : DOGS) define({ id: d.id, kind: 'dog', arrows: d.arrows });
}

/** What a tile is (throws on an unknown id: a state with one is broken). */
export function tileDef(id: TileId): TileDef {
  const t = TILE_DEFS.get(id);
  if (!t) throw new Error(`unknown tile ${id}`);
  return t;
}

export const isTile = (id: unknown): id is TileId => typeof id === 'string' && TILE_DEFS.has(id);

/** The 25 tiles of a game between two clans: both clans' cats, every prey and every dog (in this order: a
 *  deal shuffles this list, so the order is part of every save). */
export function tilesFor(clans: readonly ClanId[], edition: Edition = 'published'): TileId[] {
  return [
    ...clans.flatMap((clan) => clanDef(clan, edition)!.cats.map((_, i) => catId(clan, i, edition))),
    ...(edition === 'draft' ? DRAFT.prey : PREY).map((p) => p.id),
    ...(edition === 'draft' ? DRAFT.dogs : DOGS).map((d) => d.id),
  ];
}

/** How many tiles of each prey kind the box has (the same in both editions). */
export const PREY_KIND_TOTALS: Readonly<Record<PreyKind, number>> = { mouse: 6, pigeon: 2, fly: 2 };
