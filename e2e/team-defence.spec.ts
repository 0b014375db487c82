// Mauwi's team rule at one tablet (issue 13): "your teammate can help you defend yourself by playing a card from
// his hand". A 4-seat English game with teams, two people who are teammates (Ana and Ben) and two bots: a bot
// attacks one of them who holds no card of the attacking value while the other holds one. Both are offered the
// tablet, the teammate takes it (only their hand is shown), defends, the DEFEND is in the log and the chain goes on.
// When the attacked player gives up first, the give-up waits for the teammate, who may still defend or not answer.
import { expect, test, type Page } from './fixtures';
import { fastSettings, importAndOpen, shot, storedLog, tapAt, tapUntilChanged } from './helpers';
import { mauwi, type MauwiEvent, type MauwiOptions, type MauwiState } from '../src/games/mauwi/rules/definition';
import type { PlayerInfo, Seat } from '../src/engine/types';

const PLAYERS: PlayerInfo[] = [
  { name: 'Ana', kind: 'person' },
  { name: 'Kiri', kind: 'bot', level: 'easy' },
  { name: 'Ben', kind: 'person' },
  { name: 'Tama', kind: 'bot', level: 'easy' },
];
const OPTIONS: MauwiOptions = { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: true, first: 1 };
const SIZES = [{ width: 390, height: 844 }, { width: 768, height: 1024 }, { width: 1024, height: 768 }];

interface TeamDefence {
  seed: number;
  /** The log up to and including the bot's attack. */
  events: MauwiEvent[];
  defender: Seat;
  mate: Seat;
  attacker: Seat;
  state: MauwiState;
}

/**
 * The position, found with the game's own definition: quiet moves (never an attack, so no chain starts early)
 * picked by a seeded generator until a bot may attack a person who can only give up while that person's
 * teammate holds a card that defends.
 */
function findTeamDefence(): TeamDefence {
  for (let seed = 1; seed < 400; seed++) {
    let s = mauwi.setup({ options: OPTIONS, seed, players: PLAYERS });
    let rng = seed;
    const pick = (n: number) => {
      rng = (Math.imul(rng, 1103515245) + 12345) >>> 0;
      return (rng >>> 8) % n;
    };
    const events: MauwiEvent[] = [];
    for (let step = 0; step < 120 && (s.phase === 'play' || s.phase === 'placing'); step++) {
      // Without attacks, one seat acts at a time.
      const seat = mauwi.actors(s)[0];
      const legal = mauwi.legalEvents(s, seat);
      if (PLAYERS[seat].kind === 'bot') {
        for (const e of legal) {
          if (e.type !== 'ATTACK') continue;
          const after = mauwi.apply(s, e);
          const [defender, mate] = mauwi.actors(after);
          if (after.phase !== 'defending' || mate === undefined || PLAYERS[defender].kind !== 'person') continue;
          const onlyGivesUp = mauwi.legalEvents(after, defender).every((x) => x.type === 'GIVE_UP');
          const mateDefends = mauwi.legalEvents(after, mate).some((x) => x.type === 'DEFEND');
          if (onlyGivesUp && mateDefends) return { seed, events: [...events, e], defender, mate, attacker: seat, state: after };
        }
      }
      const quiet = legal.filter((e) => e.type !== 'ATTACK');
      const e = quiet[pick(quiet.length)];
      events.push(e);
      s = mauwi.apply(s, e);
    }
  }
  throw new Error('no team defence found in 400 seeds');
}

/** Imports the position as an exported save and opens it. */
const openPosition = (page: Page, found: TeamDefence): Promise<void> =>
  importAndOpen(page, 'team-defence', 'mauwi', { options: OPTIONS, seed: found.seed, players: PLAYERS }, found.events);

/** Takes a picture of the moment at each size, ending at 1024x768. */
async function shootAtEverySize(page: Page, name: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The scene lays itself out again on resize.
    await page.waitForTimeout(700);
    await shot(page, name);
  }
}

/** The teammate's card that defends in the found position. */
function defendingCard(found: TeamDefence): number {
  const defence = mauwi.legalEvents(found.state, found.mate).find((e) => e.type === 'DEFEND');
  if (defence?.type !== 'DEFEND') throw new Error('the teammate cannot defend');
  return defence.card;
}

/** Taps a hand card until the table answers (a tap during a redraw is lost, as on a real screen). */
async function tapCard(page: Page, card: number): Promise<void> {
  const look = () => page.evaluate(() => `${document.querySelector('.play-status')?.textContent}|${document.querySelectorAll('.hand-key').length}|${document.querySelector('.privacy-ready') ? 'handover' : ''}`);
  await tapUntilChanged(page, () => tapAt(page, `.hand-key[data-card="${card}"]`), look, `card ${card}`);
}

/** The log once it holds more than `n` events. */
async function logLongerThan(page: Page, n: number): Promise<MauwiEvent[]> {
  await expect.poll(async () => (await storedLog<MauwiEvent>(page)).length, { timeout: 20_000 }).toBeGreaterThan(n);
  return storedLog<MauwiEvent>(page);
}

test('a teammate defends for the attacked partner at one tablet: both may take it, the DEFEND is logged and the chain goes on', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const found = findTeamDefence();
  const defender = PLAYERS[found.defender].name;
  const mate = PLAYERS[found.mate].name;
  await page.setViewportSize(SIZES[2]);
  await fastSettings(page);
  await openPosition(page, found);

  // The hand-over names both people who may answer, and each may take the tablet.
  await expect(page.locator('.privacy-title')).toHaveText(`Pass the tablet to ${defender} or ${mate}`);
  const ready = page.locator('.privacy-ready');
  await expect(ready).toHaveText([`${defender}, tap when ready`, `${mate}, tap when ready`]);
  await shootAtEverySize(page, 'team-defence-handover');
  await ready.filter({ hasText: mate }).click();

  // The teammate holds the tablet: the status says who may answer, and only the teammate's hand is shown.
  const status = page.locator('.play-status');
  await expect(status).toContainText(`${defender} or ${mate} may answer`);
  const handKeys = page.locator('.hand-key:not(.column-key)');
  await expect(handKeys).toHaveCount(found.state.hands[found.mate].length);
  const shown = (await handKeys.evaluateAll((keys) => keys.map((k) => Number((k as HTMLElement).dataset.card)))).sort((a, b) => a - b);
  expect(shown).toEqual([...found.state.hands[found.mate]].sort((a, b) => a - b));
  expect(shown.some((c) => found.state.hands[found.defender].includes(c))).toBe(false);
  await expect(page.locator('.play-let-answer')).toHaveText(`Let ${defender} answer`);
  await shootAtEverySize(page, 'team-defence-answer');

  // The refusal and the hint are the teammate's own: a card that cannot defend is refused with the rule's words,
  // and the hint is for the teammate's hand.
  await tapAt(page, '.hand-key:not([data-playable]):not(.column-key)');
  await expect(page.locator('.play-refusal')).toContainText('Defend with a');
  await page.locator('.play-hint-btn').click();
  await expect(page.locator('.play-hint')).toContainText('Hint:');

  // The teammate taps the card that defends.
  const card = defendingCard(found);
  await tapCard(page, card);

  // The teammate's DEFEND is in the log, and the chain goes on: the attacker answers it (renews or gives up).
  const n = found.events.length;
  const log = await logLongerThan(page, n + 1);
  expect(log[n]).toEqual({ type: 'DEFEND', seat: found.mate, card });
  expect(log[n + 1].seat).toBe(found.attacker);
  expect(['RENEW', 'GIVE_UP']).toContain(log[n + 1].type);
  expect(errors).toEqual([]);
});

for (const teammate of ['defends', 'does not answer'] as const) {
  test(`the attacked player gives up first: the give-up waits for the teammate, who ${teammate}`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const found = findTeamDefence();
    const defender = PLAYERS[found.defender].name;
    const mate = PLAYERS[found.mate].name;
    await page.setViewportSize(SIZES[2]);
    await fastSettings(page);
    await openPosition(page, found);
    await page.locator('.privacy-ready').filter({ hasText: defender }).click();
    await expect(page.locator('.play-let-answer')).toHaveText(`Let ${mate} answer`);
    await page.locator('.mauwi-give-up').click();

    // Nothing is logged yet: the tablet goes to the teammate, who may still answer.
    await expect(page.locator('.privacy-title')).toHaveText(`Pass the tablet to ${mate}`);
    const n = found.events.length;
    expect(await storedLog<MauwiEvent>(page)).toHaveLength(n);
    await page.locator('.privacy-ready').click();
    await expect(page.locator('.play-status')).toHaveText(`${defender} gives way — ${mate} may still answer`);
    const decline = page.locator('.play-let-answer');
    await expect(decline).toHaveText('Don\'t answer');

    if (teammate === 'defends') {
      const card = defendingCard(found);
      await tapCard(page, card);
      const log = await logLongerThan(page, n);
      expect(log[n]).toEqual({ type: 'DEFEND', seat: found.mate, card });
    } else {
      await decline.click();
      const log = await logLongerThan(page, n);
      expect(log[n]).toEqual({ type: 'GIVE_UP', seat: found.defender });
    }
    expect(errors).toEqual([]);
  });
}
