// Settings that belong to the whole document: its language and the motion and colour-mark
// preferences, as attributes the style sheet (and the game's scene) can read.
import { lettersFor, setCardLetters } from '../games/shared/cards';
import { setLanguage } from '../base/i18n';
import type { Settings } from '../base/settings';

export function applyDocumentSettings(settings: Settings, root: HTMLElement = document.documentElement): void {
  setLanguage(settings.language);
  // The cards' letters follow the language (or the printed deck's), everywhere a card is drawn or named.
  setCardLetters(lettersFor(settings.language, settings.printedLetters === true));
  root.lang = settings.language;
  root.dataset.motion = settings.motion;
  root.dataset.colourMarks = settings.colourMarks ? 'on' : 'off';
}
