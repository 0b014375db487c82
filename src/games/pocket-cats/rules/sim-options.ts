// Pocket Cats' --option values for the sim where they are not the options' own fields: clans=<a>,<b> names the
// two clans in seat order (the options hold them as a pair). effects, choice, first and edition are the options'
// own; what the rules forbid (the same clan twice, effects in the first game) is the game's checkOptions, run by
// the door.
import { CLAN_IDS, type ClanId } from './data';

const isClan = (id: string): id is ClanId => (CLAN_IDS as readonly string[]).includes(id);

export function pocketCatsSimOptions(given: Record<string, unknown>): Record<string, unknown> | string {
  const options = { ...given };
  if (typeof options.clans === 'string') {
    const ids = options.clans.split(',').map((id) => id.trim());
    if (ids.length !== 2) return `clans needs two clans, seat 0's then seat 1's, got "${options.clans}"`;
    const unknown = ids.find((id) => !isClan(id));
    if (unknown !== undefined) return `unknown clan "${unknown}" (valid: ${CLAN_IDS.join(', ')})`;
    options.clans = ids;
  }
  return options;
}
