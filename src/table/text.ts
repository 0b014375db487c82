// The table's words (the Seats panel and pairing, a phone's seat, the refusals and undo the host answers with), in
// English here (every language's fallback); French and German in ./text-translations.ts, loaded only in a language
// in use. Registered by the screens that host or join a table (./hosted-play.ts, ./join.ts), so the home screen does
// not carry them.
import { registerAll, wordsOnDemand, type WordsLoader } from '../base/i18n';

const en = {
  'table.badMessage': 'The other device sent something this table does not understand.',
  'table.otherVersion': 'The other device runs another version of Nine Lives: update both, then pair them again.',
  'table.tooLarge': 'The other device sent a message too large for this table.',
  'table.joinFirst': 'This device has not joined the table yet.',
  'table.joinedAlready': 'This device has already joined the table.',
  'table.seatTaken': '{name}’s seat belongs to another device. The host can free it.',
  'table.moved': 'The table moved on before your move arrived: look again.',
  'table.notYourSeat': 'A device can only play for its own seat.',
  'table.cannotUndo': 'That move cannot be taken back now: another player has moved since, or something hidden was shown.',
  'table.answered': 'You have already answered.',
  'table.notAsked': 'You are not asked to play just now.',
  'table.notJoined': 'This device is not at the table yet.',
  'table.noReply': 'The table did not answer in time. Your move was not played.',
  'table.lost': 'The connection to the table was lost. Your move was not played.',
  'table.connecting': 'Joining the table…',
  'table.connectionLost': 'The connection to the table is lost. Scan the table’s code again to rejoin your seat.',
  'table.overOnTable': 'The game is over: the results are on the table’s screen.',
  'table.away': '{name}’s phone is away.',
  'table.standIn': 'A bot plays for {name} while their phone is away.',
  'table.waitingFor': 'Waiting for {name}’s phone.',
  'table.seats': 'Seats',
  'table.seatsTitle': 'Seats and phones',
  'table.isBot': 'Bot',
  'table.onPhone': 'On their phone',
  'table.onTablet': 'On this device',
  'table.leaveQuestionOne': 'Leaving ends the table for {name}’s phone. When you open this game again, it scans the table’s new code to take its seat back.',
  'table.leaveQuestionMany': 'Leaving ends the table for the phones of {names}. When you open this game again, each phone scans the table’s new code to take its seat back.',
  'table.leave': 'Leave the table',
  'table.pair': 'Connect {name}’s phone',
  'table.pairAgain': 'Connect {name}’s phone again',
  'table.botPlays': 'Let a bot play for {name}',
  'table.giveBack': '{name} plays again',
  'table.newPhone': 'Use another phone',
  'table.tableOnly': 'This screen is the table: each player moves on their own phone.',
  'table.watchOnly': 'You are watching this table: the players move on their own devices.',
  'table.tooManyWatching': 'As many devices as the table allows are watching it already.',
  'table.notOrganiser': 'Only the device that made the table may hand a seat to a bot.',
  'table.notAPerson': 'That seat is not a person’s.',
  'table.seatIsHere': '{name} is at the table: a bot plays only for a player who is away.',
  'pair.codeText': 'The code as text',
  'pair.copy': 'Copy',
  'pair.copied': 'Copied.',
  'pair.copyByHand': 'Select the text and copy it.',
  'pair.noCamera': 'No camera? Use the code as text',
  'pair.scan': 'Scan with the camera',
  'pair.pasteLabel': 'Paste the code here',
  'pair.useCode': 'Use this code',
  'pair.preparing': 'Preparing the code…',
  'pair.titleFor': 'Connect {name}’s phone',
  'pair.connecting': 'Connecting {name}’s phone…',
  'pair.hostStep1': '1. On {name}’s phone, open Nine Lives, tap “Join a table” and scan this code.',
  'pair.offerLabel': 'The table’s code for {name}’s phone',
  'pair.hostStep2': '2. Then scan the code {name}’s phone shows.',
  'pair.cancel': 'Stop connecting',
  'join.title': 'Join a table',
  'join.step1': 'Scan the code the table’s screen shows for your seat (Seats, then “Connect”). Both devices must be on the same Wi-Fi.',
  'join.step2': 'Now let the table scan this code.',
  'join.answerLabel': 'This phone’s answer code for the table',
  'join.waiting': 'Waiting for the table to scan it…',
};

export type TableTextKey = keyof typeof en;

export const tableText = { en };

/** The table's French and German, loaded in a language in use. */
const tableWords: WordsLoader = (lang) => import('./text-translations').then((m) => m[lang]);

/** Makes the table's words ready for t() (again is harmless): English at once; resolves once French or German (in
 *  use) are loaded too, so a screen that waits for it is never first drawn in English. */
export function registerTableText(): Promise<void> {
  registerAll(tableText);
  return wordsOnDemand(tableWords);
}
