// Pocket Cats' setup screen: the mode (first game without clan effects, or clan effects), how the clans are
// chosen (free, limited selection, experts as a two-game match) and, for the free choice, each seat's clan.
// New games are played with the published tiles; the save list's note names the old saves that are not.
import type { GameSetup, OptionField, Wording } from '../../kinds';
import type { ClanId } from './data';
import type { PocketCatsOptions } from './definition';

type Choice = PocketCatsOptions['choice'];

/** The seven clans in the box's order (data.ts's CLAN_IDS, kept out of the home screen; a test keeps them equal). */
export const BOX_CLANS: readonly ClanId[] = ['royal-claws', 'gourmets', 'crooks', 'defenders', 'chaoticats', 'power-cats', 'polterkitties'];
/** The first game's pair (data.ts's FIRST_GAME_CLANS; a test keeps them equal). */
const FIRST_PAIR: readonly [ClanId, ClanId] = ['royal-claws', 'gourmets'];
const CHOICES: readonly Choice[] = ['first-game', 'free', 'limited', 'experts'];

const isClan = (c: unknown): c is ClanId => BOX_CLANS.includes(c as ClanId);

/** The first game's other clan; undefined when `clan` is not one of the pair. */
const firstGameOpponent = (clan: ClanId): ClanId | undefined =>
  FIRST_PAIR.includes(clan) ? FIRST_PAIR.find((c) => c !== clan) : undefined;

const clanField = (id: string, labelKey: string, fallback: ClanId): OptionField => ({
  id, labelKey, default: fallback,
  choices: BOX_CLANS.map((clan) => ({ value: clan, labelKey: `newGame.pocketClan.${clan}` })),
});

/** The two seats' clans as chosen. In the first game seat 1 picks its side of the pair and seat 2 plays the
 *  other one (its own field is for the free choice with effects); anything else goes to the door as chosen. */
function clansFrom(mine: ClanId, theirs: ClanId, firstGame: boolean): [ClanId, ClanId] {
  return [mine, (firstGame && firstGameOpponent(mine)) || theirs];
}

export const pocketCatsSetup: GameSetup = {
  fields: [
    {
      id: 'mode',
      labelKey: 'newGame.pocketMode',
      choices: [
        { value: 'first-game', labelKey: 'newGame.pocketModeFirst' },
        { value: 'effects', labelKey: 'newGame.pocketModeEffects' },
      ],
      default: 'first-game',
    },
    {
      id: 'choice',
      labelKey: 'newGame.pocketChoice',
      choices: [
        { value: 'free', labelKey: 'newGame.pocketChoiceFree' },
        { value: 'limited', labelKey: 'newGame.pocketChoiceLimited' },
        { value: 'experts', labelKey: 'newGame.pocketChoiceExperts' },
      ],
      default: 'free',
    },
    // Equal clans are refused by the door: the two defaults differ (the first game's pair).
    clanField('clan', 'newGame.pocketClan', FIRST_PAIR[0]),
    clanField('otherClan', 'newGame.pocketOtherClan', FIRST_PAIR[1]),
  ],
  // The first seat (usually the person setting up) starts. The first game is the free choice without effects
  // (the rulebook's "first game"); limited and experts draw clan cards, with or without effects.
  build: (choices): PocketCatsOptions => {
    const effects = choices.mode === 'effects';
    const picked = choices.choice === 'limited' || choices.choice === 'experts' ? choices.choice : 'free';
    const choice: Choice = picked === 'free' && !effects ? 'first-game' : picked;
    const mine = isClan(choices.clan) ? choices.clan : FIRST_PAIR[0];
    const theirs = isClan(choices.otherClan) ? choices.otherClan : FIRST_PAIR[1];
    return { effects, clans: clansFrom(mine, theirs, choice === 'first-game'), choice, first: 0, edition: 'published' };
  },
  // "Play again": the same choices, and the other player starts; an old save's next game has the published tiles.
  next: (previous): PocketCatsOptions => {
    const prev = (previous ?? {}) as Partial<PocketCatsOptions>;
    const choice: Choice = CHOICES.includes(prev.choice as Choice) ? (prev.choice as Choice) : 'first-game';
    const kept = prev.clans && isClan(prev.clans[0]) && isClan(prev.clans[1]) && prev.clans[0] !== prev.clans[1];
    const clans: [ClanId, ClanId] = kept ? [prev.clans![0], prev.clans![1]] : [FIRST_PAIR[0], FIRST_PAIR[1]];
    return { effects: choice === 'first-game' ? false : prev.effects === true, clans, choice, first: prev.first === 0 ? 1 : 0, edition: 'published' };
  },
};

/** The save list's note on a save made before the published tiles were known (its options have no edition,
 *  or 'draft'): it plays on with the first edition's draft tiles. */
export function pocketCatsSaveNote(options: unknown): Wording | null {
  if (typeof options !== 'object' || options === null) return null;
  const edition = (options as { edition?: unknown }).edition;
  return edition === undefined || edition === 'draft' ? { key: 'games.pocketCats.draftNote' } : null;
}
