// Dates and lists in the player's language.
import type { PlayerInfo } from '../engine/types';
import { getLanguage } from './i18n';

export function formatDateTime(time: number): string {
  return new Intl.DateTimeFormat(getLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(time));
}

/** "Ana, Luna and Felix" in the current language. */
export function formatNames(names: readonly string[]): string {
  return new Intl.ListFormat(getLanguage(), { style: 'long', type: 'conjunction' }).format(names);
}

export function playerNames(players: readonly PlayerInfo[]): string {
  return formatNames(players.map((p) => p.name));
}
