// Ten kinds of corrupt record beside two good saves, written into IndexedDB and imported as files: each is
// reported in words (nothing hangs: every wait has a timeout), listed under "Needs attention" where it can be
// recovered, exported or deleted, and the good saves still open and play.
import { expect, test, type Page } from './fixtures';
import { fastSettings, playStep, shot, startMeowMeow, waitForTurn } from './helpers';

type Json = Record<string, unknown>;
const STEP = { timeout: 15_000 };

/** Two good saves from real games, the newest first; returns their ids. */
async function twoGoodSaves(page: Page): Promise<string[]> {
  await fastSettings(page);
  for (const me of ['Ana', 'Bea']) {
    await startMeowMeow(page, { me, bots: ['easy'], deck: 52 });
    const state = await waitForTurn(page);
    if (state !== 'results' && state !== 'over') await playStep(page, state);
    await waitForTurn(page);
    if (await page.locator('#play-again').isVisible()) await page.locator('#results-home').click();
    else await page.locator('.play-home').click();
    await expect(page.locator('#new-meow-meow')).toBeVisible(STEP);
  }
  return page.evaluate(async () => {
    const req = indexedDB.open('nine-lives');
    const db: IDBDatabase = await new Promise((ok, ko) => { req.onsuccess = () => ok(req.result); req.onerror = () => ko(req.error); });
    const all = await new Promise<{ id: string; updatedAt: number }[]>((ok) => {
      const r = db.transaction('saves').objectStore('saves').getAll();
      r.onsuccess = () => ok(r.result);
    });
    db.close();
    return all.sort((a, b) => b.updatedAt - a.updatedAt).map((s) => s.id);
  });
}

/** A good save's header and events, and the ten kinds of corrupt record made from it (each older than it). */
function corruptKinds(header: Json, events: Json[]): { id: string; header: Json; events: unknown[] }[] {
  const moves = events.map((e) => e.event as Json);
  const at = (header.updatedAt as number) - 60_000;
  const kind = (id: string, k: number, changes: Json, log: unknown[]) =>
    ({ id, header: { ...header, id, eventCount: log.length, updatedAt: at - k * 1000, ...changes }, events: log });
  const last = moves.length - 1;
  return [
    kind('truncated', 1, {}, [moves[0], '{"type":"DR']),
    kind('old-version', 2, { schema: 1 }, moves),
    kind('future', 3, { schema: 3 }, moves),
    kind('stale', 4, { snapshot: { value: 'x', context: { moves: 99 } } }, moves),
    kind('illegal', 5, {}, [moves[0], { type: 'PLAY', seat: moves[Math.min(1, last)].seat, card: 9999 }, ...moves.slice(2)]),
    kind('missing', 6, { input: undefined, status: undefined }, moves),
    kind('huge', 7, { input: { ...(header.input as Json), options: { deck: 52, dealer: 0, junk: 'x'.repeat(300_000) } } }, moves),
    kind('chess', 8, { gameId: 'chess' }, moves),
    kind('negative', 9, {}, [...moves.slice(0, last), { ...moves[last], seat: -1 }]),
    kind('duplicate', 10, {}, moves),
  ];
}

async function readSave(page: Page, id: string): Promise<{ header: Json; events: Json[] }> {
  return page.evaluate(async (saveId) => {
    const req = indexedDB.open('nine-lives');
    const db: IDBDatabase = await new Promise((ok, ko) => { req.onsuccess = () => ok(req.result); req.onerror = () => ko(req.error); });
    const tx = db.transaction(['saves', 'events']);
    const get = <T>(r: IDBRequest<T>) => new Promise<T>((ok) => { r.onsuccess = () => ok(r.result); });
    const header = await get(tx.objectStore('saves').get(saveId));
    const events = await get(tx.objectStore('events').getAll(IDBKeyRange.bound([saveId, 0], [saveId, []])));
    db.close();
    return { header, events };
  }, id);
}

async function writeRecords(page: Page, records: { id: string; header: Json; events: unknown[] }[]): Promise<void> {
  await page.evaluate(async (list) => {
    const req = indexedDB.open('nine-lives');
    const db: IDBDatabase = await new Promise((ok, ko) => { req.onsuccess = () => ok(req.result); req.onerror = () => ko(req.error); });
    const tx = db.transaction(['saves', 'events'], 'readwrite');
    for (const { id, header, events } of list) {
      tx.objectStore('saves').put(header);
      events.forEach((event, index) => tx.objectStore('events').put({ saveId: id, index, event }));
    }
    // The duplicate: move 1 stored twice, once under the index "1".
    const dup = list.find((r) => r.id === 'duplicate')!;
    tx.objectStore('events').put({ saveId: 'duplicate', index: '1', event: dup.events[Math.min(1, dup.events.length - 1)] });
    await new Promise((ok, ko) => { tx.oncomplete = ok; tx.onerror = () => ko(tx.error); });
    db.close();
  }, records);
}

const attentionItems = (page: Page) => page.locator('.attention .attention-item');

/** No item says "Something went wrong" (a reason without words) and each gives a reason. */
async function expectReasonsInWords(page: Page, count: number): Promise<void> {
  await expect(attentionItems(page)).toHaveCount(count, STEP);
  const reasons = await page.locator('.attention .attention-why').allTextContents();
  expect(reasons).toHaveLength(count);
  for (const text of reasons) {
    expect(text.length).toBeGreaterThan(20);
    expect(text).not.toMatch(/Something went wrong|saves\.why|store\./);
  }
}

async function openAndPlay(page: Page, resume: string): Promise<void> {
  await page.locator(resume).click();
  await expect(page.locator('.play-canvas canvas')).toBeVisible({ timeout: 30_000 });
  const state = await waitForTurn(page);
  if (state !== 'results' && state !== 'over') {
    await playStep(page, state);
    await waitForTurn(page);
  }
}

test.use({ viewport: { width: 1024, height: 768 } });

test('ten kinds of corrupt record in storage: each in words under Needs attention, the good saves still open and play', async ({ page }) => {
  test.setTimeout(180_000);
  const [good1, good2] = await twoGoodSaves(page);
  const source = await readSave(page, good1);
  await writeRecords(page, corruptKinds(source.header, source.events));

  await page.locator('#open-saves').click();
  // Listing sets aside what cannot even be listed; the rest lists (Resume) until opening tells.
  await expectReasonsInWords(page, 5);
  await expect(page.locator('#save-stale-resume')).toBeVisible(STEP);

  // Opening each broken log says so in words and goes back home, where a note points to Saves.
  for (const id of ['truncated', 'illegal', 'negative', 'duplicate']) {
    await page.locator(`#save-${id}-resume`).click();
    await expect(page.locator('.toast-text').filter({ hasText: /damaged|Needs attention/ }).first()).toBeVisible(STEP);
    await expect(page.locator('#attention-open-saves')).toBeVisible(STEP);
    await page.locator('.toast-close').evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
    await page.locator('#attention-open-saves').click();
  }
  await expectReasonsInWords(page, 9);
  await expect(page.locator('.attention')).toContainText('Move 2 of');
  await expect(page.locator('.attention')).toContainText('newer version');
  await expect(page.locator('.attention')).toContainText('(chess)');
  await expect(page.locator('.attention')).toContainText('far larger');
  await shot(page, 'needs-attention');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#attention-heading').scrollIntoViewIfNeeded();
  await shot(page, 'needs-attention');
  await page.setViewportSize({ width: 1024, height: 768 });

  // The stale snapshot is only a stale cache: it opens.
  await openAndPlay(page, '#save-stale-resume');
  await page.locator('.play-home').click();
  await page.locator('#open-saves').click();

  // Recover the illegal one: the moves before the refused one come back as a normal save.
  const illegal = attentionItems(page).filter({ hasText: /Move 2 of \d+ is not allowed/ });
  await expect(illegal).toContainText(/A recovery keeps 1 of \d+ moves/);
  await illegal.locator('[id$="-recover"]').click();
  await expect(page.locator('.status-line')).toHaveText(/Recovered: 1 of \d+ moves kept\./, STEP);
  await expectReasonsInWords(page, 8);
  const recoveredId = await page.locator('.save-list h3:focus').getAttribute('id');
  expect(recoveredId).toMatch(/^save-.+-title$/);
  await openAndPlay(page, `#${recoveredId!.replace(/-title$/, '-resume')}`);
  await page.locator('.play-home').click();

  // Delete one (asked in place), export another.
  await page.locator('#open-saves').click();
  const chess = attentionItems(page).filter({ hasText: '(chess)' });
  await chess.locator('[id$="-delete"]').click();
  await chess.locator('[id$="-confirm-yes"]').click();
  await expectReasonsInWords(page, 7);
  const download = page.waitForEvent('download', STEP);
  await attentionItems(page).first().locator('[id$="-export"]').click();
  expect((await download).suggestedFilename()).toMatch(/\.json$/);

  // The good saves still open and play.
  await openAndPlay(page, `#save-${good1}-resume`);
  await page.locator('.play-home').click();
  await page.locator('#open-saves').click();
  await openAndPlay(page, `#save-${good2}-resume`);
});

test('the same ten kinds as imported files: each refused in words or put under Needs attention', async ({ page }) => {
  test.setTimeout(180_000);
  const [good1, good2] = await twoGoodSaves(page);
  const source = await readSave(page, good1);
  const file = (header: Json, events: unknown[]) => JSON.stringify({
    format: 'nine-lives-save', version: 2, header, events: events.map((event, index) => ({ saveId: header.id, index, event })),
  });
  const kinds = corruptKinds(source.header, source.events);
  const byId = Object.fromEntries(kinds.map((k) => [k.id, k]));
  const texts: [string, string, RegExp][] = [
    ['truncated', file(byId.truncated.header, source.events.map((e) => e.event)).slice(0, 200), /not JSON/],
    ['old-version', JSON.stringify({ ...JSON.parse(file(source.header, source.events.map((e) => e.event))), version: 1 }), /format this version/],
    ['future', file(byId.future.header, byId.future.events), /newer version/],
    ['illegal', file(byId.illegal.header, byId.illegal.events), /Needs attention/],
    ['missing', file(byId.missing.header, byId.missing.events), /damaged/],
    ['huge', file(source.header, source.events.map((e) => e.event)).replace('"format"', `"padding":"${'x'.repeat(4_100_000)}","format"`), /far too large/],
    ['chess', file(byId.chess.header, byId.chess.events), /game this version/],
    ['negative', file(byId.negative.header, byId.negative.events), /Needs attention/],
    ['duplicate', JSON.stringify({ ...JSON.parse(file(source.header, source.events.map((e) => e.event))), events: [source.events[0], ...source.events] }), /Needs attention/],
    ['bad options', file({ ...source.header, input: { ...(source.header.input as Json), options: { deck: 52 } } }, source.events.map((e) => e.event)), /not allowed by the rules/],
  ];
  await page.locator('#open-saves').click();
  for (const [name, text, words] of texts) {
    await page.locator('#import-file').setInputFiles({ name: `${name}.json`, mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.locator('.import-failure'), name).toHaveText(words, STEP);
  }
  await expectReasonsInWords(page, 3);
  // A file whose snapshot disagrees with its log imports: the snapshot is rebuilt from the log.
  await page.locator('#import-file').setInputFiles({ name: 'stale.json', mimeType: 'application/json', buffer: Buffer.from(file(byId.stale.header, byId.stale.events)) });
  await expect(page.locator('.status-line')).toHaveText('Save imported.', STEP);
  await shot(page, 'needs-attention-imports');

  await openAndPlay(page, `#save-${good1}-resume`);
  await page.locator('.play-home').click();
  await page.locator('#open-saves').click();
  await openAndPlay(page, `#save-${good2}-resume`);
});
