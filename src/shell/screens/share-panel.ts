// "Share replay": a finished save becomes a link (and a QR code of it) that opens the replay screen on any device.
// The code travels in the URL's fragment, which a browser never sends to a server. A small modal dialog: the link
// (selectable, Copy, the system's Share sheet where there is one, Watch it here) and the QR code.
import type { Reason } from '../../engine/types';
import type { GameId } from '../../games/index';
import type { ShellContext } from '../context';
import { button, el } from '../../base/dom';
import { gameById } from '../../games/index';
import { t, translateReason } from '../../base/i18n';

/** The QR module of the table's pairing, loaded when a share panel opens. */
const loadQr = (): Promise<{ qrSvg(text: string): SVGSVGElement }> => import('../../table/qr/encode');

/** The link that opens a replay: this app's own address (with its base folder) and the code in the fragment. */
export function replayLink(code: string, origin = location.origin, base = import.meta.env.BASE_URL): string {
  return new URL(`${base}#/replay/${code}`, origin).href;
}

/** The game of a save as its export file holds it (the store's own format); null when it is not one. */
export function gameOfExport(text: string): { gameId: string; input: unknown; events: unknown[] } | null {
  try {
    const file = JSON.parse(text) as { header?: { gameId?: unknown; input?: unknown }; events?: { event?: unknown }[] };
    if (typeof file.header?.gameId !== 'string' || !Array.isArray(file.events)) return null;
    return { gameId: file.header.gameId, input: file.header.input, events: file.events.map((record) => record?.event) };
  } catch {
    return null;
  }
}

/** Opens the panel for the finished save `saveId` over `host`; focus goes back to `trigger` when it closes. */
export function openSharePanel(ctx: ShellContext, saveId: string, host: HTMLElement, trigger: HTMLElement | null): void {
  const status = el('p', { class: 'share-status', text: t('replay.preparing'), attrs: { role: 'status', id: 'replay-share-status' } });
  const body = el('div', { class: 'share-body' });
  const close = button(t('app.close'), () => finish(), 'secondary', { id: 'replay-share-close' });
  const dialog = el('dialog', { class: 'share-dialog', attrs: { 'aria-labelledby': 'replay-share-title', id: 'replay-share' } }, [
    el('h2', { text: t('replay.shareTitle'), attrs: { id: 'replay-share-title' } }),
    el('p', { class: 'share-intro', text: t('replay.shareIntro') }),
    body,
    status,
    el('div', { class: 'actions actions-end' }, [close]),
  ]);
  let closed = false;
  function finish(): void {
    if (closed) return;
    closed = true;
    dialog.close();
    dialog.remove();
    if (trigger?.isConnected) trigger.focus();
  }
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    finish();
  });
  host.appendChild(dialog);
  dialog.showModal();
  close.focus();
  void fill();

  async function fill(): Promise<void> {
    const code = await replayCodeOf(ctx, saveId);
    if (closed) return;
    if (!code.ok) return void (status.textContent = translateReason(code.reason));
    status.textContent = '';
    const link = replayLink(code.value);
    body.replaceChildren(...linkRow(link, status, code.gameId), qrBox(link));
  }
}

/** The finished save's replay with its review open (the game's door replays the save first, as a share does): from
 *  the results, the saves list and an online table's end. */
export async function openReview(ctx: ShellContext, saveId: string, trigger: HTMLButtonElement | null): Promise<void> {
  if (trigger?.disabled) return;
  if (trigger) trigger.disabled = true;
  const code = await replayCodeOf(ctx, saveId);
  if (trigger) trigger.disabled = false;
  if (!code.ok) return ctx.notify(code.reason, true);
  ctx.send({ type: 'HOME' });
  ctx.send({ type: 'OPEN_REPLAY', code: code.value, review: true });
}

/** The replay code of the finished save `saveId`: the game's door replays it first, so only a finished game whose
 *  every move the rules accept is encoded. */
export async function replayCodeOf(ctx: ShellContext, saveId: string): Promise<{ ok: true; value: string; gameId: string } | { ok: false; reason: Reason }> {
  const exported = await ctx.store.exportSave(saveId);
  if (!exported.ok) return exported;
  const game = gameOfExport(exported.text);
  if (!game) return { ok: false, reason: { key: 'replay.badCode' } };
  const { encodeReplay } = await import('../../replay/code');
  const code = await encodeReplay(game);
  return code.ok ? { ok: true, value: code.value, gameId: game.gameId } : code;
}

function linkRow(link: string, status: HTMLElement, gameId: string): HTMLElement[] {
  const field = el('input', { class: 'share-link', attrs: { id: 'replay-link', type: 'text', readonly: true, value: link, spellcheck: 'false', 'aria-label': t('replay.link') } });
  field.addEventListener('focus', () => field.select());
  const copy = button(t('replay.copy'), () => void copyLink(), 'primary', { id: 'replay-copy' });
  async function copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      status.textContent = t('replay.copied');
    } catch {
      field.focus();
      field.select();
      status.textContent = t('replay.copyFailed');
    }
  }
  const entry = gameById(gameId as GameId);
  const shareVia = typeof navigator.share === 'function'
    ? button(t('replay.shareVia'), () => {
      // Cancelling the system's sheet rejects: nothing to say then.
      navigator.share({ title: t('replay.shareTitle'), text: t('replay.shareText', { game: entry ? t(entry.titleKey) : gameId }), url: link }).catch(() => {});
    }, 'secondary', { id: 'replay-share-via' })
    : null;
  const watch = el('a', { class: 'btn btn-secondary', text: t('replay.watch'), attrs: { href: link, id: 'replay-watch' } });
  return [
    el('label', { class: 'share-link-label', text: t('replay.link'), attrs: { for: 'replay-link' } }),
    field,
    el('div', { class: 'actions share-actions' }, [copy, shareVia, watch]),
  ];
}

/** The QR code of the link, drawn by the table's QR module (dark on light whatever the theme). */
function qrBox(link: string): HTMLElement {
  const box = el('figure', { class: 'share-qr', attrs: { id: 'replay-qr' } });
  loadQr().then((qr) => {
    const code = qr.qrSvg(link);
    code.setAttribute('role', 'img');
    code.setAttribute('aria-label', t('replay.qr'));
    box.append(code);
  }).catch(() => box.append(el('figcaption', { class: 'meta', text: t('replay.qrTooLong') })));
  return box;
}
