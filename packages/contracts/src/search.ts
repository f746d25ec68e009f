import { z } from 'zod/mini';
import { requestHref } from './requests.ts';

/**
 * Site search (issue 22; the spec has only the blog's search, so the rest is ours to design). One index over the
 * blog's articles, the wiki's pages, the archive's items, the songs with their lyrics and the links' entries.
 *
 * | call | input | data |
 * |---|---|---|
 * | GET search/search.php | q, kind?, page?, page_size? | SearchPage: ranked results with snippets, the count per kind |
 * | GET search/instant.php | q | SearchInstant: the best few results of each kind, for the header's box as one types |
 * | GET /opensearch.xml | — | the OpenSearch 1.1 description (`application/opensearchdescription+xml`) |
 *
 * The query language (`q`, `searchQuerySchema`): words (every one must match, as a substring, so Chinese and
 * Japanese need no spaces), `"exact phrase"`, `-excluded` (a word or a phrase), `kind:wiki` (any of
 * `searchKindNames`), `tag:x`, `year:2024`. Matching ignores case, full/half width, accents, and Traditional
 * versus Simplified Chinese. Anything else is read as words: no character is special to the database, so no
 * query is a syntax error. A query with no word, phrase or filter left (`-x` alone, `kind:wiki` alone is fine)
 * answers an empty page, not an error.
 *
 * Bad input: `q` empty, blank or longer than `searchQueryMaxLength` characters, an unknown `kind`, a page out of
 * range: 400 `invalid_input` naming the field.
 */

/** What a result is: an article, a wiki page, an archive item (by its kind), a song, a links entry. */
export const searchKinds = ['article', 'wiki', 'movie', 'game', 'product', 'song', 'link'] as const;
export const searchKindSchema = z.enum(searchKinds);
export type SearchKind = z.infer<typeof searchKindSchema>;

/**
 * The names `kind:` and the `kind` parameter take: each kind, and the groups readers think in: `blog` (articles),
 * `archive` (movies, games, products), `music` and `lyrics` (songs), `links` (entries).
 */
export const searchKindNames = {
  article: ['article'],
  blog: ['article'],
  wiki: ['wiki'],
  movie: ['movie'],
  game: ['game'],
  product: ['product'],
  archive: ['movie', 'game', 'product'],
  song: ['song'],
  music: ['song'],
  lyrics: ['song'],
  link: ['link'],
  links: ['link'],
} as const satisfies Record<string, readonly SearchKind[]>;
export type SearchKindName = keyof typeof searchKindNames;
export const searchKindNameSchema = z.enum(Object.keys(searchKindNames) as [SearchKindName, ...SearchKindName[]]);

/** The longest query accepted, in characters (UTF-16 code units); longer: 400 naming `q`. */
export const searchQueryMaxLength = 256;

/** A search text: 1–`searchQueryMaxLength` characters, not only spaces. */
export const searchQueryTextSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(searchQueryMaxLength), z.regex(/\S/, 'must not be blank'));

/** The most results on a page of search/search.php. */
export const searchPageSizeMax = 50;

/** search/search.php's query: `kind` narrows to a kind or group (as `kind:` in `q` does; both apply). */
export const searchQuerySchema = z.object({
  q: searchQueryTextSchema,
  kind: z.optional(searchKindNameSchema),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(searchPageSizeMax)), 10),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchInstantQuerySchema = z.object({ q: searchQueryTextSchema });

/**
 * A piece of a snippet or title: plain text (never HTML: the client escapes it as any text), `hit` when it is what
 * the query matched, for the client to mark (`<mark>`).
 */
export const searchTextPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type SearchTextPart = z.infer<typeof searchTextPartSchema>;

/** Where in a document the best match was. */
export const searchFieldSchema = z.enum(['title', 'headings', 'body', 'lyrics']);
export type SearchField = z.infer<typeof searchFieldSchema>;

export const searchResultSchema = z.object({
  kind: searchKindSchema,
  /** The document's id in its own area: article id, wiki id, archive item id, song id (`song_id`), link entry id. */
  id: z.string(),
  /** The title as parts, the matched words marked. */
  title: z.array(searchTextPartSchema),
  /** One line of context: the category, the wiki folder, the year and original title, the artists, the link's site. */
  context: z.string(),
  /** The site address to open: `articlePath`, `wikiItemPath`, `archiveItemPath`, the song's page, the links' class page. */
  url: z.string(),
  /** For links: the site the entry points to, else absent. */
  external_url: z.optional(z.string()),
  /** Text around the best match (at most ~160 characters), the match marked; empty parts when the title matched alone. */
  snippet: z.array(searchTextPartSchema),
  field: searchFieldSchema,
  /** ISO 8601 date of the document (publication, last revision, release, added), or null. */
  date: z.nullable(z.string()),
  /**
   * For a match in a song's lyrics: the matched line and its start, in seconds from the song's start; `url` then
   * carries it as `?t=<seconds>` so the song page plays from that line.
   */
  lyric: z.optional(z.object({ line: z.string(), time: z.number() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchPageSchema = z.object({
  results: z.array(searchResultSchema),
  /** How many results in all (within `kind`). */
  total: z.number(),
  /** How many results of each kind, before `kind` narrows them (for the filter chips). */
  kinds: z.partialRecord(searchKindSchema, z.number()),
  page: z.number(),
  page_size: z.number(),
  /**
   * True when more documents matched than the search ranks (its candidate cap, docs/decisions/0031): `total` and
   * `kinds` then count the ranked ones, a lower bound. Absent from older servers' answers: false.
   */
  more: z.optional(z.boolean()),
});
export type SearchPage = z.infer<typeof searchPageSchema>;

/** How many results of each kind the instant answer carries. */
export const searchInstantPerKind = 3;

export const searchInstantSchema = z.object({
  /** The kinds with results, best group first (by its best result), each with at most `searchInstantPerKind`. */
  groups: z.array(z.object({ kind: searchKindSchema, results: z.array(searchResultSchema), total: z.number() })),
});
export type SearchInstant = z.infer<typeof searchInstantSchema>;

/** The site's search page: `/search?q=…&kind=…&page=…`. */
export function searchPath(query: { q: string; kind?: string; page?: number }): string {
  return requestHref(
    {
      path: 'search',
      query: {
        q: query.q,
        kind: query.kind,
        page: query.page !== undefined && query.page > 1 ? query.page : undefined,
      },
    },
    '/',
  );
}
