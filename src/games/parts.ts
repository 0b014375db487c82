// The one shape of a game's folder, src/games/<id>/: index.ts (its entry) and picture.ts beside
//   rules/   the definition, state, events, view and the rule functions the chart calls
//   bot/     the bot adapter and its search
//   screen/  the table module (play.ts: scene, keys, controls, hints), its scene and CSS
//   words/   its words: the shell's, the table's, the move log's (table-words.ts), the rules text, translations
//   sheet/   the companion's score sheet (Mauwi, Moeraki, Pocket Cats, Kitty Cat)
//   test/    the shared tests' cases and the game's testkit
// Where a part is found by its path (the tests that read sources, the size check's manifest, the languages' setup
// of the tests), the path comes from here; everything else is named by the entry's loaders.
export const GAME_PARTS = {
  table: 'screen/play.ts',
  scene: 'screen/scene.ts',
  screen: 'screen/',
  bot: 'bot/bot.ts',
  hostWords: 'words/table-words.ts',
  tableTranslations: 'words/table-translations.ts',
  testCases: 'test/test-cases.ts',
} as const;

/** A game's part as a path under src/games/ ("meow-meow/screen/play.ts"). */
export const gamePart = (id: string, part: keyof typeof GAME_PARTS): string => `${id}/${GAME_PARTS[part]}`;
