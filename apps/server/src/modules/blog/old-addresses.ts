import { articlePath } from '@site/contracts';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A post file name's date prefix, as in `2019-10-14-hexo-4-released` (Jekyll's and many Hexo sites'). */
export const datePrefix = /^(\d{4})-(\d{2})-(\d{2})-/;

/**
 * Replaces the old addresses of the article `id` with `addresses` (`oldAddressKey` of each; repeats and the
 * unreadable dropped). An address another article had moves to this one: the last import wins.
 */
export async function setArticleAliases(db: Db, id: string, addresses: readonly string[]): Promise<void> {
  const keys = [...new Set(addresses.map(oldAddressKey))].filter((key): key is string => key !== null);
  await db.deleteFrom('article_aliases').where('article_id', '=', id).execute();
  if (keys.length === 0) return;
  await db
    .insertInto('article_aliases')
    .values(keys.map((path) => ({ path, article_id: id })))
    .onConflict((oc) => oc.column('path').doUpdateSet({ article_id: id }))
    .execute();
}

/**
 * The slug and the date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`, or null) an old blog address names: its last segment
 * without a trailing slash, `index.html` or an `.html`/`.htm` extension, and the year/month/day segments before
 * it. Null when there is no slug, the last segment names a file of another kind than a page (`.php`, `.png`) or
 * the path cannot be decoded.
 *
 * @example oldAddressParts('/2019/10/14/hexo-4-released/') // { slug: 'hexo-4-released', date: '2019-10-14' }
 * @example oldAddressParts('/posts/my-post.html') // { slug: 'my-post', date: null }
 */
export function oldAddressParts(path: string): { slug: string; date: string | null } | null {
  const segments = addressSegments(path);
  if (!segments) return null;
  const last = segments.pop() ?? '';
  // A file of another kind (`wp-login.php`, `favicon.ico`, `app.js`) was never a post's address; a version's dots
  // (`/release/v22.0.0/`) or a trailing slash say it is a page.
  const folder = /\/$/.test(path.split(/[?#]/)[0] ?? '');
  if (
    !folder &&
    /\.[a-z0-9]*[a-z][a-z0-9]*$/i.test(last) &&
    last.length - last.lastIndexOf('.') <= 6 &&
    !/\.html?$/i.test(last)
  )
    return null;
  const slug = last.replace(/\.html?$/i, '');
  if (!slug) return null;
  const dateParts: string[] = [];
  for (const segment of segments) {
    if (dateParts.length === 0 ? /^\d{4}$/.test(segment) : /^\d{2}$/.test(segment) && dateParts.length < 3)
      dateParts.push(segment);
  }
  return { slug, date: dateParts.length > 0 ? dateParts.join('-') : null };
}

/**
 * The decoded, non-empty segments of `path` (query and fragment dropped, a last `index.html` too), or null when
 * it cannot be decoded.
 */
function addressSegments(path: string): string[] | null {
  let segments: string[];
  try {
    segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.at(-1)?.toLowerCase() === 'index.html') segments.pop();
  return segments;
}

/**
 * An old address as `article_aliases` keeps it and looks it up: decoded, one leading slash, no trailing slash,
 * query, fragment or last `index.html`; a full URL counts by its path. Null for no path at all ("/", "").
 *
 * @example oldAddressKey('https://old.example/2019/10/Old%20Name/index.html?x=1') // '/2019/10/Old Name'
 */
export function oldAddressKey(address: string): string | null {
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/]*(.*)$/i.exec(address.trim())?.[1] ?? address.trim();
  const segments = addressSegments(path);
  return segments && segments.length > 0 ? `/${segments.join('/')}` : null;
}

/**
 * Where an address of the blog this site was imported from now lives: first the whole address, exactly (case and
 * dots kept), among the addresses imported posts had (`article_aliases`: computed from their generator's permalink
 * rules at import, and their front matter `aliases`, `redirect_from`, `url`/`permalink`), also with its `.html`
 * added or dropped (`/a/b.html` and `/a/b` are one page on most static hosts). Else, as WordPress guesses a moved
 * post, among the articles whose old addresses were not computed (seeded, or imported from a folder of no known
 * generator): Hexo's `/2019/10/14/hexo-4-released/`, Jekyll's `/2019/10/14/hexo-4-released.html`, Hugo's
 * `/posts/hexo-4-released/` name the article whose id ends in that slug (`hexo-news/2019-10-14-hexo-4-released`:
 * with or without the file name's date prefix). When several do, the date in the address (year, month, day, as far
 * as given; from the id's prefix, else the article's date in UTC) picks among them. An article whose addresses
 * are known is never guessed: an address that is not one of them is not its. Returns the article's path
 * (`/blog/articles/...`) when exactly one article is left, else undefined. Called only for addresses no route of
 * the app matches.
 */
export async function movedArticlePath(db: Db, path: string): Promise<string | undefined> {
  const key = oldAddressKey(path);
  if (key === null) return undefined;
  const keys = [key, /\.html?$/i.test(key) ? key.replace(/\.html?$/i, '') : `${key}.html`];
  const aliases = await db
    .selectFrom('article_aliases')
    .select(['path', 'article_id'])
    .where('path', 'in', keys)
    .execute();
  const alias = aliases.find((row) => row.path === key) ?? aliases[0];
  if (alias) return articlePath(alias.article_id);
  const parts = oldAddressParts(path);
  if (!parts) return undefined;
  const { slug, date } = parts;
  const escaped = slug.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'date'])
    .where('status', '=', 'published')
    // Any case (SQLite's LIKE ignores it), wildcards escaped; the exact test is the filter below.
    .where(sql<SqlBool>`id like ${`%${escaped}`} escape '\\'`)
    .where((eb) => eb.or([eb('source_site', 'is', null), eb('source_site', 'like', `${guessedSitePrefix}%`)]))
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

/**
 * How `articles.source_site` begins for an article imported from a folder of no known generator (cli/import):
 * its old addresses were not computed, so `movedArticlePath` may still guess them from its slug.
 */
export const guessedSitePrefix = 'folder:';
