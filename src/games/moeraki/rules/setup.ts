// Moeraki-Kemu's setup screen: the level and the match length (the Moeraki scale).
import type { GameSetup } from '../../kinds';
import { LEVELS, MATCH_LENGTHS, type Level, type MatchTo } from './constants';
import type { MoerakiOptions } from './definition';

const levelOf = (v: unknown): Level => (LEVELS.includes(v as Level) ? (v as Level) : 'basic');
const matchOf = (v: unknown): MatchTo => ((MATCH_LENGTHS as readonly number[]).includes(Number(v)) ? (Number(v) as MatchTo) : 1);

export const moerakiSetup: GameSetup = {
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
      choices: MATCH_LENGTHS.map((n) => ({ value: n, labelKey: `newGame.moerakiMatch${n}` })),
      default: 1,
    },
  ],
  // The first seat places the ball in the first game (the rulebook's "younger player" is the table's call).
  build: (choices): MoerakiOptions => ({ level: levelOf(choices.level), matchTo: matchOf(choices.match), first: 0 }),
  // "Play again": the same level and match length; the other seat places the first ball.
  next: (previous): MoerakiOptions => {
    const prev = (previous ?? {}) as Partial<MoerakiOptions>;
    return { level: levelOf(prev.level), matchTo: matchOf(prev.matchTo), first: prev.first === 0 ? 1 : 0 };
  },
};
