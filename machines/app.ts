// The shell's own statechart: which screen is showing, and whether an app update waits.
// Two parallel regions: `screen` (where the player is) and `update` (a new service worker is ready).
// It never touches the DOM or storage; the one side effect, `applyUpdate`, is provided by main.ts.
import { assign, not, setup, stateIn } from 'xstate';
import type { GameId } from '../src/engine/types';
import type { ResultSummary } from '../src/play/contract';

export interface AppContext {
  /** The game being set up, played, or whose rules are open. */
  gameId: GameId | null;
  saveId: string | null;
  result: ResultSummary | null;
  rules: { gameId: GameId; anchor?: string } | null;
  /** The companion's open score sheet, or tool (for the physical games). */
  sheetId: string | null;
  tool: CompanionTool | null;
}

/** The companion's tools beside the score sheets. */
export type CompanionTool = 'picker' | 'timer';

export type AppEvent =
  | { type: 'OPEN_NEW_GAME'; gameId: GameId }
  | { type: 'START'; saveId: string; gameId?: GameId }
  | { type: 'RESUME'; saveId: string; gameId?: GameId }
  | { type: 'OPEN_SAVES' }
  | { type: 'OPEN_SETTINGS' }
  | { type: 'OPEN_RULES'; gameId: GameId; anchor?: string }
  | { type: 'OPEN_COMPANION' }
  | { type: 'OPEN_SHEET'; sheetId: string }
  | { type: 'OPEN_TOOL'; tool: CompanionTool }
  | { type: 'FINISHED'; result: ResultSummary }
  | { type: 'PLAY_AGAIN'; saveId: string }
  | { type: 'HOME' }
  | { type: 'BACK' }
  | { type: 'UPDATE_AVAILABLE' }
  | { type: 'UPDATE' };

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actions: {
    chooseGame: assign(({ event }) => (event.type === 'OPEN_NEW_GAME' ? { gameId: event.gameId } : {})),
    openSave: assign(({ event, context }) =>
      event.type === 'START' || event.type === 'RESUME' || event.type === 'PLAY_AGAIN'
        ? { saveId: event.saveId, gameId: ('gameId' in event && event.gameId) || context.gameId, result: null }
        : {}),
    openRules: assign(({ event }) =>
      event.type === 'OPEN_RULES' ? { rules: { gameId: event.gameId, anchor: event.anchor } } : {}),
    closeRules: assign({ rules: null }),
    keepResult: assign(({ event }) =>
      event.type === 'FINISHED' ? { result: event.result, gameId: event.result.gameId, saveId: event.result.saveId } : {}),
    forgetAll: assign({ gameId: null, saveId: null, result: null, rules: null, sheetId: null, tool: null }),
    openSheet: assign(({ event }) => (event.type === 'OPEN_SHEET' ? { sheetId: event.sheetId } : {})),
    openTool: assign(({ event }) => (event.type === 'OPEN_TOOL' ? { tool: event.tool } : {})),
    closeCompanionPage: assign({ sheetId: null, tool: null }),
    /** Installs the waiting service worker (reloads the page); main.ts provides it. */
    applyUpdate: () => {},
  },
  guards: {
    playing: stateIn({ screen: 'playing' }),
    notPlaying: not(stateIn({ screen: 'playing' })),
    atHome: stateIn({ screen: 'home' }),
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: { gameId: null, saveId: null, result: null, rules: null, sheetId: null, tool: null },
  states: {
    screen: {
      initial: 'home',
      on: {
        // The way out from anywhere (the game's own "exit" sends it too).
        HOME: { target: '.home', actions: 'forgetAll' },
      },
      states: {
        home: {
          on: {
            OPEN_NEW_GAME: { target: 'newGame', actions: 'chooseGame' },
            RESUME: { target: 'playing', actions: 'openSave' },
            OPEN_SAVES: 'saves',
            OPEN_SETTINGS: 'settings',
            OPEN_RULES: { target: 'rules', actions: 'openRules' },
            OPEN_COMPANION: 'companion',
          },
        },
        // The table companion for the physical games: its sheets and tools, then one sheet or tool.
        companion: {
          on: {
            OPEN_SHEET: { target: 'sheet', actions: 'openSheet' },
            OPEN_TOOL: { target: 'tool', actions: 'openTool' },
            BACK: 'home',
          },
        },
        sheet: {
          on: { BACK: { target: 'companion', actions: 'closeCompanionPage' } },
        },
        tool: {
          on: { BACK: { target: 'companion', actions: 'closeCompanionPage' } },
        },
        newGame: {
          on: {
            START: { target: 'playing', actions: 'openSave' },
            BACK: { target: 'home', actions: 'forgetAll' },
          },
        },
        saves: {
          on: {
            RESUME: { target: 'playing', actions: 'openSave' },
            BACK: 'home',
          },
        },
        settings: {
          on: { BACK: 'home' },
        },
        rules: {
          on: { BACK: { target: 'home', actions: 'closeRules' } },
        },
        playing: {
          initial: 'table',
          on: {
            FINISHED: { target: 'results', actions: 'keepResult' },
          },
          states: {
            table: {
              on: { OPEN_RULES: { target: 'readingRules', actions: 'openRules' } },
            },
            // The rules open over the table, so the game stays loaded underneath.
            readingRules: {
              on: {
                BACK: { target: 'table', actions: 'closeRules' },
                OPEN_RULES: { target: 'readingRules', actions: 'openRules' },
              },
            },
          },
        },
        results: {
          on: {
            PLAY_AGAIN: { target: 'playing', actions: 'openSave' },
          },
        },
      },
    },
    update: {
      initial: 'none',
      states: {
        none: {
          on: { UPDATE_AVAILABLE: 'ready' },
        },
        ready: {
          // Never reload under a game: once a game is open, the update waits for home.
          always: { guard: 'playing', target: 'waitingForHome' },
          on: { UPDATE: { guard: 'notPlaying', target: 'applying' } },
        },
        waitingForHome: {
          always: { guard: 'atHome', target: 'applying' },
        },
        applying: {
          entry: 'applyUpdate',
        },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
