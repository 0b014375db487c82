// The online tables this device watches (a tablet in the middle of the table): kept on the device, so a reload, or
// the browser closing the tab overnight, comes back to watching rather than to the lobby. The newest few only.
const KEY = 'nine-lives.online-watching';
const MAX_TABLES = 20;

function read(): string[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((c): c is string => typeof c === 'string' && /^[0-9a-z]{10}$/.test(c)) : [];
  } catch {
    return [];
  }
}

export function watchesTable(code: string): boolean {
  return read().includes(code);
}

export function keepWatching(code: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify([code, ...read().filter((c) => c !== code)].slice(0, MAX_TABLES)));
  } catch {
    // Storage full or refused: the lobby's "Watch the table" is one tap after a reload.
  }
}

/** The tables this device watches, newest first. */
export function watchedTables(): string[] {
  return read();
}
