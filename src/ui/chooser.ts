// The chooser: a small dialog over the table when one touch matches several moves (a joker's identity, where a
// card goes, which clan to keep). The game words the title and the choices; the dialog works the same in every
// game: a title, one button per choice, the first one focused, and Cancel where the person may change their mind.
import { button } from './controls';

/** The dialog's class names (the game's styles and the end-to-end specs find it by them). */
export interface ChooserClasses {
  box: string;
  title: string;
  /** On every choice's button (after 'play-btn'). */
  choice: string;
  /** Cancel's button; without it the dialog stays until the table closes it. */
  cancel?: string;
}

export interface Choice {
  /** Fills the choice's button: words, a mark, a colour. */
  show(button: HTMLButtonElement): void;
  pick(): void;
}

export interface Chooser {
  /** Shows the choices; `cancel` is Cancel's words. Picking a choice closes the dialog first unless `stayOpen`. */
  open(title: string, choices: Choice[], opts?: { cancel?: string; stayOpen?: boolean }): void;
  close(): void;
  readonly isOpen: boolean;
  /** The dialog's element (a game may mark what it shows, e.g. data-offers). */
  readonly element: HTMLElement;
  remove(): void;
}

export function createChooser(root: HTMLElement, classes: ChooserClasses): Chooser {
  const box = document.createElement('div');
  box.className = `play-chooser ${classes.box}`;
  box.setAttribute('role', 'dialog');
  box.hidden = true;
  root.appendChild(box);

  const close = (): void => {
    box.hidden = true;
    box.replaceChildren();
  };

  return {
    open(title, choices, opts = {}) {
      box.replaceChildren();
      const head = document.createElement('p');
      head.className = `play-chooser-title ${classes.title}`;
      head.textContent = title;
      box.appendChild(head);
      box.setAttribute('aria-label', title);
      const buttons = choices.map((c) => {
        const b = button(box, `play-btn ${classes.choice}`, () => {
          if (!opts.stayOpen) close();
          c.pick();
        });
        c.show(b);
        return b;
      });
      if (classes.cancel && opts.cancel !== undefined) button(box, `play-btn ${classes.cancel}`, close).textContent = opts.cancel;
      box.hidden = false;
      buttons[0]?.focus();
    },
    close,
    get isOpen() { return !box.hidden; },
    element: box,
    remove: () => box.remove(),
  };
}
