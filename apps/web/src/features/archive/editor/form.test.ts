import type { ArchiveItem } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { type ArchiveForm, formFieldOf, formFromItem, inputFromForm, serverFieldErrors, validateForm } from './form.ts';

const movie: ArchiveItem = {
  id: 'm1',
  kind: 'movie',
  title: 'Chungking Express',
  titles: { zh: '重庆森林', ja: '恋する惑星' },
  year: 1994,
  release_date: '1994-07-14',
  cover_url: '/media/cover/abc.png',
  regions: ['HK'],
  tags: ['romance', 'city'],
  links: [{ site: 'imdb', url: 'https://www.imdb.com/title/tt0109424/' }],
  status: 'done',
  viewings: [
    { date: '2020-01-02', rewatch: false },
    { date: '2023-05-06', rewatch: true },
  ],
  level: 4,
  source_rating: { source: 'letterboxd', score: 4.5, scale: 5 },
  comment: 'Neon, rain, California Dreamin’.',
  review: 'Long text\n\n>! the ending',
  movie: {
    type: 'movie',
    directors: ['Wong Kar-wai'],
    cast: ['Faye Wong', 'Tony Leung'],
    runtime_minutes: 102,
    episodes: null,
  },
  review_html: '<p>Long text</p>',
  finished_on: '2023-05-06',
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

describe('form <-> input', () => {
  it('gives back the same input after a round trip through the form', () => {
    const result = validateForm(formFromItem(movie, 'movie'));
    expect(result.ok).toBe(true);
    const { review_html, finished_on, created_at, updated_at, ...input } = movie;
    if (result.ok) expect(result.item).toEqual(input);
  });

  it('keeps only the kind’s own fields and reads lists, numbers and blanks', () => {
    const form: ArchiveForm = {
      ...formFromItem(undefined, 'game'),
      title: '  Hollow Knight ',
      year: '2017',
      regions: 'au, jp  US',
      tags: 'metroidvania, 2D,',
      game: {
        genres: ['metroidvania'],
        platforms: 'PC\n\n Switch ',
        developer: 'Team Cherry',
        publisher: '',
        play_hours: '42.5',
      },
      movie: { ...formFromItem(undefined, 'movie').movie, directors: 'not sent' },
    };
    const input = inputFromForm(form);
    expect(input).toMatchObject({
      kind: 'game',
      title: 'Hollow Knight',
      year: 2017,
      release_date: null,
      level: null,
      source_rating: null,
      regions: ['AU', 'JP', 'US'],
      tags: ['metroidvania', '2D'],
      game: { genres: ['metroidvania'], platforms: ['PC', 'Switch'], play_hours: 42.5 },
    });
    expect(input).not.toHaveProperty('movie');
    expect(input).not.toHaveProperty('id');
    expect(validateForm(form).ok).toBe(true);
  });

  it('names the fields the schema refuses, by form field', () => {
    const form: ArchiveForm = {
      ...formFromItem(undefined, 'movie'),
      title: ' ',
      regions: 'XX',
      movie: { ...formFromItem(undefined, 'movie').movie, runtime_minutes: 'ninety' },
      product: { ...formFromItem(undefined, 'product').product, currency: 'euro' },
    };
    const result = validateForm(form);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(['movie.runtime_minutes', 'regions', 'title']);
  });

  it('maps the server’s 400 field paths to form fields', () => {
    expect(formFieldOf('item.movie.cast.2')).toBe('movie.cast');
    expect(formFieldOf('item.regions.0')).toBe('regions');
    expect(formFieldOf('source_rating.score')).toBe('source_rating');
    expect(
      serverFieldErrors({
        field: 'item.product.currency',
        issues: [{ field: 'item.product.currency', message: 'bad' }],
      }),
    ).toEqual({ 'product.currency': 'bad' });
    expect(serverFieldErrors({ field: 'item.title' })).toEqual({ title: '' });
    expect(serverFieldErrors(null)).toEqual({});
  });
});
