// The host's Seats panel: each seat with where its player is, a phone seat's pairing (the table's code to scan,
// then the phone's answer to read back), and an away seat handed to a bot or given back. It sits where the move
// log does (beside the table on a tablet, a drawer on a phone), so the table stays in view.
import type { Seat } from '../engine/types';
import { button, el } from '../base/dom';
import { t, translateReason } from '../base/i18n';
import type { Link } from './link';
import type { Presence } from './protocol';
import { PHONE_WORDS, type PresenceWords } from './presence';
import { askCameraFirst, codeToRead, codeToShow, type CodeReader } from './pair-ui';
import { isRtcError } from './rtc/errors';

export interface SeatsPanelOptions {
  names: string[];
  phones: Seat[];
  presence(): Presence[];
  connect(link: Link, seat: Seat): void;
  standIn(seat: Seat, on: boolean): void;
  release(seat: Seat): void;
  onClose(): void;
  /** How this kind of table speaks of a seat that is here, and of the others (a table of phones unless told; an
   *  online table's organiser has its own words). */
  words?: { here(seat: Seat): string; presence: PresenceWords; release: string };
  /** The phones' seats are paired here by codes (a table of phones); an online table's devices come by its link. */
  pairing?: boolean;
  /** The panel's title ("Seats and phones" unless told). */
  title?: string;
}

export interface SeatsPanel {
  refresh(presence: Presence[]): void;
  close(): void;
}

export function openSeatsPanel(host: HTMLElement, opts: SeatsPanelOptions): SeatsPanel {
  const title = el('h2', { class: 'move-log-title', text: opts.title ?? t('table.seatsTitle'), attrs: { id: 'table-seats-title' } });
  const closeBtn = button(t('app.close'), () => close(), 'secondary', { class: 'play-btn move-log-close', id: 'table-seats-close' });
  const list = el('ul', { class: 'table-seats-list' });
  const pairing = el('div', { class: 'table-pairing' });
  const panel = el('aside', {
    class: 'move-log table-seats', attrs: { id: 'table-seats-panel', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'table-seats-title' },
  }, [el('div', { class: 'move-log-head' }, [title, closeBtn]), list, pairing]);
  host.appendChild(panel);
  let pairingSeat: Seat | null = null;
  let cancelPairing: (() => void) | null = null;
  let shown = '';

  function draw(presence: Presence[]): void {
    const key = `${presence.join(',')}|${pairingSeat}`;
    if (key === shown) return;
    shown = key;
    list.replaceChildren(...presence.map((p, seat) => seatRow(seat, p)));
    // A seat's phone joined while its codes were up: the pairing is done.
    if (pairingSeat !== null && presence[pairingSeat] === 'here') stopPairing();
  }

  function seatRow(seat: Seat, p: Presence): HTMLElement {
    const name = opts.names[seat];
    const onPhone = opts.phones.includes(seat);
    const said = opts.words?.presence ?? PHONE_WORDS;
    const here = () => opts.words?.here(seat) ?? t(onPhone ? 'table.onPhone' : 'table.onTablet');
    const words = p === 'bot' ? t('table.isBot') : p === 'here' ? here() : t(said[p], { name });
    const actions: HTMLElement[] = [];
    if (onPhone && (opts.pairing ?? true) && p !== 'here' && p !== 'bot') {
      actions.push(button(t(p === 'waiting' ? 'table.pair' : 'table.pairAgain', { name }), () => void startPairing(seat), 'primary', { id: `pair-seat-${seat}` }));
    }
    if (p === 'away') actions.push(button(t('table.botPlays', { name }), () => opts.standIn(seat, true), 'secondary', { id: `stand-in-${seat}` }));
    if (p === 'standIn') actions.push(button(t('table.giveBack', { name }), () => opts.standIn(seat, false), 'secondary', { id: `give-back-${seat}` }));
    if (onPhone && (p === 'away' || p === 'standIn')) actions.push(button(opts.words?.release ?? t('table.newPhone'), () => opts.release(seat), 'quiet', { id: `release-${seat}` }));
    return el('li', { class: 'table-seat', attrs: { 'data-presence': p, 'data-seat': seat } }, [
      el('span', { class: 'table-seat-name', text: name }),
      el('span', { class: 'table-seat-where', text: words }),
      el('span', { class: 'table-seat-actions' }, actions),
    ]);
  }

  async function startPairing(seat: Seat): Promise<void> {
    stopPairing();
    pairingSeat = seat;
    const name = opts.names[seat];
    const preparing = el('p', { text: t('pair.preparing'), attrs: { role: 'status' } });
    pairing.replaceChildren(el('h3', { text: t('pair.titleFor', { name }) }), preparing);
    draw(opts.presence());
    let offer: Awaited<ReturnType<typeof import('./rtc/peer').hostOffer>>;
    try {
      await askCameraFirst();
      const { hostOffer } = await import('./rtc/peer');
      offer = await hostOffer();
    } catch (error) {
      if (pairingSeat !== seat) return;
      preparing.textContent = isRtcError(error) ? translateReason(error.reason) : t('rtc.connectionFailed');
      return;
    }
    if (pairingSeat !== seat) return offer.cancel();
    let reader: CodeReader | null = null;
    cancelPairing = () => {
      offer.cancel();
      reader?.stop();
    };
    const waiting = el('p', { class: 'pair-waiting', attrs: { role: 'status', hidden: true } });
    reader = codeToRead('pair-answer', (answer) => {
      waiting.textContent = t('pair.connecting', { name });
      waiting.hidden = false;
      offer.accept(answer).then((link) => {
        if (pairingSeat === seat) cancelPairing = null;
        opts.connect(link, seat);
      }, (error: unknown) => {
        waiting.hidden = true;
        reader?.refuse(isRtcError(error) ? translateReason(error.reason) : t('rtc.connectionFailed'));
      });
    });
    pairing.replaceChildren(
      el('h3', { text: t('pair.titleFor', { name }) }),
      el('p', { class: 'pair-step', text: t('pair.hostStep1', { name }) }),
      codeToShow(offer.code, 'pair-offer-text', t('pair.offerLabel', { name })),
      el('p', { class: 'pair-step', text: t('pair.hostStep2', { name }) }),
      reader.element,
      waiting,
      button(t('pair.cancel'), () => stopPairing(), 'quiet', { id: 'pair-cancel' }),
    );
  }

  function stopPairing(): void {
    cancelPairing?.();
    cancelPairing = null;
    pairingSeat = null;
    pairing.replaceChildren();
    shown = '';
    draw(opts.presence());
  }

  function close(): void {
    stopPairing();
    panel.remove();
    opts.onClose();
  }

  draw(opts.presence());
  closeBtn.focus();
  return { refresh: draw, close };
}
