import { articlePath } from '@site/contracts';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A file name's date prefix, as in `2019-10-14-hexo-4-released`. */
const datePrefix = /^(\d{4})-(\d{2})-(\d{2})-/;

/**
 * The slug and the date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`, or null) an old blog address names: its last segment
 * without a trailing slash, `index.html` or an `.html`/`.htm` extension, and the year/month/day segments before
 * it. Null when there is no slug or the path cannot be decoded.
 *
 * @example oldAddressParts('/2019/10/14/hexo-4-released/') // { slug: 'hexo-4-released', date: '2019-10-14' }
 * @example oldAddressParts('/posts/my-post.html') // { slug: 'my-post', date: null }
 */
export function oldAddressParts(path: string): { slug: string; date: string | null } | null {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.at(-1)?.toLowerCase() === 'index.html') segments.pop();
  const slug = segments.pop()?.replace(/\.html?$/i, '');
  if (!slug) return null;
  const dateParts: string[] = [];
  for (const segment of segments) {
    if (dateParts.length === 0 ? /^\d{4}$/.test(segment) : /^\d{2}$/.test(segment) && dateParts.length < 3)
      dateParts.push(segment);
  }
  return { slug, date: dateParts.length > 0 ? dateParts.join('-') : null };
}

/**
 * Where an address of the blog this site was imported from now lives, as WordPress guesses a moved post: Hexo's
 * `/2019/10/14/hexo-4-released/`, Jekyll's `/2019/10/14/hexo-4-released.html`, Hugo's `/posts/hexo-4-released/`
 * name the article whose id ends in that slug (`hexo-news/2019-10-14-hexo-4-released`: with or without the file
 * name's date prefix). When several do, the date in the address (year, month, day, as far as given; from the id's
 * prefix, else the article's date in UTC) picks among them. Returns the article's path (`/blog/articles/...`)
 * when exactly one article is left, else undefined. Called only for addresses no route of the app matches.
 */
export async function movedArticlePath(db: Db, path: string): Promise<string | undefined> {
  const parts = oldAddressParts(path);
  if (!parts) return undefined;
  const { slug, date } = parts;
  const escaped = slug.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'date'])
    // Any case (SQLite's LIKE ignores it), wildcards escaped; the exact test is the filter below.
    .where(sql<SqlBool>`id like ${`%${escaped}`} escape '\\'`)
    .limit(50)
    .execute();
  const candidates = rows.filter(({ id }) => {
    const name = id.split('/').at(-1) ?? id;
    return name === slug || name.replace(datePrefix, '') === slug;
  });
  const dated =
    date === null || candidates.length <= 1
      ? candidates
      : candidates.filter((row) => {
          const prefix = datePrefix.exec(row.id.split('/').at(-1) ?? '');
          const day = prefix ? `${prefix[1]}-${prefix[2]}-${prefix[3]}` : row.date.slice(0, 10);
          return day.startsWith(date);
        });
  return dated.length === 1 && dated[0] ? articlePath(dated[0].id) : undefined;
}
