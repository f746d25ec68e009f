import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getSiteInfo } from '../settings/site-settings.ts';
import type { PageHead } from './spa.ts';

/**
 * The site's own head (its name as title, its description), for a page with no head of its own: `found` false makes
 * the single-page app answer HTTP 404 with the same page. Throws on a database error.
 */
export async function siteHead(db: Kysely<Database>, found: boolean): Promise<PageHead> {
  const info = await getSiteInfo(db);
  return { title: info.name, description: info.description, type: 'website', site_name: info.name, found };
}

/**
 * The head of a page that shows one record (a song, a wiki item, a playlist): titled "<name> - <site name>" when
 * `name` is given; when it is undefined (no such record) the site's head with `found: false`, which the app answers
 * with HTTP 404 and the same page (issue 19 point 10: a missing record answers 404 like an unknown path). Throws on
 * a database error.
 */
export async function recordHead(db: Kysely<Database>, name: string | undefined): Promise<PageHead> {
  const head = await siteHead(db, name !== undefined);
  return name === undefined ? head : { ...head, title: `${name} - ${head.site_name}` };
}

/**
 * The last segment of `path` (trailing `/` dropped) decoded as the app's router reads a `:id` parameter, or null
 * when it does not match `pattern` (the id's shape as the page checks it) or is not a valid escape.
 *
 * @example lastSegmentOf('/archive/music/songs/a%20b', /^.+$/) === 'a b'
 */
export function lastSegmentOf(path: string, pattern: RegExp): string | null {
  try {
    const id = decodeURIComponent(path.replace(/\/+$/, '').split('/').pop() ?? '');
    return pattern.test(id) ? id : null;
  } catch {
    return null;
  }
}
