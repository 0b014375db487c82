// Pocket Cats' setup screen: the mode (first game without clan effects, or clan effects), how the clans are
// chosen (free, limited selection, experts as a two-game match) and, for the free choice, the first seat's clan.
import type { GameSetup } from '../entry';
import type { ClanId } from './data';
import type { PocketCatsOptions } from './definition';

type Choice = PocketCatsOptions['choice'];
const CLANS: readonly ClanId[] = ['royal-claws', 'gourmets'];
const CHOICES: readonly Choice[] = ['first-game', 'free', 'limited', 'experts'];
const other = (c: ClanId): ClanId => (c === 'royal-claws' ? 'gourmets' : 'royal-claws');

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
  build: (choices): PocketCatsOptions => {
    const effects = choices.mode === 'effects';
    const picked = choices.choice === 'limited' || choices.choice === 'experts' ? choices.choice : 'free';
    const mine: ClanId = CLANS.includes(choices.clan as ClanId) ? (choices.clan as ClanId) : 'royal-claws';
    return { effects, clans: [mine, other(mine)], choice: picked === 'free' && !effects ? 'first-game' : picked, first: 0 };
  },
  // "Play again": the same choices, and the other player starts.
  next: (previous): PocketCatsOptions => {
    const prev = (previous ?? {}) as Partial<PocketCatsOptions>;
    const mine: ClanId = prev.clans && CLANS.includes(prev.clans[0]) ? prev.clans[0] : 'royal-claws';
    const choice: Choice = CHOICES.includes(prev.choice as Choice) ? (prev.choice as Choice) : 'first-game';
    return { effects: choice === 'first-game' ? false : prev.effects === true, clans: [mine, other(mine)], choice, first: prev.first === 0 ? 1 : 0 };
  },
};
