// Pocket Cats in the shared tests (../test-cases.ts): its refusal words and event types, tables that between
// them reach every kind of its events (old saves' draft tiles too), ten option sets its door must refuse, and the chart test's option variants.
import type { GameTestCases } from '../../entry';
import { POCKET_CATS_EVENT_TYPES } from '../rules/events';
import { pocketCatsTableText } from '../words/table';

export const testCases: GameTestCases = {
  text: pocketCatsTableText,
  eventTypes: POCKET_CATS_EVENT_TYPES,
  tables: [
    { options: { effects: true, clans: ['royal-claws', 'gourmets'], choice: 'experts', first: 0, edition: 'published' }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 1, edition: 'published' }, players: 2 },
    { options: { effects: true, clans: ['polterkitties', 'power-cats'], choice: 'free', first: 0, edition: 'published' }, players: 2 },
    { options: { effects: true, clans: ['defenders', 'chaoticats'], choice: 'limited', first: 1, edition: 'published' }, players: 2 },
    // An old save: no edition, the draft tiles.
    { options: { effects: true, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0 }, players: 2 },
  ],
  malformedOptions: [
    { options: { effects: false, clans: ['gourmets', 'gourmets'], choice: 'free', first: 0 }, players: 2 },
    { options: { effects: true, clans: ['royal-claws', 'gourmets'], choice: 'first-game', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['x', 'y'], choice: 'free', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'x', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 2 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws'], choice: 'free', first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], first: 0 }, players: 2 },
    { options: { effects: false, clans: ['royal-claws', 'gourmets'], choice: 'free', first: 0 }, players: 1 },
    { options: { effects: false, clans: ['crooks', 'gourmets'], choice: 'free', first: 0, edition: 'draft' }, players: 2 },
    { options: { effects: false, clans: ['crooks', 'gourmets'], choice: 'free', first: 0, edition: 'third' }, players: 2 },
  ],
  chart: {
    variants: [
      { choice: 'first-game' }, { choice: 'free', effects: true }, { choice: 'limited', effects: true }, { choice: 'experts', effects: true },
      { choice: 'experts', effects: false },
    ],
    maxEvents: 40,
  },
};
