// Pocket Cats on the home and setup screens: always two seats; the mode (first game without clan effects, or
// clan effects), how the clans are chosen (free, limited selection, experts as a two-game match) and, for the
// free choice, the first seat's clan.
import type { ShellGame } from './types';

type ClanId = 'royal-claws' | 'gourmets';
type Choice = 'first-game' | 'free' | 'limited' | 'experts';

interface PocketCatsOptions {
  effects: boolean;
  clans: [ClanId, ClanId];
  choice: Choice;
  first: 0 | 1;
}

const CLANS: readonly ClanId[] = ['royal-claws', 'gourmets'];
const other = (c: ClanId): ClanId => (c === 'royal-claws' ? 'gourmets' : 'royal-claws');

export const pocketCats: ShellGame = {
  id: 'pocket-cats',
  titleKey: 'games.pocketCats.title',
  blurbKey: 'games.pocketCats.blurb',
  minPlayers: 2,
  maxPlayers: 2,
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
    {
      id: 'clan',
      labelKey: 'newGame.pocketClan',
      choices: [
        { value: 'royal-claws', labelKey: 'newGame.pocketClanRoyal' },
        { value: 'gourmets', labelKey: 'newGame.pocketClanGourmets' },
      ],
      default: 'royal-claws',
    },
  ],
  // The first seat (usually the person setting up) starts. The first game is the free choice without effects
  // (the rulebook's "first game"); limited and experts draw clan cards, with or without effects.
  buildOptions: (choices): PocketCatsOptions => {
    const effects = choices.mode === 'effects';
    const picked = choices.choice === 'limited' || choices.choice === 'experts' ? choices.choice : 'free';
    const mine: ClanId = CLANS.includes(choices.clan as ClanId) ? (choices.clan as ClanId) : 'royal-claws';
    return {
      effects,
      clans: [mine, other(mine)],
      choice: picked === 'free' && !effects ? 'first-game' : picked,
      first: 0,
    };
  },
  // "Play again": the same choices, and the other player starts.
  nextOptions: (previous): PocketCatsOptions => {
    const prev = (previous ?? {}) as Partial<PocketCatsOptions>;
    const mine: ClanId = prev.clans && CLANS.includes(prev.clans[0]) ? prev.clans[0] : 'royal-claws';
    const choice: Choice = prev.choice === 'free' || prev.choice === 'limited' || prev.choice === 'experts' || prev.choice === 'first-game' ? prev.choice : 'first-game';
    return {
      effects: choice === 'first-game' ? false : prev.effects === true,
      clans: [mine, other(mine)],
      choice,
      first: prev.first === 0 ? 1 : 0,
    };
  },
  loadRules: () => import('../../games/pocket-cats/rules-text').then((m) => m.rulesText),
};
