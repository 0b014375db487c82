// The one render sequence of every game's table (issue 29). A view comes in and its move sounds; the game's
// buttons and the keys over the canvas go quiet while the scene draws the view and moves what changed; then they
// follow the new picture, and again after every redraw of the scene (a selection, a resize). A freeze (an accepted
// move being saved) quiets them until the next view. Each game supplies its parts; the order is written here once.
import type { GameEvent } from '../engine/types';
import type { Settings } from '../base/settings';
import { TableSound, type Cue } from '../scene/sound';
import type { GameUi, Proposal, RenderContext } from './game-ui';

/** What the buttons and keys show: the view drawn and, while the table is live, what the bottom seat may do. */
export interface Shown<V, E> {
  view: V;
  ctx: RenderContext<E>;
  /** False while the scene draws the view in and while the table is frozen: nothing may be pressed. */
  live: boolean;
  /** `ctx.legal` while live, otherwise none. */
  legal: E[];
}

/** The scene as the sequence sees it (every game's scene has these). */
export interface SceneSide {
  onPropose(handler: (p: Proposal) => void): void;
  onRedraw(handler: () => void): void;
  freeze?(): void;
  setSettings(settings: Settings): void;
  destroy(): void;
}

export interface TableParts<V, E> {
  scene: SceneSide;
  /** The scene draws `view` (animating what changed since the last one); resolves when it has. */
  draw(view: V, ctx: RenderContext<E>): Promise<void>;
  /** A refused proposal: the scene shakes its piece. */
  refuse(p: Proposal): void;
  /** The game's buttons and panels for what is shown (null before the first view). */
  controls?(shown: Shown<V, E> | null): void;
  /** The keys over the canvas, for what is drawn now. */
  keys?(shown: Shown<V, E> | null): void;
  /** How a new view after `prev` sounds (none when it brings no move). */
  cues?(prev: V, view: V): Cue[];
  /** A proposal of the scene's on its way to the table host (a chooser when one touch means several moves);
   *  without it, proposals go straight on. */
  route?(p: Proposal): void;
  /** Dialogs a new view or a freeze closes (a chooser). */
  closeDialogs?(): void;
  /** After a view is drawn and live (a button takes the focus). */
  settled?(shown: Shown<V, E>): void;
  showHint?(event: E | null): void;
  /** Takes away what the game put beside the scene (its strip, keys, dialogs). */
  remove(): void;
}

/** Builds a game's table UI: `build` gets the way to propose (for the game's buttons) and returns its parts. */
export async function createTableUi<V, E extends GameEvent>(
  settings: Settings,
  build: (propose: (p: Proposal) => void) => Promise<TableParts<V, E>>,
): Promise<GameUi<V, E>> {
  let send: (p: Proposal) => void = () => {};
  const propose = (p: Proposal): void => send(p);
  const parts = await build(propose);
  const sound = parts.cues ? new TableSound(settings.sound) : null;
  let shown: Shown<V, E> | null = null;
  // Each view and each freeze starts a new turn of the table: a draw that ends in an older one goes quiet.
  let turn = 0;

  const follow = (): void => {
    parts.keys?.(shown);
    parts.controls?.(shown);
  };
  const quiet = (view: V, ctx: RenderContext<E>): Shown<V, E> => ({ view, ctx, live: false, legal: [] });

  parts.scene.onPropose((p) => (parts.route ? parts.route(p) : propose(p)));
  parts.scene.onRedraw(follow);
  parts.controls?.(null);

  return {
    async render(view, ctx) {
      if (shown && sound) for (const cue of parts.cues!(shown.view, view)) sound.play(cue);
      const mine = ++turn;
      parts.closeDialogs?.();
      shown = quiet(view, ctx);
      parts.controls?.(shown);
      await parts.draw(view, ctx);
      if (mine !== turn) return; // a newer view or a freeze came while this one was drawn
      shown = { view, ctx, live: true, legal: ctx.legal };
      follow();
      parts.settled?.(shown);
    },
    onPropose(handler) { send = handler; },
    freeze() {
      turn++;
      parts.closeDialogs?.();
      if (shown) shown = quiet(shown.view, shown.ctx);
      parts.scene.freeze?.();
      follow();
    },
    refuse(p) { parts.refuse(p); },
    showHint: parts.showHint && ((e) => parts.showHint!(e)),
    setSettings(next) {
      parts.scene.setSettings(next);
      sound?.setEnabled(next.sound);
      follow(); // the words may be in another language now
    },
    destroy() {
      sound?.destroy();
      parts.scene.destroy();
      parts.remove();
    },
  };
}
