// Install: the browser's own offer (`beforeinstallprompt`, kept for an "Install" button), the steps on iOS (which
// has no such event: Share, then "Add to Home Screen"), nothing once the app runs installed, and a word on why
// neither offline play nor install can work when the page was opened over plain http from another device.
// `watchInstall` starts listening at boot (the browser may offer before the first screen is drawn); the home
// and settings screens show `installPanel()`.
import { button, el } from '../base/dom';
import { t } from '../base/i18n';

/** What decides what is shown. */
export interface InstallFacts {
  /** window.isSecureContext: https, or localhost / 127.0.0.1. */
  secure: boolean;
  /** Running as the installed app (display-mode: standalone, or iOS's navigator.standalone). */
  standalone: boolean;
  /** The browser has offered to install (a kept `beforeinstallprompt`). */
  promptReady: boolean;
  /** iOS or iPadOS, where only Share > Add to Home Screen installs. */
  ios: boolean;
}

export interface InstallOffer {
  button: boolean;
  iosSteps: boolean;
  /** Say why offline play and install will not work on this address. */
  insecure: boolean;
}

export function installOffer(f: InstallFacts): InstallOffer {
  if (f.standalone) return { button: false, iosSteps: false, insecure: false };
  return {
    button: f.secure && f.promptReady,
    iosSteps: f.secure && f.ios && !f.promptReady,
    insecure: !f.secure,
  };
}

/** iPhone, iPod, or an iPad (which says it is a Mac, but has a touch screen). */
export function isIos(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

/** Chromium's event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = (): void => listeners.forEach((l) => l());

export function watchInstall(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // our own button asks, on home, when the player chooses
    offered = e as BeforeInstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    changed();
  });
  win.matchMedia('(display-mode: standalone)').addEventListener('change', changed);
}

function facts(): InstallFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    secure: window.isSecureContext,
    standalone: installed || nav.standalone === true || matchMedia('(display-mode: standalone)').matches,
    promptReady: offered !== null,
    ios: isIos(nav.userAgent, nav.platform, nav.maxTouchPoints),
  };
}

async function install(): Promise<void> {
  const event = offered;
  if (!event) return;
  offered = null; // an offer can be used once
  changed();
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') installed = true;
  } catch (error) {
    console.warn('the install prompt failed', error);
  }
  changed();
}

/** The install panel of a screen ('home' or 'settings'); it follows the browser's offer while it is on the page. */
export function installPanel(where: 'home' | 'settings'): HTMLElement {
  const root = el('div', { class: `install-slot install-${where}` });
  let wasConnected = false;
  const render = (): void => {
    if (root.isConnected) wasConnected = true;
    else if (wasConnected) {
      listeners.delete(render); // the screen is gone
      return;
    }
    const offer = installOffer(facts());
    const parts: HTMLElement[] = [];
    if (offer.insecure) {
      parts.push(el('section', { class: 'panel install-panel install-insecure', attrs: { id: `install-insecure-${where}`, 'aria-labelledby': `install-insecure-title-${where}` } }, [
        el('h2', { text: t('install.insecureHeading'), attrs: { id: `install-insecure-title-${where}` } }),
        el('p', { text: t('install.insecure') }),
        el('p', { class: 'meta', text: t('install.insecureWhat') }),
      ]));
    }
    if (offer.button) {
      parts.push(el('section', { class: 'panel install-panel install-offer' }, [
        el('p', { text: t('install.why') }),
        button(t('install.button'), () => void install(), 'secondary', { id: `install-${where}` }),
      ]));
    }
    if (offer.iosSteps) {
      parts.push(el('details', { class: 'panel install-panel install-ios', attrs: { id: `install-ios-${where}` } }, [
        el('summary', { text: t('install.iosHeading') }),
        el('ol', {}, [el('li', { text: t('install.iosShare') }), el('li', { text: t('install.iosAdd') })]),
      ]));
    }
    root.replaceChildren(...parts);
  };
  listeners.add(render);
  render();
  return root;
}
