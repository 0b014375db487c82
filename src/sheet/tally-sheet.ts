// The tally sheet: games won per player over an evening, for the boxed games whose own score is one game's
// (Purrrummy, Meow Meow). Their entries name it as their sheet.
import * as v from 'valibot';
import type { SheetKind } from '../games/entry';
import { Int } from './fields';
import { TALLY_MAX, type TallyData } from './tally';

export const tallySheet: SheetKind<TallyData> = {
  blurbKey: 'companion.kind.tally',
  schema: v.object({ wins: v.pipe(v.array(Int(0, TALLY_MAX)), v.minLength(1)) }),
  fits: (data, players) => data.wins.length === players,
  fresh: (players) => ({ wins: new Array<number>(players).fill(0) }),
  screen: () => import('./tally-screen').then((m) => m.tallyBody),
};
