// One job of a scene (its seat plates, its end story, its board's art, what a touch proposes…), as a small part
// with the lifecycle of the one render sequence (./table-scene.ts): the scene adds its parts once, in the order they
// draw, and TableScene calls each hook a part has right after the scene's own. As the systems of pixijs/open-games:
// every hook is optional, a part keeps its own state and containers, and nothing else calls the hooks.
// V: the game's view; C: the context a render gets with it.
import type { Settings } from '../base/settings';

export interface ScenePart<V, C> {
  /** A new view came (nothing redrawn yet): drop what it made stale. */
  arrive?(view: V, ctx: C, prev: V | null, prevCtx: C | null): void;
  /** The one redraw (a new view, a resize, a freeze, a selection), after the layout and the scene's own drawing.
   *  `arriving`: the redraw of a render, before its animation. */
  draw?(arriving: boolean): void;
  /** After a render's animation, the table still open: what shows once the movement is over. */
  settle?(view: V, ctx: C, prev: V | null, news: boolean): void;
  /** The player's new settings (the redraw that follows draws them). */
  setSettings?(settings: Settings): void;
  /** The table is closing: what the part holds outside its containers (tweens, timers, textures). */
  destroy?(): void;
}
