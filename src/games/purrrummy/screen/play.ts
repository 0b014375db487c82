// Purrrummy at the table: its scene, its buttons (Draw, Take discard, Lay out, Discard, sort by rank), the live
// word on the selection, a chooser when a joker could stand for different cards, keyboard keys, and its words.
// Plugged into the seat screen and the table host (saves, bots, privacy screen, undo, refusals with "Why?").
// The shared table CSS first: this game's rules refine it, whichever chunk loads first (New game loads ahead).
import '../../../ui/play.css';
import './play.css';
import { t } from '../../../base/i18n';
import { formatNames } from '../../../base/format';
import type { Settings } from '../../../base/settings';
import type { GameModule, GameUi, Proposal } from '../../../ui/game-ui';
import { createTableUi, type Shown } from '../../../ui/table-ui';
import { withTableWords } from '../../../ui/text';
import { button } from '../../../ui/controls';
import { createChooser } from '../../../ui/chooser';
import { createControlStrip, placeOver } from '../../../ui/control-strip';
import type { Cue } from '../../../scene/sound';
import { purrrummy } from '../rules/definition';
import type { PurrEvent, PurrState } from '../rules/state';
import type { PurrView } from '../rules/view';
import { purrrummyHint, purrrummyTip } from './hint';
import { hostWords, tableWords } from '../words/host';
import { createPurrScene } from './scene';
import { recentTargets } from './recent';
import { createPurrKeys } from './keys';
import { purrResultDetails } from './results';
import { cardName, choiceLabel, layOutProposal, selectionText } from './scene-select';

function createUi(root: HTMLElement, controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<PurrView, PurrEvent>> {
  return createTableUi<PurrView, PurrEvent>(opts.settings, async (propose) => {
    const scene = await createPurrScene(root, opts);
    // What the buttons were last laid out for: their presses read the moves and the selection of that moment.
    let shown: Shown<PurrView, PurrEvent> | null = null;
    const legal = (): PurrEvent[] => (shown?.ctx.showHand ? shown.legal : []);

    const strip = createControlStrip(controls, 'purr', { placed: true });
    const bar = strip.bar;
    const drawBtn = button(bar, 'play-btn purr-draw', () => propose({ type: 'DRAW' }));
    const takeBtn = button(bar, 'play-btn purr-take', () => propose({ type: 'TAKE_DISCARD' }));
    const meldBtn = button(bar, 'play-btn purr-meld', () => {
      const p = layOutProposal(scene.selection, legal());
      if (p) sendOrChoose(p);
    });
    const discardBtn = button(bar, 'play-btn purr-discard', () => {
      const sel = scene.selection;
      if (sel.length === 1) propose({ type: 'DISCARD', card: sel[0] });
    });
    const sortBtn = button(bar, 'play-btn purr-sort', () => scene.setSort(scene.sortOrder === 'suit' ? 'rank' : 'suit'));

    // The live word on the selection, read out politely as it changes.
    const info = document.createElement('p');
    info.className = 'purr-info';
    info.setAttribute('aria-live', 'polite');
    root.appendChild(info);

    // The chooser: a small dialog over the table when one gesture matches several legal events.
    const chooser = createChooser(root, { box: 'purr-chooser', title: 'purr-chooser-title', choice: 'purr-choice', cancel: 'purr-cancel' });

    function sendOrChoose(p: Proposal): void {
      if (p.type !== 'CHOOSE' || !Array.isArray(p.choices)) return propose(p);
      const choices = (p.choices as Proposal[]).map((c) => ({
        show: (b: HTMLButtonElement) => { b.textContent = choiceLabel(c, shown?.view.melds ?? []); },
        pick: () => propose(c),
      }));
      chooser.open(t(p.title === 'layOff' ? 'purrrummy.ui.chooseLayOff' : 'purrrummy.ui.chooseMeld'), choices, { cancel: t('purrrummy.ui.cancel') });
    }

    const keys = createPurrKeys(root, scene);

    return {
      scene,
      draw: (view, ctx) => scene.render(view, { legal: ctx.legal, bottomSeat: ctx.bottomSeat, showHand: ctx.showHand, recent: recentTargets(ctx.recent ?? [], view) }),
      refuse: (p) => scene.refuse(p),
      cues: (prev, view) => (view.last === prev.last ? [] : cuesOf(view)),
      route: sendOrChoose,
      closeDialogs: () => chooser.close(),
      keys: (now) => keys.layout(now && { view: now.view, showHand: now.ctx.showHand, names: opts.names }),
      controls(now) {
        shown = now;
        const view = now?.view ?? null;
        const lg = legal();
        const types = new Set(lg.map((e) => e.type));
        const sel = scene.selection;
        const melding = types.has('DISCARD');
        // For the e2e specs and styles: which half of the turn the buttons serve now.
        bar.dataset.phase = types.has('DRAW') || types.has('TAKE_DISCARD') ? 'draw' : melding ? 'meld' : '';
        const top = view?.discard[view.discard.length - 1];
        // A phone: only the half of the turn at hand, short words (the full ones stay as the buttons' names).
        const compact = scene.compact;
        controls.classList.toggle('purr-compact', compact);
        info.classList.toggle('purr-compact', compact);
        const drawing = bar.dataset.phase !== 'meld';
        drawBtn.hidden = takeBtn.hidden = compact && !drawing;
        meldBtn.hidden = discardBtn.hidden = compact && drawing;
        const name = (b: HTMLButtonElement, full: string, short: string) => {
          b.textContent = compact ? short : full;
          if (compact && short !== full) b.setAttribute('aria-label', full);
          else b.removeAttribute('aria-label');
        };
        drawBtn.textContent = t('purrrummy.ui.draw');
        drawBtn.disabled = !types.has('DRAW');
        name(takeBtn, top !== undefined ? t('purrrummy.ui.takeDiscard', { card: cardName(top) }) : t('purrrummy.ui.takePlain'), t('purrrummy.ui.takeShort'));
        takeBtn.disabled = !types.has('TAKE_DISCARD');
        meldBtn.textContent = t('purrrummy.ui.meld');
        meldBtn.disabled = !melding || sel.length === 0;
        name(discardBtn, sel.length === 1 ? t('purrrummy.ui.discard', { card: cardName(sel[0]) }) : t('purrrummy.ui.discardPlain'), t('purrrummy.ui.discardPlain'));
        discardBtn.disabled = !melding || sel.length !== 1;
        sortBtn.textContent = t('purrrummy.ui.sortRank');
        sortBtn.setAttribute('aria-label', t('purrrummy.ui.sortRankLabel'));
        sortBtn.setAttribute('aria-pressed', String(scene.sortOrder === 'rank'));
        const mine = view !== null && now !== null && now.ctx.showHand && view.hand !== null && view.phase !== 'over';
        sortBtn.disabled = !mine;
        const text = lg.length > 0 && view ? selectionText(sel, lg, view.phase, view.melds) : '';
        if (info.textContent !== text) info.textContent = text;
        info.hidden = text === '';
        strip.place(scene.locate('controls'), { tall: true });
        const infoAt = scene.locate('info');
        if (infoAt) placeOver(info, infoAt, { tall: true });
      },
      remove() {
        keys.remove();
        strip.remove();
        info.remove();
        chooser.remove();
      },
    };
  });
}

function cuesOf(view: PurrView): Cue[] {
  if (view.phase === 'over') return ['card', 'win'];
  const cues = new Set<Cue>();
  for (const a of view.last) {
    if (a.kind === 'draw' || a.kind === 'takeDiscard') cues.add('draw');
    else if (a.kind === 'discard' || a.kind === 'meld' || a.kind === 'layOff') cues.add('card');
  }
  return [...cues];
}

function status(view: PurrView, names: string[]): string {
  // Short: it stands in the top bar; the log line says why the game stopped.
  if (view.phase === 'over' && view.endReason === 'blocked') return t('purrrummy.status.blocked', { names: formatNames(view.winners.map((w) => names[w] ?? '')) });
  if (view.phase === 'over') return t('purrrummy.log.won', { name: names[view.winners[0]] ?? '' });
  const who = view.turn === view.viewer ? t('play.yourTurn', { name: names[view.turn] }) : t('play.turnOf', { name: names[view.turn] });
  if (view.turn !== view.viewer) return who;
  return `${who} · ${t(view.phase === 'drawing' ? 'purrrummy.status.draw' : 'purrrummy.status.meld')}`;
}

export const purrrummyModule: GameModule<PurrState, PurrEvent, PurrView> = {
  def: purrrummy,
  createUi,
  describe: hostWords.describe,
  status,
  figures: (s) => ({ figures: s.hands.map((h) => h.length), figureKey: 'results.cardsLeft', rankOrder: 'low' }),
  details: purrResultDetails,
  registerText: hostWords.registerText,
  hint: purrrummyHint,
  tip: purrrummyTip,
};

/** The table with its words in every language in use: what the game's entry loads (index.ts). */
export const loadPurrrummyTable = (): Promise<GameModule> => withTableWords(purrrummyModule, tableWords);
