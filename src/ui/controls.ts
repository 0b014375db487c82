// Small DOM helpers for a game's controls over the canvas.

/** A plain button appended to `parent`. Its handler is the onclick property (not a listener), so a key laid out
 *  again (./key-layer.ts) takes its new handler along with its new attributes. */
export function button(parent: HTMLElement, cls: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = cls;
  b.onclick = () => onClick();
  parent.appendChild(b);
  return b;
}
