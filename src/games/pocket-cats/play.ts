// Pocket Cats at the table: its scene, its buttons (turn the selected dog either way or skip, deal the second
// game of an experts match), the clan cards to keep in the
// limited and experts selections, and its words. Plugged into the shared play controller.
import './play.css';
import { registerAll, t } from '../../shell/i18n';
import type { Settings } from '../../shell/settings';
import type { GameModule, GameUi } from '../../play/game-ui';
import { button } from '../../play/controls';
import { createChooser } from '../../play/chooser';
import { placeOver } from '../../play/control-strip';
import { CLANS, type ClanId } from './data';
import { pocketCats } from './definition';
import { matchTotals } from './end';
import type { PocketCatsEvent, PocketCatsState } from './rules';
import type { PocketCatsView } from './view';
import { pocketCatsText } from './text';
import { pocketCatsHint, pocketCatsHintText, pocketCatsTip } from './hint';
import { pocketCatsSceneText } from './scene-text';
import { createPocketCatsScene } from './scene';
import { createPocketKeys } from './keys';
import { clanName } from './scene-names';
import { CLAN_LOOK } from './scene-art';
import { pocketCatsResultDetails } from './results';
import { describe, status } from './scene-status';

/** A clan's mark for the DOM (the same crown or fish as on the tiles), in its colour. */
export function clanMarkSvg(clan: ClanId): string {
  const c = CLAN_LOOK[clan].css;
  const shape = CLAN_LOOK[clan].mark === 'crown'
    ? `<path d="M4 26 L4 10 L12 17 L20 5 L28 17 L36 10 L36 26 Z" fill="${c}" stroke="#1d1b18" stroke-width="2" stroke-linejoin="round"/>`
    : `<ellipse cx="16" cy="16" rx="13" ry="8" fill="${c}" stroke="#1d1b18" stroke-width="2"/><path d="M27 16 L38 8 L38 24 Z" fill="${c}" stroke="#1d1b18" stroke-width="2" stroke-linejoin="round"/><circle cx="9" cy="14" r="2" fill="#1d1b18"/>`;
  return `<svg viewBox="0 0 40 32" width="40" height="32" aria-hidden="true" focusable="false">${shape}</svg>`;
}

function effectText(clan: ClanId): string {
  return CLANS[clan].effects.some((e) => e.rule === 'turnOneDog') ? t('pocketCats.ui.effectTurnDog') : t('pocketCats.ui.effectGourmets');
}

async function createUi(root: HTMLElement, _controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<PocketCatsView, PocketCatsEvent>> {
  const scene = await createPocketCatsScene(root, opts);
  let propose: (p: { type: string; [k: string]: unknown }) => void = () => {};
  let view: PocketCatsView | null = null;
  let legal: PocketCatsEvent[] = [];
  let frozen = false;

  // The buttons sit in the layout's action area (beside the grid in landscape, below it in portrait).
  const bar = document.createElement('div');
  bar.className = 'pocket-actions';
  root.appendChild(bar);
  const cw = button(bar, 'play-btn pocket-turn pocket-turn-cw', () => turn(true));
  const ccw = button(bar, 'play-btn pocket-turn pocket-turn-ccw', () => turn(false));
  const skip = button(bar, 'play-btn pocket-skip', () => propose({ type: 'SKIP_EFFECT' }));
  const next = button(bar, 'play-btn pocket-next', () => propose({ type: 'NEXT_GAME' }));

  function turn(clockwise: boolean): void {
    const cell = scene.selectedDog;
    if (cell !== null) propose({ type: 'TURN_DOG', cell, clockwise });
  }

  // The clan cards offered (limited and experts selections): a small dialog over the table, up while offered.
  const chooser = createChooser(root, { box: 'pocket-clans', title: 'pocket-clans-title', choice: 'pocket-clan' });

  function updateChooser(): void {
    const offers = frozen ? [] : legal.flatMap((e) => (e.type === 'CHOOSE_CLAN' ? [e.clan] : []));
    if (offers.length === 0) return chooser.close();
    if (chooser.isOpen && chooser.element.dataset.offers === offers.join()) return;
    chooser.element.dataset.offers = offers.join();
    chooser.open(t('pocketCats.ui.chooseClan'), offers.map((clan) => ({ show: (b: HTMLButtonElement) => showClan(b, clan), pick: () => propose({ type: 'CHOOSE_CLAN', clan }) })),
      { stayOpen: true });
  }

  /** A clan's card: its mark in its colour, its name and what it does. */
  function showClan(b: HTMLButtonElement, clan: ClanId): void {
    b.dataset.clan = clan;
    b.style.borderLeftColor = CLAN_LOOK[clan].css;
    b.innerHTML = clanMarkSvg(clan);
    const name = document.createElement('span');
    name.className = 'pocket-clan-name';
    name.textContent = t('pocketCats.moveChooseClan', { clan: clanName(clan) });
    const eff = document.createElement('span');
    eff.className = 'pocket-clan-effect';
    eff.textContent = view?.options.effects ? effectText(clan) : t('pocketCats.ui.firstGame');
    const words = document.createElement('span');
    words.append(name, eff);
    b.appendChild(words);
  }

  function updateControls(): void {
    const types = new Set((frozen ? [] : legal).map((e) => e.type));
    cw.textContent = t('pocketCats.ui.turnClockwise');
    ccw.textContent = t('pocketCats.ui.turnAnticlockwise');
    skip.textContent = t('pocketCats.ui.skip');
    next.textContent = t('pocketCats.moveNextGame');
    const turning = types.has('TURN_DOG');
    cw.hidden = ccw.hidden = !turning;
    cw.disabled = ccw.disabled = scene.selectedDog === null;
    skip.hidden = !types.has('SKIP_EFFECT');
    next.hidden = !types.has('NEXT_GAME');
    updateChooser();
    placeOver(bar, scene.layout.actions);
    bar.classList.toggle('pocket-actions-row', scene.layout.portrait);
  }

  const keys = createPocketKeys(root, scene);
  scene.onRedraw(() => {
    keys.layout(view ? { view, names: opts.names } : null);
    updateControls();
  });
  scene.onPropose((p) => propose(p));


  return {
    async render(v, ctx) {
      view = v;
      legal = [];
      frozen = false;
      updateControls();
      await scene.render(v, { legal: ctx.legal, names: opts.names });
      legal = ctx.legal;
      keys.layout({ view: v, names: opts.names });
      updateControls();
    },
    onPropose(handler) { propose = handler; },
    freeze() {
      frozen = true;
      scene.freeze();
      updateControls();
    },
    refuse(p) { scene.refuse(typeof p.cell === 'number' ? p.cell : null); },
    setSettings(settings) { scene.setSettings(settings); },
    destroy() {
      scene.destroy();
      keys.remove();
      bar.remove();
      chooser.remove();
    },
  };
}

export const pocketCatsModule: GameModule<PocketCatsState, PocketCatsEvent, PocketCatsView> = {
  def: pocketCats,
  createUi,
  describe,
  status,
  figures: (s) => ({ figures: matchTotals(s.games).scores, figureKey: 'results.points' }),
  details: pocketCatsResultDetails,
  registerText() {
    registerAll(pocketCatsText);
    registerAll(pocketCatsSceneText);
    registerAll(pocketCatsHintText);
  },
  hint: pocketCatsHint,
  tip: pocketCatsTip,
};
