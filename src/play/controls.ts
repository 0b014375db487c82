// Small DOM helpers for a game's controls over the canvas.

/** A plain button appended to `parent`. */
export function button(parent: HTMLElement, cls: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = cls;
  b.addEventListener('click', onClick);
  parent.appendChild(b);
  return b;
}
