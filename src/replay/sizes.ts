// The replay code's size for a finished game of each game (greedy bots, src/replay/sample-games.ts), against the
// plain events as JSON under the same compression: `npx tsx src/replay/sizes.ts`. One line per game: moves, the
// log as JSON (bytes), the code with the events as JSON, and the code as written (characters).
import { GAMES, GAME_IDS } from '../games/index';
import { codeOf, encodeReplay } from './code';
import { sampleGame, type SampleGame } from './sample-games';

/** The same game with its events as plain JSON objects (what the compact moves are measured against). */
const plain = (g: SampleGame) => [g.gameId, g.input.options, g.input.seed, g.input.players.map((p) => [p.name, p.kind]), g.events];

/** The longest logs: the games for six, at a full table. */
const LONG: [string, Parameters<typeof sampleGame>][] = GAMES.filter((g) => g.maxPlayers >= 6).map((g) => [`${g.id}, 6 players`, [g.id, 7, 6]]);

const rows: string[] = [];
const measure = async (label: string, g: SampleGame) => {
  const code = await encodeReplay(g);
  if (!code.ok) throw new Error(`${label}: ${code.reason.key}`);
  const json = JSON.stringify(g.events).length;
  rows.push(`${label.padEnd(22)} moves ${String(g.events.length).padStart(4)}  log JSON ${String(json).padStart(6)} B  code (JSON events) ${String((await codeOf(plain(g))).length).padStart(5)}  code ${String(code.value.length).padStart(5)} chars`);
};
for (const id of GAME_IDS) await measure(id, await sampleGame(id));
for (const [label, args] of LONG) await measure(label, await sampleGame(...args));
console.log(rows.join('\n'));
