// What a sheet type's screen module provides: given the data, the sheet's content; `set` stores new data
// (the frame saves it and redraws). A module may keep passing state of its own (a round being entered).
import type { SheetDataByKind, SheetKind } from '../kinds';
import type { SheetOf } from '../../store/sheet-schema';

export interface SheetBody<D> {
  render(data: D, set: (next: D) => void): Node[];
}

export type BodyFactory<K extends SheetKind> = (sheet: SheetOf<K>) => SheetBody<SheetDataByKind[K]>;

/** "★ Ana" for a winner: a symbol and the word, never colour alone. */
export const starred = (name: string, on: boolean): string => (on ? `★ ${name}` : name);
