// The Content-Security-Policy, one list for every place it is sent: a <meta> in the built index.html (it holds on
// any static host), a header from `vite preview` and from the app's own server (`npm start`). Scripts, styles,
// fonts and workers come only from the app itself; no inline script, no eval (PixiJS runs with its eval-free
// 'pixi.js/unsafe-eval' polyfills). The network reaches the app's own origin, whose WebSockets 'self' covers, and
// the online tables' server when the app was built to use one elsewhere (VITE_ONLINE_SERVER).

/** The online tables' server an app is built for: its https:// origin (or http:// on the loopback), or null for
 *  the app's own origin. Anything else is refused at build time. */
export function onlineServerOrigin(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const url = new URL(raw.trim());
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new Error(`VITE_ONLINE_SERVER must be an https:// address (or http:// on localhost), not "${raw}"`);
  }
  return url.origin;
}

export function cspDirectives(onlineServer: string | null): string[] {
  const socket = onlineServer?.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    onlineServer ? `connect-src 'self' ${onlineServer} ${socket}` : "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** The policy for a <meta> (frame-ancestors is ignored there). */
export function cspMetaContent(onlineServer: string | null): string {
  return cspDirectives(onlineServer).join('; ');
}

/** The policy as a header: the same, and the app may not be framed. */
export function cspHeaderValue(onlineServer: string | null): string {
  return `${cspMetaContent(onlineServer)}; frame-ancestors 'none'`;
}
