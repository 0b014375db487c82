// Moeraki-Kemu at the table: its scene, its two buttons (Next game between the games of a match; the tribal
// tile instead of the offered Tane) and its words. Plugged into the shared play controller; perfect
// information, so people playing each other may undo any number of moves (GameModule.undoAnyMove), and a
// bot that won a game of a match waits for the person's tap before the next one starts (waitsForPeople).
import './play.css';
import { registerAll, t, type WordsLoader } from '../../base/i18n';
import type { Settings } from '../../base/settings';
import type { GameModule, GameUi } from '../../play/game-ui';
import { createTableUi } from '../../play/table-ui';
import { withTableWords } from '../../play/text';
import { button } from '../../play/controls';
import { createControlStrip } from '../../play/control-strip';
import { TRIBES } from './constants';
import { HOLLOWS } from './geometry';
import { moeraki } from './definition';
import { nextBallPlacer } from './rules';
import type { GameOutcome, MoerakiEvent, MoerakiState } from './state';
import { moerakiText } from './text';
import { moerakiHint, moerakiHintText, moerakiTip } from './hint';
import { hollowName, moerakiSceneText, points } from './scene-text';
import { createMoerakiScene } from './scene';
import { recentTargets } from './recent';
import { createMoerakiKeys } from './keys';
import { moerakiResultDetails } from './results';

const FACING_KEYS = ['moeraki.facingUpLeft', 'moeraki.facingUpRight', 'moeraki.facingDownLeft', 'moeraki.facingDownRight'];

const nameOf = (names: string[], seat: number): string => names[seat] ?? `${seat + 1}`;
const tribe = (seat: number): string => t(`moeraki.${TRIBES[seat].colour}`);
const where = (hollow: number): string => hollowName(HOLLOWS[hollow].x, HOLLOWS[hollow].y);

/** The sentence that says how a game was decided. */
export function outcomeSentence(o: GameOutcome, names: string[]): string {
  const player = o.winner === null ? '' : nameOf(names, o.winner);
  switch (o.way) {
    case 'tahuna': return t('moeraki.winTahuna', { player });
    case 'awa': return t(o.variant === 'B' ? 'moeraki.winAwaB' : 'moeraki.winAwaA', { player });
    case 'ara': return t('moeraki.winAra', { player });
    case 'marae': {
      if (o.winner === null) return t('moeraki.drawMarae');
      const [a, b] = o.marae ? o.marae.total.map(points) : ['0', '0'];
      return t(o.byBall ? 'moeraki.winMaraeBall' : 'moeraki.winMarae', { player, a, b });
    }
  }
}

function matchSentence(s: MoerakiState, names: string[]): string {
  const best = s.wins[0] === s.wins[1] ? null : s.wins[0] > s.wins[1] ? 0 : 1;
  if (best === null) return s.outcome ? outcomeSentence(s.outcome, names) : '';
  return t('moeraki.matchWon', { player: nameOf(names, best), a: s.wins[best], b: s.wins[1 - best] });
}

function describe(s: MoerakiState, names: string[]): string[] {
  const out: string[] = [];
  const e = s.last;
  if (e) {
    const name = nameOf(names, e.seat);
    switch (e.type) {
      case 'PLACE_BALL': out.push(t('moeraki.log.ball', { name, hollow: where(e.hollow) })); break;
      case 'PLACE': out.push(t('moeraki.log.place', { name, hollow: where(e.hollow) })); break;
      case 'PLACE_TANE': out.push(t('moeraki.log.tane', { name, facing: t(FACING_KEYS[e.facing]) })); break;
      case 'DECLINE_TANE': out.push(t('moeraki.log.decline', { name })); break;
      case 'NEXT_GAME': out.push(t('moeraki.log.next', { n: s.game + 1 })); break;
    }
  }
  if (s.outcome) out.push(outcomeSentence(s.outcome, names));
  if (s.phase === 'matchOver' && s.options.matchTo > 1) out.push(matchSentence(s, names));
  return out;
}

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
  describe,
  status,
  figures: (s) => ({ figures: s.wins.slice(), figureKey: 'moeraki.results.wins' }),
  details: moerakiResultDetails,
  registerText() {
    registerAll(moerakiText);
    registerAll(moerakiSceneText);
    registerAll(moerakiHintText);
  },
  hint: moerakiHint,
  tip: moerakiTip,
  undoAnyMove: true,
  waitsForPeople: (s) => s.phase === 'gameOver',
};

/** The table's French and German (./table-translations.ts), loaded only in a language in use. */
const tableWords: WordsLoader = (lang) => import('./table-translations').then((m) => m[lang]);

/** The table with its words in every language in use: what the game's entry loads (index.ts). */
export const loadMoerakiTable = (): Promise<GameModule> => withTableWords(moerakiModule, tableWords);
