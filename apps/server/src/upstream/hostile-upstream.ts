import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A hostile music upstream for tests (issue 15): a real HTTP server in the test's process whose answers each
 * test writes, path by path, in the upstream's wire format (NeteaseCloudMusicApi at the root, Meting-API under
 * `/meting/`), so a test can make it redirect, stream a body without end or name any address it likes.
 */

/** Answers one request; `url` is the request's address (`url.pathname`, `url.searchParams`). */
export type HostileHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => unknown;

export type HostileServer = {
  /** `http://<host>:<port>`, no trailing slash. */
  base: string;
  /** Sets the answer for `pathname` (trailing slashes ignored); unknown paths answer 404 JSON. */
  answer: (pathname: string, handler: HostileHandler) => void;
  /** The paths (with queries) asked since the last `reset`. */
  requests: string[];
  /** Forgets every answer and request. */
  reset: () => void;
  close: () => Promise<void>;
};

const key = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Starts a `HostileServer` on `host` (default 127.0.0.1; any loopback address works on Linux, e.g. 127.0.0.2
 * for a canary "internal" host) on a free port.
 */
export async function startHostileServer(host = '127.0.0.1'): Promise<HostileServer> {
  const handlers = new Map<string, HostileHandler>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    requests.push(`${url.pathname}${url.search}`);
    const handler = handlers.get(key(url.pathname));
    if (!handler) return sendJson(res, { code: 404, data: null, msg: 'Not Found' }, 404);
    Promise.resolve(handler(req, res, url)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://${host}:${port}`,
    answer: (pathname, handler) => handlers.set(key(pathname), handler),
    requests,
    reset: () => {
      handlers.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Sends `body` as JSON with `status` (default 200), as the upstreams do. */
export function sendJson(res: ServerResponse, body: unknown, status = 200): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Answers `status` (default 302) with `Location: location` and no body. */
export function sendRedirect(res: ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { Location: location });
  res.end();
}

/**
 * Streams `prefix`, then `filler` repeated until `totalBytes` have been written, then `suffix`, honouring
 * backpressure (so what it counts is what the reader took, plus socket buffers). Stops early when the reader
 * goes away. Resolves with the bytes written. Chunked unless `headers` set a `Content-Length`.
 */
export async function streamBody(
  res: ServerResponse,
  parts: { prefix: string; filler: string; suffix: string; totalBytes: number },
  headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' },
): Promise<number> {
  res.writeHead(200, headers);
  const chunk = Buffer.from(parts.filler.repeat(Math.ceil(65_536 / parts.filler.length)));
  let sent = 0;
  const write = async (data: Buffer) => {
    if (res.destroyed) return;
    sent += data.length;
    if (res.write(data)) return;
    await new Promise<void>((resolve) => {
      const go = () => {
        res.off('drain', go);
        res.off('close', go);
        resolve();
      };
      res.on('drain', go);
      res.on('close', go);
    });
  };
  await write(Buffer.from(parts.prefix));
  while (sent < parts.totalBytes && !res.destroyed) await write(chunk);
  await write(Buffer.from(parts.suffix));
  if (!res.destroyed) res.end();
  return sent;
}
