import { readFileSync } from 'node:fs';
import { backgroundSchema, envelopeSchema, siteInfoSchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfNeeded } from '../../seed/seed.ts';
import { setSiteSettings } from '../../settings/site-settings.ts';
import { createTestApp, type TestDb } from '../../test/db.ts';
import { version } from '../../version.ts';

const rootPackageVersion = (
  JSON.parse(readFileSync(new URL('../../../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

describe('site calls', () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, db, close } = await createTestApp());
  });
  afterAll(async () => close());

  const siteInfo = async () =>
    envelopeSchema(siteInfoSchema).parse(
      (await app.inject({ method: 'GET', url: '/api/site/get_site_info.php' })).json(),
    ).data;

  it('[SITE-03][SITE-04] site info states the licence and the build version, even before seeding', async () => {
    const info = await siteInfo();
    expect(info.licence).toBe('CC BY-NC-ND 4.0');
    expect(info.licence_url).toBe('https://creativecommons.org/licenses/by-nc-nd/4.0/');
    expect(info.version).toBe(version);
    expect(info.version).toBe(rootPackageVersion); // the root package.json's, read here independently
    expect(info.start_date).toBe('2020-09-25');
    expect(info.webrings).toHaveLength(2);
    expect(info.filing_records).toHaveLength(2);
  });

  it('site info follows the settings table; a broken value falls back to its default', async () => {
    await setSiteSettings(db.db, { name: 'Renamed', version: '9.9.9' });
    await db.db.insertInto('site_settings').values({ key: 'gray', value: 'not json' }).execute();
    const info = await siteInfo();
    expect(info.name).toBe('Renamed');
    expect(info.version).toBe(version);
    expect(info.gray).toBe(false);
  });

  it('get_background answers 404 while the pool is empty', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site/get_background.php' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'not_found', data: null });
  });

  it('[SITE-02] get_background picks at random from the pool, which changes without a build', async () => {
    await seedIfNeeded(db);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/site/get_background.php' });
      seen.add(envelopeSchema(backgroundSchema).parse(res.json()).data.url);
    }
    expect(seen.size).toBeGreaterThan(1);
    await db.db.deleteFrom('backgrounds').execute();
    await db.db.insertInto('backgrounds').values({ url: '/media/backgrounds/new.svg', credit: 'new' }).execute();
    const res = await app.inject({ method: 'GET', url: '/api/site/get_background.php' });
    expect(envelopeSchema(backgroundSchema).parse(res.json()).data.url).toBe('/media/backgrounds/new.svg');
  });

  it('serves the shipped background artworks as SVG images with caching', async () => {
    for (const name of ['dawn-hills.svg', 'night-waves.svg', 'paper-circles.svg', 'forest-mist.svg']) {
      const res = await app.inject({ method: 'GET', url: `/media/backgrounds/${name}` });
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.headers['cache-control']).toContain('max-age');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.rawPayload.length).toBeLessThan(10 * 1024);
    }
    expect((await app.inject({ method: 'GET', url: '/media/backgrounds/..%2F..%2Fpackage.json' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/media/backgrounds/none.svg' })).statusCode).toBe(404);
  });
});
