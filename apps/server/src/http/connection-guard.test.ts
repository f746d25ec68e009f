import { type AddressInfo, connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { createTestApp } from '../test/db.ts';

// The attackers connect from another loopback address than the normal requests, as a second client would.
const attacker = '127.0.0.2';

/** Short limits so that a test takes seconds; the defaults are measured by scripts/bench-slow-clients.mjs. */
const shortLimits = (overrides: Partial<Config['connections']>) => (config: Config) => ({
  ...config,
  connections: {
    headersTimeoutMs: 1000,
    bodyTimeoutMs: 1000,
    bodyMinBytesPerS: 1024,
    idleTimeoutMs: 5000,
    keepAliveTimeoutMs: 5000,
    maxPerAddress: 0,
    checkIntervalMs: 250,
    ...overrides,
  },
});

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A socket from `localAddress`, connected; `closed` resolves with the milliseconds it stayed open. */
async function open(port: number, localAddress = attacker): Promise<{ socket: Socket; closed: Promise<number> }> {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  const openedAt = performance.now();
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - openedAt)));
  socket.on('error', () => {}); // a reset is one way of being closed
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** Writes `head` at once, then one byte every `everyMs` until the server closes the socket. */
async function dribble(
  port: number,
  head: string,
  everyMs = 300,
): Promise<{ socket: Socket; closed: Promise<number> }> {
  const { socket, closed } = await open(port);
  socket.write(head);
  const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
  void closed.then(() => clearInterval(timer));
  return { socket, closed }; // not `closed` itself: an async function would wait for it
}

const slowHeader = 'GET /api/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
const slowForm =
  'POST /api/account/login.php HTTP/1.1\r\nHost: localhost\r\n' +
  'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n';
const slowUpload =
  'POST /api/archive/music/upload_media.php HTTP/1.1\r\nHost: localhost\r\n' +
  'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n--x\r\n';

describe('slow clients', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    ({ app, close } = await createTestApp(shortLimits({})));
    port = await listen(app);
  });
  afterAll(async () => close());

  it('closes 200 slow-header and 200 slow-body sockets by their deadlines while normal requests are served', async () => {
    const slow: { socket: Socket; closed: Promise<number> }[] = [];
    for (let i = 0; i < 200; i++) slow.push(await dribble(port, slowHeader));
    for (let i = 0; i < 200; i++) slow.push(await dribble(port, i % 2 ? slowForm : slowUpload));

    // Normal requests from the other address, every 50 ms until every slow socket is closed.
    let allClosed = false;
    const statuses: number[] = [];
    const normal = (async () => {
      while (!allClosed) {
        statuses.push((await fetch(`http://127.0.0.1:${port}/api/`)).status);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    // Deadline 1 s (headers) or 1 s after the headers (body), checked every 250 ms; the rest is a loaded machine's
    // margin. Without the guard they stay open for a minute (headers) or for ever (bodies).
    const deadline = new Promise<'open'>((r) => setTimeout(() => r('open'), 4000));
    const heldMs = await Promise.all(slow.map(({ closed }) => Promise.race([closed, deadline])));
    allClosed = true;
    await normal;
    for (const { socket } of slow) socket.destroy();

    expect(heldMs.filter((ms) => ms === 'open')).toHaveLength(0);
    expect(Math.min(...(heldMs as number[]))).toBeGreaterThanOrEqual(900);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('lets a body that arrives at the minimum rate run past the body timeout', async () => {
    // 6,000 bytes at ~2,500 bytes/s: 2.4 s, past the 1 s body timeout, yet above the 1,024 bytes/s minimum.
    const { socket, closed } = await open(port, '127.0.0.1');
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
        if (text.includes('\r\n\r\n')) resolve(text);
      });
    });
    socket.write(slowForm.replace('1000', '6000'));
    for (let sent = 0; sent < 6000; sent += 500) {
      socket.write(`uid=${'a'.repeat(495)}&`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await answer).split(' ')[1]).toBe('400'); // the form's fields are invalid, but it was read whole
    socket.destroy();
    await closed;
  });
});

describe('connections per client address', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;

  beforeAll(async () => {
    ({ app, close } = await createTestApp(shortLimits({ maxPerAddress: 3, headersTimeoutMs: 8000 })));
    port = await listen(app);
  });
  afterAll(async () => close());

  it('closes the socket over the cap at once while another address is served, and counts a closed one out', async () => {
    const held = [await open(port), await open(port), await open(port)];
    const refused = await open(port);
    const timedOut = new Promise<'open'>((r) => setTimeout(() => r('open'), 1000));
    expect(await Promise.race([refused.closed, timedOut])).not.toBe('open');

    expect((await fetch(`http://127.0.0.1:${port}/api/`)).status).toBe(200);

    held[0]?.socket.destroy();
    await held[0]?.closed;
    await new Promise((r) => setTimeout(r, 100)); // the server sees the close
    const next = await open(port);
    const answer = new Promise<string>((resolve) => next.socket.once('data', (chunk) => resolve(String(chunk))));
    next.socket.write('GET /api/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await answer).toMatch(/^HTTP\/1\.1 200/);
    for (const { socket } of [...held, next]) socket.destroy();
  });
});
