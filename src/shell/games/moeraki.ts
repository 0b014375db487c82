// Moeraki-Kemu on the home and setup screens: two seats (person or bot each), the level and the match length.
import type { ShellGame } from './types';

type Level = 'beginner' | 'basic' | 'master';
const LEVELS: readonly Level[] = ['beginner', 'basic', 'master'];
const MATCH_LENGTHS = [1, 3, 5, 7, 10] as const;
type MatchTo = (typeof MATCH_LENGTHS)[number];

interface MoerakiOptions {
  level: Level;
  matchTo: MatchTo;
  first: number;
}

const levelOf = (v: unknown): Level => (LEVELS.includes(v as Level) ? (v as Level) : 'basic');
const matchOf = (v: unknown): MatchTo => ((MATCH_LENGTHS as readonly number[]).includes(Number(v)) ? (Number(v) as MatchTo) : 1);

export const moeraki: ShellGame = {
  id: 'moeraki',
  titleKey: 'games.moeraki.title',
  blurbKey: 'games.moeraki.blurb',
  minPlayers: 2,
  maxPlayers: 2,
  fields: [
    {
      id: 'level',
      labelKey: 'newGame.moerakiLevel',
      choices: [
        { value: 'beginner', labelKey: 'newGame.moerakiBeginner' },
        { value: 'basic', labelKey: 'newGame.moerakiBasic' },
        { value: 'master', labelKey: 'newGame.moerakiMaster' },
      ],
      default: 'basic',
    },
    {
      id: 'match',
      labelKey: 'newGame.moerakiMatch',
      choices: [
        { value: 1, labelKey: 'newGame.moerakiMatch1' },
        { value: 3, labelKey: 'newGame.moerakiMatch3' },
        { value: 5, labelKey: 'newGame.moerakiMatch5' },
        { value: 7, labelKey: 'newGame.moerakiMatch7' },
        { value: 10, labelKey: 'newGame.moerakiMatch10' },
      ],
      default: 1,
    },
  ],
  // The first seat places the ball in the first game (the rulebook's "younger player" is the table's call).
  buildOptions: (choices): MoerakiOptions => ({ level: levelOf(choices.level), matchTo: matchOf(choices.match), first: 0 }),
  // "Play again": the same level and match length; the other seat places the first ball.
  nextOptions: (previous): MoerakiOptions => {
    const prev = (previous ?? {}) as Partial<MoerakiOptions>;
    return { level: levelOf(prev.level), matchTo: matchOf(prev.matchTo), first: prev.first === 0 ? 1 : 0 };
  },
  loadRules: () => import('../../games/moeraki/rules-text').then((m) => m.rulesText),
};
