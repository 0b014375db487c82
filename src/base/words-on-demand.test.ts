// A table's French and German load only in a language in use (wordsOnDemand): at once for a language already
// loaded, with loadLanguage for one loaded later, once per language, and again after a load that failed. Each
// test takes a fresh i18n module (the setup file has loaded every language in its own).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OtherLang } from './i18n';

type I18n = typeof import('./i18n');

// PixiJS needs a browser: the tables' modules load against stand-ins (only their words are used here).
vi.mock('pixi.js', () => {
  const stub: unknown = new Proxy(function () {}, { get: (_t, k) => (k === 'prototype' ? {} : stub), construct: () => stub as object, apply: () => stub });
  return new Proxy({}, { get: (_t, k) => (k === 'then' ? undefined : k === '__esModule' ? true : stub), has: () => true });
});

async function freshI18n(): Promise<I18n> {
  vi.resetModules();
  return import('./i18n');
}

/** A loader of one key's words, counting its calls per language. */
function loaderOf(words: Record<OtherLang, string>) {
  const calls: OtherLang[] = [];
  const load = (lang: OtherLang) => {
    calls.push(lang);
    return Promise.resolve({ 'test.onDemand': words[lang] });
  };
  return { load, calls };
}

const WORDS = { fr: 'à la demande', de: 'auf Abruf' };

afterEach(() => vi.restoreAllMocks());

describe('words on demand', () => {
  it('loads nothing while only English is in use, and a language loaded later brings them', async () => {
    const i18n = await freshI18n();
    i18n.registerAll({ en: { 'test.onDemand': 'on demand' } });
    const { load, calls } = loaderOf(WORDS);
    await i18n.wordsOnDemand(load);
    expect(calls).toEqual([]);
    await i18n.loadLanguage('fr');
    expect(calls).toEqual(['fr']);
    expect(i18n.inLanguage('fr', () => i18n.t('test.onDemand'))).toBe('à la demande');
    // German was never loaded: its words fall back to English.
    expect(i18n.inLanguage('de', () => i18n.t('test.onDemand'))).toBe('on demand');
  });

  it('loads at once, before it resolves, for every language already loaded, and once per language', async () => {
    const i18n = await freshI18n();
    await Promise.all([i18n.loadLanguage('fr'), i18n.loadLanguage('de')]);
    const { load, calls } = loaderOf(WORDS);
    await i18n.wordsOnDemand(load);
    expect(calls.sort()).toEqual(['de', 'fr']);
    expect(i18n.inLanguage('de', () => i18n.t('test.onDemand'))).toBe('auf Abruf');
    await i18n.wordsOnDemand(load);
    await i18n.loadLanguage('fr');
    expect(calls).toHaveLength(2);
  });

  it('leaves English after a load that failed, says so, and tries again when asked', async () => {
    const i18n = await freshI18n();
    await i18n.loadLanguage('fr');
    i18n.registerAll({ en: { 'test.onDemand': 'on demand' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const load = vi.fn((lang: OtherLang) => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ 'test.onDemand': WORDS[lang] })));
    await i18n.wordsOnDemand(load);
    expect(logged).toHaveBeenCalledOnce();
    expect(i18n.inLanguage('fr', () => i18n.t('test.onDemand'))).toBe('on demand');
    fail = false;
    await i18n.loadLanguage('fr'); // e.g. French chosen again in Settings
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.inLanguage('fr', () => i18n.t('test.onDemand'))).toBe('à la demande');
  });
});

describe('a game\'s table', () => {
  it('comes with its words and the play screen\'s in the language in use, whoever loads it (the entry\'s loader)', async () => {
    const i18n = await freshI18n();
    const { GAMES } = await import('../games/index');
    const play = await import('../ui/text-translations');
    await i18n.loadLanguage('de');
    for (const entry of GAMES) {
      const table = await entry.table();
      table.registerText();
      const { translations } = await entry.hostWords();
      const own = { fr: await translations('fr'), de: await translations('de') };
      const words: Record<string, string> = { ...play.de, ...own.de };
      const shell = i18n.messagesOf('de'); // a table's words never replace the shell's ('engine.notYourTurn')
      const unread = Object.keys(words).filter((key) => !(key in shell) && i18n.inLanguage('de', () => i18n.t(key)) !== words[key]);
      expect(unread, entry.id).toEqual([]);
      // French is not in use: the table reads English there.
      expect(i18n.hasMessage(Object.keys(own.fr)[0], 'fr'), entry.id).toBe(false);
    }
  });
});

describe('a phone in another language at a table of devices', () => {
  it('reads the move log in its language, the table\'s words loaded when it joins (host.ts loadLanguage)', async () => {
    const i18n = await freshI18n();
    const { openTable, people } = await import('../table/table-testkit');
    const { linkPair } = await import('../table/link');
    const { TableGuest } = await import('../table/guest');
    const table = await openTable('meow-meow', { options: { deck: 32, dealer: 0 }, players: people(2), join: false });
    expect(i18n.hasMessage('meow.log.deal', 'de')).toBe(false); // the tablet reads English: no German loaded yet
    const [hostEnd, phoneEnd] = linkPair();
    const heard: unknown[] = [];
    const send = hostEnd.send.bind(hostEnd);
    hostEnd.send = (m) => { heard.push(m); return send(m); };
    table.host.connect(hostEnd, 0);
    new TableGuest(phoneEnd, { tokenFor: () => null, lang: 'de' });
    await table.settle();
    const sentences = heard.flatMap((m) => (m as { log?: { entries: { sentences: string[] }[] } }).log?.entries.flatMap((e) => e.sentences) ?? []);
    expect(sentences).toEqual(['Die Karten sind verteilt. P2 beginnt.']); // the dealer is P1
  });
});
