import { archiveItemInputSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { gameInput, movieInput } from './archive-test-helpers.ts';
import { archivePageHead } from './page-head.ts';
import { saveArchiveItem } from './write-service.ts';

/** The detail pages' heads: schema.org Movie / VideoGame with the owner's Review and Rating. */
describe('archive page heads', () => {
  let db: TestDb;
  const site = 'https://example.com';
  const now = '2026-03-01T00:00:00.000Z';

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('a movie page has its title, cover and schema.org Movie with the review rated by its level out of 7', async () => {
    const movie = await saveArchiveItem(
      db.db,
      archiveItemInputSchema.parse(
        movieInput({ cover_url: '/media/cover/stalker.jpg', comment: 'The Zone.', review: 'Long *review*.' }),
      ),
      now,
    );
    const head = await archivePageHead(db.db, '/archive/movies/:id', `/archive/movies/${movie.id}`, site);
    expect(head).toMatchObject({
      found: true,
      title: expect.stringMatching(/^Stalker - /),
      description: 'The Zone.',
      url: `${site}/archive/movies/${movie.id}`,
      image: `${site}/media/cover/stalker.jpg`,
    });
    expect(head?.structured_data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'Stalker',
      director: [{ '@type': 'Person', name: 'Andrei Tarkovsky' }],
      duration: 'PT161M',
      review: {
        '@type': 'Review',
        reviewBody: 'Long *review*.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 7, worstRating: 0, name: 'Myth' },
      },
    });
  });

  it('a series is a TVSeries, a game a VideoGame; no-rate has a review without a rating', async () => {
    const series = await saveArchiveItem(
      db.db,
      archiveItemInputSchema.parse(movieInput({ movie: { type: 'anime_series', episodes: 26 } })),
      now,
    );
    const seriesHead = await archivePageHead(db.db, '/archive/movies/:id', `/archive/movies/${series.id}`, site);
    expect(seriesHead?.structured_data).toMatchObject({ '@type': 'TVSeries', numberOfEpisodes: 26 });
    const game = await saveArchiveItem(db.db, archiveItemInputSchema.parse(gameInput()), now);
    const gameHead = await archivePageHead(db.db, '/archive/games/:id', `/archive/games/${game.id}`, site);
    expect(gameHead?.structured_data).toMatchObject({
      '@type': 'VideoGame',
      genre: ['metroidvania', 'act'],
      gamePlatform: ['PC'],
    });
    expect(gameHead?.structured_data?.review).toMatchObject({ reviewRating: undefined });
    // A game's id under /movies/, an unknown id, a broken escape: 404. Other routes: not this module's.
    expect((await archivePageHead(db.db, '/archive/movies/:id', `/archive/movies/${game.id}`, site))?.found).toBe(
      false,
    );
    expect((await archivePageHead(db.db, '/archive/games/:id', '/archive/games/nope', site))?.found).toBe(false);
    expect((await archivePageHead(db.db, '/archive/games/:id', '/archive/games/%E0%A4%A', site))?.found).toBe(false);
    expect(await archivePageHead(db.db, '/blog/articles/*', '/blog/articles/x', site)).toBeUndefined();
  });
});
