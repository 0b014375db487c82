// The pieces of the score sheets' data schemas (each game's sheet-kind.ts): whole numbers in a range, pairs.
import * as v from 'valibot';

export const Int = (min: number, max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
export const Pair = (item: ReturnType<typeof Int>) => v.pipe(v.array(item), v.length(2));
