// Opens a saved game in the given element. Loaded lazily by the shell's playing screen.
import './play.css';
import type { OpenGame, PlayHandle } from './contract';
import { OpenError, PlayController } from './controller';
import { gameModules } from './games';
import { registerPlayText } from './text';
import { playStore } from './store-connection';

export const openGame: OpenGame = async (root, saveId, settings, callbacks) => {
  registerPlayText();
  const store = await playStore();
  const loaded = await store.load(saveId);
  const closed: PlayHandle = { applySettings() {}, destroy() {} };
  if (!loaded.ok) {
    callbacks.onNotice(loaded.reason);
    callbacks.onExit();
    return closed;
  }
  const load = gameModules[loaded.header.gameId];
  if (!load) {
    callbacks.onNotice({ key: 'play.unknownGame', params: { game: loaded.header.gameId } });
    callbacks.onExit();
    return closed;
  }
  try {
    return await PlayController.open(await load(), store, saveId, root, settings, callbacks);
  } catch (error) {
    if (!(error instanceof OpenError)) throw error;
    callbacks.onNotice(error.reason);
    callbacks.onExit();
    return closed;
  }
};
