// The invite to an online table: its link (…/#/online/<code>), the same as a QR code to scan across the room, and
// the device's own share sheet where it has one. It sits where the move log does (beside the table on a tablet, a
// drawer on a phone), so the table stays in view.
import { button, el } from '../../base/dom';
import { t } from '../../base/i18n';
import { qrSvg } from '../qr/encode';
import { inviteLink } from './server';
import { paceText } from './pace-words';
import type { Pace } from './pace';

export interface InvitePanel {
  close(): void;
}

/** `pace`: the table's, as the server keeps it (live, or over days with its time per move), shown when it is known.
 *  `extra`: a control of this device's own at the table ("Stop telling me"), under the link. */
export function openInvitePanel(host: HTMLElement, code: string, gameTitle: string, onClose: () => void, pace: Promise<Pace | null>, extra: HTMLElement | null = null): InvitePanel {
  const link = inviteLink(code);
  const paceLine = el('p', { class: 'online-pace', attrs: { id: 'online-invite-pace' } });
  const title = el('h2', { class: 'move-log-title', text: t('online.inviteTitle'), attrs: { id: 'online-invite-title' } });
  const closeBtn = button(t('app.close'), () => close(), 'secondary', { class: 'play-btn move-log-close', id: 'online-invite-close' });
  const text = el('input', { class: 'online-invite-link', attrs: { id: 'online-invite-link', type: 'text', readonly: true, value: link, 'aria-label': t('online.inviteLink') } });
  const said = el('span', { class: 'pair-copied', attrs: { role: 'status' } });
  const copy = button(t('pair.copy'), () => {
    text.select();
    void navigator.clipboard?.writeText(link).then(() => { said.textContent = t('pair.copied'); }, () => { said.textContent = t('pair.copyByHand'); });
  }, 'secondary', { id: 'online-invite-copy' });
  // Web Share where the device has it (phones, most tablets): the link goes to a message or a mail as the player likes.
  const share = typeof navigator.share === 'function'
    ? button(t('online.share'), () => void navigator.share({ title: gameTitle, text: t('online.shareText', { game: gameTitle }), url: link }).catch(() => {}), 'primary', { id: 'online-invite-share' })
    : null;
  const panel = el('aside', {
    class: 'move-log table-seats online-invite', attrs: { id: 'online-invite-panel', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'online-invite-title' },
  }, [
    el('div', { class: 'move-log-head' }, [title, closeBtn]),
    el('p', { text: t('online.inviteHow') }),
    qrSvg(link, { label: t('online.inviteQr'), className: 'pair-qr' }),
    el('div', { class: 'pair-row' }, [text]),
    el('div', { class: 'pair-row' }, [...(share ? [share] : []), copy, said]),
    paceLine,
    ...(extra ? [extra] : []),
    el('p', { class: 'meta', text: t('online.code', { code }) }),
  ]);
  void pace.then((p) => { if (p) paceLine.textContent = paceText(p); });
  host.appendChild(panel);
  let closed = false;
  function close(): void {
    if (closed) return;
    closed = true;
    panel.remove();
    onClose();
  }
  return { close };
}
