// Run by door.fuzz.test.ts in a child process with a time limit (a loop that never ends cannot be stopped from
// inside): every malformed option set of every game is started *around* the door (the bare GameSession
// constructor and the game's setup, as a save read before this fix was), and must throw or finish, never hang.
// Prints one JSON line: per game, how each attempt ended.
import { GameSession } from '../engine/session';
import { DOOR_GAMES, MALFORMED_OPTIONS, playersOf } from './door-testkit';

function attempt(run: () => unknown): 'threw' | 'finished' {
  try {
    run();
    return 'finished';
  } catch {
    return 'threw';
  }
}

const outcomes: Record<string, string[]> = {};
for (const { def } of DOOR_GAMES) {
  outcomes[def.id] = MALFORMED_OPTIONS[def.id].map(({ options, players }) => {
    const input = { options, seed: 7, players: playersOf(players) };
    return `${attempt(() => new GameSession(def, input))}/${attempt(() => def.setup(input))}`;
  });
}
console.log(JSON.stringify(outcomes));
