// The rules reader: a game's rules text (loaded lazily, so the home screen carries none of it), a
// table of contents, and sections with ids so a refused move can open it at the rule that explains why.
import type { GameId } from '../../engine/types';
import type { ScreenFactory, ShellContext } from '../context';
import { button, el, screenHeading } from '../dom';
import { gameById, type RulesText } from '../games';
import { getLanguage, t } from '../i18n';
import { nihoBand } from '../patterns';

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
  (game ? game.loadRules() : Promise.reject(new Error(`no game ${options.gameId}`))).then(
    (texts) => {
      fill(body, texts[lang] ?? texts.en);
      if (options.anchor) openAt(root, options.anchor);
    },
    (error: unknown) => {
      console.error('rules failed to load', error);
      body.replaceChildren(el('p', { attrs: { role: 'alert' }, text: t('rules.loadFailed') }));
      body.removeAttribute('aria-busy');
    },
  );
  return root;
}

function fill(body: HTMLElement, rules: RulesText): void {
  const contents = el('nav', { class: 'panel rules-contents', attrs: { 'aria-labelledby': 'rules-contents-heading' } }, [
    el('h2', { text: t('rules.contents'), attrs: { id: 'rules-contents-heading' } }),
    el('ol', {}, rules.sections.map((s) => el('li', {}, [
      el('a', {
        text: s.heading,
        attrs: { href: `#${sectionId(s.id)}` },
        // Scrolls inside the reader without touching the page's URL (the reader may be a dialog over a game).
        on: { click: (e) => { e.preventDefault(); openAt(body, s.id); } },
      }),
    ]))),
  ]);
  const sections = rules.sections.map((s) => el('section', { class: 'panel rules-section', attrs: { id: sectionId(s.id), 'aria-labelledby': `${sectionId(s.id)}-h` } }, [
    el('h2', { text: s.heading, attrs: { id: `${sectionId(s.id)}-h`, tabindex: -1 } }),
    ...s.body.map((p) => el('p', { text: p })),
  ]));
  body.replaceChildren(contents, ...sections);
  body.removeAttribute('aria-busy');
}

/** Scrolls to a section and moves the focus to its heading, so reading starts there. */
function openAt(scope: HTMLElement, anchor: string): void {
  const heading = scope.querySelector<HTMLElement>(`#${CSS.escape(sectionId(anchor))} h2`);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

export const rulesScreen: ScreenFactory = (ctx: ShellContext, app) => {
  const gameId = app.rules?.gameId ?? 'meow-meow';
  const reader = rulesReader({ gameId, anchor: app.rules?.anchor, backLabel: t('app.back'), onBack: () => ctx.send({ type: 'BACK' }) });
  const root = el('div', { class: 'screen screen-rules' }, [reader]);
  const game = gameById(gameId);
  return { root, title: game ? `${t('rules.title')} · ${t(game.titleKey)}` : t('rules.title') };
};
