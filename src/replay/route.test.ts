// The replay's link in the shell's router (src/shell/history.ts): #/replay/<code> opens the replay screen from
// home (a link opened on a fresh device, or a reload), and the screen's route is its link again.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { appMachine, type AppEvent } from '../../machines/app';
import { backActionOf, eventsFor, routeOf, stepTo, GUARD, HOME_ROUTE } from '../shell/history';
import { replayLink } from '../shell/screens/share-panel';

const isGame = () => true;
const CODE = '1y25lC1VQUUsDMQz-L3m_';

function routeAfter(events: AppEvent[]): string {
  let [s] = initialTransition(appMachine);
  for (const e of events) [s] = transition(appMachine, s, e);
  return routeOf({ screen: s.value.screen, context: s.context });
}

describe('the replay route', () => {
  it('a link opens the replay screen, whose route is the link again', () => {
    const events = eventsFor(`#/replay/${CODE}`, isGame);
    expect(events).toEqual([{ type: 'OPEN_REPLAY', code: CODE }]);
    expect(routeAfter(events)).toBe(`#/replay/${CODE}`);
  });

  it('no code, or one longer than any game, is home (the screen words every other refusal)', () => {
    expect(eventsFor('#/replay/', isGame)).toEqual([]);
    expect(eventsFor(`#/replay/1${'A'.repeat(40_000)}`, isGame)).toEqual([]);
    expect(eventsFor('#/replay/1-bad', isGame)).toEqual([{ type: 'OPEN_REPLAY', code: '1-bad' }]);
  });

  it('is pushed over home, and Back goes home', () => {
    expect(stepTo([GUARD, HOME_ROUTE], `#/replay/${CODE}`)).toEqual({ kind: 'push' });
    expect(backActionOf('replay')).toEqual({ kind: 'send', event: { type: 'BACK' } });
  });

  it('the shared link is the app\'s own address, with its base folder, and the code in the fragment', () => {
    expect(replayLink(CODE, 'https://example.org', '/')).toBe(`https://example.org/#/replay/${CODE}`);
    expect(replayLink(CODE, 'https://example.org', '/nine-lives/')).toBe(`https://example.org/nine-lives/#/replay/${CODE}`);
    expect(eventsFor(new URL(replayLink(CODE, 'https://example.org', '/nine-lives/')).hash, isGame)).toEqual([{ type: 'OPEN_REPLAY', code: CODE }]);
  });
});
