// The guided first game on a seat's screen: the first kind of move now open to the seat whose tip this player has
// not seen yet, with a link to its rule. A tip still up when the table moves on was read: it is not shown again.
// Seen tips go into the player's settings (the shell keeps them), so a tip is shown once on each device.
import type { GameEvent } from '../engine/types';
import type { GameModule } from '../ui/game-ui';
import type { Overlay } from './overlay';
import type { Settings } from '../base/settings';

export interface SeatTips {
  /** The table now: where it is (a tip from another position was read) and the seat's legal events (none: no tip). */
  follow(position: string, legal: readonly GameEvent[]): void;
  applySettings(next: Settings): void;
  destroy(): void;
}

export function createTips(game: GameModule, overlay: Pick<Overlay, 'showTip' | 'clearTip'>, settings: Settings,
  hooks: { onRules(anchor?: string): void; onSettingsChange?(next: Settings): void }): SeatTips {
  let current = settings;
  let shown: { key: string; position: string } | null = null;
  let legalNow: readonly GameEvent[] = [];
  let positionNow = '';

  const seen = (key: string): void => {
    if (shown?.key === key) {
      shown = null;
      overlay.clearTip();
    }
    if (current.tipsSeen.includes(key)) return;
    current = { ...current, tipsSeen: [...current.tipsSeen, key] };
    hooks.onSettingsChange?.(current);
  };

  const next = (): void => {
    if (shown || !current.tips || !game.tip || legalNow.length === 0) return;
    const gameId = game.def.id;
    for (const kind of new Set(legalNow.map((e) => e.type))) {
      const key = `${gameId}:${kind}`;
      if (current.tipsSeen.includes(key)) continue;
      const tip = game.tip(kind);
      if (!tip) continue;
      shown = { key, position: positionNow };
      const rule = tip.rule;
      overlay.showTip(tip.text, rule ? () => hooks.onRules(rule) : null, () => {
        seen(key);
        next();
      });
      return;
    }
  };

  return {
    follow(position, legal) {
      if (shown && shown.position !== position) seen(shown.key);
      positionNow = position;
      legalNow = legal;
      next();
    },
    applySettings(next_) {
      current = next_;
      if (!next_.tips && shown) {
        shown = null;
        overlay.clearTip();
      }
    },
    destroy() {
      shown = null;
    },
  };
}
