// Pocket Cats' clan effects at the table (issue 14), played through taps by two people at one tablet, in both
// orientations: the Royal Claws swap a flipped cat with a face-up dog, the Defenders of Justice reach
// diagonally, the Power Cats' cat stays where it is, the Polterkitties move another prey instead. Each is a
// choice beside the ordinary move (a button, then the lit targets). Both clan cards are read during the game in
// a panel beside the grid; the end plays out step by step (the Defenders' chief walks to the centre by itself,
// the Royal Claws' chief turns a dog next to it) to the results with the clans' bonuses.
// The games are found with the game's own definition: a seed whose deal lets the effects come up on the first
// two turns (a dog, or a prey, in the centre), then quiet ordinary moves to the end; the spec taps exactly those.
import { expect, test, type Page } from './fixtures';
import { fastSettings, importAndOpen, shot, storedLog, tapAt, tapUntilChanged } from './helpers';
import { pocketCats, type PocketCatsEvent, type PocketCatsOptions, type PocketCatsState } from '../src/games/pocket-cats/rules/definition';
import { tileDef, type ClanId } from '../src/games/pocket-cats/rules/data';
import { AROUND, CENTRE, ONE_OR_TWO } from '../src/games/pocket-cats/rules/grid';
import type { PlayerInfo } from '../src/engine/types';

const PLAYERS: PlayerInfo[] = [{ name: 'Ana', kind: 'person' }, { name: 'Ben', kind: 'person' }];

interface Plan { options: PocketCatsOptions; seed: number; events: PocketCatsEvent[]; final: PocketCatsState }

const optionsFor = (clans: [ClanId, ClanId]): PocketCatsOptions => ({ effects: true, clans, choice: 'free', first: 0, edition: 'published' });
const kindAt = (s: PocketCatsState, cell: number) => tileDef(s.grid[cell].tile);
const faceDown = (s: PocketCatsState) => s.grid.flatMap((c, i) => (c.faceUp ? [] : [i]));

/**
 * A game from a seed: the first two turns as `opening` says (null: this seed will not do), then ordinary moves
 * (a flip, a swap) picked by a seeded generator until the end; kept when `wanted` accepts where it ends. The end's
 * remaining choice (the Royal Claws' chief's dog) is made as `atEnd` says.
 */
function findGame(clans: [ClanId, ClanId], opening: (s: PocketCatsState) => PocketCatsEvent[] | null,
  wanted: (s: PocketCatsState) => boolean, atEnd: (s: PocketCatsState) => PocketCatsEvent[] = () => []): Plan {
  const options = optionsFor(clans);
  for (let seed = 1; seed < 500; seed++) {
    const start = pocketCats.setup({ options, seed, players: PLAYERS });
    const first = opening(start);
    if (!first) continue;
    for (let attempt = 0; attempt < 10; attempt++) {
      let s = start;
      const events: PocketCatsEvent[] = [];
      for (const e of first) { s = pocketCats.apply(s, e); events.push(e); }
      let rng = seed * 31 + attempt;
      const pick = (n: number) => { rng = (Math.imul(rng, 1103515245) + 12345) >>> 0; return (rng >>> 8) % n; };
      while (s.phase === 'flipping' || s.phase === 'swapping') {
        const seat = pocketCats.actors(s)[0];
        const quiet = pocketCats.legalEvents(s, seat).filter((e) => e.type === 'FLIP' || e.type === 'SWAP');
        const e = quiet[pick(quiet.length)];
        events.push(e);
        s = pocketCats.apply(s, e);
      }
      if (!wanted(s)) continue;
      for (const e of atEnd(s)) { s = pocketCats.apply(s, e); events.push(e); }
      return { options, seed, events, final: s };
    }
  }
  throw new Error(`no game found for ${clans.join(' against ')}`);
}

/** Royal Claws (Ana) against Defenders (Ben): a dog in the centre; Ana flips a cat of hers out of the centre's
 *  ordinary reach and swaps it with that dog; Ben flips a Defender and reaches diagonally. At the end the
 *  Defenders' chief goes to the centre by itself, then Ana's chief turns a dog next to it. */
function royalAgainstDefenders(): Plan {
  return findGame(['royal-claws', 'defenders'], (s) => {
    if (kindAt(s, CENTRE).kind !== 'dog') return null;
    const cat = faceDown(s).find((c) => { const t = kindAt(s, c); return t.kind === 'cat' && t.clan === 'royal-claws' && !ONE_OR_TWO[c].includes(CENTRE); });
    if (cat === undefined) return null;
    const flip: PocketCatsEvent = { type: 'FLIP', seat: 0, cell: cat };
    const swap: PocketCatsEvent = { type: 'CLAN_SWAP', seat: 0, cell: CENTRE };
    const after = pocketCats.apply(pocketCats.apply(s, flip), swap);
    const defender = faceDown(after).find((c) => { const t = kindAt(after, c); return t.kind === 'cat' && t.clan === 'defenders'; });
    if (defender === undefined) return null;
    const flipped = pocketCats.apply(after, { type: 'FLIP', seat: 1, cell: defender });
    const reach = pocketCats.legalEvents(flipped, 1).find((e) => e.type === 'CLAN_SWAP');
    return reach ? [flip, swap, { type: 'FLIP', seat: 1, cell: defender }, reach] : null;
  }, (s) => s.phase === 'beforeDogs' && s.effectQueue[0]?.seat === 0 && s.endSteps.some((x) => x.step === 'effect' && x.rule === 'chiefToCentre' && x.cells.length === 2),
  (s) => {
    const turn = pocketCats.legalEvents(s, 0).find((e) => e.type === 'TURN_DOG' && e.clockwise);
    return turn ? [turn] : [];
  });
}

/** Power Cats (Ana) against Polterkitties (Ben): Ana flips a Power Cat and leaves it where it is; a prey in the
 *  centre, Ben flips another prey and moves the centre's instead. */
function powerAgainstPolter(): Plan {
  return findGame(['power-cats', 'polterkitties'], (s) => {
    if (kindAt(s, CENTRE).kind !== 'prey') return null;
    const cat = faceDown(s).find((c) => { const t = kindAt(s, c); return t.kind === 'cat' && t.clan === 'power-cats'; });
    const prey = faceDown(s).find((c) => kindAt(s, c).kind === 'prey');
    if (cat === undefined || prey === undefined) return null;
    const to = AROUND[CENTRE].find((c) => c !== prey && c !== cat);
    return [{ type: 'FLIP', seat: 0, cell: cat }, { type: 'STAY', seat: 0 }, { type: 'FLIP', seat: 1, cell: prey }, { type: 'MOVE_PREY', seat: 1, from: CENTRE, to: to! }];
  }, (s) => s.phase === 'over');
}

/** Imports the game (its seed, no move yet) as an exported save and opens it. */
const openGame = (page: Page, plan: Plan): Promise<void> =>
  importAndOpen(page, `effects-${plan.options.clans.join('-')}`, 'pocket-cats', { options: plan.options, seed: plan.seed, players: PLAYERS }, []);

/** The table as the keys and buttons tell it (a tap that changed nothing is tapped again). */
const look = (page: Page) => page.evaluate(() => [
  [...document.querySelectorAll('.pocket-key')].map((k) => `${k.getAttribute('data-face')}${k.getAttribute('data-act') ?? ''}${k.getAttribute('aria-pressed') ?? ''}`).join(','),
  document.querySelector('#play-status')?.textContent ?? '',
  document.querySelector('.privacy-ready') ? 'handover' : '',
].join('|'));

/** Waits until `selector` is on the table, passing the tablet on (the other person takes it) on the way. */
async function ready(page: Page, selector: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const privacy = page.locator('.privacy-ready');
    if (await privacy.count()) await privacy.first().click();
    else if (await page.locator(selector).count()) return;
    await page.waitForTimeout(40);
  }
  throw new Error(`${selector} never came`);
}

async function tapKey(page: Page, cell: number, act: string): Promise<void> {
  const key = `.pocket-key[data-cell="${cell}"][data-act="${act}"]`;
  await ready(page, key);
  await tapUntilChanged(page, () => tapAt(page, key), () => look(page), key);
}

/** One planned move, the way a player makes it: a tile, or an effect's button and then its tiles. */
async function perform(page: Page, e: PocketCatsEvent, moment: (name: string) => Promise<void>): Promise<void> {
  switch (e.type) {
    case 'FLIP': return tapKey(page, e.cell, 'flip');
    case 'SWAP': return tapKey(page, e.cell, 'swap');
    case 'CLAN_SWAP': {
      await ready(page, '.pocket-effect-swap:not([hidden])');
      await page.locator('.pocket-effect-swap').click();
      await expect(page.locator('.pocket-effect-back')).toBeVisible();
      await moment('clan-swap');
      return tapKey(page, e.cell, 'clanSwap');
    }
    case 'STAY':
      await ready(page, '.pocket-effect-stay:not([hidden])');
      await moment('stay');
      await page.locator('.pocket-effect-stay').click();
      return;
    case 'MOVE_PREY':
      await ready(page, '.pocket-effect-prey:not([hidden])');
      await page.locator('.pocket-effect-prey').click();
      await tapKey(page, e.from, 'prey');
      await expect(page.locator(`.pocket-key[data-cell="${e.from}"]`)).toHaveAttribute('aria-pressed', 'true');
      await moment('other-prey');
      return tapKey(page, e.to, 'preyTo');
    case 'TURN_DOG':
      await tapKey(page, e.cell, 'dog');
      await expect(page.locator('.pocket-turn-cw')).toBeEnabled();
      await moment('turn-dog');
      await page.locator(e.clockwise ? '.pocket-turn-cw' : '.pocket-turn-ccw').click();
      return;
    default: throw new Error(`not planned: ${e.type}`);
  }
}

/** The clan cards panel: both cards, beside the grid (never over it), from the button and from a plate. */
async function readClanCards(page: Page, name: string): Promise<void> {
  const panel = page.locator('#pocket-cards');
  // The tablet is passed on first (the other person's turn).
  await ready(page, '.pocket-key[data-act="flip"]');
  await page.locator('.pocket-clans-open').click();
  await expect(panel).toBeVisible();
  await expect(panel.locator('#pocket-card-0')).toBeVisible();
  await expect(panel.locator('#pocket-card-1')).toBeVisible();
  const box = (await panel.boundingBox())!;
  const first = (await page.locator('.pocket-key[data-cell="0"]').boundingBox())!;
  const last = (await page.locator('.pocket-key[data-cell="24"]').boundingBox())!;
  const overlaps = box.x < last.x + last.width && first.x < box.x + box.width && box.y < last.y + last.height && first.y < box.y + box.height;
  expect(overlaps, 'the clan cards lie beside the grid').toBe(false);
  expect(first.width, 'tiles stay at least 88 px').toBeGreaterThanOrEqual(88);
  await shot(page, `${name}-cards`);
  await page.locator('.pocket-cards-close').click();
  await expect(panel).toBeHidden();
  // A seat's plate opens them too.
  await page.locator('.pocket-plate-key[data-seat="1"]').click();
  await expect(panel).toBeVisible();
  await page.locator('.pocket-cards-close').click();
  await expect(panel).toBeHidden();
}

async function playPlan(page: Page, plan: Plan, name: string, extra: { phone?: boolean } = {}): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await fastSettings(page);
  await openGame(page, plan);
  const shown = new Set<string>();
  const moment = async (what: string) => {
    if (shown.has(what)) return;
    shown.add(what);
    await shot(page, `${name}-${what}`);
    if (extra.phone && shown.size === 1) {
      // The same choice on a phone held upright.
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.waitForTimeout(400);
      await shot(page, `${name}-${what}`);
      await page.setViewportSize(size);
      await page.waitForTimeout(400);
    }
  };
  for (const [i, e] of plan.events.entries()) {
    await perform(page, e, moment);
    if (i === 1) await readClanCards(page, name);
  }
  // The end plays out step by step, then the results with each clan's bonus.
  await ready(page, '.play-see-results');
  await shot(page, `${name}-end`);
  await page.locator('.play-see-results').click();
  await expect(page.locator('#play-again')).toBeVisible();
  await expect(page.locator('.result-details thead')).toContainText('Bonus');
  await shot(page, `${name}-results`);
  expect(await storedLog<PocketCatsEvent>(page)).toEqual(plan.events);
  expect(errors).toEqual([]);
}

const royal = royalAgainstDefenders();
const power = powerAgainstPolter();

// Each plan once, in the orientation and input it checks best: the Royal Claws' chooser on a portrait touch tablet,
// the Power Cats and Polterkitties with a mouse on a landscape one (every game's table at every size and input is
// phone-tables.spec.ts's and phone-touch.spec.ts's; playing each plan twice cost a minute of the suite).
const PORTRAIT = { name: 'portrait', viewport: { width: 768, height: 1024 }, touch: true };
const LANDSCAPE = { name: 'landscape', viewport: { width: 1024, height: 768 }, touch: false };

test.describe(`${PORTRAIT.name} (${PORTRAIT.viewport.width}x${PORTRAIT.viewport.height})`, () => {
  test.use({ viewport: PORTRAIT.viewport, hasTouch: true, isMobile: true });

  test('Royal Claws swap a cat with a dog, Defenders reach diagonally; at the end the Defenders\' chief walks to the centre and the Royal Claws\' chief turns a dog', async ({ page }) => {
    test.setTimeout(180_000);
    expect(royal.events.map((e) => e.type).slice(0, 4)).toEqual(['FLIP', 'CLAN_SWAP', 'FLIP', 'CLAN_SWAP']);
    expect(royal.events.at(-1)?.type).toBe('TURN_DOG');
    await playPlan(page, royal, `pocket-fx-royal-${PORTRAIT.name}`, { phone: true });
  });
});

test.describe(`${LANDSCAPE.name} (${LANDSCAPE.viewport.width}x${LANDSCAPE.viewport.height})`, () => {
  test.use({ viewport: LANDSCAPE.viewport, hasTouch: false, isMobile: false });

  test('a Power Cat stays where it is, the Polterkitties move another prey; played to the results', async ({ page }) => {
    test.setTimeout(180_000);
    expect(power.events.map((e) => e.type).slice(0, 4)).toEqual(['FLIP', 'STAY', 'FLIP', 'MOVE_PREY']);
    await playPlan(page, power, `pocket-fx-power-${LANDSCAPE.name}`);
  });
});
