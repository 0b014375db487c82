// Kitty Cat in the shared tests (../test-cases.ts): its refusal words and event types, tables that between
// them reach every kind of its events, ten option sets its door must refuse, and the chart test's option variants.
import type { GameTestCases } from '../../entry';
import { KITTY_EVENT_TYPES } from '../rules/events';
import { kittyTableText } from '../words/table';

export const testCases: GameTestCases = {
  text: kittyTableText,
  eventTypes: KITTY_EVENT_TYPES,
  tables: [{ options: { dealer: 0, counters: 2, hiss: true }, players: 2 }, { options: { dealer: 3, counters: 2, hiss: false }, players: 5 }],
  malformedOptions: [
    { options: { counters: 3 }, players: 3 }, { options: { dealer: 'x', counters: 3 }, players: 3 },
    { options: { dealer: {}, counters: 3 }, players: 3 }, { options: { dealer: NaN, counters: 3 }, players: 3 },
    { options: { dealer: 4, counters: 3 }, players: 3 }, { options: { dealer: 1.5, counters: 3 }, players: 3 },
    { options: { dealer: -1, counters: 3 }, players: 3 }, { options: { dealer: 0, counters: Infinity }, players: 3 },
    { options: { dealer: 0, counters: 0 }, players: 3 }, { options: 'x', players: 3 },
  ],
  chart: { variants: [{}, { hiss: false }], maxEvents: 30 },
};
