// What the results screen shows of a finished game, read from the session and its save.
import type { GameSession } from '../engine/session';
import type { SaveHeader } from '../store';
import type { ResultSummary } from './contract';
import type { GameModule } from '../ui/game-ui';

export function resultSummary(game: GameModule, session: GameSession, header: SaveHeader): ResultSummary {
  const players = header.input.players;
  const result = game.def.result(session.state)!;
  return {
    gameId: game.def.id,
    saveId: header.id,
    players,
    winners: result.winners,
    ...game.figures(session.state),
    details: game.details?.(session.state, players.map((p) => p.name)),
    replay: { options: header.input.options, players },
    tally: header.tally,
  };
}
