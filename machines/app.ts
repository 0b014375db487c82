// The shell's own statechart: which screen is showing, and whether an app update waits.
// Two parallel regions: `screen` (where the player is) and `update` (a new service worker is ready).
// It never touches the DOM or storage; its side effects (`applyUpdate`, `reload`, and asking the other
// tabs, `otherTabInGame`) are provided by main.ts.
import { assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import { isGameId, type GameId } from '../src/games/index';
import type { ResultSummary } from '../src/table/contract';

export interface AppContext {
  /** The game being set up, played, or whose rules are open. */
  gameId: GameId | null;
  saveId: string | null;
  result: ResultSummary | null;
  rules: { gameId: GameId; anchor?: string } | null;
  /** The companion's open score sheet, or tool (for the physical games). */
  sheetId: string | null;
  tool: CompanionTool | null;
  /** The shared replay being watched: its code, as the link carries it (src/replay/code.ts reads it). */
  replayCode: string | null;
  /** The replay opens with its review (Review on the results screen). */
  replayReview: boolean;
  /** The online table open: its code, as its invite link carries it. */
  onlineCode: string | null;
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
  /** A phone joins a table of devices (src/table/join.ts). */
  | { type: 'OPEN_JOIN' }
  /** An online table: made on the new-game screen, or its invite link opened (src/table/online). */
  | { type: 'OPEN_ONLINE'; code: string }
  | { type: 'OPEN_SHEET'; sheetId: string }
  | { type: 'OPEN_TOOL'; tool: CompanionTool }
  /** A shared replay's link was opened. */
  | { type: 'OPEN_REPLAY'; code: string; review?: boolean }
  | { type: 'FINISHED'; result: ResultSummary }
  | { type: 'PLAY_AGAIN'; saveId: string }
  | { type: 'HOME' }
  | { type: 'BACK' }
  | { type: 'UPDATE_AVAILABLE' }
  | { type: 'UPDATE' }
  /** The player updates although a game is open in another tab (that game stays open there). */
  | { type: 'UPDATE_ANYWAY' }
  /** Another tab of the app has left its game. */
  | { type: 'OTHER_TAB_LEFT_GAME' }
  /** The new version controls this page now (this tab or another one applied it). */
  | { type: 'UPDATE_ACTIVATED' };

/** How long an update may take to hand over before the page reloads anyway (nothing may hang). */
export const APPLY_TIMEOUT_MS = 10_000;

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
    keepResult: assign(({ event, context }) =>
      event.type === 'FINISHED' ? { result: event.result, gameId: isGameId(event.result.gameId) ? event.result.gameId : context.gameId, saveId: event.result.saveId } : {}),
    forgetAll: assign({ gameId: null, saveId: null, result: null, rules: null, sheetId: null, tool: null, replayCode: null, replayReview: false, onlineCode: null }),
    openReplay: assign(({ event }) => (event.type === 'OPEN_REPLAY' ? { replayCode: event.code, replayReview: event.review === true } : {})),
    openOnline: assign(({ event }) => (event.type === 'OPEN_ONLINE' ? { onlineCode: event.code } : {})),
    openSheet: assign(({ event }) => (event.type === 'OPEN_SHEET' ? { sheetId: event.sheetId } : {})),
    openTool: assign(({ event }) => (event.type === 'OPEN_TOOL' ? { tool: event.tool } : {})),
    closeCompanionPage: assign({ sheetId: null, tool: null }),
    /** Lets the waiting service worker take over (in every tab); main.ts provides it. */
    applyUpdate: () => {},
    /** Loads the new version; main.ts provides it. Only ever entered with no game open. */
    reload: () => {},
  },
  actors: {
    /** Whether another tab of the app is in a game (main.ts asks them over a BroadcastChannel). */
    otherTabInGame: fromPromise<boolean>(async () => false),
  },
  guards: {
    // A game on this device, or at an online table: an update never reloads under either.
    playing: or([stateIn({ screen: 'playing' }), stateIn({ screen: 'online' })]),
    notPlaying: not(or([stateIn({ screen: 'playing' }), stateIn({ screen: 'online' })])),
    atHome: stateIn({ screen: 'home' }),
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: { gameId: null, saveId: null, result: null, rules: null, sheetId: null, tool: null, replayCode: null, replayReview: false, onlineCode: null },
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
            OPEN_JOIN: 'joining',
            OPEN_REPLAY: { target: 'replay', actions: 'openReplay' },
            OPEN_ONLINE: { target: 'online', actions: 'openOnline' },
          },
        },
        // A finished game played back from its shared link (src/replay): nothing of it is stored.
        replay: {
          on: { BACK: { target: 'home', actions: 'forgetAll' } },
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
            OPEN_ONLINE: { target: 'online', actions: 'openOnline' },
            BACK: { target: 'home', actions: 'forgetAll' },
          },
        },
        saves: {
          on: {
            RESUME: { target: 'playing', actions: 'openSave' },
            BACK: 'home',
          },
        },
        // A phone at a table of devices: pairing, then its seat's screen, for as long as the game lasts.
        joining: {
          on: { BACK: 'home' },
        },
        // An online table: its lobby, then this device's seats, for as long as the game lasts.
        online: {
          on: { BACK: { target: 'home', actions: 'forgetAll' } },
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
    // Never reload under a game, in this tab or another: a tab in a game keeps it until it goes home, and a
    // tab asked to update first asks the others whether one of them is in a game.
    update: {
      initial: 'none',
      on: {
        UPDATE_ACTIVATED: [
          { guard: 'playing', target: '.waitingForHome.activated' },
          { target: '.reloading' },
        ],
      },
      states: {
        none: {
          on: { UPDATE_AVAILABLE: 'ready' },
        },
        ready: {
          always: { guard: 'playing', target: 'waitingForHome' },
          on: { UPDATE: { guard: 'notPlaying', target: 'checkingTabs' } },
        },
        // "It will start when you go home."
        waitingForHome: {
          initial: 'installed',
          states: {
            // The new version still waits: back home, this tab asks the others and applies it.
            installed: { always: { guard: 'atHome', target: '#app.update.checkingTabs' } },
            // The new version already controls this page (another tab applied it): back home, reload.
            activated: { always: { guard: 'atHome', target: '#app.update.reloading' } },
          },
        },
        checkingTabs: {
          always: { guard: 'playing', target: 'waitingForHome' },
          invoke: {
            src: 'otherTabInGame',
            onDone: [
              { guard: ({ event }) => event.output === true, target: 'waitingForOtherTab' },
              { target: 'applying' },
            ],
            onError: 'applying',
          },
        },
        // "A game is open in another tab": the update starts when that game is left, or when the player says so.
        waitingForOtherTab: {
          always: { guard: 'playing', target: 'waitingForHome' },
          on: { OTHER_TAB_LEFT_GAME: 'checkingTabs', UPDATE_ANYWAY: 'applying' },
        },
        // Waits for UPDATE_ACTIVATED; a hand-over that never comes ends in a reload all the same.
        applying: {
          entry: 'applyUpdate',
          always: { guard: 'playing', target: 'waitingForHome' },
          after: { [APPLY_TIMEOUT_MS]: 'reloading' },
        },
        reloading: {
          entry: 'reload',
        },
      },
    },
  },
});

export type AppMachine = typeof appMachine;
