// The Hint button's one flow, on every seat's screen (src/table/seat-screen.ts: a person's on this device or a
// phone's): "looking for a good move…", the normal bot's choice from the seat's own view and legal
// events (never more than the seat may see), then the move and why in one line, the move lit on the table.
import type { GameEvent } from '../engine/types';
import { BotCancelledError, type BotClient } from '../ai/client';
import { t } from '../base/i18n';
import type { GameModule, GameUi } from '../ui/game-ui';
import type { Overlay } from './overlay';

export interface HintRequest<V, E extends GameEvent> {
  game: GameModule<unknown, E, V>;
  bots: Pick<BotClient, 'choose'>;
  view: V;
  legal: E[];
  names: string[];
  seed: number;
  overlay: Pick<Overlay, 'showHint'>;
  ui: Pick<GameUi<V, E>, 'showHint'> | null;
  /** False once the table has moved on (or closed) while the bot thought: that hint is for a table no longer shown. */
  current(): boolean;
}

export async function showHint<V, E extends GameEvent>(r: HintRequest<V, E>): Promise<void> {
  if (!r.game.hint || r.legal.length === 0) return;
  r.overlay.showHint(t('play.hintThinking'));
  let event: E;
  try {
    // One legal move needs no search: it is the hint, and the line says it is the only one.
    event = r.legal.length === 1 ? r.legal[0] : await r.bots.choose<E, V>({ gameId: r.game.def.id, level: 'normal', view: r.view, legal: r.legal, seed: r.seed });
  } catch (error) {
    if (!(error instanceof BotCancelledError) && r.current()) r.overlay.showHint(t('play.hintFailed'));
    return;
  }
  if (!r.current()) return;
  const words = r.game.hint(r.view, event, r.legal, r.names);
  r.overlay.showHint(t('play.hintLine', { move: words.move, why: r.legal.length === 1 ? t('play.hintOnly') : words.why }));
  r.ui?.showHint?.(event);
}
