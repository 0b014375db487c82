// What a touch on the Kitty Cat table does: a swap is a hand card and a middle card picked in either order, the
// first one picked waits (lifted) for its partner; keeping a set and taking the other are one touch. It lights
// only what `legal` allows and proposes what is touched; a card with no swap now is proposed as it is, so the
// table host explains the refusal. A part of the scene: a new view drops a pick it made stale.
import type { Proposal } from '../../../ui/game-ui';
import type { ScenePart } from '../../../scene/scene-part';
import type { Card } from '../../shared/cards';
import type { KittyEvent } from '../rules/rules';
import type { KittyView } from '../rules/view';
import type { KittyRenderContext } from './scene-api';

type Swap = Extract<KittyEvent, { type: 'SWAP_ONE' }>;

/** What the picker asks of its scene. */
export interface PickerTable {
  legal(): KittyEvent[];
  rows(): { hand: (Card | null)[]; middle: (Card | null)[] };
  propose(p: Proposal): void;
  redraw(): void;
}

const toProposal = (e: KittyEvent): Proposal => {
  const { seat: _seat, ...rest } = e;
  return rest as Proposal;
};

export class KittyPicker implements ScenePart<KittyView, KittyRenderContext> {
  /** The card picked first, waiting for its partner. */
  hand: Card | null = null;
  middle: Card | null = null;

  constructor(private readonly table: PickerTable) {}

  clear(): void {
    this.hand = this.middle = null;
  }

  /** A pick no swap goes with any more is dropped. */
  arrive(): void {
    const sw = this.swaps();
    if (this.hand !== null && !sw.some((e) => e.hand === this.hand)) this.hand = null;
    if (this.middle !== null && !sw.some((e) => e.middle === this.middle)) this.middle = null;
  }

  swaps(): Swap[] {
    return this.table.legal().filter((e): e is Swap => e.type === 'SWAP_ONE');
  }

  private has(type: KittyEvent['type']): boolean {
    return this.table.legal().some((e) => e.type === type);
  }

  /** A touch that matches no legal event, proposed as it is (the table host explains the refusal), unless
   *  nobody here may act (a bot's turn, a move being saved). */
  private proposeTried(p: Proposal): void {
    if (this.table.legal().length > 0) this.table.propose(p);
  }

  isLit(row: 'hand' | 'middle', i: number): boolean {
    const { hand, middle } = this.table.rows();
    if (row === 'hand') {
      if (this.has('KEEP_SET')) return true;
      const card = hand[i];
      return card !== null && card !== undefined && this.swaps().some((e) => e.hand === card && (this.middle === null || e.middle === this.middle));
    }
    if (this.has('TAKE_BLIND')) return true;
    const card = middle[i];
    return card !== null && card !== undefined && this.swaps().some((e) => e.middle === card && (this.hand === null || e.hand === this.hand));
  }

  pickHand(i: number): void {
    if (this.has('KEEP_SET')) { this.table.propose({ type: 'KEEP_SET' }); return; }
    const card = this.table.rows().hand[i];
    if (card === null || card === undefined) return;
    const sw = this.swaps();
    // No swap with this card now (the showdown): propose it as it is; the table host refuses it with the reason.
    if (!sw.some((e) => e.hand === card)) { this.proposeTried({ type: 'SWAP_ONE', hand: card }); return; }
    if (this.middle !== null) {
      const e = sw.find((x) => x.hand === card && x.middle === this.middle);
      if (e) {
        this.clear();
        this.table.redraw();
        this.table.propose(toProposal(e));
        return;
      }
    }
    this.hand = this.hand === card ? null : card;
    this.table.redraw();
  }

  pickMiddle(i: number): void {
    if (this.has('TAKE_BLIND')) { this.table.propose({ type: 'TAKE_BLIND' }); return; }
    const card = this.table.rows().middle[i];
    if (card === null || card === undefined) return;
    const sw = this.swaps();
    if (!sw.some((e) => e.middle === card)) { this.proposeTried({ type: 'SWAP_ONE', middle: card }); return; }
    if (this.hand !== null) {
      const e = sw.find((x) => x.middle === card && x.hand === this.hand);
      if (e) {
        this.clear();
        this.table.redraw();
        this.table.propose(toProposal(e));
        return;
      }
    }
    this.middle = this.middle === card ? null : card;
    this.table.redraw();
  }
}
