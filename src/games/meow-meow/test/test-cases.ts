// Meow Meow in the shared tests (../test-cases.ts): its refusal words and event types, tables that between
// them reach every kind of its events, ten option sets its door must refuse, and the chart test's option variants.
import type { GameTestCases } from '../../entry';
import { MEOW_EVENT_TYPES } from '../rules/events';
import { meowTableText } from '../words/table';

export const testCases: GameTestCases = {
  text: meowTableText,
  eventTypes: MEOW_EVENT_TYPES,
  tables: [{ options: { deck: 32, dealer: 0 }, players: 2 }, { options: { deck: 52, dealer: 2 }, players: 4 }],
  malformedOptions: [
    { options: { deck: 33, dealer: 0 }, players: 2 }, { options: { deck: '32', dealer: 0 }, players: 2 },
    { options: { deck: 32, dealer: 3 }, players: 2 }, { options: { deck: 32, dealer: NaN }, players: 2 },
    { options: { deck: 32 }, players: 2 }, { options: { deck: 32, dealer: -1 }, players: 2 },
    { options: { deck: 32, dealer: 1e308 }, players: 2 }, { options: { deck: 32, dealer: '0' }, players: 2 },
    { options: null, players: 2 }, { options: {}, players: 2 },
  ],
  chart: { variants: [{ deck: 32 }, { deck: 52 }], maxEvents: 40 },
};
