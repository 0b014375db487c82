// What the rooms' server answers over plain HTTP beside the rooms: the lobby of one table (its game and which seats
// are free, for the invite link's page), a device's tables from its seats' tokens (./your-tables.ts), a seat's
// "tell me when it is my move" (its push subscription, ./push.ts) and, with `npm start`, the built app itself, with
// the same Content-Security-Policy and caching as `vite preview`, so the app and its rooms share one origin.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Application, type Response } from 'express';
import { PROTOCOL_VERSION } from '../src/table/protocol';
import { cspHeaderValue } from './csp';
import * as v from 'valibot';
import type { TableStore } from './store';
import type { TableLobby } from '../src/table/online/server';
import { loadGameKit, type GameKit } from './games';
import { SubscriptionSchema, type PushSender } from './push';
import { holdsSeat, yourTables, YourTablesAskSchema } from './your-tables';

const CODE = /^[0-9a-hjkmnp-tv-z]{10}$/;

export interface TableRoutesOptions {
  /** Where pushes go from (its public key is what devices subscribe with); none: the server sends none. */
  push?: PushSender;
  kit?(gameId: string): Promise<GameKit>;
}

const PushAskSchema = v.object({
  seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)),
  token: v.pipe(v.string(), v.minLength(8), v.maxLength(64)),
  lang: v.picklist(['en', 'fr', 'de']),
  /** null: tell this seat no more. */
  subscription: v.nullable(SubscriptionSchema),
});

/** An app hosted elsewhere asks these from its own origin: ./gate.ts sends their CORS headers. */
export function tableRoutes(app: Application, store: TableStore, { push, kit = loadGameKit }: TableRoutesOptions = {}): void {
  const json = express.json({ limit: '16kb' });
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
      code, gameId: record.gameId, names: record.players.map((p) => p.name), over: record.over, pace: record.pace,
      seats: record.players.map((p, seat) => (p.kind === 'bot' ? 'bot' : record.tokens[seat] === null ? 'free' : 'taken')),
    };
    noStore(res).json(lobby);
  });
  // The tables this device holds seats at, from their tokens: only those whose token is right.
  app.post('/online/your-tables', json, async (req, res) => {
    const ask = v.safeParse(YourTablesAskSchema, req.body);
    if (!ask.success) return void noStore(res).status(400).json({ key: 'online.badRequest' });
    try {
      noStore(res).json({ tables: await yourTables(store, kit, ask.output) });
    } catch {
      noStore(res).status(503).json({ key: 'online.storeDown' });
    }
  });
  app.get('/online/push-key', async (_req, res) => {
    if (!push) return void noStore(res).status(404).json({ key: 'online.noPush' });
    try {
      noStore(res).json({ publicKey: await push.publicKey() });
    } catch {
      noStore(res).status(503).json({ key: 'online.storeDown' });
    }
  });
  // A seat's "tell me when it is my move": kept with the seat (never sent to any client), or forgotten (null).
  app.post('/online/tables/:code/push', json, async (req, res) => {
    const code = String(req.params.code);
    const ask = v.safeParse(PushAskSchema, req.body);
    if (!push) return void noStore(res).status(404).json({ key: 'online.noPush' });
    if (!CODE.test(code) || !ask.success) return void noStore(res).status(400).json({ key: 'online.badRequest' });
    const { seat, token, lang, subscription } = ask.output;
    try {
      const record = await store.load(code);
      // An unknown table and a wrong token are answered alike.
      if (!record || !holdsSeat(record, seat, token)) return void noStore(res).status(403).json({ key: 'online.notYourSeat' });
      await store.setPush(code, seat, subscription && { subscription, lang });
      noStore(res).status(204).end();
    } catch {
      noStore(res).status(503).json({ key: 'online.storeDown' });
    }
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
