import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Server, Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** How long slow or idle clients may hold a socket (all in milliseconds) and how many one address may hold. */
export type ConnectionLimits = Config['connections'];

/** What Node writes on its own request timeout; ours says the same (the client stopped sending, not the server). */
const requestTimeoutResponse = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/**
 * The longest a request may take from its first byte until its body is complete, in milliseconds: the header
 * timeout, the body timeout, and the time the largest accepted body (`maxBodyBytes`, bytes) takes at the minimum
 * rate. Node's own `requestTimeout` is set to it: a server-wide backstop behind the per-request deadline of
 * `registerConnectionGuard`, which cuts slow bodies far earlier.
 */
export function requestDeadlineMs(limits: ConnectionLimits, maxBodyBytes: number): number {
  return limits.headersTimeoutMs + limits.bodyTimeoutMs + Math.ceil((maxBodyBytes / limits.bodyMinBytesPerS) * 1000);
}

/**
 * Fastify's server options for `limits` (spread them into `Fastify({...})`). Fastify 5 sets no request or
 * connection timeout by default, and its `requestTimeout: 0` also switched off Node's; Node checks its header and
 * request deadlines only every `connectionsCheckingInterval` (30 s by default), so a slow header was cut only
 * after ~81 s. `http` reaches Node's `http.createServer`, the only place `headersTimeout` and
 * `connectionsCheckingInterval` can be set before the server exists.
 *
 * @param maxBodyBytes the largest request body any route accepts, in bytes (uploads included)
 */
export function serverTimeoutOptions(
  limits: ConnectionLimits,
  maxBodyBytes: number,
): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  const requestTimeout = requestDeadlineMs(limits, maxBodyBytes);
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
  };
}

/**
 * Guards `app`'s server against clients that hold sockets without using them (README "Configuration"):
 * - every request body must be complete `bodyTimeoutMs` after its headers, plus one second for every
 *   `bodyMinBytesPerS` bytes already received (Apache's mod_reqtimeout rule: an upload arriving at the minimum
 *   rate is never cut, whatever its size, while a client sending a byte now and then is cut at `bodyTimeoutMs`);
 *   past it the client gets a 408 and the socket is closed;
 * - at most `maxPerAddress` open sockets per client socket address (0 = no cap): the one over the cap is
 *   closed at once, before a byte is read.
 * Call it before the routes are registered, so that its hook runs for every route.
 */
export function registerConnectionGuard(app: FastifyInstance, limits: ConnectionLimits): void {
  app.addHook('onRequest', (request, reply, done) => {
    // A request with neither header has no body (RFC 9112 section 6.3), whatever `complete` says this early.
    // `=== false`: `app.inject`'s requests have no `complete` and no real socket; they need no deadline.
    const { headers, raw } = request;
    const hasBody = headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined;
    if (hasBody && raw.complete === false) watchBody(raw, reply.raw, limits);
    done();
  });
  capConnectionsPerAddress(app.server, limits.maxPerAddress);
}

/** Closes `raw`'s socket with a 408 when its body is not complete by its deadline (see `registerConnectionGuard`). */
function watchBody(raw: IncomingMessage, res: ServerResponse, limits: ConnectionLimits): void {
  const socket = raw.socket;
  const startedAt = performance.now();
  const bytesAtStart = socket.bytesRead;
  const check = () => {
    if (raw.complete || socket.destroyed) return;
    const creditMs = ((socket.bytesRead - bytesAtStart) / limits.bodyMinBytesPerS) * 1000;
    const leftMs = startedAt + limits.bodyTimeoutMs + creditMs - performance.now();
    if (leftMs > 0) {
      timer = setTimeout(check, leftMs);
      return;
    }
    // A response already under way (the route answered without reading the whole body) cannot take a 408.
    if (!res.headersSent && socket.writable) socket.write(requestTimeoutResponse);
    socket.destroy();
  };
  let timer = setTimeout(check, limits.bodyTimeoutMs);
  // 'end' comes once the body was read to its end (by a parser, or dumped by Node after the answer); 'close' when
  // the request is done or its socket went away.
  const stop = () => clearTimeout(timer);
  raw.once('end', stop);
  raw.once('close', stop);
}

/**
 * Closes every socket over `max` open ones from the same remote address (0 = no cap). Counted per socket address,
 * not per `request.ip`: behind a proxy (TRUST_PROXY=true) every socket comes from the proxy, so the cap is off
 * there unless set.
 */
function capConnectionsPerAddress(server: Server, max: number): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return; // already gone
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
