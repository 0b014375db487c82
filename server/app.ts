// The rooms' server, for `npm start` and `npm run server` (./main.ts) and the tests: Colyseus 0.18 over WebSockets
// with one room type, 'table' (./table-room.ts), the tables' store, a table's lobby over HTTP, and (given `app`)
// the built app on the same origin (./http.ts).
import type { AddressInfo } from 'node:net';
import { defineRoom, defineServer, matchMaker, type Server, type ServerOptions } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { WebSocket as NodeWebSocket } from 'ws';
import { MAX_GUEST_MESSAGE } from '../src/table/protocol';
import { tableRoom, type TableRoomDeps } from './table-room';
import { appRoutes, tableRoutes } from './http';
import { guardRequests } from './gate';

// Colyseus 0.18 reads WebSocket.OPEN from the global when a dropped client reconnects (Room._onJoin), and Node has
// a global WebSocket only from 22 on: on Node 20 every reconnection failed with "WebSocket is not defined". The
// global is the `ws` class the transport itself runs on (the SDK falls back to the same one in Node).
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof WebSocket;

export interface TableServerOptions extends TableRoomDeps {
  /** 0: any free port (the tests). */
  port: number;
  /** Loopback unless told: a server reachable from elsewhere is a choice made on purpose (a reverse proxy). */
  host?: string;
  /** Colyseus's own SIGINT/SIGTERM handling (off in the tests: it ends the process). */
  signals?: boolean;
  /** The built app to serve on the same origin (`npm start`), or none (the rooms alone). */
  app?: { dist: string };
  /** Several processes serving one set of rooms (`REDIS_URL`, see ./main.ts): Colyseus's shared presence and driver
   *  (the local, in-process ones unless told), and the address clients reach this very process at (host[:port][/path],
   *  no scheme): a seat reserved through another process sends the client here by it. */
  presence?: ServerOptions['presence'];
  driver?: ServerOptions['driver'];
  publicAddress?: string;
  /** The origins of an app hosted elsewhere that may use these rooms (`APP_ORIGIN`): browsers let no other page
   *  ask them. Any origin unless told (without credentials): the lobby is public, a table's code is its key. */
  appOrigins?: readonly string[];
  /** Behind a reverse proxy (`TRUST_PROXY`): the asker's address is the last hop of X-Forwarded-For (./gate.ts). */
  trustProxy?: boolean;
}

export interface TableServer {
  server: Server;
  port: number;
  /** Lets every room go (their logs stay in the store) and stops listening. */
  stop(): Promise<void>;
}

export async function startTableServer(opts: TableServerOptions): Promise<TableServer> {
  const { port, host = '127.0.0.1', signals = false, app, presence, driver, publicAddress, appOrigins, trustProxy, ...deps } = opts;
  const server = defineServer({
    rooms: { table: defineRoom(tableRoom(deps)) },
    presence,
    driver,
    publicAddress,
    // A table is made (or brought back from its log) in the process its device reached, not in the one with the
    // fewest rooms: the load balancer in front spreads devices, and a process that died is never asked.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
    // A guest's largest message with room for msgpack's framing: anything larger is not a move (the socket closes);
    // anything up to it is answered in words by the protocol's own check.
    transport: new WebSocketTransport({ maxPayload: 2 * MAX_GUEST_MESSAGE }),
    greet: false,
    gracefullyShutdown: signals,
    express: (routes) => {
      routes.disable('x-powered-by');
      tableRoutes(routes, deps.store, { push: deps.push, kit: deps.kit });
      if (app) appRoutes(routes, app.dist);
    },
  });
  await server.listen(port, host);
  guardRequests(server.transport.server!, { appOrigins, trustProxy });
  const actual = (server.transport.server!.address() as AddressInfo).port;
  // Colyseus keeps the port it was asked for; @colyseus/testing's client reads it from there.
  (server as unknown as { port: number }).port = actual;
  return { server, port: actual, stop: () => server.gracefullyShutdown(false) };
}
