// Valibot schemas for everything the store reads back. IndexedDB, an import file or an old
// version of the app may hand us anything, so nothing leaves the store unvalidated.
import * as v from 'valibot';
import type { BotLevel, GameEvent, GameInput, PlayerInfo } from '../engine/types';
import { GAME_IDS } from '../games/index';
import type { BotPace, Lang, Motion, Settings, WinningHollows } from '../base/settings';
import { EveningTallySchema } from './tally';

/** The header's `schema` and the export file's `version`: bump both when the record shape changes. */
export const SAVE_SCHEMA_VERSION = 2;

/** The games a save may be of: the list of games (src/games/index.ts). */
export { GAME_IDS };
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** An object with fields to read (not null, not an array): what a raw record must be before anything is read off it. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

// Only what survives JSON unchanged, since saves are exported as JSON: finite numbers (NaN and
// Infinity would turn into null) and plain objects (a Date or Map stored in IndexedDB would not).
const isPlainObject = (value: unknown) => Object.prototype.toString.call(value) === '[object Object]';
export const JsonSchema: v.GenericSchema<JsonValue> = v.lazy(() =>
  v.union([
    v.null(),
    v.boolean(),
    v.pipe(v.number(), v.finite()),
    v.string(),
    v.array(JsonSchema),
    // The plain-object test comes first: after v.record the value is already a fresh plain copy.
    v.pipe(v.custom<{ [key: string]: JsonValue }>(isPlainObject, 'not a plain object'), v.record(v.string(), JsonSchema)),
  ]),
);

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
const Timestamp = v.pipe(v.number(), v.finite(), v.minValue(0));

export const GameIdSchema = v.picklist(GAME_IDS);

export const PlayerSchema = v.object({
  // 24 UTF-16 units, the same count an HTML maxlength="24" name field uses.
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(24)),
  kind: v.picklist(['person', 'bot']),
  level: v.optional(v.picklist(['easy', 'normal', 'hard'] satisfies BotLevel[])),
});

export const PlayersSchema = v.pipe(v.array(PlayerSchema), v.minLength(1));

/** A game event: a type and the seat that sent it, plus any other JSON fields the game defines. */
export const GameEventSchema = v.objectWithRest(
  { type: v.pipe(v.string(), v.minLength(1)), seat: Count },
  JsonSchema,
);

export const GameInputSchema = v.object({
  // Options are checked by the game's own parseOptions when the save is opened.
  options: v.unknown(),
  seed: v.pipe(v.number(), v.finite()),
  players: PlayersSchema,
});

/** XState's state value and context, kept so a save opens without replaying its whole log. */
export const SnapshotSchema = v.object({ value: v.unknown(), context: v.unknown() });

export const SaveStatusSchema = v.picklist(['playing', 'finished']);

export const SaveHeaderSchema = v.object({
  schema: v.literal(SAVE_SCHEMA_VERSION),
  id: v.pipe(v.string(), v.minLength(1)),
  gameId: GameIdSchema,
  input: GameInputSchema,
  eventCount: Count,
  snapshot: v.nullable(SnapshotSchema),
  status: SaveStatusSchema,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  /** Optional: the evening's tally before this game, when "Play again" started it (./tally.ts). */
  tally: v.optional(EveningTallySchema),
  /** Optional: a table of devices (src/table/): the seats played on phones, and each seat's token once a phone
   *  joined it (a phone rejoins with it after a reload, or after this device closed and reopened the game). */
  devices: v.optional(v.object({
    phones: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15))), v.maxLength(16)),
    tokens: v.pipe(v.array(v.nullable(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)))), v.maxLength(16)),
  })),
});

export const EventRecordSchema = v.object({
  saveId: v.pipe(v.string(), v.minLength(1)),
  index: Count,
  event: GameEventSchema,
});

export const SettingsSchema = v.object({
  language: v.picklist(['en', 'fr', 'de'] satisfies Lang[]),
  sound: v.boolean(),
  motion: v.picklist(['full', 'reduced', 'off'] satisfies Motion[]),
  colourMarks: v.boolean(),
  printedLetters: v.optional(v.boolean()),
  botPace: v.picklist(['relaxed', 'normal', 'quick', 'instant'] satisfies BotPace[]),
  tips: v.boolean(),
  tipsSeen: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(500)),
  winningHollows: v.optional(v.picklist(['beginner', 'always', 'off'] satisfies WinningHollows[])),
});

/** The export file: a header and its whole event log. */
export const ExportFileSchema = v.object({
  format: v.literal('nine-lives-save'),
  version: v.literal(SAVE_SCHEMA_VERSION),
  header: SaveHeaderSchema,
  events: v.array(EventRecordSchema),
});

/** Version 1 of the database kept whole games in one record; read only to migrate them. */
export const V1GameSchema = v.object({
  id: v.union([v.pipe(v.string(), v.minLength(1)), v.pipe(v.number(), v.safeInteger())]),
  game: GameIdSchema,
  seed: v.pipe(v.number(), v.finite()),
  options: v.unknown(),
  players: PlayersSchema,
  log: v.array(GameEventSchema),
  savedAt: Timestamp,
});

export type SaveHeader = v.InferOutput<typeof SaveHeaderSchema>;
export type SaveStatus = v.InferOutput<typeof SaveStatusSchema>;
export type SaveSnapshot = v.InferOutput<typeof SnapshotSchema>;
export type EventRecord = v.InferOutput<typeof EventRecordSchema>;
export type StoredPlayer = v.InferOutput<typeof PlayerSchema>;
export type ExportFile = v.InferOutput<typeof ExportFileSchema>;
export type V1Game = v.InferOutput<typeof V1GameSchema>;

// The validated shapes must stay usable as the engine's and shell's own types.
const typesAgree: [
  Exact<v.InferOutput<typeof SettingsSchema>, Settings>,
  StoredPlayer extends PlayerInfo ? true : false,
  PlayerInfo extends StoredPlayer ? true : false,
  v.InferOutput<typeof GameEventSchema> extends GameEvent ? true : false,
  SaveHeader['input'] extends GameInput<unknown> ? true : false,
] = [true, true, true, true, true];
void typesAgree;

/** A short human-readable account of why a value failed a schema (kept in quarantine records). */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * Settings read back, field by field over `defaults`: a record from an older version (a field
 * missing) or with one bad field keeps the rest of the player's choices.
 */
export function mergeSettings(raw: unknown, defaults: Settings): Settings {
  const merged: Settings = { ...defaults };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return merged;
  const record = raw as Record<string, unknown>;
  for (const key of Object.keys(SettingsSchema.entries) as (keyof Settings)[]) {
    const field = v.safeParse(SettingsSchema.entries[key], record[key]);
    if (field.success) (merged as Record<keyof Settings, unknown>)[key] = field.output;
  }
  return merged;
}
