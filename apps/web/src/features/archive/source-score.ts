import type { ArchiveSourceRating } from '@site/contracts';

/**
 * How an imported rating's own score reads beside its level (issue 17: a 10-point or half-star score does not map
 * losslessly to 8 levels, so the source's score is shown as the source showed it).
 */

/** The source's own display of a score: a star string, or "score/scale". */
export type SourceScoreDisplay =
  | { kind: 'stars'; stars: string; score: number; scale: number }
  | { kind: 'points'; score: number; scale: number };

/**
 * The display of `rating`: on a 5-point scale in whole or half steps (Letterboxd), stars with a half
 * ("★★★½" for 3.5); on any other scale (IMDb's 10), the points ("8" of 10). Scores are never rounded.
 *
 * @example sourceScoreDisplay({ source: 'letterboxd', score: 3.5, scale: 5 }) // { kind: 'stars', stars: '★★★½', ... }
 * @example sourceScoreDisplay({ source: 'imdb', score: 8, scale: 10 }) // { kind: 'points', score: 8, scale: 10 }
 */
export function sourceScoreDisplay({ score, scale }: ArchiveSourceRating): SourceScoreDisplay {
  if (scale === 5 && Number.isInteger(score * 2) && score <= 5) {
    const whole = Math.floor(score);
    return { kind: 'stars', stars: '★'.repeat(whole) + (score > whole ? '½' : ''), score, scale };
  }
  return { kind: 'points', score, scale };
}

/** The site names of the rating sources as the sources spell them (brand names: the same in every language). */
export const ratingSourceNames: Readonly<Record<ArchiveSourceRating['source'], string>> = {
  letterboxd: 'Letterboxd',
  imdb: 'IMDb',
};
