// The server's front door for plain HTTP, in front of Colyseus's own request listeners (it reads every body whole,
// up to 1 MB, and sends CORS headers with credentials and any origin on every answer, the app's pages included):
// - a matchmaking request's body is bounded and refused in words past it;
// - the asker's address, which the room's admission counts (./admission.ts), is the connection's own: a client's
//   X-Forwarded-For is believed only behind a proxy we were told of (TRUST_PROXY), and then only its last hop;
// - CORS only on the routes an app hosted elsewhere asks (the matchmaking, the lobby), never with credentials.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';

/** A matchmaking request is a handful of small fields (a table's setup is the largest: well under 1 KiB). */
export const MAX_MATCHMAKE_BODY = 4 * 1024;

export interface GateOptions {
  /** The origins that may use the rooms from another page (APP_ORIGIN); empty: any page, without credentials. */
  appOrigins?: readonly string[];
  /** Behind a reverse proxy that sets X-Forwarded-For (TRUST_PROXY): its last hop is the asker's address. */
  trustProxy?: boolean;
}

const CROSS_ORIGIN_ROUTES = ['/matchmake/', '/online/'];

/** Puts the gate in front of `http`'s request listeners (call it once the server listens). */
export function guardRequests(http: Server, opts: GateOptions = {}): void {
  // Colyseus's own CORS headers: none (this gate sends them where they belong).
  (matchMaker.controller as { DEFAULT_CORS_HEADERS: Record<string, string> }).DEFAULT_CORS_HEADERS = {};
  matchMaker.controller.getCorsHeaders = () => ({});
  const inner = http.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  http.removeAllListeners('request');
  const pass = (req: IncomingMessage, res: ServerResponse): void => {
    for (const listener of inner) listener.call(http, req, res);
  };
  const allowOrigin = corsFor(opts.appOrigins);
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    req.headers['x-real-ip'] = askerAddress(req, opts.trustProxy ?? false);
    delete req.headers['x-client-ip'];
    if (CROSS_ORIGIN_ROUTES.some((route) => path.startsWith(route))) {
      res.setHeader('Access-Control-Allow-Origin', allowOrigin(req.headers.origin ?? null));
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type, Authorization',
          'Access-Control-Max-Age': '600',
        });
        return void res.end();
      }
    }
    if (req.method === 'POST' && path.startsWith('/matchmake/')) return void readBounded(req, res, () => pass(req, res));
    pass(req, res);
  });
}

/** The Access-Control-Allow-Origin for a request from `origin`: any page (`*`, never with credentials) unless told;
 *  told, the origin itself when it may ask, else one that may (so the browser keeps the answer from that page). */
export function corsFor(appOrigins: readonly string[] | undefined): (origin: string | null) => string {
  if (!appOrigins || appOrigins.length === 0) return () => '*';
  return (origin) => (origin && appOrigins.includes(origin) ? origin : appOrigins[0]);
}

function askerAddress(req: IncomingMessage, trustProxy: boolean): string {
  const own = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return own;
  const hops = String(req.headers['x-forwarded-for'] ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  return hops.at(-1) ?? own;
}

/** Reads the body up to MAX_MATCHMAKE_BODY and hands it on as Colyseus's router takes a body read before it
 *  (req.body); past it, 413 with the app's words, and the connection is not read any further. */
function readBounded(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const tooLarge = (): void => {
    res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' });
    res.end(JSON.stringify({ code: 413, error: 'online.requestTooLarge' }));
    req.destroy();
  };
  if (Number(req.headers['content-length'] ?? 0) > MAX_MATCHMAKE_BODY) return tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > MAX_MATCHMAKE_BODY) {
      refused = true;
      return tooLarge();
    }
    chunks.push(chunk);
  });
  req.on('end', () => {
    if (refused) return;
    (req as IncomingMessage & { body?: string }).body = Buffer.concat(chunks).toString('utf8');
    next();
  });
  req.on('error', () => req.destroy());
}
