// Moeraki-Kemu in the shared tests (../test-cases.ts): its refusal words and event types, tables that between
// them reach every kind of its events, ten option sets its door must refuse, and the chart test's option variants.
import type { GameTestCases } from '../../entry';
import { MOERAKI_EVENT_TYPES } from '../rules/events';
import { moerakiTableText } from '../words/table';

export const testCases: GameTestCases = {
  text: moerakiTableText,
  eventTypes: MOERAKI_EVENT_TYPES,
  tables: [{ options: { level: 'master', matchTo: 3, first: 0 }, players: 2 }, { options: { level: 'beginner', matchTo: 1, first: 1 }, players: 2 }],
  malformedOptions: [
    { options: { level: 'x', matchTo: 1, first: 0 }, players: 2 }, { options: { level: 'basic', matchTo: 0, first: 0 }, players: 2 },
    { options: { level: 'basic', matchTo: Infinity, first: 0 }, players: 2 }, { options: { level: 'basic', matchTo: 1, first: 2 }, players: 2 },
    { options: { level: 'basic', matchTo: 1, first: -1 }, players: 2 }, { options: { level: 'basic', matchTo: 1, first: '0' }, players: 2 },
    { options: { matchTo: 1, first: 0 }, players: 2 }, { options: null, players: 2 }, { options: [], players: 2 },
    { options: { level: 'basic', matchTo: 1, first: 0 }, players: 3 },
  ],
  chart: { variants: [{ level: 'beginner' }, { level: 'basic' }, { level: 'master' }, { level: 'master', matchTo: 3 }], maxEvents: 60 },
};
