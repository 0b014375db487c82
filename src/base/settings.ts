// Player settings: one record, kept in IndexedDB by src/store, read at start-up by the shell.
export type Lang = 'en' | 'fr' | 'de';
export type Motion = 'full' | 'reduced' | 'off';
export type BotPace = 'relaxed' | 'normal' | 'quick' | 'instant';
/** Moeraki's threat assist: marks on the hollows where one piece would win, at the beginner level only, always or never. */
export type WinningHollows = 'beginner' | 'always' | 'off';

export interface Settings {
  language: Lang;
  sound: boolean;
  /** full: cards travel; reduced: fades only (also chosen by the system preference); off: no animation. */
  motion: Motion;
  /** Symbols on every colour that carries meaning, plus a four-colour deck. */
  colourMarks: boolean;
  /** How long bots "think" before their move is shown. */
  botPace: BotPace;
  /** A guided first game: a short tip the first time each kind of move becomes possible. */
  tips: boolean;
  /** Court cards and aces show the letters printed on the Miau! Miau! deck (B D K A) instead of the language's
   *  (J Q K A, V D R A, B D K A). Absent (settings saved before it existed): off. */
  printedLetters?: boolean;
  /** Tips already seen ("gameId:KIND"), so they are not shown again. */
  tipsSeen: string[];
  /** Moeraki-Kemu: "Show winning hollows" (absent: 'beginner', on in the beginner's game only). */
  winningHollows?: WinningHollows;
}

export function defaultSettings(nav: { languages?: readonly string[]; language?: string } | undefined = globalThis.navigator,
  prefersReducedMotion = false): Settings {
  const langs = nav?.languages?.length ? nav.languages : [nav?.language ?? 'en'];
  const language = (langs.map((l) => l.slice(0, 2).toLowerCase()).find((l) => l === 'en' || l === 'fr' || l === 'de') ?? 'en') as Lang;
  return { language, sound: false, motion: prefersReducedMotion ? 'reduced' : 'full', colourMarks: false, botPace: 'normal', tips: true, tipsSeen: [], winningHollows: 'beginner', printedLetters: false };
}

export const botPaceMs: Record<BotPace, number> = { relaxed: 1400, normal: 800, quick: 350, instant: 0 };
