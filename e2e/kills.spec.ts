// "Nothing lost": in each of the six games, 12 hard kills at random points right after a tap (the renderer
// crashes, the tab's process is killed without unload, the whole browser gets SIGKILL), and after each one
// Continue brings back the position last shown before the kill, or a later one the app had saved but not yet
// drawn; never an earlier one. The moves before each kill, the kind of kill and its delay after the tap come
// from a seeded generator: the seed is printed, and KILL_SEED=<seed> plays the same plan of kills again (the
// deals are the app's own). Each game's summary (kills survived, moves lost) is printed and attached.
import { test, expect } from './fixtures';
import { fastSettings } from './helpers';
import { gameSeed, playMove, pressFirstAction, resumeBreach, runSeed, seededRandom, startAgainstBot, Tablet, waitForPerson, type KillKind } from './kill-helpers';
import { GAMES, type Game } from './walk';

// One test per game, spread over the suite's workers.
test.describe.configure({ mode: 'parallel' });

/** 12 kills per game (72 in all), every kind several times; the browser kill is the slowest (a relaunch, ~2 s), so
 *  it comes least often. 20 per game took a fifth of the suite's time and found nothing 12 do not. */
const KIND_COUNTS: Record<KillKind, number> = { crash: 5, tab: 4, browser: 3 };
const KINDS = (Object.entries(KIND_COUNTS) as [KillKind, number][]).flatMap(([kind, n]) => Array<KillKind>(n).fill(kind));
/** Moves played normally before the tap the kill follows, and how long after that tap the kill lands. */
const MAX_MOVES_BEFORE = 2;
const MAX_DELAY_MS = 200;

const seed = runSeed();

interface Kill {
  kind: KillKind;
  movesBefore: number;
  delayMs: number;
  shownEvents: number;
  /** The events of the position Continue brought back; 'ended' when the tap finished the game (saved as finished). */
  resumedEvents: number | 'ended' | 'refused';
  breach: string | null;
}

/** Events shown before the kill that did not come back (all of them when the save could not be continued). */
function movesLost(k: Kill): number {
  if (k.resumedEvents === 'refused') return k.shownEvents;
  return k.resumedEvents === 'ended' ? 0 : Math.max(0, k.shownEvents - k.resumedEvents);
}

/** One line for the closing note: the kills of each kind, how they were survived, the moves lost. */
function summarize(game: Game, kills: Kill[]): string {
  const count = (f: (k: Kill) => boolean) => kills.filter(f).length;
  const survived = kills.filter((k) => !k.breach);
  const kinds = Object.keys(KIND_COUNTS).map((kind) => `${count((k) => k.kind === kind)} ${kind}`).join(', ');
  const same = survived.filter((k) => k.resumedEvents === k.shownEvents).length;
  const later = survived.filter((k) => typeof k.resumedEvents === 'number' && k.resumedEvents > k.shownEvents).length;
  const ended = survived.filter((k) => k.resumedEvents === 'ended').length;
  const lost = kills.reduce((sum, k) => sum + movesLost(k), 0);
  return `kills ${game}: ${kills.length} kills (${kinds}); ${survived.length} survived (${same} at the position shown, `
    + `${later} at a later one saved but not yet drawn, ${ended} after the tap that ended the game); ${lost} moves lost`;
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Until the person can act in a game still going: an ended game is taken to its results and dealt again. */
async function readyForMove(tablet: Tablet, game: Game): Promise<void> {
  for (let games = 0; games < 5; games++) {
    if (await waitForPerson(tablet.page, game)) return;
    const seeResults = tablet.page.locator('.play-see-results');
    if (await seeResults.isVisible()) await seeResults.click();
    await tablet.page.locator('#play-again').click();
    await expect(tablet.page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  }
  throw new Error('five games ended without the person getting a move');
}

for (const game of GAMES) {
  test(`${game}: ${KINDS.length} hard kills right after a tap, each resumed by Continue at the position last shown`, async ({}, testInfo) => {
    test.setTimeout(180_000);
    const random = seededRandom(gameSeed(seed, game));
    console.log(`kills ${game}: seed ${seed} (KILL_SEED=${seed} replays this plan of kills)`);
    testInfo.annotations.push({ type: 'seed', description: String(seed) });
    const tablet = await Tablet.open(testInfo);
    const kills: Kill[] = [];
    try {
      await fastSettings(tablet.page);
      await startAgainstBot(tablet.page, game);
      for (const kind of shuffled(KINDS, random)) {
        const movesBefore = Math.floor(random() * (MAX_MOVES_BEFORE + 1));
        const delayMs = Math.floor(random() * MAX_DELAY_MS);
        for (let i = 0; i < movesBefore; i++) {
          await readyForMove(tablet, game);
          await playMove(tablet.page, game);
        }
        await readyForMove(tablet, game);
        expect(await pressFirstAction(tablet.page, game), 'a control to press').toBe(true);
        if (delayMs > 0) await tablet.page.waitForTimeout(delayMs);
        await tablet.kill(kind);
        // Nothing can be drawn after the kill: the last report that reached us is the last position shown.
        const before = tablet.last!;
        await tablet.page.goto('/');
        const stored = await tablet.storedSave(before.saveId);
        if (stored?.status === 'finished') {
          // The tap ended the game: nothing to continue, and the end was saved with every move shown.
          const breach = stored.eventCount >= before.events ? null : `the finished save holds ${stored.eventCount} events, ${before.events} were shown`;
          kills.push({ kind, movesBefore, delayMs, shownEvents: before.events, resumedEvents: 'ended', breach });
          await startAgainstBot(tablet.page, game);
          continue;
        }
        const resumed = await tablet.continueGame();
        if ('refused' in resumed) {
          kills.push({ kind, movesBefore, delayMs, shownEvents: before.events, resumedEvents: 'refused', breach: `Continue refused: ${resumed.refused}` });
          // That game is lost; the kills go on in a new one.
          await tablet.page.goto('/');
          await startAgainstBot(tablet.page, game);
          continue;
        }
        kills.push({ kind, movesBefore, delayMs, shownEvents: before.events, resumedEvents: resumed.shown.events, breach: resumeBreach(before, resumed.shown) });
      }
    } finally {
      await tablet.close();
    }

    const summary = summarize(game, kills);
    console.log(summary);
    testInfo.annotations.push({ type: 'kills', description: summary });
    await testInfo.attach(`kills-${game}.json`, { body: JSON.stringify({ seed, kills }, null, 2), contentType: 'application/json' });

    expect(kills.filter((k) => k.breach).map((k) => `${k.kind} kill ${k.delayMs} ms after a tap: ${k.breach}`)).toEqual([]);
    expect(tablet.errors).toEqual([]);
    expect(tablet.cspViolations, 'Content-Security-Policy violations').toEqual([]);
  });
}
