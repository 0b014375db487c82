// Mauwi's --option values for the sim where they are not the options' own fields: animals=N is a total spread
// over the three kinds, and the French edition takes none. Everything else (editions, teams, seats) is the
// game's own checkOptions, run by the door.
import { RULES } from './constants';
import { animalsFromTotal } from './definition';

const MAX_TOTAL = 3 * RULES.maxAnimalsPerKind;

export function mauwiSimOptions(given: Record<string, unknown>): Record<string, unknown> | string {
  const options = { ...given };
  if (typeof options.animals === 'number') {
    if (!Number.isInteger(options.animals) || options.animals < 0 || options.animals > MAX_TOTAL) {
      return `animals must be 0..${MAX_TOTAL}, got ${options.animals}`;
    }
    options.animals = animalsFromTotal(options.animals);
  }
  if (options.edition === 'fr') options.animals = { kiwi: 0, ninox: 0, tuatara: 0 };
  return options;
}
