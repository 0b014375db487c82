// A game's keys over its canvas (one button per card, hollow, column…), laid out again after every render and
// every resize without replacing the keys that stay: a key keeps its element, so the keyboard focus stays on it,
// a screen reader does not lose its place, and a tap aimed at it never meets an element taken away mid-tap.
// The game builds the layer as it should look into a detached copy; the live layer is then brought to match it.
// Children are matched by data-key where they have one, otherwise by tag and place among their siblings.

/** Lays `layer` out again as `build` describes it (build appends into the element it is given, a copy of `layer`
 *  without children), keeping every element that is still wanted. */
export function relayout(layer: HTMLElement, build: (into: HTMLElement) => void): void {
  const fresh = layer.cloneNode(false) as HTMLElement;
  build(fresh);
  morph(layer, fresh);
}

/** Makes `live` look like `fresh`: its attributes, its click handler, its text or its children (recursively). */
function morph(live: Element, fresh: Element): void {
  for (const { name } of [...live.attributes]) if (name !== 'style' && !fresh.hasAttribute(name)) live.removeAttribute(name);
  for (const { name, value } of [...fresh.attributes]) if (name !== 'style' && live.getAttribute(name) !== value) live.setAttribute(name, value);
  if (live instanceof HTMLElement && fresh instanceof HTMLElement) {
    morphStyle(live.style, fresh.style);
    if (live.onclick !== fresh.onclick) live.onclick = fresh.onclick;
  }
  if (fresh.children.length === 0) {
    if (live.children.length > 0 || live.textContent !== fresh.textContent) live.textContent = fresh.textContent;
    return;
  }
  morphChildren(live, fresh);
}

/** Styles through the CSSOM, property by property: the Content-Security-Policy refuses a style attribute set as
 *  text (style-src 'self'), not the properties a script sets. */
function morphStyle(live: CSSStyleDeclaration, fresh: CSSStyleDeclaration): void {
  for (const property of [...live]) if (fresh.getPropertyValue(property) === '') live.removeProperty(property);
  for (const property of [...fresh]) {
    const value = fresh.getPropertyValue(property);
    if (live.getPropertyValue(property) !== value) live.setProperty(property, value);
  }
}

/** A child's identity among its siblings: its data-key, or its tag and its place among the unkeyed ones. */
function identities(parent: Element): string[] {
  const seen = new Map<string, number>();
  return [...parent.children].map((c) => {
    const key = c instanceof HTMLElement ? c.dataset.key : undefined;
    if (key !== undefined) return `key:${key}`;
    const n = seen.get(c.tagName) ?? 0;
    seen.set(c.tagName, n + 1);
    return `${c.tagName}:${n}`;
  });
}

function morphChildren(live: Element, fresh: Element): void {
  const liveById = new Map<string, Element>();
  identities(live).forEach((id, i) => liveById.set(id, live.children[i]));
  const wanted = identities(fresh).map((id, i) => {
    const f = fresh.children[i];
    const kept = liveById.get(id);
    if (kept && kept.tagName === f.tagName) {
      liveById.delete(id);
      morph(kept, f);
      return kept;
    }
    return f;
  });
  for (const gone of liveById.values()) gone.remove();
  // Move only what is out of place: moving a focused element would drop its focus.
  wanted.forEach((el, i) => {
    if (live.children[i] !== el) live.insertBefore(el, live.children[i] ?? null);
  });
}

/** Puts a key over the part of the canvas it stands for (CSS pixels of the canvas's box). */
export function placeKey(el: HTMLElement, r: { x: number; y: number; width: number; height: number }): void {
  Object.assign(el.style, { left: `${r.x}px`, top: `${r.y}px`, width: `${r.width}px`, height: `${r.height}px` });
}
