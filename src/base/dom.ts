// A tiny element builder. Text always goes in through textContent, so a player's name can never
// become markup.
type Child = Node | string | null | undefined | false;
type AttrValue = string | number | boolean | null | undefined;

export interface ElOptions {
  class?: string;
  text?: string;
  attrs?: Record<string, AttrValue>;
  on?: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };
}

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, options: ElOptions = {}, children: Child[] = []): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (options.class) node.className = options.class;
  if (options.text !== undefined) node.textContent = options.text;
  for (const [name, value] of Object.entries(options.attrs ?? {})) setAttr(node, name, value);
  for (const [type, listener] of Object.entries(options.on ?? {})) node.addEventListener(type, listener as EventListener);
  append(node, children);
  return node;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

export function setAttr(node: Element, name: string, value: AttrValue): void {
  if (value === null || value === undefined || value === false) node.removeAttribute(name);
  else node.setAttribute(name, value === true ? '' : String(value));
}

export type ButtonKind = 'primary' | 'secondary' | 'quiet' | 'danger';

export function button(label: string, onClick: (event: MouseEvent) => void, kind: ButtonKind = 'secondary',
  attrs: Record<string, AttrValue> = {}): HTMLButtonElement {
  return el('button', { class: `btn btn-${kind}`, text: label, attrs: { type: 'button', ...attrs }, on: { click: onClick } });
}

/** A screen's main heading; it takes focus when the screen opens so screen readers announce it. */
export function screenHeading(text: string, level: 1 | 2 = 1): HTMLHeadingElement {
  return el(level === 1 ? 'h1' : 'h2', { text, attrs: { tabindex: -1, 'data-screen-heading': true } });
}

let nextId = 0;
/** A document-unique id for label/aria wiring. */
export function uid(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element (for the decorative patterns and small icons drawn by the shell). */
export function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, AttrValue> = {}, children: SVGElement[] = []): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attrs)) setAttr(node, name, value);
  for (const child of children) node.appendChild(child);
  return node;
}
