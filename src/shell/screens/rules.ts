// The rules reader: a game's rules text (loaded lazily, so the home screen carries none of it), a
// search field that filters the sections as you type, a table of contents, and sections with ids so a
// refused move can open it at the rule that explains why. Paragraphs may link to other sections
// (`[[anchor|words]]`, see ../rules-markup.ts); a link scrolls to its section and focuses its heading.
import type { GameId } from '../../games/index';
import type { ScreenFactory, ShellContext } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { GAME_IDS } from '../../games/index';
import { gameById } from '../../games/index';
import type { RulesText } from '../../games/entry';
import { getLanguage, t } from '../../base/i18n';
import { nihoBand } from '../patterns';
import { matchesAll, plainText, renderRules, searchTerms, type Inline } from '../rules-markup';
import type { Lang } from '../../base/settings';

/** The element id of a rules section (prefixed so it cannot clash with the shell's own ids). */
export const sectionId = (anchor: string): string => `rule-${anchor}`;

export interface RulesReaderOptions {
  gameId: GameId;
  anchor?: string;
  backLabel: string;
  onBack(): void;
}

/** The reader itself; the rules screen shows it alone, an open game shows it in a dialog. */
export function rulesReader(options: RulesReaderOptions): HTMLElement {
  const game = gameById(options.gameId);
  const heading = screenHeading(game ? t('home.rulesOf', { game: t(game.titleKey) }) : t('rules.title'));
  heading.id = 'rules-title';
  const body = el('div', { class: 'rules-body', attrs: { 'aria-busy': 'true' } }, [el('p', { class: 'meta', text: t('app.loading') })]);
  const root = el('div', { class: 'rules-reader' }, [
    el('header', { class: 'screen-header' }, [button(options.backLabel, options.onBack, 'quiet', { id: 'rules-back' }), heading]),
    nihoBand(),
    body,
  ]);

  const lang = getLanguage();
  (game ? game.rulesText() : Promise.reject(new Error(`no game ${options.gameId}`))).then(
    (texts) => {
      const reader = fill(body, texts[lang] ?? texts.en, lang);
      if (options.anchor) reader.follow(options.anchor);
    },
    (error: unknown) => {
      console.error('rules failed to load', error);
      body.replaceChildren(el('p', { attrs: { role: 'alert' }, text: t('rules.loadFailed') }));
      body.removeAttribute('aria-busy');
    },
  );
  return root;
}

interface Drawn {
  id: string;
  section: HTMLElement;
  heading: HTMLElement;
  headingText: string;
  paragraphs: { node: HTMLElement; text: string }[];
  /** The section's words without markup, for the search. */
  plain: string;
  entry: HTMLElement;
}

function fill(body: HTMLElement, rules: RulesText, lang: Lang): { follow(anchor: string): void } {
  let drawn: Drawn[] = [];
  const ids = new Set(rules.sections.map((s) => s.id));

  /** Scrolls to a section and moves the focus to its heading; a section the search hid is shown again. */
  const follow = (anchor: string): void => {
    const target = drawn.find((d) => d.id === anchor);
    if (!target) return;
    if (target.section.hidden) clear();
    for (const d of drawn) d.section.classList.toggle('is-followed', d === target);
    target.heading.scrollIntoView({ block: 'start' });
    target.heading.focus({ preventScroll: true });
  };
  const link = (anchor: string): HTMLAnchorElement => el('a', {
    attrs: { href: `#${sectionId(anchor)}` },
    // Scrolls inside the reader without touching the page's URL (the reader may be a dialog over a game).
    on: { click: (e) => { e.preventDefault(); follow(anchor); } },
  });
  const inline = (pieces: readonly Inline[]): Node[] => pieces.map((p) => {
    if (p.kind === 'text') return document.createTextNode(p.text);
    if (p.kind === 'mark') return el('mark', { text: p.text });
    // A link to a section this text lacks would lead nowhere: its words stay plain (the tests forbid it anyway).
    if (!ids.has(p.anchor)) return el('span', {}, inline(p.children));
    const a = link(p.anchor);
    a.className = 'rules-xref';
    a.append(...inline(p.children));
    return a;
  });
  const paint = (terms: readonly string[]): void => {
    for (const d of drawn) {
      d.heading.replaceChildren(...inline(renderRules(d.headingText, terms, lang)));
      for (const p of d.paragraphs) p.node.replaceChildren(...inline(renderRules(p.text, terms, lang)));
    }
  };

  // The search: filters as you type, case- and accent-insensitive, in the reader's language.
  const input = el('input', {
    attrs: {
      type: 'search', id: 'rules-search', placeholder: t('rules.searchPlaceholder'), autocomplete: 'off',
      spellcheck: 'false', autocapitalize: 'off', enterkeyhint: 'search', 'aria-describedby': 'rules-search-status',
    },
  });
  const clearButton = button(t('rules.searchClear'), () => { clear(); input.focus(); }, 'quiet', { id: 'rules-search-clear', hidden: true });
  const status = el('p', { class: 'rules-search-status', attrs: { id: 'rules-search-status', role: 'status', 'aria-live': 'polite' } });
  const search = el('div', { class: 'panel rules-search', attrs: { role: 'search' } }, [
    el('label', { text: t('rules.search'), attrs: { for: 'rules-search' } }),
    el('div', { class: 'rules-search-row' }, [input, clearButton]),
    status,
  ]);

  const contentsList = el('ol');
  const contents = el('nav', { class: 'panel rules-contents', attrs: { 'aria-labelledby': 'rules-contents-heading' } }, [
    el('h2', { text: t('rules.contents'), attrs: { id: 'rules-contents-heading' } }),
    contentsList,
  ]);

  drawn = rules.sections.map((s, index) => {
    const heading = el('h2', { attrs: { id: `${sectionId(s.id)}-h`, tabindex: -1 } });
    const paragraphs = s.body.map((text) => ({ node: el('p'), text }));
    const section = el('section', { class: 'panel rules-section', attrs: { id: sectionId(s.id), 'aria-labelledby': `${sectionId(s.id)}-h` } },
      [heading, ...paragraphs.map((p) => p.node)]);
    const a = link(s.id);
    a.textContent = s.heading;
    // Numbered as in the whole text, so a filtered contents list keeps each section's number.
    const entry = el('li', { attrs: { value: index + 1 } }, [a]);
    return { id: s.id, section, heading, headingText: s.heading, paragraphs, plain: [s.heading, ...s.body.map(plainText)].join('\n'), entry };
  });
  contentsList.append(...drawn.map((d) => d.entry));

  let lastQuery = '';
  const apply = (): void => {
    const query = input.value;
    if (query === lastQuery) return;
    lastQuery = query;
    const terms = searchTerms(query, lang);
    let shown = 0;
    for (const d of drawn) {
      const match = terms.length === 0 || matchesAll(d.plain, terms, lang);
      d.section.hidden = !match;
      d.entry.hidden = !match;
      if (match) shown += 1;
    }
    contents.hidden = shown === 0;
    clearButton.hidden = query === '';
    paint(terms);
    body.classList.toggle('is-searching', terms.length > 0);
    if (terms.length === 0) status.textContent = '';
    else if (shown === 0) status.textContent = t('rules.noMatch', { query: query.trim() });
    else status.textContent = shown === 1 ? t('rules.matchOne') : t('rules.matchMany', { n: shown });
  };
  function clear(): void {
    input.value = '';
    apply();
  }
  input.addEventListener('input', apply);
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && input.value !== '') {
      // Escape clears the search first; only an empty field lets it through (it closes the dialog over a game).
      e.preventDefault();
      e.stopPropagation();
      clear();
    } else if (e.key === 'Enter') {
      // "Search" on a tablet's keyboard: go to the first section that matches.
      e.preventDefault();
      const first = drawn.find((d) => !d.section.hidden);
      if (first && input.value.trim() !== '') follow(first.id);
    }
  });

  paint([]);
  body.replaceChildren(search, contents, ...drawn.map((d) => d.section));
  body.removeAttribute('aria-busy');
  return { follow };
}

export const rulesScreen: ScreenFactory = (ctx: ShellContext, app) => {
  const gameId = app.rules?.gameId ?? GAME_IDS[0];
  const reader = rulesReader({ gameId, anchor: app.rules?.anchor, backLabel: t('app.back'), onBack: () => ctx.send({ type: 'BACK' }) });
  const root = el('div', { class: 'screen screen-rules' }, [reader]);
  const game = gameById(gameId);
  return { root, title: game ? `${t('rules.title')} · ${t(game.titleKey)}` : t('rules.title') };
};
