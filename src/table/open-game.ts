// Opens a saved game in the given element, in this tab only: the tab holds the game's lock while it is open
// (src/table/ownership.ts). Loaded lazily by the shell's playing screen.
import '../ui/play.css';
// PixiJS compiles its shader and uniform code with new Function() unless these eval-free versions are
// installed; the Content-Security-Policy allows no eval. Every game's scene loads through this module.
import 'pixi.js/unsafe-eval';
import type { Settings } from '../base/settings';
import type { PlayCallbacks, PlayHandle } from './contract';
import { HostedPlay } from './hosted-play';
import { OpenError } from './open-error';
import { gameModules } from './game-modules';
import { claimGame, writesWhileOwned, type GameClaim } from './ownership';
import { registerPlayText } from '../ui/text';
import { playStore } from '../store/store-connection';

/** openGame's answer when another tab holds the game (and taking it over was not asked). */
export const OPEN_ELSEWHERE = 'open-elsewhere';

export interface Ownership {
  /** Take the game from the tab that holds it. */
  takeOver?: boolean;
  /** Another tab took the game over: its table here is gone and nothing more is saved from this tab. */
  onTakenOver(): void;
}

export async function openGame(root: HTMLElement, saveId: string, settings: Settings,
  callbacks: PlayCallbacks, ownership: Ownership): Promise<PlayHandle | typeof OPEN_ELSEWHERE> {
  registerPlayText();
  const claim = await claimGame(saveId, { steal: ownership.takeOver });
  if (!claim) return OPEN_ELSEWHERE;
  let opened: PlayHandle | null = null;
  try {
    opened = await openOwned(root, saveId, settings, quietOnceLost(callbacks, claim), claim);
  } finally {
    if (!opened) claim.release();
  }
  if (!opened) return { applySettings() {}, destroy() {} }; // the player was told why and sent home
  const game = opened;
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    game.destroy();
    claim.release();
  };
  claim.onLost(() => {
    destroy();
    ownership.onTakenOver();
  });
  return { applySettings: (next) => game.applySettings(next), destroy };
}

/** The game's handle, or null when the save cannot be opened (the player has been told why). */
async function openOwned(root: HTMLElement, saveId: string, settings: Settings,
  callbacks: PlayCallbacks, claim: GameClaim): Promise<PlayHandle | null> {
  const store = writesWhileOwned(await playStore(), claim);
  const loaded = await store.load(saveId);
  if (!loaded.ok) {
    callbacks.onNotice(loaded.reason);
    callbacks.onExit();
    return null;
  }
  const load = gameModules[loaded.header.gameId];
  if (!load) {
    callbacks.onNotice({ key: 'play.unknownGame', params: { game: loaded.header.gameId } });
    callbacks.onExit();
    return null;
  }
  try {
    // Every table runs through the host: people on this device, bots and phones are its seats.
    return await HostedPlay.open(await load(), store, saveId, root, settings, callbacks);
  } catch (error) {
    if (!(error instanceof OpenError)) throw error;
    callbacks.onNotice(error.reason);
    callbacks.onExit();
    return null;
  }
}

/** A game that was taken over speaks no more: its table is gone, and the shell says why. */
function quietOnceLost(callbacks: PlayCallbacks, claim: GameClaim): PlayCallbacks {
  const live = <A extends unknown[]>(fn: ((...args: A) => void) | undefined) => (...args: A) => {
    if (!claim.lost) fn?.(...args);
  };
  return {
    onFinished: live(callbacks.onFinished),
    onExit: live(callbacks.onExit),
    onNotice: live(callbacks.onNotice),
    onRules: live(callbacks.onRules),
    onSettingsChange: callbacks.onSettingsChange && live(callbacks.onSettingsChange),
  };
}
