import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp } from '../accounts/test-helpers.ts';
import { gameInput, jsonPoster, movieInput } from './archive-test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/**
 * The app's page at an archive detail address, as the server answers it (app.ts hands the archive's page heads to
 * the SPA): an item's own kind answers 200 with its schema.org data; an unknown id, or an item of another kind
 * under this kind's address, HTTP 404 [ROUTE-22].
 */
describe('archive detail pages', () => {
  let t: Made;
  let movie: string;
  let game: string;
  beforeAll(async () => {
    t = await createAccountTestApp((config) => {
      mkdirSync(config.webDist, { recursive: true });
      writeFileSync(`${config.webDist}/index.html`, indexHtml);
      return config;
    });
    const post = jsonPoster(t.app);
    const tokenid = await t.adminToken();
    movie = (await post('archive/save_item.php', { tokenid, item: movieInput() })).body.data.id;
    game = (await post('archive/save_item.php', { tokenid, item: gameInput() })).body.data.id;
  });
  afterAll(async () => t.close());

  const page = (url: string) => t.app.inject({ method: 'GET', url });

  it('[ROUTE-22] answers an item at its own kind’s address with its head and structured data', async () => {
    const moviePage = await page(`/archive/movies/${movie}`);
    expect(moviePage.statusCode).toBe(200);
    expect(moviePage.body).toContain('Stalker');
    expect(moviePage.body).toContain('"@type":"Movie"');
    const gamePage = await page(`/archive/games/${game}`);
    expect(gamePage.statusCode).toBe(200);
    expect(gamePage.body).toContain('"@type":"VideoGame"');
  });

  it('[ROUTE-22] answers an unknown id, or an item under another kind’s address, with HTTP 404', async () => {
    expect((await page('/archive/movies/no-such-item')).statusCode).toBe(404);
    expect((await page(`/archive/games/${movie}`)).statusCode).toBe(404);
    expect((await page(`/archive/movies/${game}`)).statusCode).toBe(404);
  });
});
