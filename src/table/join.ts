// A phone joining a table of devices: it reads the table's code (camera or pasted text), shows its answer code for
// the table to read back, and once the link is open it is that seat's screen (seat-screen.ts) until the game ends
// or the player goes home. Loaded by the shell's Join screen only when it opens.
import '../ui/play.css';
import './table.css';
// The game's scene is PixiJS, which needs its eval-free shaders under the Content-Security-Policy (as src/table/open-game.ts).
import 'pixi.js/unsafe-eval';
import { button, el, screenHeading } from '../base/dom';
import { registerAll, t, translateReason } from '../base/i18n';
import type { Settings } from '../base/settings';
import { registerPlayText } from '../ui/text';
import type { TableGuest } from './guest';
import type { Link } from './link';
import { askCameraFirst, codeToRead, codeToShow } from './pair-ui';
import type { SeatScreen } from './seat-screen';
import { deviceGuest, openSeatScreen } from './device-seat';
import { isRtcError } from './rtc/errors';
import { rtcText } from './rtc/text';
import { cameraText } from './qr/text';
import { registerTableText } from './text';

export interface JoinHooks {
  onHome(): void;
  onRules(gameId: string, anchor?: string): void;
  /** A tip of the first game was seen on this phone: its settings changed (the shell keeps them). */
  onSettingsChange?(next: Settings): void;
}

export interface JoinHandle {
  applySettings(settings: Settings): void;
  destroy(): void;
}

export function mountJoin(root: HTMLElement, settings: Settings, hooks: JoinHooks): JoinHandle {
  registerPlayText();
  registerAll(rtcText);
  registerAll(cameraText);
  void registerTableText();
  let current = settings;
  let destroyed = false;
  let seatScreen: SeatScreen | null = null;
  let guest: TableGuest | null = null;
  let cancel: (() => void) | null = null;

  const status = el('p', { class: 'join-status', attrs: { role: 'status', id: 'join-status' } });
  const body = el('div', { class: 'join-body' });
  const panel = el('div', { class: 'panel join-panel' }, [
    screenHeading(t('join.title')), el('p', { text: t('join.step1') }), body, status,
    el('div', { class: 'actions' }, [button(t('app.home'), () => hooks.onHome(), 'secondary', { id: 'join-home' })]),
  ]);
  const screen = el('div', { class: 'screen join-screen' }, [panel]);
  root.replaceChildren(screen);

  const reader = codeToRead('join-offer', (offerCode) => void answer(offerCode));
  body.replaceChildren(reader.element);

  async function answer(offerCode: string): Promise<void> {
    status.textContent = t('pair.preparing');
    let pairing: Awaited<ReturnType<typeof import('./rtc/peer').guestAnswer>>;
    try {
      await askCameraFirst();
      const { guestAnswer } = await import('./rtc/peer');
      pairing = await guestAnswer(offerCode);
    } catch (error) {
      status.textContent = '';
      reader.refuse(isRtcError(error) ? translateReason(error.reason) : t('rtc.connectionFailed'));
      return;
    }
    if (destroyed) return pairing.cancel();
    reader.stop();
    cancel = () => pairing.cancel();
    body.replaceChildren(el('p', { class: 'pair-step', text: t('join.step2') }), codeToShow(pairing.code, 'join-answer-text', t('join.answerLabel')));
    status.textContent = t('join.waiting');
    pairing.link.then((link) => void joined(link), (error: unknown) => {
      if (destroyed) return;
      status.textContent = isRtcError(error) ? translateReason(error.reason) : t('rtc.connectionFailed');
      body.replaceChildren(reader.element);
    });
  }

  async function joined(link: Link): Promise<void> {
    cancel = null;
    if (destroyed) return link.close();
    status.textContent = t('table.connecting');
    const g = deviceGuest(link, current.language);
    guest = g;
    // The seat's screen once the table has said which game and seat this is.
    const unsubscribe = g.subscribe(() => {
      if (g.status === 'refused') status.textContent = g.refusal ? translateReason(g.refusal) : '';
      if (g.status !== 'joined' || !g.update || seatScreen || !g.gameId) return;
      unsubscribe();
      void open(g);
    });
  }

  async function open(g: TableGuest): Promise<void> {
    const opened = await openSeatScreen(root, g.gameId!, g, current, {
      onHome: hooks.onHome,
      onRules: (anchor) => hooks.onRules(g.gameId!, anchor),
      onSettingsChange: hooks.onSettingsChange,
    }, () => !destroyed);
    if (opened.ok) seatScreen = opened.screen;
    else if (opened.reason) status.textContent = translateReason(opened.reason);
  }

  return {
    applySettings(next) {
      current = next;
      seatScreen?.applySettings(next);
    },
    destroy() {
      destroyed = true;
      reader.stop();
      cancel?.();
      seatScreen?.destroy();
      guest?.close();
    },
  };
}
