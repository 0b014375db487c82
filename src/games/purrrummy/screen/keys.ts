// Keyboard and screen-reader keys laid over the Purrrummy canvas: one per hand card (select it or put it
// back), one per meld (add the selection to it) and the two piles. Taps go through them to the scene
// (pointer-events: none); Enter/Space on a key does what a tap does. data-* attributes serve the e2e specs.
import { t } from '../../../base/i18n';
import { button } from '../../../ui/controls';
import { relayout, placeKey } from '../../../ui/key-layer';
import type { PurrScene } from './scene';
import type { PurrView } from '../rules/view';
import { cardName, meldTitle } from './scene-select';

export interface KeyContext {
  view: PurrView;
  showHand: boolean;
  names: string[];
}

export function createPurrKeys(root: HTMLElement, scene: PurrScene): { layout(k: KeyContext | null): void; remove(): void } {
  const layer = document.createElement('div');
  layer.className = 'hand-keys purr-keys';
  root.appendChild(layer);

  function layout(k: KeyContext | null): void {
    relayout(layer, (into) => { if (k) build(k, into); });
  }

  function build(k: KeyContext, into: HTMLElement): void {
    const hand = document.createElement('div');
    hand.setAttribute('role', 'group');
    hand.setAttribute('aria-label', t('purrrummy.ui.hand'));
    into.appendChild(hand);
    const selected = new Set(scene.selection);
    for (const card of k.showHand ? k.view.hand ?? [] : []) {
      const r = scene.locate({ card });
      if (!r) continue;
      const b = button(hand, 'hand-key purr-card-key', () => scene.toggleCard(card));
      b.dataset.card = String(card);
      b.dataset.key = `card-${card}`;
      b.setAttribute('aria-label', t('purrrummy.ui.selectCard', { card: cardName(card) }));
      b.setAttribute('aria-pressed', String(selected.has(card)));
      placeKey(b, r);
    }
    for (let seat = 0; seat < k.view.seats; seat++) {
      const name = k.names[seat] ?? `${seat + 1}`;
      const group = document.createElement('div');
      group.setAttribute('role', 'group');
      group.setAttribute('aria-label', t('purrrummy.ui.melds', { name }));
      into.appendChild(group);
      k.view.melds.forEach((m, i) => {
        if (m.owner !== seat) return;
        const r = scene.locate({ meld: i });
        if (!r) return;
        const target = scene.isMeldTarget(i);
        const words = { name, meld: meldTitle(m.kind, m.cards, m.stands), cards: m.cards.map(cardName).join(' ') };
        const b = button(group, 'hand-key meld-key', () => scene.pickMeld(i));
        b.dataset.meld = String(i);
        b.dataset.owner = String(seat);
        b.dataset.key = `meld-${i}`;
        b.dataset.kind = m.kind;
        b.dataset.stands = m.stands.join(',');
        b.setAttribute('aria-label', t(target ? 'purrrummy.ui.meldTarget' : 'purrrummy.ui.meldKey', words));
        if (target) b.dataset.target = 'true';
        placeKey(b, r);
      });
    }
    const draw = scene.locate('draw');
    const discard = scene.locate('discard');
    // The piles have their own buttons (Draw, Take discard, Discard); these keys only let taps be aimed at them.
    for (const [pile, r] of [['draw', draw], ['discard', discard]] as const) {
      if (!r) continue;
      const b = document.createElement('div');
      b.className = 'hand-key pile-key';
      b.dataset.pile = pile;
      const top = k.view.discard[k.view.discard.length - 1];
      if (pile === 'discard' && top !== undefined) b.dataset.card = String(top);
      b.setAttribute('aria-hidden', 'true');
      into.appendChild(b);
      placeKey(b, r);
    }
  }

  return { layout, remove: () => layer.remove() };
}
