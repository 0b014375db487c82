// The button of a person who may answer but would rather leave it to the others who may ("Let Ben answer"), or,
// when the others have had their say and one of them gave way, decline to answer ("Don't answer"). It sits with
// the game's own buttons.
import { button } from '../ui/controls';

export interface LetAnswer {
  /** The button's words, or null to hide it. */
  set(label: string | null): void;
  remove(): void;
}

export function createLetAnswer(controls: HTMLElement, onPress: () => void): LetAnswer {
  const bar = document.createElement('div');
  bar.className = 'game-actions play-let-answer-actions';
  const press = button(bar, 'play-btn play-let-answer', onPress);
  // .game-actions sets display: flex, which the hidden attribute alone would not override.
  const show = (on: boolean) => { bar.hidden = !on; bar.style.display = on ? '' : 'none'; };
  show(false);
  controls.appendChild(bar);
  return {
    set(label) {
      show(label !== null);
      press.textContent = label ?? '';
      // The game's own controls are appended when its table is built: this one stays last.
      if (label !== null && bar.nextSibling) controls.appendChild(bar);
    },
    remove: () => bar.remove(),
  };
}
