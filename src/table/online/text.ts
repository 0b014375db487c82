// The online table's words (its lobby, the invite, the server's refusals), in English here (every language's
// fallback); French and German in ./text-translations.ts, loaded only in a language in use. Registered by the online
// screen and the new-game screen's Start (an online table), so neither a game on this device nor home carries them.
import { registerAll, wordsOnDemand, type WordsLoader } from '../../base/i18n';

const en = {
  'online.away': '{name} is away.',
  'online.standIn': 'A bot plays for {name} while they are away.',
  'online.waitingFor': 'Waiting for {name} to join.',
  'online.invite': 'Invite',
  'online.inviteTitle': 'Invite to this table',
  'online.inviteHow': 'Send this link to the players, or let them scan it. Whoever opens it chooses a free seat.',
  'online.inviteLink': 'The table’s link',
  'online.inviteQr': 'The table’s link as a code to scan',
  'online.share': 'Share the link',
  'online.shareText': 'Come and play {game} with me in Nine Lives.',
  'online.code': 'Table code: {code}',
  'online.chooseSeat': '{game}: choose your seat.',
  'online.noFreeSeat': '{game}: every seat is taken. A player who left comes back on their own device.',
  'online.takeSeat': 'Play as {name}',
  'online.seatBot': '{name} (bot)',
  'online.seatTaken': '{name} is playing',
  'online.watch': 'Watch the table',
  'online.watchHow': 'A tablet in the middle, or a friend looking on: the whole table, no hand.',
  'online.here': 'Playing',
  'online.hereLocal': 'On this device',
  'online.freeSeat': 'Free the seat for another device',
  'online.tableOver': 'This game of {game} is over.',
  'online.lost': 'The connection to the online table is lost. Open the table’s link again to take your seat back.',
  'online.over': 'The game is over.',
  'online.noSuchTable': 'There is no table with this code. Check the link, or ask for a new one.',
  'online.noSuchSeat': 'That seat cannot be taken: it is a bot’s, or the table has no such seat.',
  'online.noSuchGame': 'The server does not know this game: it may run another version of Nine Lives.',
  'online.badTable': 'The server refused this table’s setup.',
  'online.brokenLog': 'This table’s saved game could not be replayed on the server, so it cannot be opened.',
  'online.tableOpening': 'The table is being opened by another player: try again in a moment.',
  'online.serverFull': 'The server holds as many tables as it can just now: try again later.',
  'online.tableBusy': 'Too many devices are waiting to join this table just now: try again in a few seconds.',
  'online.joinTooSlow': 'The table waited too long for this device to join: open the table’s link again.',
  'online.requestTooLarge': 'The server refused a request too large to be this app’s: update Nine Lives and try again.',
  'online.badRequest': 'The server did not understand this app’s request: update Nine Lives and try again.',
  'online.storeDown': 'The server cannot read its tables just now: try again in a moment.',
  'online.noPush': 'This server sends no notifications.',
  'online.notYourSeat': 'This device no longer holds that seat, so it cannot be told of its moves.',
  'online.push.title': 'Your move · {game}',
  'online.push.started': 'The game has begun.',
};

export type OnlineTextKey = keyof typeof en;

export const onlineText = { en };

const onlineWords: WordsLoader = (lang) => import('./text-translations').then((m) => m[lang]);

/** Makes the online words ready for t(): English at once; resolves once French or German (in use) are loaded. */
export function registerOnlineText(): Promise<void> {
  registerAll(onlineText);
  return wordsOnDemand(onlineWords);
}
