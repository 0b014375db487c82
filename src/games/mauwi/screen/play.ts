// Mauwi at the table: its scene, its controls (discard the hand, give up, a chooser when one touch matches
// several moves: a joker's identity, play or free a column, which card turns into a 9, where Kiwi moves to)
// and its words. Plugged into the seat screen and the table host. Defending and renewing are a tap on a hand card.
// The shared table CSS first: this game's rules refine it, whichever chunk loads first (New game loads ahead).
import '../../../ui/play.css';
import './play.css';
import { t } from '../../../base/i18n';
import type { Settings } from '../../../base/settings';
import type { GameModule, GameUi, Proposal } from '../../../ui/game-ui';
import { createTableUi } from '../../../ui/table-ui';
import { withTableWords } from '../../../ui/text';
import { button } from '../../../ui/controls';
import { createChooser } from '../../../ui/chooser';
import { createControlStrip } from '../../../ui/control-strip';
import { colourOfValue } from '../rules/cards';
import { mauwi } from '../rules/definition';
import { scores } from '../rules/scoring';
import type { MauwiEvent, MauwiState } from '../rules/state';
import type { MauwiView } from '../rules/view';
import { mauwiHint, mauwiTip } from './hint';
import { endSentence, hostWords, tableWords } from '../words/host';
import { COLUMN_LETTERS, mauwiCardName } from '../words/names';
import { createMauwiScene } from './scene';
import { recentTargets } from './recent';
import { mauwiResultDetails } from './results';
import { MAUWI_COLOURS } from './scene-art';
import { createMauwiKeys } from './keys';

const valueName = (v: number): string => `${v} · ${t(`mauwi.colour.${colourOfValue(v)}`)}`;

/** The words on one choice of a CHOOSE proposal, telling it apart from its siblings. */
function choiceLabel(p: Proposal, all: Proposal[], names: string[]): { text: string; colour?: number } {
  const differ = (f: string) => new Set(all.map((q) => JSON.stringify(q[f]))).size > 1;
  if (differ('type') && (p.type === 'PLACE' || p.type === 'UNBLOCK')) {
    const base = p.type === 'PLACE' ? t('mauwi.ui.place') : t('mauwi.ui.unblock');
    return { text: typeof p.as === 'number' ? `${base} (${valueName(p.as)})` : base };
  }
  if (typeof p.as === 'number' && differ('as')) return { text: valueName(p.as), colour: MAUWI_COLOURS[colourOfValue(p.as)] };
  if (p.type === 'PLACE_GAIN' && typeof p.nine === 'number') return { text: mauwiCardName(p.nine) };
  if (p.type === 'KIWI') {
    return { text: t('mauwi.ui.moveTo', { name: names[p.toSeat as number] ?? '', column: COLUMN_LETTERS[p.toColumn as number] ?? '' }) };
  }
  return { text: String(p.type) };
}

function chooserTitle(all: Proposal[]): string {
  if (all.every((p) => p.type === 'PLACE_GAIN')) return t('mauwi.ui.chooseNine');
  if (new Set(all.map((p) => p.type)).size === 1 && all.every((p) => typeof p.as === 'number')) return t('mauwi.ui.chooseJoker');
  return t('mauwi.ui.chooseMove');
}

function createUi(root: HTMLElement, controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<MauwiView, MauwiEvent>> {
  return createTableUi<MauwiView, MauwiEvent>(opts.settings, async (propose) => {
    const scene = await createMauwiScene(root, opts);

    // The buttons sit in the strip the layout keeps beside the bottom seat's columns.
    const strip = createControlStrip(controls, 'mauwi', { placed: true });
    const discardBtn = button(strip.bar, 'play-btn mauwi-discard', () => propose({ type: 'DISCARD_HAND' }));
    const giveUpBtn = button(strip.bar, 'play-btn mauwi-give-up', () => propose({ type: 'GIVE_UP' }));

    const chooser = createChooser(root, { box: 'mauwi-chooser', title: 'mauwi-chooser-title', choice: 'mauwi-choice', cancel: 'mauwi-cancel' });
    function openChooser(choices: Proposal[]): void {
      chooser.open(chooserTitle(choices), choices.map((p) => ({
        show(b: HTMLButtonElement) {
          const { text, colour } = choiceLabel(p, choices, opts.names);
          b.textContent = text;
          // The colour stripe repeats the colour named in the text (never the only carrier of meaning).
          if (colour === undefined) return;
          b.style.borderLeftColor = `#${colour.toString(16).padStart(6, '0')}`;
          b.classList.add('mauwi-choice-colour');
        },
        pick: () => propose(p),
      })), { cancel: t('mauwi.ui.cancel') });
    }

    const keys = createMauwiKeys(root, scene);

    return {
      scene,
      draw: (view, ctx) => scene.render(view, { legal: ctx.legal, bottomSeat: ctx.bottomSeat, showHand: ctx.showHand, recent: recentTargets(ctx.recent ?? [], view) }),
      refuse: (p) => scene.refuse(typeof p.card === 'number' ? p.card : null),
      route(p) {
        if (p.type === 'CHOOSE' && Array.isArray(p.choices)) openChooser(p.choices as Proposal[]);
        else propose(p);
      },
      closeDialogs: () => chooser.close(),
      keys: (shown) => keys.layout(shown && { view: shown.view, legal: shown.legal, showHand: shown.ctx.showHand, names: opts.names, cardName: mauwiCardName }),
      controls(shown) {
        const legal = new Set((shown?.legal ?? []).map((e) => e.type));
        discardBtn.textContent = t('mauwi.ui.discardHand');
        discardBtn.disabled = !legal.has('DISCARD_HAND');
        giveUpBtn.textContent = t('mauwi.ui.giveUp');
        giveUpBtn.hidden = !legal.has('GIVE_UP');
        strip.place(scene.locate('controls'));
      },
      remove() {
        keys.remove();
        strip.remove();
        chooser.remove();
      },
    };
  });
}

function status(view: MauwiView, names: string[]): string {
  if (view.phase === 'over') return endSentence(view, names);
  if (view.phase === 'defending' && view.chain) return t('mauwi.status.defend', { name: names[view.chain.defender] ?? '' });
  if (view.phase === 'renewing' && view.chain) return t('mauwi.status.renew', { name: names[view.chain.attacker] ?? '' });
  if (view.phase === 'placing' && view.gain) return t('mauwi.status.place', { name: names[view.gain.seat] ?? '' });
  return view.turn === view.viewer ? t('play.yourTurn', { name: names[view.turn] }) : t('play.turnOf', { name: names[view.turn] });
}

export const mauwiModule: GameModule<MauwiState, MauwiEvent, MauwiView> = {
  def: mauwi,
  createUi,
  describe: hostWords.describe,
  status,
  figures: (s) => ({ figures: scores(s), figureKey: 'results.points' }),
  details: mauwiResultDetails,
  registerText: hostWords.registerText,
  hint: mauwiHint,
  tip: mauwiTip,
};

/** The table with its words in every language in use: what the game's entry loads (index.ts). */
export const loadMauwiTable = (): Promise<GameModule> => withTableWords(mauwiModule, tableWords);
