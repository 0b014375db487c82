// The sheet screens' entry, loaded on demand by the shell (src/shell/screens/companion-sheet.ts) so the game
// arithmetic the sheets reuse never loads with the home screen. Draws one sheet and redraws it on each change,
// handing the focus back to the control that had it.
import type { SheetRecord } from '../../store/sheet-schema';
import type { SheetData, SheetKind } from '../kinds';
import type { BodyFactory, SheetBody } from './body';
import { kittyCatBody } from './kitty-cat';
import { mauwiBody } from './mauwi';
import { moerakiBody } from './moeraki';
import { pocketCatsBody } from './pocket-cats';
import { tallyBody } from './tally';

const bodies: { [K in SheetKind]: BodyFactory<K> } = {
  mauwi: mauwiBody,
  'pocket-cats': pocketCatsBody,
  moeraki: moerakiBody,
  'kitty-cat': kittyCatBody,
  purrrummy: tallyBody,
  'meow-meow': tallyBody,
};

/** Draws `sheet` into `host`; every change is handed to `save` (which stores it) and drawn at once. */
export function mountSheet(host: HTMLElement, sheet: SheetRecord, save: (data: SheetData) => void): void {
  const body = (bodies[sheet.kind] as BodyFactory<SheetKind>)(sheet as never) as SheetBody<SheetData>;
  let data: SheetData = sheet.data;
  const draw = () => {
    const focused = document.activeElement instanceof HTMLElement && host.contains(document.activeElement) ? document.activeElement.id : '';
    host.replaceChildren(...body.render(data, set));
    if (focused) document.getElementById(focused)?.focus({ preventScroll: true });
  };
  const set = (next: SheetData) => {
    const changed = next !== data;
    data = next;
    draw();
    if (changed) save(next);
  };
  draw();
}
