// The guided first game on every seat's screen: a tip for the first kind of move open to the seat that this player
// has not seen, read once (seen when closed, or when the table moves on while it is up), kept in the settings.
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../ui/game-ui';
import { defaultSettings, type Settings } from '../base/settings';
import { createTips } from './seat-tips';

function setup(settings: Partial<Settings> = {}) {
  const shown: string[] = [];
  let close: (() => void) | null = null;
  const saved: Settings[] = [];
  const game = { def: { id: 'g' }, tip: (kind: string) => (kind === 'DRAW' ? null : { text: `tip ${kind}`, rule: 'r' }) } as unknown as GameModule;
  const overlay = {
    showTip: (text: string, _rules: unknown, onDone: () => void) => { shown.push(text); close = onDone; },
    clearTip: () => { shown.push('cleared'); },
  };
  const tips = createTips(game, overlay, { ...defaultSettings(undefined), tips: true, tipsSeen: [], ...settings }, { onRules: () => {}, onSettingsChange: (s) => saved.push(s) });
  return { tips, shown, saved, close: () => close!() };
}

const ev = (type: string) => ({ type, seat: 0 });

describe('tips on a seat\'s screen', () => {
  it('shows the first unseen kind with a tip, the next one once it is closed, and remembers both', () => {
    const t = setup();
    t.tips.follow('0:1:0', [ev('DRAW'), ev('PLAY'), ev('PASS')]);
    expect(t.shown).toEqual(['tip PLAY']);
    t.close();
    expect(t.shown).toEqual(['tip PLAY', 'cleared', 'tip PASS']);
    expect(t.saved.at(-1)!.tipsSeen).toEqual(['g:PLAY']);
    t.close();
    expect(t.saved.at(-1)!.tipsSeen).toEqual(['g:PLAY', 'g:PASS']);
  });

  it('counts a tip as read when the table moves on while it is up, and shows nothing while the seat is not asked', () => {
    const t = setup();
    t.tips.follow('0:1:0', [ev('PLAY')]);
    t.tips.follow('0:1:0', [ev('PLAY')]);
    expect(t.shown).toEqual(['tip PLAY']);
    t.tips.follow('0:2:0', []);
    expect(t.shown).toEqual(['tip PLAY', 'cleared']);
    expect(t.saved.at(-1)!.tipsSeen).toEqual(['g:PLAY']);
    t.tips.follow('0:3:0', [ev('PLAY')]);
    expect(t.shown).toHaveLength(2);
  });

  it('shows none with tips off, or already seen on this device', () => {
    const off = setup({ tips: false });
    off.tips.follow('0:1:0', [ev('PLAY')]);
    expect(off.shown).toEqual([]);
    const seen = setup({ tipsSeen: ['g:PLAY'] });
    seen.tips.follow('0:1:0', [ev('PLAY')]);
    expect(seen.shown).toEqual([]);
  });
});
