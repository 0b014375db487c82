// The two halves of pairing a device, on either side: a code to show (its QR code, and the same text to copy where
// no camera can read it) and a code to read (the camera, or the text pasted). Used by the table's "pair a phone"
// panel and the phone's "join a table" screen.
import { button, el } from '../base/dom';
import { t, translateReason } from '../base/i18n';
import { qrSvg } from './qr/encode';
import { isCameraError } from './qr/errors';

/** A code to show: its QR code, and the text under a "copy" button. `id` names the text box (tests read it). */
export function codeToShow(code: string, id: string, label: string): HTMLElement {
  const text = el('textarea', { class: 'pair-code-text', attrs: { id, readonly: true, rows: 3, 'aria-label': t('pair.codeText'), spellcheck: 'false' } });
  text.value = code;
  const copied = el('span', { class: 'pair-copied', attrs: { role: 'status' } });
  const copy = button(t('pair.copy'), () => {
    text.select();
    void navigator.clipboard?.writeText(code).then(
      () => { copied.textContent = t('pair.copied'); },
      () => { copied.textContent = t('pair.copyByHand'); },
    );
  }, 'secondary');
  const details = el('details', { class: 'pair-as-text' }, [el('summary', { text: t('pair.noCamera') }), text, el('div', { class: 'pair-row' }, [copy, copied])]);
  return el('div', { class: 'pair-code' }, [qrSvg(code, { label, className: 'pair-qr' }), details]);
}

export interface CodeReader {
  element: HTMLElement;
  /** Says why the code read was not taken, and lets the player try again. */
  refuse(words: string): void;
  stop(): void;
}

/** A code to read: "Scan" opens the camera (asked for only then), and a text box takes the code pasted. Each code
 *  read is handed to `onCode` (which may refuse it: the reader then stays open for another). */
export function codeToRead(idPrefix: string, onCode: (code: string) => void): CodeReader {
  const video = el('div', { class: 'pair-video' });
  const problem = el('p', { class: 'pair-problem', attrs: { role: 'alert', hidden: true } });
  let scanner: { stop(): void } | null = null;
  let aborted: AbortController | null = null;
  const stopCamera = () => {
    aborted?.abort();
    aborted = null;
    scanner?.stop();
    scanner = null;
    scan.hidden = false;
  };
  const take = (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) return;
    problem.hidden = true;
    onCode(trimmed);
  };
  const scan = button(t('pair.scan'), () => {
    problem.hidden = true;
    scan.hidden = true;
    aborted = new AbortController();
    void import('./qr/scanner').then(({ startScanner }) => startScanner(video, (text) => {
      stopCamera();
      take(text);
    }, { signal: aborted!.signal })).then((s) => { scanner = s; }, (error: unknown) => {
      stopCamera();
      if ((error as { name?: string } | null)?.name === 'AbortError') return;
      say(isCameraError(error) ? translateReason(error.reason) : t('qr.cameraFailed'));
    });
  }, 'primary', { id: `${idPrefix}-scan` });
  const pasted = el('textarea', { class: 'pair-code-input', attrs: { id: `${idPrefix}-input`, rows: 3, 'aria-label': t('pair.pasteLabel'), spellcheck: 'false', autocomplete: 'off' } });
  const use = button(t('pair.useCode'), () => take(pasted.value), 'secondary', { id: `${idPrefix}-use` });
  const say = (words: string) => {
    problem.textContent = words;
    problem.hidden = false;
  };
  const typed = el('details', { class: 'pair-as-text' }, [el('summary', { text: t('pair.noCamera') }), pasted, el('div', { class: 'pair-row' }, [use])]);
  return {
    element: el('div', { class: 'pair-reader' }, [scan, video, problem, typed]),
    refuse: say,
    stop: stopCamera,
  };
}

/** Asks for the camera (and lets it go at once) before a device makes its code: with the camera granted, the
 *  browser offers its plain network addresses instead of mDNS names, which some Wi-Fi networks do not resolve. A
 *  refused or missing camera, or a prompt left open, only means the names are used (never a wait past 8 s). */
export async function askCameraFirst(): Promise<void> {
  if (!navigator.mediaDevices?.getUserMedia) return;
  const asked = navigator.mediaDevices.getUserMedia({ video: true, audio: false }).then(
    (stream) => stream.getTracks().forEach((track) => track.stop()),
    () => undefined,
  );
  await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 8_000))]);
}
