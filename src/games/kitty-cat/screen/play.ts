// Kitty Cat at the table: its scene, its buttons (keep this set / take the other, swap all, pass, knock, Hiss!,
// next round), the keys over the cards and its words. Plugged into the seat screen and the table host, which brings the
// saves, the bots and the privacy screen between people. Swapping one card is a tap on a hand card and a tap
// on a middle card (in either order).
// The shared table CSS first: this game's rules refine it, whichever chunk loads first (New game loads ahead).
import '../../../ui/play.css';
import './play.css';
import { t } from '../../../base/i18n';
import type { Settings } from '../../../base/settings';
import type { GameModule, GameUi } from '../../../ui/game-ui';
import { createTableUi } from '../../../ui/table-ui';
import { sameState } from '../../../engine/equal';
import { withTableWords } from '../../../ui/text';
import { button } from '../../../ui/controls';
import { createControlStrip } from '../../../ui/control-strip';
import type { Cue } from '../../../scene/sound';
import { kittyCat } from '../rules/definition';
import type { KittyEvent, KittyState } from '../rules/rules';
import type { KittyView } from '../rules/view';
import { kittyHint, kittyTip } from './hint';
import { hostWords, tableWords } from '../words/host';
import { createKittyScene } from './scene';
import { createKittyKeys } from './keys';
import { kittyFigures, kittyResultDetails } from './results';
import { status } from './status';
import { recentTargets } from './recent';

function createUi(root: HTMLElement, controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<KittyView, KittyEvent>> {
  return createTableUi<KittyView, KittyEvent>(opts.settings, async (propose) => {
    const scene = await createKittyScene(root, opts);

    // The buttons sit where the layout keeps them: a strip right of the hand (tablet), one row (phone: kitty-row).
    const strip = createControlStrip(controls, 'kitty', { placed: true });
    const bar = strip.bar;
    bar.setAttribute('role', 'group');
    const keepBtn = button(bar, 'play-btn kitty-keep', () => propose({ type: 'KEEP_SET' }));
    const takeBtn = button(bar, 'play-btn kitty-take', () => propose({ type: 'TAKE_BLIND' }));
    const swapAllBtn = button(bar, 'play-btn kitty-swap-all', () => propose({ type: 'SWAP_ALL' }));
    const passBtn = button(bar, 'play-btn kitty-pass', () => propose({ type: 'PASS' }));
    const knockBtn = button(bar, 'play-btn kitty-knock', () => propose({ type: 'KNOCK' }));
    const hissBtn = button(bar, 'play-btn kitty-hiss', () => propose({ type: 'HISS' }));
    const nextBtn = button(bar, 'play-btn kitty-next', () => propose({ type: 'NEXT_ROUND' }));

    const keys = createKittyKeys(root, scene);

    return {
      scene,
      draw: (view, ctx) => scene.render(view, { legal: ctx.legal, bottomSeat: ctx.bottomSeat, showHand: ctx.showHand, recent: recentTargets(ctx.recent ?? [], view) }),
      refuse: (p) => scene.refuse(typeof p.hand === 'number' ? p.hand : typeof p.middle === 'number' ? p.middle : null),
      cues: (prev, view) => (sameState(prev.last, view.last) ? [] : cuesOf(view)),
      keys: (shown) => keys.layout(shown && { view: shown.view, names: opts.names }),
      controls(shown) {
        const legal = new Set((shown?.legal ?? []).map((e) => e.type));
        const view = shown?.view;
        const phase = view?.phase;
        const mineToChoose = phase === 'choosingSet' && view?.viewer === view?.dealer;
        keepBtn.textContent = t('kitty.ui.keepSet');
        takeBtn.textContent = t('kitty.ui.takeBlind');
        swapAllBtn.textContent = t('kitty.ui.swapAll');
        passBtn.textContent = t('kitty.ui.pass');
        knockBtn.textContent = t('kitty.ui.knock');
        hissBtn.textContent = t('kitty.ui.hiss');
        nextBtn.textContent = t('kitty.ui.nextRound');
        bar.setAttribute('aria-label', t('kitty.ui.controls'));
        keepBtn.hidden = takeBtn.hidden = !mineToChoose;
        keepBtn.disabled = !legal.has('KEEP_SET');
        takeBtn.disabled = !legal.has('TAKE_BLIND');
        const playing = phase === 'swapping' || phase === 'lastTurns';
        swapAllBtn.hidden = passBtn.hidden = knockBtn.hidden = !playing;
        swapAllBtn.disabled = !legal.has('SWAP_ALL');
        passBtn.disabled = !legal.has('PASS');
        knockBtn.disabled = !legal.has('KNOCK');
        // Shown only while the seat can lay a Hiss down: most hands never hold one.
        hissBtn.hidden = !legal.has('HISS');
        hissBtn.disabled = !legal.has('HISS');
        nextBtn.hidden = phase !== 'showdown';
        nextBtn.disabled = !legal.has('NEXT_ROUND');
        controls.classList.toggle('kitty-row', scene.arrangement !== 'tablet');
        strip.place(scene.locate('controls'));
      },
      remove() {
        keys.remove();
        controls.classList.remove('kitty-row');
        strip.remove();
      },
    };
  });
}

/** What the last event sounds like. */
function cuesOf(view: KittyView): Cue[] {
  if (view.phase === 'over') return ['win'];
  const cues = new Set<Cue>();
  for (const a of view.last) {
    if (a.kind === 'swapOne' || a.kind === 'swapAll' || a.kind === 'deal') cues.add('card');
    else if (a.kind === 'shown' || a.kind === 'hiss') cues.add('meow');
    else if (a.kind === 'showdown') cues.add('penalty');
  }
  return [...cues];
}

export const kittyCatModule: GameModule<KittyState, KittyEvent, KittyView> = {
  def: kittyCat,
  createUi,
  describe: hostWords.describe,
  status,
  figures: kittyFigures,
  details: (s) => kittyResultDetails(s),
  registerText: hostWords.registerText,
  hint: kittyHint,
  tip: kittyTip,
};

/** The table with its words in every language in use: what the game's entry loads (index.ts). */
export const loadKittyCatTable = (): Promise<GameModule> => withTableWords(kittyCatModule, tableWords);
