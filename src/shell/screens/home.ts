// Home: the title, "Continue" for the newest unfinished save (the screen's one primary action, above the games), a
// pointer to Saves when a save needs attention, the install offer (or why there is none), and every game with its
// picture and New game / Rules.
import catIconUrl from '../../../assets/icon.svg';
import type { ScreenFactory } from '../context';
import { button, el, screenHeading } from '../../base/dom';
import { formatDateTime, playerNames } from '../../base/format';
import { gameById, GAMES } from '../../games/index';
import { t } from '../../base/i18n';
import { installPanel } from '../install';
import { gamePicture } from './game-pictures';
import { playerCountWords } from '../player-count';
import { koru, nihoBand } from '../patterns';
import { ensureFonts } from '../../scene/fonts';

/** Whether this device holds a seat's token or watches a table (src/table/tokens.ts, online/watching.ts). */
function holdsOnlineTables(): boolean {
  try {
    return ['nine-lives.seat-tokens', 'nine-lives.online-watching'].some((key) => (localStorage.getItem(key) ?? '[]').length > 2);
  } catch {
    return false;
  }
}

export const homeScreen: ScreenFactory = (ctx) => {
  const continueSlot = el('div', { class: 'continue-slot' });
  const attentionSlot = el('div', { class: 'attention-slot' });
  const tablesSlot = el('div', { class: 'your-tables-slot' });
  const gameList = el('ul', { class: 'game-list', attrs: { role: 'list' } });

  for (const game of GAMES) {
    const title = t(game.titleKey);
    const headingId = `game-${game.id}-title`;
    gameList.append(el('li', { class: 'panel game-card', attrs: { 'data-game': game.id } }, [
      gamePicture(game),
      el('div', { class: 'game-card-text' }, [
        el('h3', { text: title, attrs: { id: headingId } }),
        el('p', { text: t(game.blurbKey) }),
        el('p', { class: 'meta', text: t(...playerCountWords(game.minPlayers, game.maxPlayers)) }),
      ]),
      el('div', { class: 'actions' }, [
        button(t('home.newGame'), () => ctx.send({ type: 'OPEN_NEW_GAME', gameId: game.id }), 'primary',
          { 'aria-label': t('home.newGameOf', { game: title }), id: `new-${game.id}`, 'data-primary': true }),
        button(t('home.rules'), () => ctx.send({ type: 'OPEN_RULES', gameId: game.id }), 'secondary',
          { 'aria-label': t('home.rulesOf', { game: title }), id: `rules-${game.id}` }),
      ]),
    ]));
  }

  const root = el('div', { class: 'screen screen-home' }, [
    el('header', { class: 'home-header' }, [
      el('img', { class: 'home-logo', attrs: { src: catIconUrl, alt: '', width: 96, height: 96 } }),
      el('div', { class: 'home-title' }, [screenHeading(t('app.title')), el('p', { class: 'tagline', text: t('app.tagline') })]),
      el('nav', { class: 'home-nav' }, [
        button(t('home.companion'), () => ctx.send({ type: 'OPEN_COMPANION' }), 'secondary', { id: 'open-companion' }),
        button(t('home.saves'), () => ctx.send({ type: 'OPEN_SAVES' }), 'secondary', { id: 'open-saves' }),
        button(t('home.join'), () => ctx.send({ type: 'OPEN_JOIN' }), 'secondary', { id: 'open-join' }),
        button(t('home.settings'), () => ctx.send({ type: 'OPEN_SETTINGS' }), 'secondary', { id: 'open-settings' }),
      ]),
    ]),
    nihoBand(),
    continueSlot,
    attentionSlot,
    tablesSlot,
    el('section', { class: 'games', attrs: { 'aria-labelledby': 'games-heading' } }, [
      el('h2', { class: 'section-heading' }, [koru(), el('span', { text: t('home.games'), attrs: { id: 'games-heading' } })]),
      gameList,
    ]),
    // Below the games: the browser offers installing whenever it likes (beforeinstallprompt), and an offer that
    // arrived above them would move every game under a finger.
    installPanel('home'),
    koru('home-watermark'),
  ]);

  let disposed = false;
  // The newest unfinished save becomes the screen's primary action.
  const saves = ctx.store.list().then(async ({ saves, problems }) => {
    ctx.reportProblems(problems);
    // After the listing (which sets damaged saves aside): nothing set aside goes unmentioned.
    const { items } = await ctx.store.attention();
    if (items.length && !disposed) {
      attentionSlot.replaceChildren(el('p', { class: 'panel attention-note', attrs: { role: 'status' } }, [
        t('saves.attentionHome'), ' ',
        button(t('home.saves'), () => ctx.send({ type: 'OPEN_SAVES' }), 'secondary', { id: 'attention-open-saves' }),
      ]));
    }
    const latest = saves.find((s) => s.status === 'playing' && gameById(s.gameId));
    if (!latest || disposed) return;
    const game = t(gameById(latest.gameId)!.titleKey);
    continueSlot.append(el('section', { class: 'panel continue-card', attrs: { 'aria-labelledby': 'continue-heading' } }, [
      el('div', { class: 'continue-text' }, [
        el('h2', { text: t('home.continueHeading'), attrs: { id: 'continue-heading' } }),
        el('p', { text: t('home.continueDetail', { game, players: playerNames(latest.input.players) }) }),
        el('p', { class: 'meta', text: t('saves.lastPlayed', { when: formatDateTime(latest.updatedAt) }) }),
      ]),
      button(t('home.continue'), () => ctx.send({ type: 'RESUME', saveId: latest.id, gameId: latest.gameId }), 'primary',
        { id: 'continue', 'aria-describedby': 'continue-heading' }),
    ]));
    root.classList.add('has-continue');
  });

  // Shown once the saves are read and the font has loaded (the shell waits, bounded: ../view.ts): the continue card
  // and the font's swap came 0.01-0.17 s after the list and pushed it down under a finger (layout shift 0.09-0.2).
  // This device's online tables (seats it holds, tables it watches): a chunk of their own, only when there are any.
  const tables = holdsOnlineTables()
    ? import('../../table/online/your-tables-list').then((m) => m.showYourTables(tablesSlot, (code) => ctx.send({ type: 'OPEN_ONLINE', code }), () => disposed)).catch(() => undefined)
    : null;
  const ready = Promise.all([saves, ensureFonts(), tables]);
  return { root, title: t('app.title'), ready, dispose: () => { disposed = true; } };
};
