// The move log on screen: a panel opened by the toolbar's Log button, at the side of the table on a tablet (and a
// phone held sideways), a drawer from the bottom on a phone held upright (play.css). Closed, it takes no room at
// all; open, it may cover part of the table, never the band above it, and closes by its button or Escape (focus
// goes back to the Log button). Newest move first; the moves since the person's own last move are marked "new".
import { t } from '../base/i18n';
import { OPENING, type MoveLogEntry } from './move-log';

export interface MoveLogPanel {
  readonly isOpen: boolean;
  toggle(): void;
  close(): void;
  /** Draws the entries again when the panel is open (after a move, an undo, a hand-over). */
  refresh(): void;
  destroy(): void;
}

/** What the panel lists when it is drawn: the entries (newest first) and the seats' names. */
export type ReadLog = () => { entries: MoveLogEntry[]; names: readonly string[] };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, parent: HTMLElement): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = cls;
  parent.appendChild(node);
  return node;
}

export function createMoveLogPanel(host: HTMLElement, button: HTMLButtonElement, read: ReadLog): MoveLogPanel {
  const panel = el('aside', 'move-log', host);
  panel.id = 'move-log';
  panel.hidden = true;
  // Not modal: on a tablet the table stays playable beside it.
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'false');
  panel.setAttribute('aria-labelledby', 'move-log-title');
  const head = el('div', 'move-log-head', panel);
  const title = el('h2', 'move-log-title', head);
  title.id = 'move-log-title';
  title.textContent = t('log.title');
  const closeBtn = el('button', 'play-btn move-log-close', head);
  closeBtn.type = 'button';
  closeBtn.textContent = t('app.close');
  const empty = el('p', 'move-log-empty', panel);
  empty.textContent = t('log.empty');
  const list = el('ol', 'move-log-list', panel);
  list.reversed = true;
  // The list scrolls on its own: reachable by Tab so a keyboard can scroll it too.
  list.tabIndex = 0;
  list.setAttribute('aria-labelledby', 'move-log-title');

  button.setAttribute('aria-controls', panel.id);
  button.setAttribute('aria-expanded', 'false');

  const draw = () => {
    const { entries, names } = read();
    empty.hidden = entries.length > 0;
    list.hidden = entries.length === 0;
    list.replaceChildren(...entries.map((e) => entryItem(e, names)));
  };

  const open = () => {
    draw();
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    list.scrollTop = 0;
    closeBtn.focus();
  };

  const close = () => {
    if (panel.hidden) return;
    const hadFocus = panel.contains(document.activeElement);
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (hadFocus || document.activeElement === document.body) button.focus();
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || panel.hidden || e.defaultPrevented) return;
    // Escape belongs to the log while the focus is in it, on its button, or nowhere in particular.
    const at = document.activeElement;
    if (!panel.contains(at) && at !== button && at !== document.body) return;
    e.preventDefault();
    close();
  };
  closeBtn.addEventListener('click', close);
  document.addEventListener('keydown', onKey);

  return {
    get isOpen() {
      return !panel.hidden;
    },
    toggle: () => (panel.hidden ? open() : close()),
    close,
    refresh: () => {
      if (!panel.hidden) draw();
    },
    destroy: () => {
      document.removeEventListener('keydown', onKey);
      panel.remove();
    },
  };
}

/** One move: its number, who made it when the words do not say so, its sentences, and "new" when it is. */
function entryItem(entry: MoveLogEntry, names: readonly string[]): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'move-log-entry';
  item.dataset.index = String(entry.index);
  if (entry.seat !== null) item.dataset.seat = String(entry.seat);
  item.dataset.fresh = String(entry.fresh);
  if (entry.index !== OPENING) item.value = entry.index + 1;
  el('span', 'move-log-num', item).textContent = entry.index === OPENING ? t('log.start') : String(entry.index + 1);
  const text = el('span', 'move-log-text', item);
  const words = entry.sentences.join(' ');
  const who = entry.seat === null ? undefined : names[entry.seat];
  // "Who did it" is in most sentences already ("Ben played 7♥."); the others get the name in front.
  if (who && !words.includes(who)) el('strong', 'move-log-who', text).textContent = `${who}: `;
  text.append(words);
  if (entry.fresh) el('span', 'move-log-new', item).textContent = t('log.new');
  return item;
}
