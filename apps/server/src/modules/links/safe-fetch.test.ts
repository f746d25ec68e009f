import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirect, serve, startFakeSite } from './links-test-helpers.ts';
import { isPublicAddress, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

type Site = Awaited<ReturnType<typeof startFakeSite>>;

const options: SafeFetchOptions = { timeoutMs: 1000, maxBytes: 1024 * 1024, maxRedirects: 3, allowPrivate: true };
const fiveMb = Buffer.alloc(5 * 1024 * 1024, 'a');

/** The safe fetcher against a real local HTTP server: caps, deadline, redirects, conditional requests, addresses. */
describe('safe fetch', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startFakeSite({
      '/ok': serve('text/plain', 'hello', { etag: '"v1"' }),
      '/big': serve('application/rss+xml', fiveMb),
      // The same 5 MB without a Content-Length (chunked): cut while streaming.
      '/big-chunked': (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        let sent = 0;
        const push = () => {
          while (sent < fiveMb.length) {
            sent += 64 * 1024;
            if (!res.write(fiveMb.subarray(0, 64 * 1024))) return res.once('drain', push);
          }
          res.end();
        };
        push();
      },
      '/slow': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        // Never ends: the deadline must cut it.
      },
      '/r1': redirect('/r2'),
      '/r2': redirect('/r3', 301),
      '/r3': redirect('/ok', 307),
      '/r0': redirect('/r1', 308),
      '/to-js': redirect('javascript:alert(1)'),
      '/cond': (req, res) => {
        if (req.headers['if-none-match'] === '"v1"') res.writeHead(304).end();
        else res.writeHead(200, { etag: '"v1"' }).end('body');
      },
      '/gone': (_req, res) => res.writeHead(500).end('oops'),
    });
  });
  afterAll(async () => site.close());

  it('reads a body and its validators', async () => {
    const answer = await safeFetch(site.url('/ok'), options);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('hello');
    expect(answer.headers.etag).toBe('"v1"');
  });

  it('refuses a 5 MB body over the cap, declared or streamed', async () => {
    await expect(safeFetch(site.url('/big'), options)).rejects.toMatchObject({ code: 'too_large' });
    await expect(safeFetch(site.url('/big-chunked'), options)).rejects.toMatchObject({ code: 'too_large' });
  });

  it('gives up on a slow answer at the deadline', async () => {
    const started = Date.now();
    await expect(safeFetch(site.url('/slow'), { ...options, timeoutMs: 300 })).rejects.toMatchObject({
      code: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('follows 3 redirects and refuses a 4th', async () => {
    const answer = await safeFetch(site.url('/r1'), options);
    expect(answer.url).toBe(site.url('/ok'));
    expect(answer.body.toString()).toBe('hello');
    await expect(safeFetch(site.url('/r0'), options)).rejects.toMatchObject({ code: 'too_many_redirects' });
  });

  it('refuses a redirect to a javascript: address', async () => {
    await expect(safeFetch(site.url('/to-js'), options)).rejects.toMatchObject({ code: 'bad_address' });
  });

  it('sends the validators and answers a 304 with no body', async () => {
    const answer = await safeFetch(site.url('/cond'), { ...options, etag: '"v1"' });
    expect(answer.status).toBe(304);
    expect(answer.body.length).toBe(0);
  });

  it('refuses other statuses', async () => {
    await expect(safeFetch(site.url('/gone'), options)).rejects.toMatchObject({ code: 'http_status' });
  });

  it('refuses private and loopback addresses without the test setting: literal IPv4 and IPv6, and by a name resolving to one', async () => {
    const strict = { ...options, allowPrivate: false };
    await expect(safeFetch(site.url('/ok'), strict)).rejects.toMatchObject({ code: 'private_address' });
    await expect(safeFetch(site.url('/ok').replace('127.0.0.1', 'localhost'), strict)).rejects.toMatchObject({
      code: 'private_address',
    });
    for (const address of ['http://10.0.0.1/', 'http://192.168.1.1/', 'http://169.254.169.254/latest', 'http://[::1]/'])
      await expect(safeFetch(address, strict), address).rejects.toMatchObject({ code: 'private_address' });
    expect(site.requests.some((r) => r.path === '/ok' && r.headers.host?.startsWith('localhost'))).toBe(false);
  });

  it('refuses addresses that are not http(s)', async () => {
    for (const address of ['javascript:alert(1)', 'data:text/plain,hi', 'file:///etc/passwd', 'ftp://x.example/'])
      await expect(safeFetch(address, options), address).rejects.toMatchObject({ code: 'bad_address' });
  });

  it('tells public unicast addresses from every other range', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not an ip',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
