// Kitty Cat's score sheet in the companion: the counters each cat starts with, and round by round the cats with
// the fewest points. The arithmetic (sheet.ts) and the screen load when a sheet opens.
import * as v from 'valibot';
import { Int } from '../../../sheet/fields';
import type { SheetKind } from '../../entry';
import { RULES } from '../rules/constants';
import type { KittyCatData } from './sheet';

const Seat = Int(0, RULES.maxPlayers - 1);

export const kittyCatSheet: SheetKind<KittyCatData> = {
  blurbKey: 'companion.kind.kittyCat',
  schema: v.object({
    counters: Int(1, RULES.maxCounters),
    firstDealer: Seat,
    rounds: v.pipe(v.array(v.pipe(v.array(Seat), v.minLength(1), v.maxLength(RULES.maxPlayers))), v.maxLength(500)),
  }),
  fits: (data, players) => data.firstDealer < players && data.rounds.every((r) => r.every((seat) => seat < players)),
  fresh: (_players, choices) => ({
    counters: typeof choices.counters === 'number' ? choices.counters : RULES.counters,
    firstDealer: 0,
    rounds: [],
  }),
  controls: [{ type: 'stepper', id: 'counters', labelKey: 'companion.kitty.startCounters', min: 1, max: RULES.maxCounters, default: RULES.counters }],
  screen: () => import('./sheet-screen').then((m) => m.kittyCatBody),
};
