// The table UI's one render sequence (table-ui.ts), with a scene and parts that write down what they are asked.
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../base/settings';
import type { GameEvent } from '../engine/types';
import type { Proposal, RenderContext } from './game-ui';
import { createTableUi, type Shown, type TableParts } from './table-ui';

type V = { n: number; last: string };
type E = GameEvent & { type: 'MOVE' };
const MOVE: E = { type: 'MOVE', seat: 0 };
const ctx = (legal: E[] = [MOVE]): RenderContext<E> => ({ legal, bottomSeat: 0, showHand: true, names: ['Ana', 'Ben'] });
const settings = defaultSettings({ languages: ['en'] });

/** A table whose parts log each call: `legal` is how many moves the buttons or keys were shown. */
function fakeTable(extra: Partial<TableParts<V, E>> = {}) {
  const log: string[] = [];
  let redraw = (): void => {};
  let touch = (_p: Proposal): void => {};
  let finishDraw = (): void => {};
  const seen = (s: Shown<V, E> | null) => (s ? `${s.view.n}/${s.live ? 'live' : 'quiet'}/${s.legal.length}` : 'none');
  const parts: TableParts<V, E> = {
    scene: {
      onPropose: (h) => { touch = h; },
      onRedraw: (h) => { redraw = h; },
      freeze: () => { log.push('scene.freeze'); redraw(); },
      setSettings: () => log.push('scene.settings'),
      destroy: () => log.push('scene.destroy'),
    },
    draw: (view) => {
      log.push(`draw ${view.n}`);
      redraw(); // the scene tells of its redraw while it draws
      return new Promise<void>((done) => { finishDraw = done; });
    },
    refuse: (p) => log.push(`refuse ${p.type}`),
    controls: (s) => log.push(`controls ${seen(s)}`),
    keys: (s) => log.push(`keys ${seen(s)}`),
    remove: () => log.push('remove'),
    ...extra,
  };
  return {
    log,
    build: () => createTableUi<V, E>(settings, async () => parts),
    finishDraw: () => finishDraw(),
    /** The end of the draw running now, to call later. */
    drawing: () => finishDraw,
    redraw: () => redraw(),
    touch: (p: Proposal) => touch(p),
  };
}

const settle = () => new Promise<void>((r) => setTimeout(r, 0));

describe('the table UI render sequence', () => {
  it('quiets the controls, draws, then lets the controls and keys follow the view with its moves', async () => {
    const table = fakeTable();
    const ui = await table.build();
    table.log.length = 0;
    const done = ui.render({ n: 1, last: 'a' }, ctx());
    await settle();
    expect(table.log).toEqual(['controls 1/quiet/0', 'draw 1', 'keys 1/quiet/0', 'controls 1/quiet/0']);
    table.finishDraw();
    await done;
    expect(table.log.slice(4)).toEqual(['keys 1/live/1', 'controls 1/live/1']);
  });

  it('lays the keys and controls out again after every redraw of the scene (a selection, a resize)', async () => {
    const table = fakeTable();
    const ui = await table.build();
    const done = ui.render({ n: 1, last: 'a' }, ctx());
    table.finishDraw();
    await done;
    table.log.length = 0;
    table.redraw();
    expect(table.log).toEqual(['keys 1/live/1', 'controls 1/live/1']);
  });

  it('a freeze quiets everything, and a draw that ends after it does not make the table live again', async () => {
    const table = fakeTable();
    const ui = await table.build();
    const done = ui.render({ n: 1, last: 'a' }, ctx());
    await settle();
    ui.freeze();
    table.log.length = 0;
    table.finishDraw();
    await done;
    expect(table.log).toEqual([]);
    table.redraw();
    expect(table.log).toEqual(['keys 1/quiet/0', 'controls 1/quiet/0']);
  });

  it('a newer view wins over one still being drawn', async () => {
    const table = fakeTable();
    const ui = await table.build();
    const first = ui.render({ n: 1, last: 'a' }, ctx());
    await settle();
    const finishFirst = table.drawing();
    const second = ui.render({ n: 2, last: 'b' }, ctx());
    await settle();
    table.log.length = 0;
    finishFirst();
    await first;
    expect(table.log).toEqual([]);
    table.finishDraw();
    await second;
    expect(table.log).toEqual(['keys 2/live/1', 'controls 2/live/1']);
  });

  it('closes dialogs on a new view and on a freeze; routes the scene\'s proposals; plays cues only for a new move', async () => {
    const cues: string[] = [];
    const routed: string[] = [];
    const table = fakeTable({
      closeDialogs: () => table.log.push('close'),
      route: (p) => routed.push(p.type),
      cues: (prev, view) => { cues.push(`${prev.n}->${view.n}`); return []; },
    });
    const ui = await table.build();
    const sent: string[] = [];
    ui.onPropose((p) => sent.push(p.type));
    const done = ui.render({ n: 1, last: 'a' }, ctx());
    table.finishDraw();
    await done;
    const again = ui.render({ n: 2, last: 'b' }, ctx());
    table.finishDraw();
    await again;
    ui.freeze();
    table.touch({ type: 'CHOOSE' });
    expect(table.log.filter((l) => l === 'close')).toHaveLength(3);
    expect(cues).toEqual(['1->2']);
    expect(routed).toEqual(['CHOOSE']);
    expect(sent).toEqual([]);
  });

  it('sends the scene\'s proposals straight on without a route; refuses through the scene; tears everything down', async () => {
    const table = fakeTable();
    const ui = await table.build();
    const sent: string[] = [];
    ui.onPropose((p) => sent.push(p.type));
    table.touch({ type: 'DRAW' });
    ui.refuse({ type: 'PLAY' });
    ui.setSettings(settings);
    table.log.length = 0;
    ui.destroy();
    expect(sent).toEqual(['DRAW']);
    expect(table.log).toEqual(['scene.destroy', 'remove']);
  });
});
