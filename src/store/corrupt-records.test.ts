// Ten kinds of corrupt record beside two good saves, in storage and as imported files: each is reported in words
// (three languages), the good saves still list and open, and what the rules accept of a broken log is recovered.
import { describe, expect, it } from 'vitest';
import { GameSession } from '../engine/session';
import type { GameEvent, Reason } from '../engine/types';
import { meowMeow, type MeowEvent } from '../games/meow-meow/rules/definition';
import { builtInMessages } from '../shell/all-languages';
import { languages } from '../base/i18n';
import { resumeSave } from './resume';
import { input, legalMoves, type TestStore, storePerTest } from './test-support';

const setup = storePerTest();

const moves = legalMoves(10);

/** The position after the first `n` sample moves, as the table host stores it. */
function positionAfter(n: number) {
  const session = GameSession.replay(meowMeow, input, moves.slice(0, n) as MeowEvent[]);
  return { value: session.snapshot.value, context: session.state };
}

/** A save of the sample game with `n` moves, written as the table host writes it. */
async function goodSave(t: TestStore, n: number): Promise<string> {
  const created = await t.store.create('meow-meow', input, positionAfter(0));
  if (!created.ok) throw new Error(created.reason.key);
  const w = await t.store.writeLog(created.id, 0, moves.slice(0, n), positionAfter(n), 'playing');
  if (!w.ok) throw new Error(w.reason.key);
  return created.id;
}

/** A save written straight into IndexedDB, as a crash, a bad disk or an old version might leave it. */
async function rawSave(t: TestStore, header: Record<string, unknown>, events: unknown[]): Promise<void> {
  const base = { schema: 2, gameId: 'meow-meow', input, eventCount: events.length, snapshot: null, status: 'playing', createdAt: 1, updatedAt: 2 };
  await t.db.put('saves', { ...base, ...header } as never);
  for (const [index, event] of events.entries()) await t.db.put('events', { saveId: header.id, index, event } as never);
}

/** Words in English, French and German for a reason (its own key, or the '.plain' one it falls back to). */
function expectWords(reason: Reason): void {
  for (const lang of languages) {
    const dict = builtInMessages[lang] as Record<string, string>;
    expect(dict[reason.key] ?? dict[`${reason.key}.plain`], `${lang}: ${reason.key}`).toBeTruthy();
  }
}

/** Move `i` of the sample played by the wrong seat: well formed, refused by the rules. */
const illegal = (i: number): GameEvent => ({ ...moves[i], seat: 1 - moves[i].seat });

async function expectOpens(t: TestStore, id: string, events: number): Promise<void> {
  const resumed = await resumeSave(t.store, meowMeow, id, null);
  expect(resumed.ok, `save ${id} opens`).toBe(true);
  if (resumed.ok) expect(resumed.session.events).toHaveLength(events);
}

describe('a stale snapshot is a cache, not damage', () => {
  it('opens a save whose snapshot has its keys in another order, and leaves it as it was', async () => {
    const t = await setup();
    const id = await goodSave(t, 4);
    const header = (await t.db.get('saves', id))!;
    const reorder = (x: unknown): unknown => Array.isArray(x) ? x.map(reorder)
      : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).reverse().map(([k, v]) => [k, reorder(v)])) : x;
    const reordered = { ...header, snapshot: reorder(header.snapshot) as typeof header.snapshot };
    expect(JSON.stringify(reordered.snapshot)).not.toBe(JSON.stringify(header.snapshot));
    await t.db.put('saves', reordered);
    await expectOpens(t, id, 4);
    expect(await t.db.get('saves', id)).toEqual(reordered);
    expect((await t.store.attention()).items).toEqual([]);
  });

  it('opens a save whose snapshot is from an older position (or garbage), and rewrites it from the log', async () => {
    const t = await setup();
    const older = await goodSave(t, 5);
    const garbage = await goodSave(t, 5);
    await t.db.put('saves', { ...(await t.db.get('saves', older))!, snapshot: positionAfter(3) });
    await t.db.put('saves', { ...(await t.db.get('saves', garbage))!, snapshot: { value: 'x', context: { moves: 99 } } });
    for (const id of [older, garbage]) {
      await expectOpens(t, id, 5);
      expect((await t.db.get('saves', id))?.snapshot).toEqual(positionAfter(5));
    }
    expect(await t.db.count('quarantine')).toBe(0);
  });
});

describe('ten kinds of corrupt record in storage beside two good saves', () => {
  it('reports each in words under Needs attention, while the good saves still list and open', async () => {
    const t = await setup();
    const good1 = await goodSave(t, 3);
    const good2 = await goodSave(t, 6);
    await rawSave(t, { id: 'truncated' }, [moves[0], '{"type":"dr']);
    await rawSave(t, { id: 'old-version', schema: 1 }, moves.slice(0, 2));
    await rawSave(t, { id: 'future', schema: 3 }, moves.slice(0, 2));
    await rawSave(t, { id: 'stale', snapshot: { value: 'playing', context: { anything: true } } }, moves.slice(0, 3));
    await rawSave(t, { id: 'illegal' }, [moves[0], moves[1], illegal(2), moves[3]]);
    await rawSave(t, { id: 'missing', input: undefined, eventCount: undefined }, moves.slice(0, 2));
    await rawSave(t, { id: 'huge', input: { ...input, options: { deck: 32, dealer: 0, junk: 'x'.repeat(200_000) } } }, []);
    await rawSave(t, { id: 'chess', gameId: 'chess' }, moves.slice(0, 1));
    await rawSave(t, { id: 'negative' }, [moves[0], moves[1], { ...moves[2], seat: -1 }]);
    await rawSave(t, { id: 'duplicate', eventCount: 3 }, moves.slice(0, 2));
    await t.db.put('events', { saveId: 'duplicate', index: '1', event: moves[1] } as never); // move 1 twice, once as "1"

    // The list: the good saves, newest first, and a problem in words for each header that cannot be listed.
    const listed = await t.store.list();
    expect(listed.saves.map((s) => s.id).sort()).toEqual([good1, good2, 'duplicate', 'illegal', 'negative', 'stale', 'truncated'].sort());
    expect(listed.problems.map((p) => p.id).sort()).toEqual(['chess', 'future', 'huge', 'missing', 'old-version']);
    listed.problems.forEach((p) => expectWords(p.reason));

    // Opening each save that listed: the good ones and the stale one open; each broken log is refused in words.
    await expectOpens(t, good1, 3);
    await expectOpens(t, good2, 6);
    await expectOpens(t, 'stale', 3);
    for (const id of ['truncated', 'illegal', 'negative', 'duplicate']) {
      const resumed = await resumeSave(t.store, meowMeow, id, null);
      expect(resumed.ok, id).toBe(false);
      if (!resumed.ok) expectWords(resumed.reason);
    }

    // Needs attention: every one of them with its reason, newest first; nothing hidden.
    const { items } = await t.store.attention();
    const why = Object.fromEntries(items.map((item) => [item.players.length ? `${item.gameId}:${item.moves}` : item.ref, item.why.key]));
    expect(items).toHaveLength(9);
    items.forEach((item) => expectWords(item.why));
    expect(items.map((i) => i.why.key).sort()).toEqual([
      'saves.why.badVersion', 'saves.why.brokenLog', 'saves.why.brokenLog', 'saves.why.brokenLog', 'saves.why.damaged',
      'saves.why.newer', 'saves.why.refusedMove', 'saves.why.tooLarge', 'saves.why.unknownGame',
    ]);
    expect(why['chess:1']).toBe('saves.why.unknownGame');
    const illegalItem = items.find((i) => i.why.key === 'saves.why.refusedMove')!;
    expect(illegalItem.why.params).toEqual({ move: 3, total: 4 });

    // What can be recovered says how much; what cannot is still listed (export and delete remain).
    const plans = Object.fromEntries(await Promise.all(items.map(async (i) => [i.why.key + (i.why.params?.move ?? ''), await t.store.planRecovery(i.ref)] as const)));
    expect(plans['saves.why.refusedMove3']).toEqual({ ok: true, kept: 2, total: 4 });
    expect(plans['saves.why.brokenLog3']).toEqual({ ok: true, kept: 2, total: 3 }); // the negative seat
    expect(plans['saves.why.brokenLog2']).toEqual({ ok: true, kept: 1, total: 2 }); // the truncated event
    expect(plans['saves.why.newer'].ok).toBe(false);
    expect(plans['saves.why.unknownGame'].ok).toBe(false);
    expect(plans['saves.why.tooLarge'].ok).toBe(false);
    for (const item of items) {
      const exported = await t.store.exportAttention(item.ref);
      expect(exported.ok, `export ${item.ref}`).toBe(true);
    }

    // The good saves are untouched.
    expect((await t.store.list()).saves.map((s) => s.id).sort()).toEqual([good1, good2, 'stale'].sort());
    await expectOpens(t, good1, 3);
  });

  it('recovers the longest prefix the rules accept as a normal save, and the set-aside record goes', async () => {
    const t = await setup();
    await rawSave(t, { id: 'illegal' }, [...moves.slice(0, 7), illegal(7), moves[8]]);
    const refused = await resumeSave(t.store, meowMeow, 'illegal', null);
    expect(refused).toMatchObject({ ok: false, setAside: { key: 'saves.why.refusedMove', params: { move: 8, total: 9 } } });
    const [item] = (await t.store.attention()).items;
    expect(item).toMatchObject({ gameId: 'meow-meow', players: ['Aroha', 'Mittens'], moves: 9, recoverable: true });

    const recovered = await t.store.recover(item.ref);
    expect(recovered).toMatchObject({ ok: true, kept: 7, total: 9 });
    if (!recovered.ok) return;
    const loaded = await t.store.load(recovered.id);
    expect(loaded.ok && loaded.events).toEqual(moves.slice(0, 7));
    expect(loaded.ok && loaded.header.snapshot).toEqual(positionAfter(7));
    await expectOpens(t, recovered.id, 7);
    expect((await t.store.attention()).items).toEqual([]);
  });

  it('recovers a save an older version set aside by mistake (its whole log replays) with every move', async () => {
    const t = await setup();
    const id = await goodSave(t, 6);
    await t.store.setAside(id, { key: 'saves.why.setAsideByMistake' }, 'stored position differs from the replayed log');
    const [item] = (await t.store.attention()).items;
    expect(await t.store.planRecovery(item.ref)).toEqual({ ok: true, kept: 6, total: 6 });
    expect(await t.store.recover(item.ref)).toMatchObject({ ok: true, kept: 6, total: 6 });
  });

  it('deletes a save that needs attention, set aside or from a newer version', async () => {
    const t = await setup();
    await rawSave(t, { id: 'chess', gameId: 'chess' }, []);
    await rawSave(t, { id: 'future', schema: 9 }, moves.slice(0, 1));
    await t.store.list();
    for (const item of (await t.store.attention()).items) expect(await t.store.removeAttention(item.ref)).toEqual({ ok: true });
    expect((await t.store.attention()).items).toEqual([]);
    expect(await t.db.count('events')).toBe(0);
  });
});

describe('ten kinds of corrupt file as imports beside two good saves', () => {
  it('refuses each in words or puts it under Needs attention; the good saves still list and open', async () => {
    const t = await setup();
    const good1 = await goodSave(t, 3);
    const good2 = await goodSave(t, 6);
    const exported = await t.store.exportSave(good2);
    if (!exported.ok) throw new Error(exported.reason.key);
    const file = JSON.parse(exported.text);
    const withEvents = (events: unknown[]) => ({ ...file, header: { ...file.header, eventCount: events.length }, events: events.map((event, index) => ({ saveId: file.header.id, index, event })) });
    const kinds: [string, string, string][] = [
      ['truncated JSON', exported.text.slice(0, exported.text.length / 2), 'store.importNotJson'],
      ['wrong version', JSON.stringify({ ...file, version: 1 }), 'store.importBadVersion'],
      ['future version', JSON.stringify({ ...file, version: 7 }), 'store.unknownVersion'],
      ['illegal event', JSON.stringify(withEvents([moves[0], illegal(1), moves[2]])), 'store.importNeedsAttention'],
      ['missing fields', JSON.stringify({ ...file, header: { ...file.header, input: undefined } }), 'store.importDamaged'],
      ['huge', JSON.stringify({ ...file, padding: 'x'.repeat(4_100_000) }), 'store.importTooLarge'],
      ['unknown game', JSON.stringify({ ...file, header: { ...file.header, gameId: 'chess' } }), 'store.importUnknownGame'],
      ['negative seat', JSON.stringify(withEvents([moves[0], moves[1], { ...moves[2], seat: -1 }])), 'store.importNeedsAttention'],
      ['duplicate ids', JSON.stringify({ ...file, events: [file.events[0], file.events[0], ...file.events.slice(1)] }), 'store.importNeedsAttention'],
      ['options the rules refuse', JSON.stringify({ ...file, header: { ...file.header, input: { ...input, options: { deck: 32 } } } }), 'store.importRefused'],
    ];
    for (const [kind, text, key] of kinds) {
      const r = await t.store.importSave(text);
      expect(r.ok, kind).toBe(false);
      if (!r.ok) {
        expect(r.reason.key, kind).toBe(key);
        expectWords(r.reason);
      }
    }
    // The snapshot a file carries is not trusted: a file whose snapshot disagrees with its log imports cleanly.
    const stale = await t.store.importSave(JSON.stringify({ ...file, header: { ...file.header, snapshot: { value: 'x', context: { moves: 1 } } } }));
    expect(stale.ok).toBe(true);
    if (stale.ok) expect((await t.db.get('saves', stale.id))?.snapshot).toEqual(positionAfter(6));

    expect((await t.store.attention()).items.map((i) => i.why.key).sort()).toEqual(['saves.why.brokenLog', 'saves.why.brokenLog', 'saves.why.refusedMove']);
    expect((await t.store.list()).saves).toHaveLength(3);
    await expectOpens(t, good1, 3);
    await expectOpens(t, good2, 6);
  });
});
