import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { appMachine, type AppEvent } from '../../machines/app';
import type { ResultSummary } from '../table/contract';
import { backActionOf, eventsFor, GUARD, HOME_ROUTE, readEntry, routeOf, screenKind, stepTo } from './history';

const isGame = (id: string) => ['meow-meow', 'mauwi', 'moeraki', 'pocket-cats', 'purrrummy', 'kitty-cat'].includes(id);

function run(events: AppEvent[]) {
  let [snap] = initialTransition(appMachine);
  for (const e of events) [snap] = transition(appMachine, snap, e);
  return snap;
}
const routeAfter = (events: AppEvent[]) => { const s = run(events); return routeOf({ screen: s.value.screen, context: s.context }); };

describe('history: a route per screen, and back', () => {
  // Every screen the machine can show, the events that reach it from home, and its URL.
  const screens: [string, AppEvent[]][] = [
    [HOME_ROUTE, []],
    ['#/new/mauwi', [{ type: 'OPEN_NEW_GAME', gameId: 'mauwi' }]],
    ['#/saves', [{ type: 'OPEN_SAVES' }]],
    ['#/settings', [{ type: 'OPEN_SETTINGS' }]],
    ['#/rules/moeraki', [{ type: 'OPEN_RULES', gameId: 'moeraki' }]],
    ['#/rules/moeraki/tahuna', [{ type: 'OPEN_RULES', gameId: 'moeraki', anchor: 'tahuna' }]],
    ['#/play/abc-1', [{ type: 'RESUME', saveId: 'abc-1' }]],
    ['#/play/abc-1/rules/kitty-cat/hiss', [{ type: 'RESUME', saveId: 'abc-1' }, { type: 'OPEN_RULES', gameId: 'kitty-cat', anchor: 'hiss' }]],
    ['#/companion', [{ type: 'OPEN_COMPANION' }]],
    ['#/companion/sheet/s%2F1', [{ type: 'OPEN_COMPANION' }, { type: 'OPEN_SHEET', sheetId: 's/1' }]],
    ['#/companion/tool/timer', [{ type: 'OPEN_COMPANION' }, { type: 'OPEN_TOOL', tool: 'timer' }]],
  ];

  it.each(screens)('%s: the machine screen reached by the route\'s events has that route (a reload lands there)', (route, events) => {
    expect(eventsFor(route, isGame)).toEqual(events);
    expect(routeAfter(events)).toBe(route);
  });

  it('the results have a route, but a reload with no result in memory goes home', () => {
    const result: ResultSummary = { gameId: 'meow-meow', saveId: 's1', players: [], winners: [0], figures: [0], figureKey: 'k', replay: { options: {}, players: [] } };
    expect(routeAfter([{ type: 'RESUME', saveId: 's1' }, { type: 'FINISHED', result }])).toBe('#/results');
    expect(eventsFor('#/results', isGame)).toEqual([]);
  });

  it('anything unknown or malformed is home: unknown games, tools, bad escapes, no fragment', () => {
    for (const route of ['', '#', '#/nope', '#/new/chess', '#/rules/', '#/play/', '#/play/%E0%A4%A', '#/companion/tool/dice', 'saves'])
      expect(eventsFor(route, isGame).filter((e) => e.type !== 'OPEN_COMPANION'), route).toEqual([]);
    expect(eventsFor(`#/play/${'x'.repeat(300)}`, isGame)).toEqual([]);
  });

  it('a game and its results are one screen (replaced, not pushed); its rules dialog is another', () => {
    expect(screenKind('#/play/a')).toBe(screenKind('#/results'));
    expect(screenKind('#/play/a')).toBe(screenKind('#/play/b'));
    expect(screenKind('#/play/a/rules/mauwi')).not.toBe(screenKind('#/play/a'));
    expect(screenKind('#/companion/sheet/1')).not.toBe(screenKind('#/companion'));
  });

  it('the history pushes a new screen, replaces the same screen, and goes back to one already in the stack', () => {
    const home = [GUARD, HOME_ROUTE];
    expect(stepTo(home, HOME_ROUTE)).toEqual({ kind: 'none' });
    expect(stepTo(home, '#/saves')).toEqual({ kind: 'push' });
    expect(stepTo([...home, '#/new/mauwi', '#/play/a'], '#/results')).toEqual({ kind: 'replace' });
    expect(stepTo([...home, '#/results'], '#/play/b')).toEqual({ kind: 'replace' });
    expect(stepTo([...home, '#/play/a'], '#/play/a/rules/mauwi')).toEqual({ kind: 'push' });
    // The machine went home from deep down: back to home's entry, never a second home on top.
    expect(stepTo([...home, '#/new/mauwi', '#/play/a'], HOME_ROUTE)).toEqual({ kind: 'go', index: 1 });
    expect(stepTo([...home, '#/companion', '#/companion/sheet/1'], '#/companion')).toEqual({ kind: 'go', index: 2 });
    // At the guard (Back pressed at home): home goes back on top of it.
    expect(stepTo([GUARD], HOME_ROUTE)).toEqual({ kind: 'push' });
  });

  it('Back: home asks, a game goes home through its own Home button, the results go home, the rest is the machine\'s BACK', () => {
    expect(backActionOf('home')).toEqual({ kind: 'ask' });
    expect(backActionOf({ playing: 'table' })).toEqual({ kind: 'leaveGame' });
    expect(backActionOf({ playing: 'readingRules' })).toEqual({ kind: 'send', event: { type: 'BACK' } });
    expect(backActionOf('results')).toEqual({ kind: 'send', event: { type: 'HOME' } });
    for (const screen of ['saves', 'settings', 'rules', 'newGame', 'companion', 'sheet', 'tool'])
      expect(backActionOf(screen)).toEqual({ kind: 'send', event: { type: 'BACK' } });
  });

  it('every screen\'s Back, sent to the machine, lands on the screen of an entry below it', () => {
    for (const [route, events] of screens.slice(1)) {
      const s = run(events);
      const action = backActionOf(s.value.screen);
      const event: AppEvent = action.kind === 'send' ? action.event : { type: 'HOME' };
      const after = transition(appMachine, s, event)[0];
      const back = routeOf({ screen: after.value.screen, context: after.context });
      expect(back, route).not.toBe(route);
      expect([HOME_ROUTE, '#/companion', '#/play/abc-1'], route).toContain(back);
    }
  });

  it('reads only its own entries back (another script\'s state, or a damaged one, is not ours)', () => {
    expect(readEntry({ nineLives: 1, index: 1, stack: [GUARD, HOME_ROUTE] })).toEqual({ nineLives: 1, index: 1, stack: [GUARD, HOME_ROUTE] });
    for (const bad of [null, 'x', {}, { nineLives: 1, index: 2, stack: [GUARD, HOME_ROUTE] }, { nineLives: 1, index: 0, stack: ['#/'] },
      { nineLives: 1, index: 1, stack: [GUARD, 3] }]) expect(readEntry(bad)).toBeNull();
  });
});
