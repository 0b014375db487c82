// Purrrummy in the shared tests (../test-cases.ts): its refusal words and event types, tables that between
// them reach every kind of its events, ten option sets its door must refuse, and the chart test's option variants.
import type { GameTestCases } from '../../entry';
import { PURR_EVENT_TYPES } from '../rules/events';
import { purrrummyTableText } from '../words/table';

export const testCases: GameTestCases = {
  text: purrrummyTableText,
  eventTypes: PURR_EVENT_TYPES,
  tables: [{ options: { layoff: true, dealer: 0 }, players: 2 }, { options: { layoff: false, dealer: 1 }, players: 4 }],
  malformedOptions: [
    { options: { layoff: false, dealer: 2 }, players: 2 }, { options: { layoff: false, dealer: NaN }, players: 2 },
    { options: { layoff: false, dealer: '1' }, players: 2 }, { options: { layoff: 'yes', dealer: 0 }, players: 2 },
    { options: { dealer: 0 }, players: 2 }, { options: { layoff: false, dealer: Infinity }, players: 2 },
    { options: { layoff: false, dealer: -1 }, players: 2 }, { options: {}, players: 2 }, { options: null, players: 2 },
    { options: { layoff: false, dealer: 1.5 }, players: 2 },
  ],
  chart: { variants: [{ layoff: false }, { layoff: true }], maxEvents: 40 },
};
