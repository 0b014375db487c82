// The language walk: every screen in English, French and German (chosen in Settings, as a player would),
// failing on a missing key. A key with no text shows as the key itself ('meow.ui.draw', or 'Something went
// wrong (key)'), so visible text and accessible names are searched for raw keys; on the French and German
// screens, any text that is exactly one of the English texts that language translates differently (a key
// missing in that language falls back to English) is reported too.
import { expect, test, type Page } from './fixtures';
import { builtInMessages, inEveryLanguage } from '../src/shell/all-languages';
import { companionWords } from '../src/shell/locales/companion';
import { tableText } from '../src/table/text';
import { playText } from '../src/ui/text';
import { GAMES as ENTRIES } from '../src/games/index';
import { fastSettings, playStep, startMeowMeow, waitForTurn } from './helpers';
import { GAMES, fewMoves, startVsBot } from './walk';

type Lang = 'en' | 'fr' | 'de';
type Dicts = Record<Lang, Record<string, string>>;
// A table's words are English only; their French and German (table-translations.ts) are joined here. Each game's
// are what its table registers, read from its entry (HostWords.english), so no game is named here.
const GAME_TABLES = await Promise.all(ENTRIES.map(async (g) => ({ en: (await g.hostWords()).english })));
const DICTS = [builtInMessages, companionWords, ...[tableText, playText, ...GAME_TABLES].map((d) => inEveryLanguage(d.en))] as unknown as Dicts[];

/** The first part of every key ('meow', 'companion', …): a token like 'meow.ui.draw' on screen is a raw key. */
const NAMESPACES = [...new Set(DICTS.flatMap((d) => Object.keys(d.en).map((k) => k.split('.')[0])))];

/** English texts (as patterns, {params} matching anything) that `lang` says differently, with enough letters
 *  to be words, and that are not a text of `lang` too (German says 'Start' for Home, English for Start). */
const leftoverCache = new Map<Lang, { key: string; re: RegExp }[]>();
function englishLeftovers(lang: Lang): { key: string; re: RegExp }[] {
  const cached = leftoverCache.get(lang);
  if (cached) return cached;
  const own = DICTS.flatMap((d) => Object.values(d[lang]));
  const out: { key: string; re: RegExp }[] = [];
  for (const d of DICTS) {
    for (const [key, en] of Object.entries(d.en)) {
      if (d[lang][key] === undefined || d[lang][key] === en) continue;
      const literal = en.replace(/\{\w+\}/g, '');
      if ((literal.match(/[A-Za-z]/g) ?? []).length < 4) continue;
      const re = new RegExp(`^${en.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?')}$`);
      if (own.some((text) => re.test(text))) continue;
      out.push({ key, re });
    }
  }
  leftoverCache.set(lang, out);
  return out;
}

interface Problem { screen: string; text: string; why: string }

/** Every visible text and accessible name on the page, in the page's language (not parts marked as another). */
async function texts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const out: string[] = [];
    const own = (e: Element) => (e.closest('[lang]')?.getAttribute('lang') ?? lang) === lang;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      const text = n.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, [hidden]') || !parent.checkVisibility() || !own(parent)) continue;
      out.push(text);
    }
    for (const e of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext], [aria-roledescription]')) {
      if (e.closest('[hidden]') || !own(e)) continue;
      for (const a of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext', 'aria-roledescription']) {
        const v = e.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    out.push(document.title);
    return out;
  });
}

/** What is wrong with these texts on a `lang` screen: raw keys, and English left where `lang` has its own words. */
function problemsIn(list: string[], lang: Lang, screen: string): Problem[] {
  const problems: Problem[] = [];
  const leftovers = lang === 'en' ? [] : englishLeftovers(lang);
  for (const text of list) {
    for (const raw of text.split(/\s+/)) {
      const token = raw.replace(/^[^a-zA-Z]+|[^a-zA-Z0-9]+$/g, '');
      if (/^[a-z][a-zA-Z0-9-]*(\.[a-zA-Z0-9-]+)+$/.test(token) && NAMESPACES.includes(token.split('.')[0])) {
        problems.push({ screen, text, why: `raw key ${token}` });
      }
    }
    const left = leftovers.find((l) => l.re.test(text));
    if (left) problems.push({ screen, text, why: `English text of ${left.key}` });
  }
  return problems;
}

async function check(page: Page, lang: Lang, screen: string, problems: Problem[]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  problems.push(...problemsIn(await texts(page), lang, screen));
}

test('the walk notices raw keys and English leftovers, and nothing else', () => {
  const bad = ['meow.ui.draw', 'Something went wrong (companion.kitty.spared).', 'Pass the tablet to Ben', 'Draw 2'];
  expect([...new Set(problemsIn(bad, 'fr', 'x').map((p) => p.text))]).toEqual(bad);
  expect(problemsIn(['Passe la tablette à Ben', 'Piocher 2', 'e.g. 3.5', 'nine-lives-sheet.json'], 'fr', 'x')).toEqual([]);
  expect(problemsIn(['Start', 'Mauwi', 'Ana'], 'de', 'x')).toEqual([]);
});

async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await page.locator('#open-settings').click();
  await page.locator(`#setting-language-${lang}`).check();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.locator('#back').click();
}

for (const lang of ['en', 'fr', 'de'] as Lang[]) {
  test.describe(`in ${lang}`, () => {
    test.use({ viewport: { width: 1024, height: 768 } });

    test(`the shell and the companion in ${lang}`, async ({ page }) => {
      test.setTimeout(180_000);
      const problems: Problem[] = [];
      const at = (screen: string) => check(page, lang, screen, problems);
      await fastSettings(page);
      await chooseLanguage(page, lang);
      await at('home');
      for (const game of GAMES) {
        await page.locator(`#new-${game}`).click();
        if (await page.locator('#add-seat').isEnabled()) await page.locator('#add-seat').click();
        await at(`new game ${game}`);
        await page.locator('#back').click();
        await page.locator(`#rules-${game}`).click();
        await expect(page.locator('.rules-section').first()).toBeVisible();
        await at(`rules ${game}`);
        await page.locator('#rules-back').click();
      }
      await page.locator('#open-settings').click();
      await at('settings');
      await page.locator('#back').click();
      await page.locator('#open-saves').click();
      await at('saves');
      await page.locator('#back').click();
      await page.locator('#open-companion').click();
      await at('companion');
      for (const kind of ['mauwi', 'pocket-cats', 'moeraki', 'kitty-cat', 'meow-meow']) {
        await page.locator(`#new-sheet-${kind}`).click();
        await at(`new sheet ${kind}`);
        await page.locator('#create-sheet').click();
        // The sheet opens once it is stored: wait for it, then for it to be loaded.
        await expect(page.locator('.sheet-body')).toBeVisible();
        await expect(page.locator('.sheet-body .status-line')).toHaveCount(0);
        await at(`sheet ${kind}`);
        await page.locator('#back').click();
      }
      await at('companion list');
      await page.locator('#open-picker').click();
      await page.locator('#picker-spin').click();
      await at('picker');
      await page.locator('#back').click();
      await page.locator('#open-timer').click();
      await at('timer');
      for (const p of problems) console.log(`[${lang}] ${p.screen}: ${p.why}: "${p.text}"`);
      expect(problems).toEqual([]);
    });

    test(`every table, the final panel and the results in ${lang}`, async ({ page }) => {
      test.setTimeout(300_000);
      const problems: Problem[] = [];
      const at = (screen: string) => check(page, lang, screen, problems);
      await fastSettings(page);
      await chooseLanguage(page, lang);
      for (const game of GAMES) {
        await startVsBot(page, game);
        await at(`table ${game}`);
        if (game === GAMES[0]) {
          // On a phone in portrait every button of the bar holds its word (German's "Rückgängig" once spilled out).
          await page.setViewportSize({ width: 390, height: 844 });
          const spilled = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.play-toolbar .play-btn')]
            .filter((b) => b.checkVisibility() && b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
          expect(spilled, 'buttons whose word spills out at 390x844').toEqual([]);
          await page.setViewportSize({ width: 1024, height: 768 });
        }
        await fewMoves(page, game, 3);
        await at(`table ${game} after moves`);
        await page.locator('.play-home').click();
        await expect(page.locator('#open-saves')).toBeVisible();
      }
      await page.locator('#open-saves').click();
      await at('saves with games');
      await page.locator('#back').click();
      await startMeowMeow(page, { me: 'Ana', people: ['Ben'], bots: [] });
      await at('privacy screen');
      await page.locator('.privacy-ready').click();
      await page.locator('.play-home').click();
      await startMeowMeow(page, { me: 'Ana', bots: ['easy'] });
      for (let i = 0; i < 400; i++) {
        const state = await waitForTurn(page);
        if (state === 'results') break;
        if (state === 'over') await at('final table');
        await playStep(page, state);
      }
      await expect(page.locator('#play-again')).toBeVisible();
      await at('results');
      for (const p of problems) console.log(`[${lang}] ${p.screen}: ${p.why}: "${p.text}"`);
      expect(problems).toEqual([]);
    });
  });
}
