import {
  feedPaths,
  type LinkAdminEntry,
  type LinkAdminState,
  type LinkClass,
  type LinkClassWithEntries,
  type LinkDirectory,
  type LinkEntry,
  type LinkHealth,
  type LinkPostPage,
  type LinkSiteCard,
} from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LinkEntriesTable } from '../../db/schema.ts';
import { AnswerCache } from '../../http/answer-cache.ts';
import { getSetting, getSiteInfo } from '../../settings/site-settings.ts';

/** The links module's reads (contracts `links.ts`). */

type Db = Kysely<Database>;
export type EntryRow = Selectable<LinkEntriesTable>;

const caches = new WeakMap<Db, AnswerCache>();

/**
 * The cache of the links' public read answers of database handle `db`, keyed by the request's path and query (see
 * `AnswerCache`: at most 200, up to 10 s stale in another process). Every write and every refresh round of this
 * process clears it.
 */
export function linksReadCacheFor(db: Db): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  return cache;
}

/** How long a link must keep failing before it shows as unreachable: 3 days, in ms (issue 18 point 4). */
export const unreachableAfterMs = 3 * 24 * 60 * 60_000;

/** An entry's health at `now` (ms) from its row's check times. */
export function healthOf(row: EntryRow, now: number): LinkHealth {
  if (row.link_failing_since !== null) {
    const failingFor = now - Date.parse(row.link_failing_since);
    return { state: failingFor >= unreachableAfterMs ? 'unreachable' : 'failing', since: row.link_failing_since };
  }
  if (row.link_ok_at !== null) return { state: 'ok', since: null };
  return { state: 'unknown', since: null };
}

/** The public shape of an entry row. */
export function entryOf(row: EntryRow, now: number): LinkEntry {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    avatar_source: row.avatar_source,
    colour: row.colour,
    description: row.description,
    link: row.link,
    kind: row.kind,
    class_id: row.class_id,
    order: row.sort_order,
    feed_url: row.feed_url,
    added_at: row.created_at,
    health: healthOf(row, now),
  };
}

const entries = (db: Db) => db.selectFrom('link_entries').selectAll().orderBy('sort_order').orderBy('id');

/** Every class, in order. */
export async function listClasses(db: Db): Promise<LinkClass[]> {
  const rows = await db.selectFrom('link_classes').selectAll().orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, order: r.sort_order }));
}

/** [ROUTE-21] `/links`: every class with its entries (any kind), and the entries of no class. */
export async function linkDirectory(db: Db, now: number): Promise<LinkDirectory> {
  const [classes, rows] = await Promise.all([listClasses(db), entries(db).execute()]);
  const byClass = new Map<number | null, LinkEntry[]>();
  for (const row of rows) {
    const list = byClass.get(row.class_id) ?? [];
    list.push(entryOf(row, now));
    byClass.set(row.class_id, list);
  }
  return {
    classes: classes.map((c) => ({ ...c, entries: byClass.get(c.id) ?? [] })),
    unclassified: byClass.get(null) ?? [],
  };
}

/** `/links/class/:id`: one class with its entries, or undefined. */
export async function linkClass(db: Db, id: number, now: number): Promise<LinkClassWithEntries | undefined> {
  const row = await db.selectFrom('link_classes').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const rows = await entries(db).where('class_id', '=', id).execute();
  return { id: row.id, name: row.name, order: row.sort_order, entries: rows.map((r) => entryOf(r, now)) };
}

/** The entries of one kind, in order. */
export async function entriesOfKind(db: Db, kind: LinkEntry['kind'], now: number): Promise<LinkEntry[]> {
  return (await entries(db).where('kind', '=', kind).execute()).map((r) => entryOf(r, now));
}

/** One page of the river: the followed sites' posts, newest first (posts without a date by when first seen). */
export async function followingPosts(db: Db, page: number, perPage: number): Promise<LinkPostPage> {
  const base = db
    .selectFrom('link_posts as p')
    .innerJoin('link_entries as e', 'e.id', 'p.entry_id')
    .where('e.kind', '=', 'following');
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id',
        'p.title',
        'p.url',
        'p.excerpt',
        'p.published_at',
        'e.id as site_id',
        'e.name as site_name',
        'e.link as site_link',
        'e.avatar as site_avatar',
        'e.colour as site_colour',
      ])
      .orderBy('p.sort_date', 'desc')
      .orderBy('p.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      url: r.url,
      excerpt: r.excerpt,
      published_at: r.published_at,
      site: { id: r.site_id, name: r.site_name, link: r.site_link, avatar: r.site_avatar, colour: r.site_colour },
    })),
    total: Number(count.n),
    page,
    per_page: perPage,
  };
}

/**
 * This site's own card for the friends page: the site's name and description, its address, its RSS feed, and an
 * avatar: the `links_avatar` setting when set, else the site's icon.
 */
export async function siteCard(db: Db, siteUrl: string): Promise<LinkSiteCard> {
  const [info, avatar] = await Promise.all([getSiteInfo(db), getSetting(db, 'links_avatar')]);
  return {
    name: info.name,
    avatar: typeof avatar === 'string' && avatar !== '' ? avatar : `${siteUrl}/favicon.svg`,
    description: info.description,
    link: `${siteUrl}/`,
    feed: `${siteUrl}${feedPaths.rss}`,
  };
}

/** The admin's view: every entry with its feed's and link's state, and the unreachable ones. */
export async function adminState(db: Db, now: number): Promise<LinkAdminState> {
  const [rows, counts] = await Promise.all([
    entries(db).execute(),
    db
      .selectFrom('link_posts')
      .select(['entry_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('entry_id')
      .execute(),
  ]);
  const posts = new Map(counts.map((c) => [c.entry_id, Number(c.n)]));
  const all: LinkAdminEntry[] = rows.map((row) => ({
    ...entryOf(row, now),
    last_checked_at: row.link_checked_at,
    feed:
      row.feed_url === ''
        ? null
        : {
            last_success_at: row.feed_success_at,
            last_error: row.feed_error,
            last_error_at: row.feed_error_at,
            checked_at: row.feed_checked_at,
            posts: posts.get(row.id) ?? 0,
          },
  }));
  return { entries: all, unreachable: all.filter((e) => e.health.state === 'unreachable') };
}
