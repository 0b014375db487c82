// Moeraki-Kemu at the table: its scene, its two buttons (Next game between the games of a match; the tribal
// tile instead of the offered Tane) and its words. Plugged into the seat screen and the table host. Its facts
// (perfect information: people sharing the tablet may undo anybody's moves) are its entry's (../index.ts), and a
// bot that won a game of a match waits for the person's tap by its host words (waitsForPeople).
// The shared table CSS first: this game's rules refine it, whichever chunk loads first (New game loads ahead).
import '../../../ui/play.css';
import './play.css';
import { t } from '../../../base/i18n';
import type { Settings } from '../../../base/settings';
import type { GameModule, GameUi } from '../../../ui/game-ui';
import { createTableUi } from '../../../ui/table-ui';
import { withTableWords } from '../../../ui/text';
import { button } from '../../../ui/controls';
import { createControlStrip } from '../../../ui/control-strip';
import { TRIBES } from '../rules/constants';
import { moeraki } from '../rules/definition';
import { nextBallPlacer } from '../rules/rules';
import type { MoerakiEvent, MoerakiState } from '../rules/state';
import { moerakiHint, moerakiTip } from './hint';
import { hostWords, matchSentence, nameOf, outcomeSentence, tableWords } from '../words/host';
import { createMoerakiScene } from './scene';
import { recentTargets } from './recent';
import { createMoerakiKeys } from './keys';
import { moerakiResultDetails } from './results';

const tribe = (seat: number): string => t(`moeraki.${TRIBES[seat].colour}`);
function status(s: MoerakiState, names: string[]): string {
  switch (s.phase) {
    case 'ball': return t('moeraki.status.ball', { name: nameOf(names, s.ballPlacer) });
    case 'piece': return t('moeraki.status.piece', { name: nameOf(names, s.turn), tribe: tribe(s.turn) });
    case 'tane': return t('moeraki.status.tane', { name: nameOf(names, s.offer!.seat) });
    case 'gameOver': return `${s.outcome ? outcomeSentence(s.outcome, names) : ''} ${t('moeraki.status.next', { name: nameOf(names, nextBallPlacer(s)) })}`.trim();
    case 'matchOver': return s.options.matchTo > 1 ? matchSentence(s, names) : s.outcome ? outcomeSentence(s.outcome, names) : '';
  }
}

function createUi(root: HTMLElement, controls: HTMLElement, opts: { names: string[]; settings: Settings }): Promise<GameUi<MoerakiState, MoerakiEvent>> {
  return createTableUi<MoerakiState, MoerakiEvent>(opts.settings, async (propose) => {
    const scene = await createMoerakiScene(root, opts);
    const strip = createControlStrip(controls, 'moeraki', { placed: true });
    const nextBtn = button(strip.bar, 'play-btn moeraki-next', () => propose({ type: 'NEXT_GAME' }));
    const declineBtn = button(strip.bar, 'play-btn moeraki-decline', () => propose({ type: 'DECLINE_TANE' }));
    const keys = createMoerakiKeys(root, scene);

    return {
      scene,
      draw: (view, ctx) => scene.render(view, { legal: ctx.legal, recent: recentTargets(ctx.recent ?? [], view) }),
      refuse: (p) => scene.refuse(p),
      keys: (shown) => keys.layout(shown && { view: shown.view, legal: shown.legal }),
      controls(shown) {
        const types = new Set((shown?.legal ?? []).map((e) => e.type));
        nextBtn.textContent = t('moeraki.nextGame');
        nextBtn.hidden = !types.has('NEXT_GAME');
        declineBtn.textContent = t('moeraki.declineTane');
        declineBtn.hidden = !types.has('DECLINE_TANE');
        // The buttons go where the layout keeps room for them (under the panels, clear of the board).
        strip.place(scene.layout.controls);
      },
      settled() {
        if (!nextBtn.hidden) nextBtn.focus();
      },
      remove() {
        keys.remove();
        strip.remove();
      },
    };
  });
}

export const moerakiModule: GameModule<MoerakiState, MoerakiEvent, MoerakiState> = {
  def: moeraki,
  createUi,
  describe: hostWords.describe,
  status,
  figures: (s) => ({ figures: s.wins.slice(), figureKey: 'moeraki.results.wins' }),
  details: moerakiResultDetails,
  registerText: hostWords.registerText,
  hint: moerakiHint,
  tip: moerakiTip,
};

/** The table with its words in every language in use: what the game's entry loads (index.ts). */
export const loadMoerakiTable = (): Promise<GameModule> => withTableWords(moerakiModule, tableWords);
