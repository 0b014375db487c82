import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { APPLY_TIMEOUT_MS, appMachine, type AppEvent } from './app';
import type { ResultSummary } from '../src/table/contract';

type Snap = SnapshotFrom<typeof appMachine>;

function run(...events: AppEvent[]): Snap {
  let [snap] = initialTransition(appMachine);
  for (const e of events) [snap] = transition(appMachine, snap, e);
  return snap;
}

const result: ResultSummary = {
  gameId: 'meow-meow',
  saveId: 's1',
  players: [{ name: 'Ana', kind: 'person' }, { name: 'Luna', kind: 'bot', level: 'normal' }],
  winners: [0],
  figures: [0, 3],
  figureKey: 'results.cardsLeft',
  replay: { options: { deck: 32, dealer: 1 }, players: [] },
};

describe('app machine: screens', () => {
  it('starts at home with no update waiting', () => {
    expect(run().value).toEqual({ screen: 'home', update: 'none' });
  });

  it('goes home → new game → playing → results → play again', () => {
    let s = run({ type: 'OPEN_NEW_GAME', gameId: 'meow-meow' });
    expect(s.matches({ screen: 'newGame' })).toBe(true);
    expect(s.context.gameId).toBe('meow-meow');
    s = transition(appMachine, s, { type: 'START', saveId: 's1' })[0];
    expect(s.matches({ screen: { playing: 'table' } })).toBe(true);
    expect(s.context).toMatchObject({ gameId: 'meow-meow', saveId: 's1' });
    s = transition(appMachine, s, { type: 'FINISHED', result })[0];
    expect(s.matches({ screen: 'results' })).toBe(true);
    expect(s.context.result).toBe(result);
    s = transition(appMachine, s, { type: 'PLAY_AGAIN', saveId: 's2' })[0];
    expect(s.matches({ screen: 'playing' })).toBe(true);
    expect(s.context).toMatchObject({ saveId: 's2', gameId: 'meow-meow', result: null });
  });

  it('resumes a save from home or from the saves list', () => {
    expect(run({ type: 'RESUME', saveId: 'a', gameId: 'meow-meow' }).context).toMatchObject({ saveId: 'a', gameId: 'meow-meow' });
    const s = run({ type: 'OPEN_SAVES' }, { type: 'RESUME', saveId: 'b' });
    expect(s.matches({ screen: 'playing' })).toBe(true);
    expect(s.context.saveId).toBe('b');
  });

  it('BACK returns home from the menu screens', () => {
    for (const open of [{ type: 'OPEN_SAVES' }, { type: 'OPEN_SETTINGS' }, { type: 'OPEN_NEW_GAME', gameId: 'meow-meow' },
      { type: 'OPEN_RULES', gameId: 'meow-meow' }] as AppEvent[]) {
      const s = run(open, { type: 'BACK' });
      expect(s.matches({ screen: 'home' }), open.type).toBe(true);
    }
  });

  it('HOME leaves anything, including a game, and forgets it', () => {
    const s = run({ type: 'RESUME', saveId: 'a' }, { type: 'HOME' });
    expect(s.matches({ screen: 'home' })).toBe(true);
    expect(s.context).toMatchObject({ saveId: null, gameId: null, result: null });
  });

  it('opens the rules at an anchor; during a game they open over the table', () => {
    let s = run({ type: 'OPEN_RULES', gameId: 'meow-meow', anchor: 'sevens' });
    expect(s.matches({ screen: 'rules' })).toBe(true);
    expect(s.context.rules).toEqual({ gameId: 'meow-meow', anchor: 'sevens' });

    s = run({ type: 'RESUME', saveId: 'a' }, { type: 'OPEN_RULES', gameId: 'meow-meow', anchor: 'jacks' });
    expect(s.matches({ screen: { playing: 'readingRules' } })).toBe(true);
    expect(s.context.saveId).toBe('a');
    s = transition(appMachine, s, { type: 'BACK' })[0];
    expect(s.matches({ screen: { playing: 'table' } })).toBe(true);
    expect(s.context.rules).toBeNull();
  });

  it('opens a shared replay from its link; Back and Home leave it and forget the code', () => {
    let s = run({ type: 'OPEN_REPLAY', code: '1abc' });
    expect(s.matches({ screen: 'replay' })).toBe(true);
    expect(s.context.replayCode).toBe('1abc');
    s = transition(appMachine, s, { type: 'BACK' })[0];
    expect(s.matches({ screen: 'home' })).toBe(true);
    expect(s.context.replayCode).toBeNull();
    expect(run({ type: 'OPEN_REPLAY', code: '1abc' }, { type: 'HOME' }).context.replayCode).toBeNull();
    // Only from home (a link is opened by going home first): not over a game.
    expect(run({ type: 'RESUME', saveId: 'a' }, { type: 'OPEN_REPLAY', code: '1abc' }).matches({ screen: 'playing' })).toBe(true);
  });

  it('ignores events that do not belong to a screen', () => {
    const s = run({ type: 'FINISHED', result }, { type: 'PLAY_AGAIN', saveId: 'x' }, { type: 'BACK' });
    expect(s.matches({ screen: 'home' })).toBe(true);
    expect(run({ type: 'OPEN_SETTINGS' }, { type: 'RESUME', saveId: 'x' }).matches({ screen: 'settings' })).toBe(true);
  });
});

describe('app machine: updates', () => {
  /** An app whose other tabs answer "is anyone in a game?" with `answers`, one per question (then "no"). */
  function appWithTabs(answers: (boolean | Error)[] = []) {
    const applyUpdate = vi.fn();
    const reload = vi.fn();
    let questions = 0;
    const actor = createActor(appMachine.provide({
      actions: { applyUpdate, reload },
      actors: {
        otherTabInGame: fromPromise(async () => {
          const answer = answers[questions++] ?? false;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }));
    actor.start();
    const update = () => actor.getSnapshot().value.update;
    return { actor, applyUpdate, reload, update, questions: () => questions };
  }

  it('applies an update on request when no game is open here or in another tab', async () => {
    const { actor, applyUpdate, reload, update, questions } = appWithTabs([false]);
    actor.send({ type: 'UPDATE_AVAILABLE' });
    expect(update()).toBe('ready');
    actor.send({ type: 'OPEN_SETTINGS' });
    actor.send({ type: 'UPDATE' });
    expect(update()).toBe('checkingTabs');
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
    expect(questions()).toBe(1);
    expect(update()).toBe('applying');
    // The new worker takes over: with no game open here, the page reloads into it.
    actor.send({ type: 'UPDATE_ACTIVATED' });
    expect(update()).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('waits while another tab is in a game, and applies once that game is left', async () => {
    const { actor, applyUpdate, update, questions } = appWithTabs([true, true, false]);
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'UPDATE' });
    await vi.waitFor(() => expect(update()).toBe('waitingForOtherTab'));
    // One of several games is left: the tabs are asked again, and another one is still playing.
    actor.send({ type: 'OTHER_TAB_LEFT_GAME' });
    await vi.waitFor(() => expect(questions()).toBe(2));
    await vi.waitFor(() => expect(update()).toBe('waitingForOtherTab'));
    expect(applyUpdate).not.toHaveBeenCalled();
    actor.send({ type: 'OTHER_TAB_LEFT_GAME' });
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
    expect(update()).toBe('applying');
  });

  it('the player may update anyway while another tab is in a game', async () => {
    const { actor, applyUpdate, update } = appWithTabs([true]);
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'UPDATE' });
    await vi.waitFor(() => expect(update()).toBe('waitingForOtherTab'));
    actor.send({ type: 'UPDATE_ANYWAY' });
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(update()).toBe('applying');
  });

  it('a question the tabs cannot answer does not hold the update back', async () => {
    const { actor, applyUpdate } = appWithTabs([new Error('no channel')]);
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'UPDATE' });
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
  });

  it('never applies an update during a game: it waits until home, then asks the other tabs', async () => {
    const { actor, applyUpdate, reload, update } = appWithTabs([false]);
    actor.send({ type: 'RESUME', saveId: 'a' });
    actor.send({ type: 'UPDATE_AVAILABLE' });
    expect(update()).toEqual({ waitingForHome: 'installed' });
    actor.send({ type: 'UPDATE' });
    actor.send({ type: 'UPDATE_ANYWAY' });
    actor.send({ type: 'OPEN_RULES', gameId: 'meow-meow' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'FINISHED', result });
    expect(applyUpdate).not.toHaveBeenCalled();
    actor.send({ type: 'HOME' });
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
    expect(update()).toBe('applying');
    expect(reload).not.toHaveBeenCalled();
  });

  it('an update left waiting at home is held once a game starts', () => {
    const { actor, applyUpdate, update } = appWithTabs();
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'RESUME', saveId: 'a' });
    expect(update()).toEqual({ waitingForHome: 'installed' });
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('a game started while the tabs are being asked holds the update', async () => {
    const { actor, applyUpdate, update, questions } = appWithTabs([false]);
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'UPDATE' });
    actor.send({ type: 'RESUME', saveId: 'a' });
    expect(update()).toEqual({ waitingForHome: 'installed' });
    await vi.waitFor(() => expect(questions()).toBe(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('another tab applied the update during my game: no reload until I go home', () => {
    const { actor, applyUpdate, reload, update } = appWithTabs();
    actor.send({ type: 'RESUME', saveId: 'a' });
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'UPDATE_ACTIVATED' });
    expect(update()).toEqual({ waitingForHome: 'activated' });
    actor.send({ type: 'OPEN_RULES', gameId: 'meow-meow' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'FINISHED', result });
    actor.send({ type: 'PLAY_AGAIN', saveId: 'b' });
    expect(reload).not.toHaveBeenCalled();
    actor.send({ type: 'HOME' });
    expect(reload).toHaveBeenCalledTimes(1);
    // The new version is already in control: nothing left to apply.
    expect(applyUpdate).not.toHaveBeenCalled();
  });

  it('a new version taking over a tab with no game open reloads it at once', () => {
    for (const screen of [[], [{ type: 'OPEN_SETTINGS' }], [{ type: 'UPDATE_AVAILABLE' }], [{ type: 'OPEN_COMPANION' }]] as AppEvent[][]) {
      const { actor, reload } = appWithTabs();
      for (const e of screen) actor.send(e);
      actor.send({ type: 'UPDATE_ACTIVATED' });
      expect(reload, JSON.stringify(screen)).toHaveBeenCalledTimes(1);
    }
  });

  it('a hand-over that never comes ends in a reload, but never under a game', async () => {
    vi.useFakeTimers();
    try {
      const { actor, reload, update } = appWithTabs([false, false]);
      actor.send({ type: 'UPDATE_AVAILABLE' });
      actor.send({ type: 'UPDATE' });
      await vi.advanceTimersByTimeAsync(0);
      expect(update()).toBe('applying');
      await vi.advanceTimersByTimeAsync(APPLY_TIMEOUT_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(reload).toHaveBeenCalledTimes(1);

      const second = appWithTabs([false]);
      second.actor.send({ type: 'UPDATE_AVAILABLE' });
      second.actor.send({ type: 'UPDATE' });
      await vi.advanceTimersByTimeAsync(0);
      expect(second.update()).toBe('applying');
      second.actor.send({ type: 'RESUME', saveId: 'a' });
      await vi.advanceTimersByTimeAsync(APPLY_TIMEOUT_MS * 2);
      expect(second.reload).not.toHaveBeenCalled();
      expect(second.update()).toEqual({ waitingForHome: 'installed' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('app machine: the table companion', () => {
  it('goes home → companion → a sheet → back to the companion → home', () => {
    let s = run({ type: 'OPEN_COMPANION' });
    expect(s.matches({ screen: 'companion' })).toBe(true);
    s = transition(appMachine, s, { type: 'OPEN_SHEET', sheetId: 'sheet-1' })[0];
    expect(s.matches({ screen: 'sheet' })).toBe(true);
    expect(s.context.sheetId).toBe('sheet-1');
    s = transition(appMachine, s, { type: 'BACK' })[0];
    expect(s.matches({ screen: 'companion' })).toBe(true);
    expect(s.context.sheetId).toBeNull();
    s = transition(appMachine, s, { type: 'BACK' })[0];
    expect(s.matches({ screen: 'home' })).toBe(true);
  });

  it('opens the picker and the timer from the companion and returns to it', () => {
    for (const tool of ['picker', 'timer'] as const) {
      let s = run({ type: 'OPEN_COMPANION' }, { type: 'OPEN_TOOL', tool });
      expect(s.matches({ screen: 'tool' })).toBe(true);
      expect(s.context.tool).toBe(tool);
      s = transition(appMachine, s, { type: 'BACK' })[0];
      expect(s.matches({ screen: 'companion' })).toBe(true);
      expect(s.context.tool).toBeNull();
    }
  });

  it('HOME from a sheet forgets it; companion events elsewhere are ignored', () => {
    const s = run({ type: 'OPEN_COMPANION' }, { type: 'OPEN_SHEET', sheetId: 'x' }, { type: 'HOME' });
    expect(s.matches({ screen: 'home' })).toBe(true);
    expect(s.context.sheetId).toBeNull();
    expect(run({ type: 'OPEN_SHEET', sheetId: 'x' }).matches({ screen: 'home' })).toBe(true);
    expect(run({ type: 'OPEN_SAVES' }, { type: 'OPEN_COMPANION' }).matches({ screen: 'saves' })).toBe(true);
    expect(run({ type: 'RESUME', saveId: 'a' }, { type: 'OPEN_TOOL', tool: 'timer' }).matches({ screen: 'playing' })).toBe(true);
  });

  it('an update waiting is applied from the companion (no game is open there)', async () => {
    const applyUpdate = vi.fn();
    const actor = createActor(appMachine.provide({ actions: { applyUpdate } }));
    actor.start();
    actor.send({ type: 'OPEN_COMPANION' });
    actor.send({ type: 'OPEN_SHEET', sheetId: 's' });
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'UPDATE' });
    await vi.waitFor(() => expect(applyUpdate).toHaveBeenCalledTimes(1));
  });
});
