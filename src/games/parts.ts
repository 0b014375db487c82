// The one shape of a game's folder, src/games/<id>/: index.ts (its entry) and picture.ts beside
//   rules/   the definition, state, events, view and the rule functions the chart calls
//   bot/     the bot adapter and its search
//   screen/  the table module (play.ts: scene, keys, controls, hints), its scene and CSS
//   words/   home.ts (the shell's), table.ts (every word the table registers, English), host.ts (the move log's
//            words for a table host, without PixiJS), names.ts (where words are put together), rules-text.ts, and
//            the French and German of each in …translations.ts, loaded only in a language in use
//   sheet/   the companion's score sheet, for a game whose physical box keeps score
//   test/    the shared tests' cases and the game's testkit
// Where a part is found by its path (the tests that read sources, the size check's manifest, the bot worker's
// literal glob, the shared tests' cases), the path comes from here; everything else is named by the
// entry's loaders (a table's French and German too: its host words' `translations`).
export const GAME_PARTS = {
  table: 'screen/play.ts',
  scene: 'screen/scene.ts',
  screen: 'screen/',
  bot: 'bot/bot.ts',
  hostWords: 'words/host.ts',
  tableTranslations: 'words/table-translations.ts',
  testCases: 'test/test-cases.ts',
} as const;

/** A game's part as a path under src/games/ ("meow-meow/screen/play.ts"). */
export const gamePart = (id: string, part: keyof typeof GAME_PARTS): string => `${id}/${GAME_PARTS[part]}`;
