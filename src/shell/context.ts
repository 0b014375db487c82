// What every screen gets from the shell: the store, the settings, a way to move the app machine and
// a way to tell the player something. Screens never reach for globals.
import type { Reason } from '../engine/types';
import type { Problem, SaveStore, SheetStoreApi } from '../store';
import type { AppContext, AppEvent } from '../../machines/app';
import type { Settings } from '../base/settings';

/** The part of the store the shell uses (a fake with these methods is enough for screenshots). */
export type ShellStore = Pick<SaveStore, 'list' | 'create' | 'writeLog' | 'remove' | 'exportSave' | 'importSave' | 'getSettings' | 'putSettings'
  | 'attention' | 'planRecovery' | 'recover' | 'exportAttention' | 'removeAttention' | 'db'>;
/** The companion's score sheets (same database, their own store). */
export type ShellSheets = SheetStoreApi;

export interface ShellContext {
  readonly store: ShellStore;
  readonly sheets: ShellSheets;
  settings(): Settings;
  /** Saves and applies new settings; a new language re-renders the shell. */
  changeSettings(next: Settings): Promise<boolean>;
  send(event: AppEvent): void;
  /** A message that does not block anything; `urgent` ones use role="alert". */
  notify(reason: Reason, urgent?: boolean): void;
  /** Store problems (damaged saves) are told once per session, wherever they are found first. */
  reportProblems(problems: readonly Problem[]): void;
}

export interface Screen {
  readonly root: HTMLElement;
  /** The document title while this screen shows. */
  readonly title: string;
  /** When present, a settings change is handed to the screen instead of re-rendering it (an open game). */
  applySettings?(settings: Settings): void;
  /** Resolves when the screen holds what it shows at first (home: its saves read), so that it is shown whole:
   *  nothing arriving a moment later moves what is under a finger. The shell shows it then (at most
   *  SCREEN_READY_WAIT_MS later: ./view.ts). */
  readonly ready?: Promise<unknown>;
  /** Makes the screen unreachable (inert) while a dialog covers it. */
  setCovered?(covered: boolean): void;
  dispose?(): void;
}

export type ScreenFactory = (ctx: ShellContext, app: AppContext) => Screen;
