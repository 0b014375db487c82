// Saving a text as a file on the player's device: a Blob URL and a temporary <a download>.
// Nothing leaves the device.
import type { GameId } from '../../games/index';

export function downloadText(text: string, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** e.g. nine-lives-meow-meow-2025-03-14-1930.json (local time, sortable, no characters file systems dislike). */
export function exportFileName(gameId: GameId, time: number): string {
  const d = new Date(time);
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
  return `nine-lives-${gameId}-${stamp}.json`;
}
