// The table protocol's check on both ends: what a guest may send and what a host may, nothing more; another
// version refused in its own words; no message too large, too deep, or carrying anything but plain JSON.
import { describe, expect, it } from 'vitest';
import { parseGuestMessage, parseHostMessage, PROTOCOL_VERSION, MAX_GUEST_MESSAGE } from './protocol';

const update = {
  v: PROTOCOL_VERSION, type: 'update', at: 3, gen: 0, view: { hand: [1, 2], top: null }, legal: [{ type: 'DRAW', seat: 1 }], asked: true,
  undo: false, recent: [{ type: 'PLAY', seat: 0, card: 7 }],
  open: [1], held: null, letAnswer: null, presence: ['here', 'away'], log: { from: -1, entries: [{ index: -1, seat: null, sentences: ['Dealt.'] }] }, over: false,
};

describe('what a guest may send', () => {
  it('takes a join, a move, a "let them answer", an undo and the organiser\'s stand-in, each exactly as the protocol writes them', () => {
    for (const m of [
      { v: 3, type: 'join', token: null, lang: 'fr' },
      { v: 3, type: 'join', token: 'abcdefgh12345678', lang: 'en' },
      { v: 3, type: 'event', id: 4, at: 0, gen: 0, event: { type: 'PLAY', card: 12 } },
      { v: 3, type: 'letAnswer', id: 5, at: 9, gen: 1 },
      { v: 3, type: 'undo', id: 6, at: 9, gen: 1 },
      { v: 3, type: 'standIn', id: 7, seat: 2, on: true },
      { v: 3, type: 'release', id: 8, seat: 1 },
    ]) expect(parseGuestMessage(m), JSON.stringify(m)).toEqual({ ok: true, message: m });
  });

  it('refuses another version in its own words (an older phone, before undo), and anything else as a bad message', () => {
    expect(parseGuestMessage({ v: 1, type: 'join', token: null, lang: 'en' })).toEqual({ ok: false, reason: { key: 'table.otherVersion' } });
    for (const m of [
      null, 'join', [1], { type: 'join', token: null, lang: 'en' },
      { v: 3, type: 'join', token: null, lang: 'it' },
      { v: 3, type: 'join', token: 'short', lang: 'en' },
      { v: 3, type: 'join', token: null, lang: 'en', seat: 0 },
      { v: 3, type: 'event', id: -1, at: 0, gen: 0, event: { type: 'DRAW' } },
      { v: 3, type: 'event', id: 1, at: 0.5, gen: 0, event: { type: 'DRAW' } },
      { v: 3, type: 'event', id: 1, at: 0, gen: 0, event: [] },
      { v: 3, type: 'event', id: 1, at: 0, gen: 0, event: { type: 'DRAW', n: Number.NaN } },
      { v: 3, type: 'hello' },
      { v: 3, type: 'event', id: 1, at: 0, event: { type: 'DRAW' } },
      { v: 3, type: 'undo', id: 1, at: 0 },
      { v: 3, type: 'standIn', id: 1, seat: 2 },
      { v: 3, type: 'standIn', id: 1, seat: 16, on: true },
      { v: 3, type: 'standIn', id: 1, seat: 2, on: 'yes' },
      { v: 3, type: 'release', id: 1, seat: 1, on: true },
    ]) expect(parseGuestMessage(m), JSON.stringify(m)).toEqual({ ok: false, reason: { key: 'table.badMessage' } });
  });

  it('refuses a message larger than an event can be, or nested past any view', () => {
    expect(parseGuestMessage({ v: 3, type: 'event', id: 1, at: 0, gen: 0, event: { type: 'X', pad: 'x'.repeat(MAX_GUEST_MESSAGE) } }))
      .toEqual({ ok: false, reason: { key: 'table.tooLarge' } });
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { deep };
    expect(parseGuestMessage({ v: 3, type: 'event', id: 1, at: 0, gen: 0, event: { type: 'X', deep } }).ok).toBe(false);
    // An object with a prototype of its own (not what JSON.parse makes) is not a move.
    expect(parseGuestMessage({ v: 3, type: 'event', id: 1, at: 0, gen: 0, event: Object.create({ seat: 0 }, { type: { value: 'DRAW', enumerable: true } }) }).ok).toBe(false);
  });
});

describe('what a host may send', () => {
  it('takes an invite, a welcome, a watcher\'s welcome, a refusal, an update and a reply', () => {
    for (const m of [
      { v: 3, type: 'invite', gameId: 'mauwi', table: 'save-1', seat: 2, names: ['Ana', 'Ben', 'Cleo'] },
      { v: 3, type: 'welcome', gameId: 'mauwi', seat: 2, token: 'abcdefgh12345678', table: 'save-1', names: ['Ana', 'Ben', 'Cleo'], organises: false },
      { v: 3, type: 'watching', gameId: 'mauwi', table: 'save-1', names: ['Ana', 'Ben', 'Cleo'] },
      { v: 3, type: 'refused', reason: { key: 'table.seatTaken', params: { name: 'Ben' } } },
      update,
      { v: 3, type: 'reply', id: 3, ok: false, reason: { key: 'mauwi.notYourTurn', rule: 'turn-order' } },
    ]) expect(parseHostMessage(m), JSON.stringify(m)).toEqual({ ok: true, message: m });
  });

  it('refuses an unknown game, a field the protocol does not have, a legal event without a seat, a bad presence', () => {
    for (const m of [
      { v: 3, type: 'invite', gameId: 'snap', table: 't', seat: 0, names: ['A'] },
      { v: 3, type: 'welcome', gameId: 'mauwi', seat: 2, token: 'abcdefgh12345678', table: 'save-1', names: ['Ana'] },
      { v: 3, type: 'watching', gameId: 'mauwi', table: 'save-1', seat: 0, names: ['Ana'] },
      { ...update, state: { deck: [1, 2, 3] } },
      { ...update, seed: 7 },
      { ...update, legal: [{ type: 'DRAW' }] },
      { ...update, recent: [{ type: 'DRAW' }] },
      { ...update, presence: ['asleep'] },
      { ...update, log: { from: -1, entries: [{ index: 0, seat: 0, sentences: ['x'.repeat(401)] }] } },
      { v: 3, type: 'refused', reason: { key: 'has spaces' } },
    ]) expect(parseHostMessage(m).ok, JSON.stringify(m).slice(0, 120)).toBe(false);
  });
});
