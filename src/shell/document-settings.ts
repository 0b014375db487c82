// Settings that belong to the whole document: its language and the motion and colour-mark
// preferences, as attributes the style sheet (and the game's scene) can read.
import { setLanguage } from './i18n';
import type { Settings } from './settings';

export function applyDocumentSettings(settings: Settings, root: HTMLElement = document.documentElement): void {
  setLanguage(settings.language);
  root.lang = settings.language;
  root.dataset.motion = settings.motion;
  root.dataset.colourMarks = settings.colourMarks ? 'on' : 'off';
}
