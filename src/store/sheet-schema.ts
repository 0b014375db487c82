// Valibot schemas for the companion's score sheets (src/companion). Like saves, a sheet read back from
// IndexedDB or an import file is validated before anything uses it; a damaged one is set aside.
import * as v from 'valibot';
import { SHEET_KINDS, type SheetDataByKind, type SheetKind } from '../companion/kinds';
import { describeIssues } from './schema';

/** The sheet record's `schema` and the export file's `version`: bump both when the shape changes. */
export const SHEET_SCHEMA_VERSION = 1;
export const SHEET_EXPORT_FORMAT = 'nine-lives-sheet';

const Int = (min: number, max: number) => v.pipe(v.number(), v.safeInteger(), v.minValue(min), v.maxValue(max));
const Timestamp = v.pipe(v.number(), v.finite(), v.minValue(0));
const Seat = Int(0, 5);
const Pair = (item: ReturnType<typeof Int>) => v.pipe(v.array(item), v.length(2));

const MauwiColumnSchema = v.object({
  nines: Int(0, 3),
  top: v.union([v.null(), v.literal('spirit'), Int(1, 8)]),
});
const MauwiDataSchema = v.object({
  teams: v.boolean(),
  areas: v.pipe(v.array(v.pipe(v.array(MauwiColumnSchema), v.length(4))), v.minLength(2), v.maxLength(6)),
});
const PocketCatsDataSchema = v.object({
  won: v.pipe(v.array(v.nullable(Int(0, 1))), v.length(10)),
  bonus: Pair(Int(0, 99)),
});
const MoerakiDataSchema = v.object({
  level: v.picklist(['beginner', 'basic', 'master']),
  matchTo: v.picklist([1, 3, 5, 7, 10]),
  firstPlacer: Int(0, 1),
  full: Pair(Int(0, 52)),
  half: Pair(Int(0, 52)),
  games: v.pipe(v.array(v.object({
    winner: v.nullable(Int(0, 1)),
    way: v.picklist(['tahuna', 'awa', 'ara', 'marae', 'draw']),
    ballPlacer: Int(0, 1),
    totals: v.optional(v.pipe(v.array(v.pipe(v.number(), v.finite(), v.minValue(0))), v.length(2))),
  })), v.maxLength(40)),
});
const KittyCatDataSchema = v.object({
  counters: Int(1, 9),
  firstDealer: Seat,
  rounds: v.pipe(v.array(v.pipe(v.array(Seat), v.minLength(1), v.maxLength(6))), v.maxLength(500)),
});
const TallyDataSchema = v.object({ wins: v.pipe(v.array(Int(0, 999)), v.minLength(2), v.maxLength(6)) });

const Name = v.pipe(v.string(), v.minLength(1), v.maxLength(24));

function sheetOf<K extends SheetKind, D extends v.GenericSchema>(kind: K, data: D, min: number, max: number) {
  return v.object({
    schema: v.literal(SHEET_SCHEMA_VERSION),
    id: v.pipe(v.string(), v.minLength(1)),
    kind: v.literal(kind),
    players: v.pipe(v.array(Name), v.minLength(min), v.maxLength(max)),
    data,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  });
}

const SheetVariant = v.variant('kind', [
  sheetOf('mauwi', MauwiDataSchema, 2, 6),
  sheetOf('pocket-cats', PocketCatsDataSchema, 2, 2),
  sheetOf('moeraki', MoerakiDataSchema, 2, 2),
  sheetOf('kitty-cat', KittyCatDataSchema, 2, 6),
  sheetOf('purrrummy', TallyDataSchema, 2, 4),
  sheetOf('meow-meow', TallyDataSchema, 2, 6),
]);

/** Things a per-field schema cannot see: lengths and seats that must agree with the players. */
function consistent(s: v.InferOutput<typeof SheetVariant>): boolean {
  const n = s.players.length;
  switch (s.kind) {
    case 'mauwi': return s.data.areas.length === n && (!s.data.teams || n >= 4);
    case 'kitty-cat': return s.data.firstDealer < n && s.data.rounds.every((r) => r.every((seat) => seat < n));
    case 'purrrummy':
    case 'meow-meow': return s.data.wins.length === n;
    default: return true;
  }
}

export const SheetRecordSchema = v.pipe(SheetVariant, v.check(consistent, 'the sheet does not match its players'));

export const SheetExportSchema = v.object({
  format: v.literal(SHEET_EXPORT_FORMAT),
  version: v.literal(SHEET_SCHEMA_VERSION),
  sheet: SheetRecordSchema,
});

export type SheetRecord = v.InferOutput<typeof SheetRecordSchema>;
/** A sheet of one kind, with its data typed. */
export type SheetOf<K extends SheetKind> = Extract<SheetRecord, { kind: K }>;

// The validated shapes must stay the companion's own types, kind by kind, and the kinds the same list.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesAgree: [
  Exact<SheetRecord['kind'], (typeof SHEET_KINDS)[number]>,
  Exact<SheetOf<'mauwi'>['data'], SheetDataByKind['mauwi']>,
  Exact<SheetOf<'pocket-cats'>['data'], SheetDataByKind['pocket-cats']>,
  Exact<SheetOf<'moeraki'>['data'], SheetDataByKind['moeraki']>,
  Exact<SheetOf<'kitty-cat'>['data'], SheetDataByKind['kitty-cat']>,
  Exact<SheetOf<'purrrummy'>['data'], SheetDataByKind['purrrummy']>,
] = [true, true, true, true, true, true];
void typesAgree;

export function parseSheet(raw: unknown): { ok: true; sheet: SheetRecord } | { ok: false; detail: string } {
  const parsed = v.safeParse(SheetRecordSchema, raw);
  return parsed.success ? { ok: true, sheet: parsed.output } : { ok: false, detail: describeIssues(parsed.issues) };
}
