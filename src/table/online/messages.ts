// The message types a table's room and its devices exchange (server/table-room.ts and ./sdk-link.ts): the table
// protocol's messages, and once the game is over, the whole game as a replay code.
export const TABLE_MESSAGE = 'table';
export const FINISHED_MESSAGE = 'finished';
/** Over days: the seats whose move's time is up ({ seats, at }: at the log's length then), said to every device. */
export const TIME_UP_MESSAGE = 'timeUp';
