// What a table host needs of a game besides its rules and bot: the words of its move log, and whether a bot's move
// waits for a person's tap. Each game's ../games/<id>/table-words.ts gives them without PixiJS or CSS, so the
// online server (server/games.ts) runs a table without a browser; its table module (play.ts) uses the same
// functions. A leaf of types only, like ./game-ui.ts, whose GameModule has these same three fields.

export interface HostWords<V = any, S = any> {
  /** Sentences for what the last event did, as `view`'s seat may read them (GameModule.describe). */
  describe(view: V, names: string[]): string[];
  /** Registers the game's words: English at once, French and German in every language in use, now or loaded
   *  later (wordsOnDemand), so a phone that joins in French reads its move log in French (TableHost.join). */
  registerText(): void;
  /** Optional: a bot's move that people should see coming waits for a person's tap (GameModule.waitsForPeople). */
  waitsForPeople?(state: S): boolean;
}
