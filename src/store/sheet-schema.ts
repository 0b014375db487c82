// Valibot schemas for the companion's score sheets (src/companion). Like saves, a sheet read back from
// IndexedDB or an import file is validated before anything uses it; a damaged one is set aside. Each kind's data
// schema and its agreement with the players come from its game's entry (the list in src/games/index.ts).
import * as v from 'valibot';
import { isSheetKind, sheetKindInfo, SHEET_KINDS, type SheetDataByKind, type SheetKind } from './sheet-kinds';
import { describeIssues } from './schema';

/** The sheet record's `schema` and the export file's `version`: bump both when the shape changes. */
export const SHEET_SCHEMA_VERSION = 1;
export const SHEET_EXPORT_FORMAT = 'nine-lives-sheet';

const Timestamp = v.pipe(v.number(), v.finite(), v.minValue(0));
const Name = v.pipe(v.string(), v.minLength(1), v.maxLength(24));

/** A sheet of one kind, with its data typed. */
export type SheetOf<K extends SheetKind> = {
  schema: typeof SHEET_SCHEMA_VERSION;
  id: string;
  kind: K;
  players: string[];
  data: SheetDataByKind[K];
  createdAt: number;
  updatedAt: number;
};
export type SheetRecord = { [K in SheetKind]: SheetOf<K> }[SheetKind];

function sheetOf(kind: SheetKind) {
  const info = sheetKindInfo(kind);
  return v.object({
    schema: v.literal(SHEET_SCHEMA_VERSION),
    id: v.pipe(v.string(), v.minLength(1)),
    kind: v.literal(kind),
    players: v.pipe(v.array(Name), v.minLength(info.minPlayers), v.maxLength(info.maxPlayers)),
    data: info.sheet.schema,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  });
}

const SheetVariant = v.variant('kind', SHEET_KINDS.map(sheetOf));

/** Things a per-field schema cannot see: lengths and seats that must agree with the players. */
function consistent(s: v.InferOutput<typeof SheetVariant>): boolean {
  return isSheetKind(s.kind) && (sheetKindInfo(s.kind).sheet.fits?.(s.data, s.players.length) ?? true);
}

// Typed from the kinds (the schemas come from a list, so valibot cannot infer each kind's data).
export const SheetRecordSchema = v.pipe(SheetVariant, v.check(consistent, 'the sheet does not match its players')) as unknown as
  v.GenericSchema<unknown, SheetRecord>;

export const SheetExportSchema = v.object({
  format: v.literal(SHEET_EXPORT_FORMAT),
  version: v.literal(SHEET_SCHEMA_VERSION),
  sheet: SheetRecordSchema,
});

export function parseSheet(raw: unknown): { ok: true; sheet: SheetRecord } | { ok: false; detail: string } {
  const parsed = v.safeParse(SheetRecordSchema, raw);
  return parsed.success ? { ok: true, sheet: parsed.output } : { ok: false, detail: describeIssues(parsed.issues) };
}
