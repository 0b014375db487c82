import { describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition, type SnapshotFrom } from 'xstate';
import { appMachine, type AppEvent } from './app';
import type { ResultSummary } from '../src/play/contract';

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

  it('ignores events that do not belong to a screen', () => {
    const s = run({ type: 'FINISHED', result }, { type: 'PLAY_AGAIN', saveId: 'x' }, { type: 'BACK' });
    expect(s.matches({ screen: 'home' })).toBe(true);
    expect(run({ type: 'OPEN_SETTINGS' }, { type: 'RESUME', saveId: 'x' }).matches({ screen: 'settings' })).toBe(true);
  });
});

describe('app machine: updates', () => {
  function actorWithUpdate() {
    const applyUpdate = vi.fn();
    const actor = createActor(appMachine.provide({ actions: { applyUpdate } }));
    actor.start();
    return { actor, applyUpdate };
  }

  it('applies an update on request when no game is open', () => {
    const { actor, applyUpdate } = actorWithUpdate();
    actor.send({ type: 'UPDATE_AVAILABLE' });
    expect(actor.getSnapshot().matches({ update: 'ready' })).toBe(true);
    actor.send({ type: 'OPEN_SETTINGS' });
    actor.send({ type: 'UPDATE' });
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });

  it('never applies an update during a game: it waits until home', () => {
    const { actor, applyUpdate } = actorWithUpdate();
    actor.send({ type: 'RESUME', saveId: 'a' });
    actor.send({ type: 'UPDATE_AVAILABLE' });
    expect(actor.getSnapshot().matches({ update: 'waitingForHome' })).toBe(true);
    actor.send({ type: 'UPDATE' });
    actor.send({ type: 'OPEN_RULES', gameId: 'meow-meow' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'FINISHED', result });
    expect(applyUpdate).not.toHaveBeenCalled();
    actor.send({ type: 'HOME' });
    expect(applyUpdate).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ update: 'applying' })).toBe(true);
  });

  it('an update left waiting at home is held once a game starts', () => {
    const { actor, applyUpdate } = actorWithUpdate();
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'RESUME', saveId: 'a' });
    expect(actor.getSnapshot().matches({ update: 'waitingForHome' })).toBe(true);
    expect(applyUpdate).not.toHaveBeenCalled();
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

  it('an update waiting is applied from the companion (no game is open there)', () => {
    const applyUpdate = vi.fn();
    const actor = createActor(appMachine.provide({ actions: { applyUpdate } }));
    actor.start();
    actor.send({ type: 'OPEN_COMPANION' });
    actor.send({ type: 'OPEN_SHEET', sheetId: 's' });
    actor.send({ type: 'UPDATE_AVAILABLE' });
    actor.send({ type: 'UPDATE' });
    expect(applyUpdate).toHaveBeenCalledTimes(1);
  });
});
