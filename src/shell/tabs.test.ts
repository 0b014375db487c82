// Two "tabs" on a real BroadcastChannel (Node has one), each with its own channel object, as in a browser.
import { afterEach, describe, expect, it } from 'vitest';
import { connectTabs, type TabChannel, type Tabs } from './tabs';

let open: Tabs[] = [];
let channelName = '';
function tab(): Tabs {
  const t = connectTabs(channelName);
  open.push(t);
  return t;
}

afterEach(() => {
  for (const t of open) t.close();
  open = [];
});

describe('tabs', () => {
  it('hears that another tab is in a game, and no longer once it leaves', async () => {
    channelName = 'tabs-test-1';
    const game = tab();
    const home = tab();
    expect(await home.otherTabInGame(100)).toBe(false);
    game.setInGame(true);
    expect(await home.otherTabInGame(1_000)).toBe(true);
    // A tab never answers its own question.
    expect(await game.otherTabInGame(100)).toBe(false);
    game.setInGame(false);
    expect(await home.otherTabInGame(100)).toBe(false);
  });

  it('answers quickly instead of waiting for the timeout', async () => {
    channelName = 'tabs-test-2';
    tab().setInGame(true);
    const home = tab();
    // A timeout of ten minutes: an answer within the test's limit came from the other tab, not the timeout.
    expect(await home.otherTabInGame(600_000)).toBe(true);
  });

  it('tells the other tabs when a game is left or its page goes away, not when nothing changed', async () => {
    channelName = 'tabs-test-3';
    const game = tab();
    const home = tab();
    let heard = 0;
    home.onOtherLeftGame(() => { heard += 1; });
    game.setInGame(false); // was not in a game: nothing to say
    game.setInGame(true);
    game.setInGame(true);
    game.setInGame(false);
    await until(() => heard === 1);
    game.pageHidden(); // not in a game any more: silent
    game.setInGame(true);
    game.pageHidden();
    await until(() => heard === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toBe(2);
  });

  it('ignores messages that are not its own kind', async () => {
    channelName = 'tabs-test-4';
    const home = tab();
    let heard = 0;
    home.onOtherLeftGame(() => { heard += 1; });
    const stranger = new BroadcastChannel(channelName);
    stranger.onmessage = (e) => {
      // Answer every question with malformed replies: none may count as "in a game".
      const ask = (e.data as { ask?: string }).ask;
      for (const bad of [null, 'in-game', { type: 'in-game' }, { type: 'in-game', ask: 7 }, { type: 'in-game', ask: `${ask}x` }]) stranger.postMessage(bad);
    };
    try {
      expect(await home.otherTabInGame(150)).toBe(false);
      stranger.postMessage({ type: 'left-game!' });
      await new Promise((r) => setTimeout(r, 50));
      expect(heard).toBe(0);
    } finally {
      stranger.close();
    }
  });

  it('without a channel (an old browser) nobody is in a game and nothing waits', async () => {
    const alone = connectTabs('x', () => null);
    expect(await alone.otherTabInGame(10_000)).toBe(false);
    alone.setInGame(true);
    alone.setInGame(false);
    alone.close();
  });

  it('a question still open when the tab closes is answered "no"', async () => {
    const posted: unknown[] = [];
    const silent: TabChannel = { postMessage: (m) => posted.push(m), addEventListener() {}, close() {} };
    const t = connectTabs('y', () => silent);
    const answer = t.otherTabInGame(60_000);
    t.close();
    expect(await answer).toBe(false);
    expect(posted).toEqual([{ type: 'anyone-in-game', ask: expect.any(String) }]);
  });
});

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out after 30 s');
    await new Promise((r) => setTimeout(r, 5));
  }
}
