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
  'online.paceChoice': 'Pace',
  'online.paceChoice.live': 'Live',
  'online.paceChoice.days': 'Over days',
  'online.paceChoice.how': 'Live: everyone plays at once. Over days: each player moves when they have a minute, and their phone says when it is their move.',
  'online.paceChoice.moveTime': 'Time per move',
  'online.paceChoice.late': 'When a move’s time has long run out',
  'online.paceChoice.standIn': 'A bot plays for them',
  'online.paceChoice.wait': 'Wait for them',
  'online.pace.live': 'Live: everyone plays at once.',
  'online.pace.days': 'Over days: {time} per move. Each player is told on their phone when it is their move.',
  'online.pace.hours12': '12 hours',
  'online.pace.day1': '1 day',
  'online.pace.days3': '3 days',
  'online.alertsTitle': 'Your moves',
  'online.alertsOffer': 'Be told on this device when it is your move?',
  'online.alertsNotNow': 'Not now',
  'online.alertsAsk': 'Tell me',
  'online.alertsStop': 'Stop telling me',
  'online.alertsDone': 'This device will tell you when it is your move, even with the app closed.',
  'online.alertsStopped': 'This device will no longer tell you of your moves at this table.',
  'online.alertsInstall': 'On iPhone and iPad, notifications need the app on the home screen: tap Share, then “Add to Home Screen”, and open Nine Lives from there.',
  'online.alertsRefused': 'Notifications are off for Nine Lives in this browser. Allow them in the browser’s settings for this site, then tap again.',
  'online.alertsNone': 'This browser cannot show notifications.',
  'online.alertsSettingsTitle': 'Your moves on this device',
  'online.alertsSettingsOn': 'On. Tables where this device tells you when it is your move: {n}.',
  'online.alertsSettingsAsk': 'At an online table over days, tap “Tell me” after your move, and this device tells you when it is your move again, even with the app closed.',
  'online.alertsSettingsRefused': 'Notifications are off for Nine Lives in this browser, so no table can tell you of your move. To change it, open the browser’s settings for this site (the icon beside the address; on Android, the app’s info), allow Notifications, then tap “Tell me” at a table.',
  'online.alertsStopAll': 'Stop telling me at every table',
  'online.alertsStoppedAll': 'This device no longer tells you of your moves at any table.',
  'online.yours.title': 'Your tables',
  'online.yours.lastKnown': 'As last known {when}: the server cannot be reached just now.',
  'online.yours.over': 'The game is over',
  'online.yours.yourMove': 'Your move',
  'online.yours.theirMove': '{name} to move',
  'online.yours.timeLeft': 'time runs out {when}',
  'online.yours.timeUp': 'the move’s time is up',
  'online.yours.dismiss': 'Dismiss',
  'online.yours.watching': 'Watching table {code}',
  'online.yours.watchingNow': 'You watch this table',
  'online.timeUpFor': 'The time for this move is up: {names} to move. The organiser may let a bot play for them.',
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
