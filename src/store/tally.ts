// The evening's tally carried from one game to the next by "Play again": how many games this table finished
// before the save that holds it, and each player's wins, keyed by seat and name (the same table plays on).
// It lives in the save's header, so it survives a reload and travels with an exported save.
import * as v from 'valibot';

const TallyEntrySchema = v.object({
  seat: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(11)),
  // The same limit as a player's name (PlayerSchema).
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(24)),
  wins: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

export const EveningTallySchema = v.object({
  /** Games finished at this table before the save that holds the tally. */
  played: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  wins: v.pipe(v.array(TallyEntrySchema), v.maxLength(12)),
});

export type TallyEntry = v.InferOutput<typeof TallyEntrySchema>;
export type EveningTally = v.InferOutput<typeof EveningTallySchema>;
