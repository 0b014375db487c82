// Meow Meow at the table: its scene, its controls (Meow!, draw, keep, the suit picker, keyboard keys
// for every card in hand) and its words. Plugged into the seat screen and the table host.
// The shared table CSS first: this game's rules refine it, whichever chunk loads first (New game loads ahead).
import '../../../ui/play.css';
import './play.css';
import { t } from '../../../base/i18n';
import type { Settings } from '../../../base/settings';
import type { GameModule, GameUi } from '../../../ui/game-ui';
import { withTableWords } from '../../../ui/text';
import { button } from '../../../ui/controls';
import { createControlStrip } from '../../../ui/control-strip';
import type { Suit } from '../../shared/cards';
import { meowMeow } from '../rules/definition';
import type { MeowEvent, MeowState } from '../rules/state';
import type { MeowView } from '../rules/view';
import { hostWords, tableWords } from '../words/host';
import { suitName } from '../words/names';
import { meowHint, meowTip } from './hint';
import { createMeowScene } from './scene';
import { createMeowKeys } from './keys';
import { recentTargets } from './recent';
import type { Cue } from '../../../scene/sound';
import { createTableUi } from '../../../ui/table-ui';

function createUi(root: HTMLElement, controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<MeowView, MeowEvent>> {
  return createTableUi<MeowView, MeowEvent>(opts.settings, async (propose) => {
    const scene = await createMeowScene(root, opts);

    // The game's buttons: always in the same place, enabled only when that move is legal.
    const strip = createControlStrip(controls, 'meow');
    const bar = strip.bar;
    const drawBtn = button(bar, 'play-btn meow-draw', () => propose({ type: 'DRAW' }));
    const keepBtn = button(bar, 'play-btn meow-keep', () => propose({ type: 'PASS' }));
    const meowBtn = button(bar, 'play-btn meow-call', () => propose({ type: 'MEOW' }));

    const picker = document.createElement('div');
    picker.className = 'meow-suits';
    picker.setAttribute('role', 'group');
    picker.hidden = true;
    const pickerTitle = document.createElement('p');
    pickerTitle.className = 'meow-suits-title';
    picker.appendChild(pickerTitle);
    const suitButtons = ([0, 1, 2, 3] as Suit[]).map((suit) => button(picker, `meow-suit suit-${suit}`, () => propose({ type: 'WISH', suit })));
    controls.appendChild(picker);

    // Keyboard and screen-reader keys laid over the cards of the hand; taps go through to the canvas.
    const keys = createMeowKeys(root, scene, propose);

    return {
      scene,
      draw: (view, ctx) => scene.render(view, { legal: ctx.legal, bottomSeat: ctx.bottomSeat, showHand: ctx.showHand, recent: recentTargets(ctx.recent ?? [], view) }),
      refuse: (p) => scene.refuse(p.type === 'PLAY' ? (p.card as number) : null),
      cues: (prev, view) => (view.last === prev.last ? [] : cuesOf(view)),
      keys: (shown) => keys.layout(shown),
      controls(shown) {
        const legal = new Set((shown?.legal ?? []).map((e) => e.type));
        const view = shown?.view;
        const mine = view !== undefined && view.meowCalled && view.turn === shown!.ctx.bottomSeat;
        drawBtn.textContent = view && view.pendingDraw > 0 ? t('meow.ui.drawPenalty', { count: view.pendingDraw }) : t('meow.ui.draw');
        drawBtn.disabled = !legal.has('DRAW');
        keepBtn.textContent = view?.phase === 'drawnCard' ? t('meow.ui.keep') : t('meow.ui.pass');
        keepBtn.hidden = !legal.has('PASS');
        meowBtn.textContent = mine ? t('meow.ui.called') : t('meow.ui.call');
        meowBtn.disabled = !legal.has('MEOW');
        meowBtn.setAttribute('aria-pressed', String(mine));
        meowBtn.classList.toggle('ready', legal.has('MEOW'));
        const wasHidden = picker.hidden;
        picker.hidden = !legal.has('WISH');
        pickerTitle.textContent = t('meow.ui.chooseSuit');
        picker.setAttribute('aria-label', t('meow.ui.chooseSuit'));
        suitButtons.forEach((b, suit) => { b.textContent = suitName(suit as Suit); });
        if (wasHidden && !picker.hidden) suitButtons[0].focus();
      },
      showHint: (e) => keys.showHint(e),
      remove() {
        keys.remove();
        strip.remove();
        picker.remove();
      },
    };
  });
}

/** What the last event sounds like. */
function cuesOf(view: MeowView): Cue[] {
  if (view.phase === 'over') return ['card', 'win'];
  const cues = new Set<Cue>();
  for (const a of view.last) {
    if (a.kind === 'play') cues.add('card');
    else if (a.kind === 'draw') cues.add('draw');
    else if (a.kind === 'meow') cues.add('meow');
    else if (a.kind === 'penalty7' || a.kind === 'meowPenalty') cues.add('penalty');
  }
  return [...cues];
}

function status(view: MeowView, names: string[]): string {
  if (view.phase === 'over') return t('meow.log.won', { name: names[view.winners[0]] });
  const parts = [view.turn === view.viewer ? t('play.yourTurn', { name: names[view.turn] }) : t('play.turnOf', { name: names[view.turn] })];
  if (view.pendingDraw > 0) parts.push(t('meow.status.pending', { count: view.pendingDraw }));
  else if (view.wish !== null) parts.push(t('meow.status.wish', { suit: suitName(view.wish) }));
  return parts.join(' · ');
}

export const meowMeowModule: GameModule<MeowState, MeowEvent, MeowView> = {
  def: meowMeow,
  createUi,
  describe: hostWords.describe,
  status,
  figures: (s) => ({ figures: s.hands.map((h) => h.length), figureKey: 'results.cardsLeft', rankOrder: 'low' }),
  registerText: hostWords.registerText,
  hint: meowHint,
  tip: meowTip,
};

/** The table with its words in every language in use: what the game's entry loads (index.ts). */
export const loadMeowMeowTable = (): Promise<GameModule> => withTableWords(meowMeowModule, tableWords);
