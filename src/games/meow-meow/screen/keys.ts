// Keyboard and screen-reader keys laid over the cards of the bottom hand: one button per card, at the card's
// uncovered part. Taps go through them to the canvas (pointer-events: none); Enter/Space on a key plays the card.
// data-card / data-playable / data-hint are for the e2e.
import { t } from '../../../base/i18n';
import { button } from '../../../ui/controls';
import { relayout, placeKey } from '../../../ui/key-layer';
import type { Shown } from '../../../ui/table-ui';
import { cardLabel } from '../../shared/cards';
import type { MeowEvent } from '../rules/state';
import type { MeowView } from '../rules/view';
import type { MeowProposal, MeowScene } from './scene';

export interface MeowKeys {
  layout(shown: Shown<MeowView, MeowEvent> | null): void;
  /** Marks the key of the hinted card (null: none). */
  showHint(e: MeowEvent | null): void;
  remove(): void;
}

export function createMeowKeys(root: HTMLElement, scene: MeowScene, propose: (p: MeowProposal) => void): MeowKeys {
  const keys = document.createElement('div');
  keys.className = 'hand-keys';
  keys.setAttribute('role', 'group');
  root.appendChild(keys);
  let hinted: MeowEvent | null = null;

  return {
    layout(shown) {
      keys.setAttribute('aria-label', t('meow.ui.hand'));
      const hand = shown?.ctx.showHand ? shown.view.hand ?? [] : [];
      const playable = new Set((shown?.legal ?? []).flatMap((e) => (e.type === 'PLAY' ? [e.card] : [])));
      relayout(keys, (into) => {
        for (const card of hand) {
          const rect = scene.locate({ card });
          if (!rect) continue;
          const key = button(into, 'hand-key', () => propose({ type: 'PLAY', card }));
          key.dataset.card = String(card);
          key.dataset.key = `card-${card}`;
          key.setAttribute('aria-label', t('meow.ui.playCard', { card: cardLabel(card) }));
          if (playable.has(card)) key.dataset.playable = 'true';
          if (hinted?.type === 'PLAY') key.dataset.hint = String(hinted.card === card);
          placeKey(key, rect);
        }
      });
    },
    showHint(e) {
      hinted = e;
      keys.querySelectorAll<HTMLElement>('.hand-key').forEach((k) => { k.dataset.hint = String(e?.type === 'PLAY' && k.dataset.card === String(e.card)); });
    },
    remove: () => keys.remove(),
  };
}
