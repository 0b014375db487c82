// Mauwi in the shared tests (../test-cases.ts): its refusal words and event types, tables that between
// them reach every kind of its events, ten option sets its door must refuse, and the chart test's option variants.
import type { GameTestCases } from '../../entry';
import { MAUWI_EVENT_TYPES } from '../rules/events';
import { mauwiTableText } from '../words/table';

export const testCases: GameTestCases = {
  text: mauwiTableText,
  eventTypes: MAUWI_EVENT_TYPES,
  tables: [
    { options: { edition: 'en', animals: { kiwi: 4, ninox: 4, tuatara: 4 }, teams: true, first: 1 }, players: 4 },
    { options: { edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 3 },
    { options: { edition: 'en', animals: { kiwi: 2, ninox: 2, tuatara: 2 }, teams: false, first: 0 }, players: 2 },
  ],
  malformedOptions: [
    { options: { edition: 'x', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 2 },
    { options: { edition: 'en', animals: { kiwi: Infinity, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 2 },
    { options: { edition: 'en', animals: { kiwi: 1e9, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 2 },
    { options: { edition: 'fr', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: true, first: 0 }, players: 4 },
    { options: { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: true, first: 0 }, players: 2 },
    { options: { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: 5 }, players: 3 },
    { options: { edition: 'en', animals: { kiwi: 0, ninox: 0, tuatara: 0 }, teams: false, first: NaN }, players: 3 },
    { options: { edition: 'fr', animals: { kiwi: 1, ninox: 0, tuatara: 0 }, teams: false, first: 0 }, players: 3 },
    { options: { edition: 'en', teams: false, first: 0 }, players: 3 },
    { options: { edition: 'en', animals: 'x', teams: false, first: 0 }, players: 3 },
  ],
  chart: { variants: [{}, { animals: { kiwi: 2, ninox: 2, tuatara: 2 } }, { teams: true }], maxEvents: 40 },
};
