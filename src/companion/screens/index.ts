// The sheet screens' entry, loaded on demand by the shell (src/shell/screens/companion-sheet.ts) with the sheet's
// own screen (its game's sheet-screen.ts), so the game arithmetic the sheets reuse never loads with the home
// screen. Draws one sheet and redraws it on each change, handing the focus back to the control that had it.
import type { SheetRecord } from '../../store/sheet-schema';
import { sheetKindInfo, type SheetData } from '../../store/sheet-kinds';
import type { SheetBody } from '../../sheet/body';

/** Loads the sheet's screen, then draws `sheet` into `host`; every change is handed to `save` (which stores it)
 *  and drawn at once. */
export async function mountSheet(host: HTMLElement, sheet: SheetRecord, save: (data: SheetData) => void): Promise<void> {
  const factory = await sheetKindInfo(sheet.kind).sheet.screen();
  const body = factory(sheet) as SheetBody<SheetData>;
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
