import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';

/**
 * Archive calls (issue 17): the owner's catalogue of movies, games and products. The spec fixes the movie types
 * [CONST-05], the 31 game genres [CONST-04] and the 8 rating levels plus no-rate [CONST-06][CONST-07]; the other
 * fields follow how NeoDB and Bangumi model items. Reads are GET for everyone [ROLE-01]; writes are POST with a
 * JSON body (the item nests arrays and objects) for the admin only: a guest 401 `not_logged_in`, a user 403
 * `forbidden`, both before the body is validated; bad input 400 `invalid_input` naming the field.
 *
 * | call | input | data |
 * |---|---|---|
 * | GET archive/get_items.php | ArchiveListQuery: kind?, type?, genre?, status?, level? (0–7 or `none`), year_from?, year_to?, region?, tag?, sort?, order?, page?, per_page? | ArchiveItemPage |
 * | GET archive/get_item.php | id | ArchiveItem (404 `not_found`) |
 * | GET archive/get_overview.php | year? (default: this year), kind? | ArchiveOverview |
 * | POST archive/save_item.php | tokenid (admin), item: ArchiveItemInput (with `id`: an update, without: a new item) | ArchiveItem (404 `not_found` for an unknown id) |
 * | POST archive/delete_item.php | tokenid (admin), id | {deleted: id} (its viewings go with it) |
 * | POST archive/add_viewing.php | tokenid (admin), id, date? (YYYY-MM-DD, default today UTC), rewatch? | ArchiveItem (status becomes `done`) |
 * | POST archive/export.php | tokenid (admin), format (`json` / `csv`) | a file (`application/json` ArchiveExport, or `text/csv` one row per item), not an envelope |
 *
 * Comments on an item and a product's community posts [ROUTE-23] are the comment system's, with target
 * `archiveItemPath(kind, id)` (guests read, signed-in users post, the admin deletes). Dates are `YYYY-MM-DD`;
 * runtime is minutes, play time hours, prices a decimal amount in `currency` (ISO 4217).
 */

/** [CONST-05] A movie's type. */
export const archiveMovieTypes = ['movie', 'series', 'anime_movie', 'anime_series'] as const;
export const archiveMovieTypeSchema = z.enum(archiveMovieTypes);
export type ArchiveMovieType = z.infer<typeof archiveMovieTypeSchema>;

/** [CONST-04] A game's genre: the 31 codes of the spec's section 9. */
export const archiveGameGenres = [
  'aavg',
  'act',
  'arpg',
  'avg',
  'cag',
  'edu',
  'fly',
  'fps',
  'ftg',
  'galgame',
  'interactive_fiction',
  'jump',
  'metroidvania',
  'mug',
  'pzg',
  'rcg',
  'riddle',
  'rpg',
  'rts',
  'sim',
  'slg',
  'spg',
  'stg',
  'strategy',
  'tab',
  'tcg',
  'td',
  'tps',
  'trpg',
  'visual',
  'visual_novel',
] as const;
export const archiveGameGenreSchema = z.enum(archiveGameGenres);
export type ArchiveGameGenre = z.infer<typeof archiveGameGenreSchema>;

/** What an item is. */
export const archiveKinds = ['movie', 'game', 'product'] as const;
export const archiveKindSchema = z.enum(archiveKinds);
export type ArchiveKind = z.infer<typeof archiveKindSchema>;

/** The owner's status; the UI words it per kind (want to watch / watched, want to play / played …). */
export const archiveStatuses = ['want', 'progress', 'done', 'dropped'] as const;
export const archiveStatusSchema = z.enum(archiveStatuses);
export type ArchiveStatus = z.infer<typeof archiveStatusSchema>;

/** [CONST-06] The rating levels 0 Normal … 7 Incomparable, by number; null is no-rate [CONST-07]. */
export const archiveLevelNames = ['Normal', 'Good', 'Great', 'Epic', 'Legend', 'Myth', 'Ace', 'Incomparable'] as const;
export const archiveLevelSchema = z.int().check(z.minimum(0), z.maximum(7));

/** Interface languages an item may carry a title in. */
export const archiveTitleLanguages = ['en', 'zh', 'zh-tw', 'ja'] as const;

/** Sites an item links to. */
export const archiveLinkSites = [
  'imdb',
  'tmdb',
  'letterboxd',
  'douban',
  'bangumi',
  'neodb',
  'steam',
  'official',
  'other',
] as const;

/** Where an imported rating came from (its own score and scale are kept beside the level). */
export const archiveRatingSources = ['letterboxd', 'imdb'] as const;

const line = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'));
/** Multi-line text: control characters other than tab and line breaks are refused. */
const text = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((t) => !/\p{Cc}/u.test(t.replace(/[\t\n\r]/g, '')), 'must not contain control characters'),
  );
const dateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  z.refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'must be a real date',
  ),
);
const yearSchema = z.int().check(z.minimum(1850), z.maximum(2200));
const nonNegative = (max: number) => z.number().check(z.minimum(0), z.maximum(max));
const names = z.array(line(200).check(z.minLength(1))).check(z.maxLength(100));

/** Region names from the platform's table (CLDR through `Intl.DisplayNames`), made on first use. */
let regionNames: Intl.DisplayNames | undefined;

/**
 * An ISO 3166-1 alpha-2 code (upper case) that the platform's region table knows [CONST-08]: `Intl.DisplayNames`
 * with no fallback names it (no hand-written list); `ZZ` ("Unknown Region") is refused. The UI shows the name in
 * the visitor's language the same way.
 */
export const archiveRegionSchema = z.string().check(
  z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
  z.refine((code) => {
    // Checks run on after a failed one: `of` throws on anything that is not a region subtag.
    if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return false;
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    return regionNames.of(code) !== undefined;
  }, 'must be a known region code'),
);

/** An http(s) address. */
const urlSchema = z.string().check(z.maxLength(2000), z.regex(/^https?:\/\/[^\s]+$/, 'must be an http(s) address'));

/**
 * A cover: none (''), an http(s) address, or a picture uploaded with `archive/music/upload_media.php` (kind
 * `cover`: its magic bytes, size cap and 413/415 answers), which answers `/media/cover/<server-made name>`.
 */
export const archiveCoverUrlSchema = z.union([
  z.literal(''),
  urlSchema,
  z.string().check(z.regex(/^\/media\/cover\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/, 'must be an uploaded cover')),
]);

export const archiveLinkSchema = z.object({ site: z.enum(archiveLinkSites), url: urlSchema });
export type ArchiveLink = z.infer<typeof archiveLinkSchema>;

/** A title per interface language where known. */
export const archiveTitlesSchema = z.partialRecord(z.enum(archiveTitleLanguages), line(500).check(z.minLength(1)));

/** One viewing or play: the day, and whether it was a rewatch. */
export const archiveViewingSchema = z.object({ date: dateSchema, rewatch: z.boolean() });
export type ArchiveViewing = z.infer<typeof archiveViewingSchema>;

/** An imported rating's own score: `score` on a scale of `scale` (Letterboxd 5 in half stars, IMDb 10). */
export const archiveSourceRatingSchema = z.object({
  source: z.enum(archiveRatingSources),
  score: z.number().check(z.minimum(0), z.maximum(100)),
  scale: z.int().check(z.minimum(1), z.maximum(100)),
});
export type ArchiveSourceRating = z.infer<typeof archiveSourceRatingSchema>;

export const archiveMovieFieldsSchema = z.object({
  type: archiveMovieTypeSchema,
  directors: z._default(names, []),
  cast: z._default(names, []),
  runtime_minutes: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(100_000))), null),
  episodes: z._default(z.nullable(z.int().check(z.minimum(0), z.maximum(100_000))), null),
});
export const archiveGameFieldsSchema = z.object({
  genres: z._default(z.array(archiveGameGenreSchema).check(z.maxLength(31)), []),
  platforms: z._default(names, []),
  developer: z._default(line(200), ''),
  publisher: z._default(line(200), ''),
  play_hours: z._default(z.nullable(nonNegative(1_000_000)), null),
});
export const archiveProductFieldsSchema = z.object({
  brand: z._default(line(200), ''),
  category: z._default(line(200), ''),
  price: z._default(z.nullable(nonNegative(1_000_000_000)), null),
  currency: z._default(z.string().check(z.regex(/^([A-Z]{3})?$/, 'must be an ISO 4217 code')), ''),
  bought_at: z._default(line(200), ''),
});

const commonInput = {
  /** Absent: a new item. */
  id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be an archive item id'))),
  title: line(500).check(
    z.minLength(1),
    z.refine((t) => t.trim() !== '', 'must not be blank'),
  ),
  titles: z._default(archiveTitlesSchema, {}),
  year: z._default(z.nullable(yearSchema), null),
  release_date: z._default(z.nullable(dateSchema), null),
  cover_url: z._default(archiveCoverUrlSchema, ''),
  regions: z._default(z.array(archiveRegionSchema).check(z.maxLength(50)), []),
  tags: z._default(z.array(line(100).check(z.minLength(1))).check(z.maxLength(100)), []),
  links: z._default(z.array(archiveLinkSchema).check(z.maxLength(50)), []),
  status: archiveStatusSchema,
  viewings: z._default(z.array(archiveViewingSchema).check(z.maxLength(10_000)), []),
  level: z._default(z.nullable(archiveLevelSchema), null),
  source_rating: z._default(z.nullable(archiveSourceRatingSchema), null),
  comment: z._default(text(2000), ''),
  /** Markdown; `>! text` lines are spoilers. */
  review: z._default(text(200_000), ''),
};

/** An item as the admin saves it (and as the JSON export writes it, with `id`): kind and its own fields. */
export const archiveItemInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('movie'), ...commonInput, movie: archiveMovieFieldsSchema }),
  z.object({ kind: z.literal('game'), ...commonInput, game: archiveGameFieldsSchema }),
  z.object({ kind: z.literal('product'), ...commonInput, product: archiveProductFieldsSchema }),
]);
export type ArchiveItemInput = z.infer<typeof archiveItemInputSchema>;

/**
 * Response schemas (what the web parses the reads with). They check the shape, not the input's limits: an item
 * the server stores is answered as stored (a region the browser's region table does not know still shows).
 */
const itemCommonOutput = {
  id: z.string(),
  title: z.string(),
  titles: z.partialRecord(z.enum(archiveTitleLanguages), z.string()),
  year: z.nullable(z.int()),
  release_date: z.nullable(z.string()),
  cover_url: z.string(),
  regions: z.array(z.string()),
  tags: z.array(z.string()),
  links: z.array(z.object({ site: z.enum(archiveLinkSites), url: z.string() })),
  status: archiveStatusSchema,
  viewings: z.array(z.object({ date: z.string(), rewatch: z.boolean() })),
  level: z.nullable(archiveLevelSchema),
  source_rating: z.nullable(archiveSourceRatingSchema),
  comment: z.string(),
  review: z.string(),
  /** Sanitised HTML of `review` (a spoiler is a closed `<details>` with `<summary>Spoiler</summary>`, which the page translates). */
  review_html: z.string(),
  /** The latest viewing's day, or null. */
  finished_on: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
};

/** A stored item (`get_item.php`): the input's fields, its id, the review rendered, the last finished day and times. */
export const archiveItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('movie'), ...itemCommonOutput, movie: archiveMovieFieldsSchema }),
  z.object({ kind: z.literal('game'), ...itemCommonOutput, game: archiveGameFieldsSchema }),
  z.object({ kind: z.literal('product'), ...itemCommonOutput, product: archiveProductFieldsSchema }),
]);

/** A stored item: the input's fields, its id, the review rendered, the last finished day and times. */
export type ArchiveItem = ArchiveItemInput & {
  id: string;
  /** Sanitised HTML of `review` (a spoiler is a closed `<details>` with `<summary>Spoiler</summary>`, which the page translates). */
  review_html: string;
  /** The latest viewing's day, or null. */
  finished_on: string | null;
  created_at: string;
  updated_at: string;
};

/** An item as lists show it (`type`: a movie's, else null; `genres`: a game's, else empty). */
export const archiveItemSummarySchema = z.object({
  id: z.string(),
  kind: archiveKindSchema,
  title: z.string(),
  titles: itemCommonOutput.titles,
  year: z.nullable(z.int()),
  cover_url: z.string(),
  status: archiveStatusSchema,
  level: z.nullable(archiveLevelSchema),
  finished_on: z.nullable(z.string()),
  regions: z.array(z.string()),
  tags: z.array(z.string()),
  type: z.nullable(archiveMovieTypeSchema),
  genres: z.array(archiveGameGenreSchema),
});

/** An item as lists show it. */
export type ArchiveItemSummary = Pick<
  ArchiveItem,
  'id' | 'kind' | 'title' | 'titles' | 'year' | 'cover_url' | 'status' | 'level' | 'finished_on' | 'regions' | 'tags'
> & { type: ArchiveMovieType | null; genres: ArchiveGameGenre[] };

/** A page of a list (`get_items.php`): its items, how many match in all, the page (1-based) and its size. */
export const archiveItemPageSchema = z.object({
  items: z.array(archiveItemSummarySchema),
  total: z.int(),
  page: z.int(),
  per_page: z.int(),
});
export type ArchiveItemPage = { items: ArchiveItemSummary[]; total: number; page: number; per_page: number };

/** The largest page of a list. */
export const archivePerPageMax = 100;

const coercedInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

/** The list's filters, sort and page, as they appear in the page's address. */
export const archiveListQuerySchema = z.object({
  kind: z.optional(archiveKindSchema),
  type: z.optional(archiveMovieTypeSchema),
  genre: z.optional(archiveGameGenreSchema),
  status: z.optional(archiveStatusSchema),
  level: z.optional(z.enum(['0', '1', '2', '3', '4', '5', '6', '7', 'none'])),
  year_from: z.optional(coercedInt(1850, 2200)),
  year_to: z.optional(coercedInt(1850, 2200)),
  region: z.optional(archiveRegionSchema),
  tag: z.optional(line(100).check(z.minLength(1))),
  sort: z._default(z.enum(['finished', 'rating', 'year', 'title']), 'finished'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
  page: z._default(coercedInt(1, 100_000), 1),
  per_page: z._default(coercedInt(1, archivePerPageMax), 24),
});
export type ArchiveListQuery = z.infer<typeof archiveListQuerySchema>;

export const archiveItemQuerySchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be an archive item id')),
});
export const archiveOverviewQuerySchema = z.object({
  year: z.optional(coercedInt(1850, 2200)),
  kind: z.optional(archiveKindSchema),
});

export const archiveSaveBodySchema = z.object({ tokenid: z.optional(tokenidSchema), item: archiveItemInputSchema });
export const archiveIdBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  id: archiveItemQuerySchema.shape.id,
});
export const archiveAddViewingBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  id: archiveItemQuerySchema.shape.id,
  date: z.optional(dateSchema),
  rewatch: z._default(z.boolean(), false),
});
export const archiveExportBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  format: z._default(z.enum(['json', 'csv']), 'json'),
});

const statusCountsSchema = z.object({
  want: z.int(),
  progress: z.int(),
  done: z.int(),
  dropped: z.int(),
  total: z.int(),
});

/** The overview of `/archive` (`get_overview.php`); see `ArchiveOverview`. */
export const archiveOverviewSchema = z.object({
  counts: z.object({ movie: statusCountsSchema, game: statusCountsSchema, product: statusCountsSchema }),
  recently_finished: z.array(archiveItemSummarySchema),
  year: z.int(),
  finished_per_month: z.array(z.int()),
  rating_distribution: z.object({ levels: z.array(z.int()), no_rate: z.int() }),
});

/** The overview of `/archive`. Counts per kind and status; `finished_per_month[i]`: items with a viewing in month i+1 of `year`. */
export type ArchiveOverview = {
  counts: Record<ArchiveKind, Record<ArchiveStatus, number> & { total: number }>;
  recently_finished: ArchiveItemSummary[];
  year: number;
  finished_per_month: number[];
  /** `levels[n]`: items at level n (0–7); `no_rate`: items without a level. */
  rating_distribution: { levels: number[]; no_rate: number };
};

/** Compile-time check that each response schema and its type describe the same values, both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemasMatchTypes: [
  Same<z.infer<typeof archiveItemSchema>, ArchiveItem>,
  Same<z.infer<typeof archiveItemSummarySchema>, ArchiveItemSummary>,
  Same<z.infer<typeof archiveItemPageSchema>, ArchiveItemPage>,
  Same<z.infer<typeof archiveOverviewSchema>, ArchiveOverview>,
] = [true, true, true, true];
void schemasMatchTypes;

/** The JSON export (`npm run export -- --archive`, `archive/export.php`), which `npm run import -- --archive` reads back. */
export type ArchiveExport = { format: 'site-archive'; version: 1; exported_at: string; items: ArchiveExportItem[] };
export type ArchiveExportItem = ArchiveItemInput & { id: string; source_key: string | null };

/** The route of an item's page, also its comments' target: `/archive/movies/<id>`, `/archive/games/<id>`, `/archive/products/<id>`. */
export function archiveItemPath(kind: ArchiveKind, id: string): string {
  return `/archive/${kind}s/${encodeURIComponent(id)}`;
}

/**
 * The level an imported score maps to (docs/decisions/0023-archive-rating-levels.md): the score is put on ten
 * steps (`round(score / scale * 10)`, so half stars and IMDb's 1–10 land on the same steps), then 0–5 steps →
 * 0 Normal, 6 → 1 Good, 7 → 2 Great, 8 → 3 Epic, 9 → 4 Legend, 10 → 5 Myth. 6 Ace and 7 Incomparable are never
 * imported: a ten-step scale's top cannot tell them apart from Myth; the owner sets them by hand.
 */
export function archiveLevelFromScore(score: number, scale: number): number {
  const steps = Math.round((score / scale) * 10);
  return Math.max(0, Math.min(5, steps - 5));
}
