// What the rooms' server answers over plain HTTP beside the rooms: the lobby of one table (its game and which seats
// are free, for the invite link's page) and, with `npm start`, the built app itself, with the same
// Content-Security-Policy and caching as `vite preview`, so the app and its rooms share one origin.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Application, type Response } from 'express';
import { PROTOCOL_VERSION } from '../src/table/protocol';
import { cspHeaderValue } from './csp';
import type { TableStore } from './store';
import type { TableLobby } from '../src/table/online/server';

const CODE = /^[0-9a-hjkmnp-tv-z]{10}$/;

/** An app hosted elsewhere asks these from its own origin: ./gate.ts sends their CORS headers. */
export function tableRoutes(app: Application, store: TableStore): void {
  // The app asks before it offers "Online": is a server here, and does it speak this protocol?
  app.get('/online/health', (_req, res) => {
    noStore(res).json({ ok: true, protocol: PROTOCOL_VERSION });
  });
  app.get('/online/tables/:code', async (req, res) => {
    const code = String(req.params.code);
    if (!CODE.test(code)) return void noStore(res).status(404).json({ key: 'online.noSuchTable' });
    const record = await store.load(code).catch(() => null);
    if (!record) return void noStore(res).status(404).json({ key: 'online.noSuchTable' });
    const lobby: TableLobby = {
      code, gameId: record.gameId, names: record.players.map((p) => p.name), over: record.over,
      seats: record.players.map((p, seat) => (p.kind === 'bot' ? 'bot' : record.tokens[seat] === null ? 'free' : 'taken')),
    };
    noStore(res).json(lobby);
  });
}

/** The built app: hashed assets kept a year, everything else (index.html, the service worker, the manifest)
 *  asked again each time; the app's routes are fragments, so every other path is simply not found. */
export function appRoutes(app: Application, dist: string, onlineServer: string | null = null): void {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`no built app in ${root}: run npm run build first`);
  const csp = cspHeaderValue(onlineServer);
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  app.use(express.static(root, {
    index: 'index.html',
    setHeaders(res, path) {
      const immutable = path.startsWith(join(root, 'assets'));
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }));
}

function noStore(res: Response): Response {
  return res.setHeader('Cache-Control', 'no-store');
}
