// Every game answers an illegal tap the same way: the piece shakes and the strip under the toolbar says why in
// words, with a link that opens the rules at the rule that was broken (the controller's one refusal path).
import { expect, test, type Page } from './fixtures';
import { wholeInDock } from './dock';
import { fastSettings, shot, tapAt, tapUnplayableCard } from './helpers';
import { fewMoves, startVsBot, type Game } from './walk';

interface Illegal {
  /** The person may act now. */
  ready: string;
  /** A key over a piece whose tap is no legal move now. */
  illegal: string;
  /** The reason's words. */
  words: RegExp;
  /** The rules sections the link may open. */
  anchors: string[];
}

const ILLEGAL: Partial<Record<Game, Illegal>> = {
  // A hand card that answers no attack, or that has no move on this turn.
  mauwi: {
    ready: '.hand-key[data-playable="true"]:not(.column-key), .mauwi-give-up:not([hidden])',
    illegal: '.hand-key:not(.column-key):not([data-playable])',
    words: /Defend with|Renew with|not possible now|spirit goes only|fits no column|Ninox|Kiwi/i,
    anchors: ['defend', 'attack', 'turn', 'cards', 'animals'],
  },
  // A card of the hand at the showdown: the round is over.
  'kitty-cat': {
    ready: '.kitty-next:not([hidden]):enabled',
    illegal: '.kitty-key[data-row="hand"]',
    words: /round is over/i,
    anchors: ['showdown'],
  },
  // A hollow that is not lit (taken, or not where a stone may go now).
  moeraki: {
    ready: '.moeraki-hollow[data-legal="true"]',
    illegal: '.moeraki-hollow:not([data-legal="true"])',
    words: /./,
    anchors: [],
  },
  // A cell with nothing to do in this phase.
  'pocket-cats': {
    ready: '.pocket-key[data-act]',
    illegal: '.pocket-key:not([data-act])',
    words: /./,
    anchors: [],
  },
};

/** The refusal strip's words and its link: the link opens the rules at one of `anchors` (its heading focused). */
async function checkRefusal(page: Page, name: string, words: RegExp, anchors: string[]): Promise<string> {
  const strip = page.locator('.play-refusal');
  await expect(strip).toBeVisible();
  // The "ready to play offline" notice of a first visit lies over the strip: read, and closed, before the shot.
  await page.locator('.toast-close').evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
  await expect(strip.locator('.play-refusal-text')).toHaveText(words);
  const text = (await strip.locator('.play-refusal-text').textContent()) ?? '';
  await expect(strip.locator('.play-link')).toBeVisible();
  expect(await wholeInDock(strip), 'the refusal and its link whole in sight in the dock').toEqual({ inDock: true, wordsFit: true });
  await shot(page, `${name}-refused`);
  await strip.locator('.play-link').click();
  await expect(page.locator('dialog[open]')).toBeVisible();
  // The link scrolls to the section and focuses its heading (id `rule-<anchor>-h`).
  const opened = () => page.evaluate(() => (document.activeElement?.closest('[id^="rule-"]')?.id ?? '').replace(/-h$/, ''));
  await expect.poll(opened).toMatch(anchors.length ? new RegExp(`^rule-(${anchors.join('|')})$`) : /^rule-[a-z-]+$/);
  const section = await opened();
  await expect(page.locator(`dialog[open] #${section}`)).toBeInViewport();
  await shot(page, `${name}-refused-rules`);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  return `${text} -> #${section}`;
}

/** Plays the person's moves (keyboard, as the walks do) until an illegal piece can be tapped while they may act;
 *  taps it on the canvas. False when the game ended first. */
async function tapIllegal(page: Page, game: Game, k: Illegal, steps = 120): Promise<boolean> {
  for (let step = 0; step < steps; step++) {
    if (await page.locator('.play-see-results').isVisible()) return false;
    const can = await page.evaluate(({ ready, illegal }) => !!document.querySelector(ready) && !!document.querySelector(illegal), k);
    if (can) {
      await tapAt(page, k.illegal);
      // A tap that lands while the table is redrawn is lost (as on a real screen): try again next round.
      try {
        await expect(page.locator('.play-refusal')).toBeVisible({ timeout: 3000 });
        return true;
      } catch { /* tap again */ }
      continue;
    }
    await fewMoves(page, game, 1);
  }
  return false;
}

for (const size of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
  test.describe(`${size.width}x${size.height}`, () => {
    test.use({ viewport: size, hasTouch: true });

    test('Meow Meow: an illegal card is refused with the reason and the rule', async ({ page }) => {
      await fastSettings(page);
      await startVsBot(page, 'meow-meow');
      expect(await tapUnplayableCard(page), 'held a card that could not be played').toBe(true);
      const said = await checkRefusal(page, 'meow-meow', /matches neither|7-chain|wish|jack/i, ['matching', 'seven', 'jack']);
      test.info().annotations.push({ type: 'refusal', description: said });
    });

    for (const [game, k] of Object.entries(ILLEGAL) as [Game, Illegal][]) {
      test(`${game}: an illegal tap is refused with the reason and the rule`, async ({ page }) => {
        test.setTimeout(240_000);
        await fastSettings(page);
        let found = false;
        for (let attempt = 0; attempt < 4 && !found; attempt++) {
          if (attempt > 0) await page.locator('.play-home').click();
          await startVsBot(page, game);
          found = await tapIllegal(page, game, k);
        }
        expect(found, `${game}: an illegal piece tapped on the person's turn`).toBe(true);
        const said = await checkRefusal(page, game, k.words, k.anchors);
        test.info().annotations.push({ type: 'refusal', description: said });
        console.log(`${size.width}x${size.height} ${game}: ${said}`);
      });
    }
  });
}
