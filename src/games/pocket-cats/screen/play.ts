// Pocket Cats at the table: its scene, its buttons (after a flip, the clan effect as a choice beside the
// ordinary move and a way back; before the dogs, turn the selected dog either way or skip; deal the second game
// of an experts match), both clans' cards to read during the game (a panel beside the grid, from a button or a
// seat's plate), the clan cards to keep in the limited and experts selections, and its words. Plugged into the
// seat screen and the table host.
// The shared table CSS first: this game's rules refine it, whichever chunk loads first (New game loads ahead).
import '../../../ui/play.css';
import './play.css';
import { t } from '../../../base/i18n';
import type { Settings } from '../../../base/settings';
import type { GameModule, GameUi } from '../../../ui/game-ui';
import { createTableUi } from '../../../ui/table-ui';
import { withTableWords } from '../../../ui/text';
import { button } from '../../../ui/controls';
import { createChooser } from '../../../ui/chooser';
import { placeOver } from '../../../ui/control-strip';
import type { ClanId } from '../rules/data';
import { pocketCats } from '../rules/definition';
import { matchTotals } from '../rules/end';
import type { PocketCatsEvent, PocketCatsState } from '../rules/rules';
import type { PocketCatsView } from '../rules/view';
import { pocketCatsHint, pocketCatsTip } from './hint';
import { hostWords, tableWords } from '../words/host';
import { createPocketCatsScene } from './scene';
import { recentTargets } from './recent';
import { createPocketKeys } from './keys';
import { CLAN_LOOK, clanMarkSvg } from './clan-look';
import { clanCard } from './clan-card';
import { pocketCatsResultDetails } from './results';
import { status } from './scene-status';
import type { MoveMode } from './scene-choice';
import { clanName } from '../words/names';

function createUi(root: HTMLElement, _controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<PocketCatsView, PocketCatsEvent>> {
  return createTableUi<PocketCatsView, PocketCatsEvent>(opts.settings, async (propose) => {
    const scene = await createPocketCatsScene(root, opts);
    // What is shown now (the table UI's sequence lays the buttons out for it): the view, and the moves while live.
    let view: PocketCatsView | null = null;
    let legal: PocketCatsEvent[] = [];
    let frozen = false;

    // The buttons sit in the layout's action area (beside the grid in landscape, below it in portrait).
    const bar = document.createElement('div');
    bar.className = 'pocket-actions';
    root.appendChild(bar);
    // Choosing an effect hides its button: the focus goes to the way back, and back again to the effect.
    const mode = (m: MoveMode) => () => {
      scene.setMode(m);
      back.focus();
    };
    const swapEffect = button(bar, 'play-btn pocket-effect pocket-effect-swap', mode('clanSwap'));
    const stayEffect = button(bar, 'play-btn pocket-effect pocket-effect-stay', () => propose({ type: 'STAY' }));
    const preyEffect = button(bar, 'play-btn pocket-effect pocket-effect-prey', mode('otherPrey'));
    const back = button(bar, 'play-btn pocket-effect-back', () => {
      const from = scene.choice.mode === 'otherPrey' ? preyEffect : swapEffect;
      scene.setMode('usual');
      from.focus();
    });
    const cw = button(bar, 'play-btn pocket-turn pocket-turn-cw', () => turn(true));
    const ccw = button(bar, 'play-btn pocket-turn pocket-turn-ccw', () => turn(false));
    const skip = button(bar, 'play-btn pocket-skip', () => propose({ type: 'SKIP_EFFECT' }));
    const next = button(bar, 'play-btn pocket-next', () => propose({ type: 'NEXT_GAME' }));
    const clansButton = button(bar, 'play-btn pocket-clans-open', () => showCards(Boolean(cards.hidden)));
    clansButton.setAttribute('aria-controls', 'pocket-cards');

    function turn(clockwise: boolean): void {
      const cell = scene.choice.dog;
      if (cell !== null) propose({ type: 'TURN_DOG', cell, clockwise });
    }

    // Both clans' cards, to read during the game: a panel beside the grid (the layout keeps its place), never over it.
    const cards = document.createElement('section');
    cards.className = 'pocket-cards';
    cards.id = 'pocket-cards';
    cards.hidden = true;
    root.appendChild(cards);

    function showCards(open: boolean): void {
      cards.hidden = !open;
      clansButton.setAttribute('aria-expanded', String(open));
      scene.setCardsOpen(open);
      if (open) fillCards();
      updateControls();
      if (open) (cards.querySelector('.pocket-cards-close') as HTMLElement | null)?.focus();
      else clansButton.focus();
    }

    function fillCards(): void {
      if (!view) return;
      const key = `${view.clans.join()}|${view.options.effects}|${opts.names.join()}`;
      if (cards.dataset.shows === key) return;
      cards.dataset.shows = key;
      const title = document.createElement('h2');
      title.className = 'pocket-cards-title';
      title.id = 'pocket-cards-title';
      title.textContent = t('pocketCats.ui.clansTitle');
      cards.setAttribute('aria-labelledby', title.id);
      const close = button(cards, 'play-btn pocket-cards-close', () => showCards(false));
      close.textContent = t('pocketCats.ui.clansClose');
      const list = document.createElement('div');
      list.className = 'pocket-cards-list';
      view.clans.forEach((clan, seat) => {
        if (!clan) return;
        const who = document.createElement('div');
        who.className = 'pocket-cards-seat';
        const name = document.createElement('p');
        name.className = 'pocket-cards-player';
        name.textContent = opts.names[seat] ?? '';
        who.append(name, clanCard(clan, { effects: view!.options.effects, edition: view!.options.edition, id: `pocket-card-${seat}` }));
        list.appendChild(who);
      });
      cards.replaceChildren(title, close, list);
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

    /** A clan card to keep: the card itself (its name, cats, effect and chief) in the button. */
    function showClan(b: HTMLButtonElement, clan: ClanId): void {
      b.dataset.clan = clan;
      b.setAttribute('aria-label', t('pocketCats.moveChooseClan', { clan: clanName(clan) }));
      b.replaceChildren(clanCard(clan, { effects: view?.options.effects ?? false, edition: view?.options.edition }));
    }

    /** The mover's clan mark before an effect's words, so the button reads as that clan's. */
    function effectLabel(b: HTMLButtonElement, key: string): void {
      const clan = view ? view.clans[view.turn] : null;
      b.innerHTML = clan ? clanMarkSvg(clan, 30) : '';
      const words = document.createElement('span');
      words.textContent = t(key);
      b.appendChild(words);
      if (clan) b.style.setProperty('--clan-colour', CLAN_LOOK[clan].css);
    }

    function updateControls(): void {
      const types = new Set((frozen ? [] : legal).map((e) => e.type));
      const offer = frozen ? { clanSwap: null, stay: false, otherPrey: false } : scene.effectOffer();
      const m = scene.choice.mode;
      effectLabel(swapEffect, offer.clanSwap === 'reachDiagonally' ? 'pocketCats.ui.effectReach' : 'pocketCats.ui.effectSwapWithDog');
      effectLabel(stayEffect, 'pocketCats.ui.effectStay');
      effectLabel(preyEffect, 'pocketCats.ui.effectOtherPrey');
      back.textContent = t('pocketCats.ui.effectBack');
      cw.textContent = t('pocketCats.ui.turnClockwise');
      ccw.textContent = t('pocketCats.ui.turnAnticlockwise');
      skip.textContent = t('pocketCats.ui.skip');
      next.textContent = t('pocketCats.moveNextGame');
      clansButton.textContent = t('pocketCats.ui.clans');
      // The effect's buttons while the ordinary move is chosen; in an effect's mode, only the way back.
      swapEffect.hidden = offer.clanSwap === null || m !== 'usual';
      stayEffect.hidden = !offer.stay || m !== 'usual';
      preyEffect.hidden = !offer.otherPrey || m !== 'usual';
      back.hidden = m === 'usual' || frozen;
      const turning = types.has('TURN_DOG');
      cw.hidden = ccw.hidden = !turning;
      cw.disabled = ccw.disabled = scene.choice.dog === null;
      skip.hidden = !types.has('SKIP_EFFECT');
      next.hidden = !types.has('NEXT_GAME');
      clansButton.hidden = !view || view.clans.some((c) => c === null);
      clansButton.setAttribute('aria-expanded', String(!cards.hidden));
      if (!cards.hidden && clansButton.hidden) showCards(false);
      updateChooser();
      placeOver(bar, scene.layout.actions);
      placeOver(cards, scene.layout.cards, { tall: true });
      cards.style.maxHeight = `${scene.layout.cards.height}px`;
      bar.classList.toggle('pocket-actions-row', scene.layout.portrait);
      cards.classList.toggle('pocket-cards-row', scene.layout.portrait);
    }

    const keys = createPocketKeys(root, scene, () => showCards(true));

    return {
      scene,
      draw: (v, ctx) => scene.render(v, { legal: ctx.legal, names: opts.names, recent: recentTargets(ctx.recent ?? [], v) }),
      refuse: (p) => scene.refuse(typeof p.cell === 'number' ? p.cell : typeof p.to === 'number' ? p.to : null),
      keys: (shown) => keys.layout(shown && { view: shown.view, names: opts.names }),
      controls(shown) {
        view = shown?.view ?? null;
        legal = shown?.legal ?? [];
        frozen = shown !== null && !shown.live;
        if (shown?.live && !cards.hidden) fillCards();
        updateControls();
      },
      remove() {
        keys.remove();
        bar.remove();
        cards.remove();
        chooser.remove();
      },
    };
  });
}

export const pocketCatsModule: GameModule<PocketCatsState, PocketCatsEvent, PocketCatsView> = {
  def: pocketCats,
  createUi,
  describe: hostWords.describe,
  status,
  figures: (s) => ({ figures: matchTotals(s.games).scores, figureKey: 'results.points' }),
  details: pocketCatsResultDetails,
  registerText: hostWords.registerText,
  hint: pocketCatsHint,
  tip: pocketCatsTip,
};

/** The table with its words in every language in use: what the game's entry loads (index.ts). */
export const loadPocketCatsTable = (): Promise<GameModule> => withTableWords(pocketCatsModule, tableWords);
