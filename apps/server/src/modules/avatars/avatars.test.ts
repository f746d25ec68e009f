import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarFor, gravatarHash } from '../../profiles/avatar.ts';
import { createTestApp } from '../../test/db.ts';
import { avatarMaxBytes } from './service.ts';

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 1)]);
const hashOf = (name: string) => gravatarHash(`${name}@example.org`);

/** A fake Gravatar on 127.0.0.1: answers by the hash asked for; `requests` lists the paths it was asked. */
async function startFakeGravatar() {
  const requests: string[] = [];
  const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {
    [hashOf('png')]: (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(png),
    [hashOf('svg')]: (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload="alert(1)"/>'),
    [hashOf('huge')]: (res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.concat([png, Buffer.alloc(avatarMaxBytes)])),
    [hashOf('slow')]: (res) => setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png), 2_000),
  };
  const server: Server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const hash = (req.url ?? '').split('?')[0]?.split('/').pop() ?? '';
    const answer = answers[hash];
    if (answer) answer(res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/avatar`;
  return { base, requests, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/**
 * Issue 19 point 9: commenters' avatars come from this site. The server fetches each Gravatar picture once (with a
 * timeout, a size cap and a type check) and serves it at `/api/avatar/<hash>`; without one the page shows the
 * nickname's first letter [ACCT-40].
 */
describe('avatars fetched and cached by the server', () => {
  let fake: Awaited<ReturnType<typeof startFakeGravatar>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    fake = await startFakeGravatar();
    t = await createTestApp((config) => ({ ...config, avatars: { base: fake.base, fetchTimeoutMs: 500 } }));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  const get = (hash: string) => t.app.inject({ method: 'GET', url: `/api/avatar/${hash}` });

  it('[ACCT-33] an e-mail’s avatar address is on this site, never gravatar.com (the hash stays on the server)', () => {
    expect(avatarFor('', ' PNG@example.org ')).toBe(`/api/avatar/${hashOf('png')}`);
    expect(avatarFor('https://example.org/me.png', 'png@example.org')).toBe('https://example.org/me.png');
    expect(avatarFor('', '')).toBe('');
  });

  it('fetches a picture once, then serves it from its own copy with its type', async () => {
    const first = await get(hashOf('png'));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(png)).toBe(true);
    const second = await get(hashOf('png'));
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(png)).toBe(true);
    expect(fake.requests.filter((r) => r.includes(hashOf('png')))).toHaveLength(1);
    expect(fake.requests[0]).toMatch(/\?s=80&d=identicon$/);
  });

  it('refuses what is no PNG, JPEG, WebP or GIF, a picture over the cap, a slow answer and a missing one (404)', async () => {
    for (const name of ['svg', 'huge', 'slow', 'missing']) {
      const started = Date.now();
      const res = await get(hashOf(name));
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toMatchObject({ status: 'error', message: 'not_found' });
      expect(Date.now() - started, name).toBeLessThan(1_500);
    }
    // A failure is remembered for a while: the service is not asked again at each visit.
    const asked = fake.requests.length;
    expect((await get(hashOf('missing'))).statusCode).toBe(404);
    expect(fake.requests.length).toBe(asked);
  });

  it('answers 404 for what is not a sha-256 hash, without asking the service', async () => {
    const asked = fake.requests.length;
    for (const bad of ['nope', `${hashOf('png')}x`, '..%2f..%2fetc%2fpasswd', hashOf('png').toUpperCase()]) {
      expect((await get(bad)).statusCode, bad).toBe(404);
    }
    expect(fake.requests.length).toBe(asked);
  });
});
