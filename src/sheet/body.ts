// What a sheet type's screen module provides: given the sheet's players, the sheet's content for its data;
// `set` stores new data (the frame saves it and redraws). A module may keep passing state of its own (a round
// being entered).
export interface SheetBody<D> {
  render(data: D, set: (next: D) => void): Node[];
}

export type BodyFactory<D> = (sheet: { players: string[] }) => SheetBody<D>;

/** "★ Ana" for a winner: a symbol and the word, never colour alone. */
export const starred = (name: string, on: boolean): string => (on ? `★ ${name}` : name);
