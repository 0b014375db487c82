// Pocket Cats' words outside its table: its title and blurb, its setup choices, the door's refusals of its
// options (checkOptions), the save list's note on old saves and its score sheet. Merged into the shell's
// dictionaries from the list of games (src/base/i18n.ts), so they load with the home screen: keep them short.
// The clan cards' words load with the table and the rules (table.ts).
import type { GameWords } from '../../kinds';

const en = {
  'games.pocketCats.title': 'Pocket Cats',
  'games.pocketCats.blurb': 'Flip and swap tiles on a 5-by-5 grid: place your clan’s cats around the prey, and beware of the dogs. For two.',
  'games.pocketCats.draftNote': 'Played with the first edition’s draft tiles',
  'newGame.pocketMode': 'Mode',
  'newGame.pocketModeFirst': 'First game: no clan effects',
  'newGame.pocketModeEffects': 'With clan effects',
  'newGame.pocketChoice': 'Choosing the clans',
  'newGame.pocketChoiceFree': 'Freedom for the clans',
  'newGame.pocketChoiceLimited': 'Limited selection (clan cards drawn)',
  'newGame.pocketChoiceExperts': 'Experts on the block (2 games, total)',
  'newGame.pocketClan': 'Seat 1’s clan (free choice)',
  'newGame.pocketOtherClan': 'Seat 2’s clan (free choice with clan effects)',
  'newGame.pocketClan.royal-claws': 'Royal Claws',
  'newGame.pocketClan.gourmets': 'Gourmets',
  'newGame.pocketClan.crooks': 'Crooks',
  'newGame.pocketClan.defenders': 'Defenders of Justice',
  'newGame.pocketClan.chaoticats': 'Chaoticats',
  'newGame.pocketClan.power-cats': 'Power Cats',
  'newGame.pocketClan.polterkitties': 'Polterkitties',
  'companion.kind.pocketCats': 'Prey won per clan, pigeon and fly products, clan bonuses, the tie-break.',
  'companion.pocket.clanSeat': 'Clan {n} (player)',
  'companion.pocket.clans': 'Clans',
  'companion.pocket.clanOf': 'Clan of {name}',
  'companion.pocket.prey': 'Prey tiles',
  'companion.pocket.preyHint': 'For each prey tile: the clan with more attack around it won it; a tie, nobody.',
  'companion.pocket.whoWon': 'Who won {prey}',
  'companion.pocket.mouse': 'Mouse {points}',
  'companion.pocket.pigeon': 'Pigeon {points}',
  'companion.pocket.fly': 'Fly {points}',
  'companion.pocket.nobody': 'Nobody',
  'companion.pocket.bonus': 'Clan bonuses',
  'companion.pocket.bonusHint': 'With clan effects: Gourmets +1 per prey tile won, Crooks +1 per Crook still face up; the other clans have none.',
  'companion.pocket.noBonus': 'No clan bonus in this game.',
  'companion.pocket.preyBonus': '{name}: +{points}, 1 per prey tile won',
  'companion.pocket.faceUpOf': '{clan} of {name} still face up',
  'companion.pocket.draftNote': 'Started with the first edition’s draft tiles (mice 1 to 6); bonuses entered by hand.',
  'companion.pocket.bonusOf': 'Bonus points of {name}',
  'companion.pocket.bonusShort': 'bonus {points}',
  'companion.pocket.preyCount': '{count} prey',
  'companion.pocket.product.pigeon': 'both pigeons {points}',
  'companion.pocket.product.fly': 'both flies {points}',
  'companion.pocket.wins': '{name} wins.',
  'companion.pocket.winsOnPrey': 'Equal points: {name} wins with more prey tiles.',
  'companion.pocket.shared': 'Equal points and prey: a shared victory.',
  'engine.sameClan': 'The two players need different clans.',
  'engine.firstGameClans': 'The first game is Royal Claws against Gourmets.',
  'engine.firstGameNoEffects': 'The first game is played without clan effects.',
};

/** French and German (./home-translations.ts, loaded when chosen) are typed from the English: a missing or extra key is
 *  a compile error. */
export type Dictionary = Record<keyof typeof en, string>;

export const pocketCatsWords: GameWords = { en, translations: () => import('./home-translations').then((m) => m.translations) };
