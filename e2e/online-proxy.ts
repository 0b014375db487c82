// A reverse proxy for the end-to-end spec with two server processes (e2e/online-redis.spec.ts), as a real deployment
// puts one (Caddy, nginx) in front of its processes: one origin on a free loopback port, so the app's CSP
// (`connect-src 'self'`) holds. Two kinds of route:
// - `/a/...` and `/b/...` go to process A or B with the prefix stripped: each process's PUBLIC_ADDRESS is
//   `<proxy>/a` (resp. `/b`), and Colyseus sends a client whose seat that process reserved to
//   `ws://<PUBLIC_ADDRESS>/<processId>/<roomId>`.
// - Everything else (the app's files, /online/..., /matchmake/...) goes to the process a cookie names,
//   `nine-lives-node=a|b` (a without one): a load balancer with sticky sessions.
// It notes every matchmaking request and WebSocket upgrade: which process it went to, and the cookie the browser
// sent with it, so a spec can tell whose traffic went where.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';

export type Node = 'a' | 'b';
export const NODE_COOKIE = 'nine-lives-node';

export interface Passage {
  kind: 'matchmake' | 'websocket';
  /** The process it went to. */
  to: Node;
  /** The browser's cookie (null: none). */
  cookie: Node | null;
  /** The path as the browser asked for it. */
  url: string;
  /** The path as the process got it (a `/a` or `/b` prefix stripped). */
  path: string;
}

export interface OnlineProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** 127.0.0.1:<port>, for a process's PUBLIC_ADDRESS (`${host}/a`). */
  host: string;
  /** Sets where a process listens (http://127.0.0.1:<port>); a request for a process not set yet gets 502. */
  route(node: Node, url: string): void;
  /** Every matchmaking request and WebSocket upgrade so far, in order. */
  passages: Passage[];
  /** How many of `kind` went to `node` (from browsers with `cookie`, when given). */
  count(kind: Passage['kind'], node: Node, cookie?: Node): number;
  close(): Promise<void>;
}

function cookieOf(req: IncomingMessage): Node | null {
  const found = (req.headers.cookie ?? '').split(';').map((c) => c.trim().split('=')).find(([name]) => name === NODE_COOKIE);
  return found?.[1] === 'a' || found?.[1] === 'b' ? found[1] : null;
}

/** Where a request goes and with what path. */
function destination(req: IncomingMessage): { node: Node; path: string; cookie: Node | null } {
  const url = req.url ?? '/';
  const cookie = cookieOf(req);
  const prefixed = /^\/([ab])(\/.*|\?.*)?$/.exec(url);
  if (prefixed) {
    const rest = prefixed[2] ?? '/';
    return { node: prefixed[1] as Node, path: rest.startsWith('/') ? rest : `/${rest}`, cookie };
  }
  return { node: cookie ?? 'a', path: url, cookie };
}

export async function startOnlineProxy(): Promise<OnlineProxy> {
  const targets: Partial<Record<Node, URL>> = {};
  const passages: Passage[] = [];
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    const { node, path, cookie } = destination(req);
    const target = targets[node];
    if (!target) {
      res.writeHead(502).end(`process ${node} is not up`);
      return;
    }
    if (path.startsWith('/matchmake/')) passages.push({ kind: 'matchmake', to: node, cookie, url: req.url ?? '/', path });
    const upstream = request({
      host: target.hostname, port: target.port, method: req.method, path,
      headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
    }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(upstream);
  });

  // A WebSocket: the request line and headers written again (the path rewritten), then the raw sockets piped.
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const { node, path, cookie } = destination(req);
    const target = targets[node];
    if (!target) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n');
      return;
    }
    passages.push({ kind: 'websocket', to: node, cookie, url: req.url ?? '/', path });
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${path} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(client).add(upstream);
    const forget = (): void => {
      sockets.delete(client);
      sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    route(node, url) {
      targets[node] = new URL(url);
    },
    passages,
    count: (kind, node, cookie) => passages.filter((p) => p.kind === kind && p.to === node && (cookie === undefined || p.cookie === cookie)).length,
    close: () => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
