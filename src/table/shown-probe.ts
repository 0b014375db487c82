// End-to-end tests watch which position the table shows, so they can check that a resumed game comes back
// exactly as it was last shown (e2e/kills.spec.ts exposes __nineLivesShown). Nothing leaves the device:
// without that test binding this does nothing.
type ShownProbe = (shown: { saveId: string; events: number; view: unknown }) => void;

export function reportShown(saveId: string, events: number, view: unknown): void {
  const probe = (globalThis as { __nineLivesShown?: ShownProbe }).__nineLivesShown;
  if (typeof probe === 'function') probe({ saveId, events, view });
}
