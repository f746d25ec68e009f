import { describe, expect, it } from 'vitest';
import { sourceScoreDisplay } from './source-score.ts';

describe('sourceScoreDisplay', () => {
  it('shows a Letterboxd half-star score as stars with a half', () => {
    expect(sourceScoreDisplay({ source: 'letterboxd', score: 3.5, scale: 5 })).toMatchObject({
      kind: 'stars',
      stars: '★★★½',
    });
    expect(sourceScoreDisplay({ source: 'letterboxd', score: 5, scale: 5 })).toMatchObject({ stars: '★★★★★' });
    expect(sourceScoreDisplay({ source: 'letterboxd', score: 0.5, scale: 5 })).toMatchObject({ stars: '½' });
  });

  it('shows a 10-point IMDb score as points of its scale, unrounded', () => {
    expect(sourceScoreDisplay({ source: 'imdb', score: 8, scale: 10 })).toEqual({
      kind: 'points',
      score: 8,
      scale: 10,
    });
    expect(sourceScoreDisplay({ source: 'imdb', score: 7.5, scale: 10 })).toMatchObject({ kind: 'points', score: 7.5 });
  });

  it('does not draw stars for a 5-point score between half steps', () => {
    expect(sourceScoreDisplay({ source: 'letterboxd', score: 3.3, scale: 5 })).toMatchObject({ kind: 'points' });
  });
});
