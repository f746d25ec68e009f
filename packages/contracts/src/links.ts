import { z } from 'zod/mini';
import { emailSchema, tokenidSchema } from './account.ts';

/**
 * Links calls (issue 18): the owner's classes of links, friends' sites exchanged by request and the sites the owner
 * follows, whose feeds the server collects (docs/decisions/0025-links-feeds.md). An entry is a site-info entry
 * [SITE-08]: name, avatar, colour (its accent), description and link. Reads are GET for everyone [ROLE-01]; writes
 * are POST with a JSON body for the admin only (a guest 401 `not_logged_in`, a user 403 `forbidden`, both before
 * the body is validated); bad input 400 `invalid_input` naming the field. A visitor's browser never calls another
 * site: avatars are served from this origin (`/media/links/…`, fetched and cached by the server) and posts are read
 * from the server's store.
 *
 * | call | input | data |
 * |---|---|---|
 * | GET links/get_classes.php | — | LinkDirectory: every class with its entries, and the entries of no class |
 * | GET links/get_class.php | id | LinkClassWithEntries (404 `not_found`) |
 * | GET links/get_friends.php | — | LinkFriends: the friends' entries and this site's own card |
 * | GET links/get_following.php | page?, per_page? | LinkFollowing: the followed entries and a page of the river of their posts |
 * | GET links/get_site_card.php | — | LinkSiteCard |
 * | POST links/save_class.php | tokenid (admin), class: {id?, name} | LinkClass (404 `not_found` for an unknown id) |
 * | POST links/delete_class.php | tokenid (admin), id | {deleted: id} (its entries lose their class) |
 * | POST links/reorder_classes.php | tokenid (admin), ids (every class once, in the new order) | LinkClass[] |
 * | POST links/save_entry.php | tokenid (admin), entry: LinkEntryInput (with `id`: an update) | LinkEntry |
 * | POST links/delete_entry.php | tokenid (admin), id | {deleted: id} (its posts go with it) |
 * | POST links/reorder_entries.php | tokenid (admin), ids (entry ids in the new order) | {ids} |
 * | POST links/get_admin_state.php | tokenid (admin) | LinkAdminState: every entry's feed and health state, the unreachable ones |
 * | POST links/refresh.php | tokenid (admin) | {done, summary: LinkRefreshSummary or null}: collects every feed and checks every link now (joins a round already running); `done: false` when the round outlasts 20 s (it goes on) |
 * | POST links/apply.php | tokenid (a user) or email (a guest), application: LinkApplicationInput | LinkApplication (429 `rate_limited`) |
 * | POST links/my_applications.php | tokenid (a user) | LinkApplication[] (the user's own, newest first) |
 * | POST links/get_applications.php | tokenid (admin), state? | LinkApplicationAdmin[] (with the guests' e-mail) |
 * | POST links/decide_application.php | tokenid (admin), id, decision (`approve` / `decline`), class_id? | LinkApplication (approve creates the friend entry) |
 *
 * The blogroll as OPML 2.0 is public at `GET /links.opml` (`linksOpmlPath`); `npm run export -- --opml <file>`
 * writes the same document and `npm run import -- --opml <file>` reads it back.
 */

/** What an entry is: a friend's site (shown on /links/friends), a followed site (/links/following), or a link. */
export const linkKinds = ['friend', 'following', 'link'] as const;
export const linkKindSchema = z.enum(linkKinds);
export type LinkKind = z.infer<typeof linkKindSchema>;

/** The public address of the blogroll's OPML (to link from the links pages' head as `rel="blogroll"`). */
export const linksOpmlPath = '/links.opml';

const line = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'));
const nonBlank = (max: number) =>
  line(max).check(
    z.minLength(1),
    z.refine((t) => t.trim() !== '', 'must not be blank'),
  );

/**
 * Whether `text` is an absolute http(s) address with a host and no credentials (so no `javascript:`, `data:`,
 * `file:` …): a host name or a bracketed IPv6 literal, an optional port, then a path, query or fragment without
 * white space.
 */
export function isHttpUrl(text: string): boolean {
  return /^https?:\/\/(?:[^\s/?#@:[\]]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(text);
}

/** An absolute http(s) address. */
export const linkUrlSchema = z.string().check(z.maxLength(2000), z.refine(isHttpUrl, 'must be an http(s) address'));
/** An http(s) address, or '' for none. */
const optionalUrl = z._default(z.union([z.literal(''), linkUrlSchema]), '');

const byte = (n: number) => Number.isInteger(n) && n >= 0 && n <= 255;
const percent = (text: string) => /^\d{1,3}(\.\d+)?%$/.test(text) && Number.parseFloat(text) <= 100;
const alpha = (text: string | undefined) =>
  text === undefined || percent(text) || (/^(\d+(\.\d+)?|\.\d+)$/.test(text) && Number.parseFloat(text) <= 1);
const hue = (text: string) => /^-?\d{1,3}(\.\d+)?(deg)?$/.test(text);

/**
 * Whether `text` is a CSS colour of the strict grammar entries accept: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
 * `rgb(r, g, b)` / `rgba(r, g, b, a)` (0–255 or 0–100 %, alpha 0–1 or a percentage), `hsl(h, s%, l%)` /
 * `hsla(…, a)`, commas or the space syntax with `/ a`. Names (`red`) and `var()`/`url()` are refused: the accent is
 * data the page puts in a style, so nothing but a literal colour may reach it.
 */
export function isCssColour(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(t)) return true;
  const fn = /^(rgba?|hsla?)\(([^()]*)\)$/.exec(t);
  if (!fn?.[1] || fn[2] === undefined) return false;
  const body = fn[2].trim();
  const parts = body.includes(',') ? body.split(',').map((p) => p.trim()) : body.split(/\s*\/\s*|\s+/);
  if (parts.length !== 3 && parts.length !== 4) return false;
  if (!body.includes(',') && parts.length === 4 && !body.includes('/')) return false;
  const [a, b, c, d] = parts as [string, string, string, string | undefined];
  if (!alpha(d)) return false;
  if (fn[1].startsWith('rgb')) {
    const channel = (p: string) => percent(p) || (/^\d{1,3}$/.test(p) && byte(Number(p)));
    return channel(a) && channel(b) && channel(c);
  }
  return hue(a) && percent(b) && percent(c);
}

/** An entry's accent: a CSS colour (`isCssColour`), or '' for the page's own. */
export const linkColourSchema = z._default(
  z.union([z.literal(''), z.string().check(z.maxLength(64), z.refine(isCssColour, 'must be a CSS colour'))]),
  '',
);

const idSchema = z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1));
const coercedInt = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));

export const linkClassInputSchema = z.object({ id: z.optional(idSchema), name: nonBlank(100) });
export type LinkClassInput = z.infer<typeof linkClassInputSchema>;
export type LinkClass = { id: number; name: string; order: number };

/** An entry as the admin saves it. */
export const linkEntryInputSchema = z.object({
  /** Absent: a new entry. */
  id: z.optional(idSchema),
  name: nonBlank(100),
  /** Where the avatar is fetched from (the server caches it and serves its copy). */
  avatar: optionalUrl,
  colour: linkColourSchema,
  description: z._default(line(500), ''),
  link: linkUrlSchema,
  kind: z._default(linkKindSchema, 'link'),
  class_id: z._default(z.nullable(idSchema), null),
  /** The site's RSS, Atom or JSON feed, '' for none. */
  feed_url: optionalUrl,
});
export type LinkEntryInput = z.infer<typeof linkEntryInputSchema>;

/**
 * An entry's health [issue 18 point 4]: `ok`, `failing` (its last checks failed since `since`, less than 3 days),
 * `unreachable` (failing for 3 days or more: shown dimmed, "unreachable since `since`") or `unknown` (not checked).
 */
export type LinkHealth = { state: 'ok' | 'failing' | 'unreachable' | 'unknown'; since: string | null };

/** A stored entry. `avatar` is this site's copy (`/media/links/…`) or '' until fetched; `avatar_source` is the address given. */
export type LinkEntry = {
  id: number;
  name: string;
  avatar: string;
  avatar_source: string;
  colour: string;
  description: string;
  link: string;
  kind: LinkKind;
  class_id: number | null;
  order: number;
  feed_url: string;
  /** ISO 8601. */
  added_at: string;
  health: LinkHealth;
};

export type LinkClassWithEntries = LinkClass & { entries: LinkEntry[] };
export type LinkDirectory = { classes: LinkClassWithEntries[]; unclassified: LinkEntry[] };

/** This site's own card, in the fields friends paste. */
export type LinkSiteCard = { name: string; avatar: string; description: string; link: string; feed: string };
export type LinkFriends = { entries: LinkEntry[]; site: LinkSiteCard };

/** A post of a followed site. Title and excerpt are plain text (the feed's HTML removed); `url` is absolute http(s). */
export type LinkPost = {
  id: number;
  title: string;
  url: string;
  excerpt: string;
  /** ISO 8601, or null when the feed gave no date. */
  published_at: string | null;
  site: { id: number; name: string; link: string; avatar: string; colour: string };
};
export type LinkPostPage = { items: LinkPost[]; total: number; page: number; per_page: number };
export type LinkFollowing = { entries: LinkEntry[]; posts: LinkPostPage };

/** The largest page of the river. */
export const linkPostsPerPageMax = 50;

export const linkClassQuerySchema = z.object({ id: coercedInt(1, 2 ** 31 - 1) });
export const linkFollowingQuerySchema = z.object({
  page: z._default(coercedInt(1, 100_000), 1),
  per_page: z._default(coercedInt(1, linkPostsPerPageMax), 20),
});

const token = { tokenid: z.optional(tokenidSchema) };
export const linkSaveClassBodySchema = z.object({ ...token, class: linkClassInputSchema });
export const linkSaveEntryBodySchema = z.object({ ...token, entry: linkEntryInputSchema });
export const linkIdBodySchema = z.object({ ...token, id: idSchema });
export const linkReorderBodySchema = z.object({
  ...token,
  ids: z.array(idSchema).check(
    z.minLength(1),
    z.maxLength(10_000),
    z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
  ),
});
export const linkTokenBodySchema = z.object(token);

/** A feed's state for the admin: the last success and the last error (with when), null when none yet. */
export type LinkFeedState = {
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  checked_at: string | null;
  posts: number;
};
export type LinkAdminEntry = LinkEntry & { feed: LinkFeedState | null; last_checked_at: string | null };
export type LinkAdminState = { entries: LinkAdminEntry[]; unreachable: LinkAdminEntry[] };
export type LinkRefreshSummary = { feeds: number; feed_errors: number; links: number; link_errors: number };
export type LinkRefreshAnswer = { done: boolean; summary: LinkRefreshSummary | null };

/** A friend-link request: the applicant's site as they want it shown, and a note for the admin. */
export const linkApplicationInputSchema = z.object({
  name: nonBlank(100),
  link: linkUrlSchema,
  avatar: optionalUrl,
  colour: linkColourSchema,
  description: z._default(line(500), ''),
  feed_url: optionalUrl,
  message: z._default(
    z.string().check(
      z.maxLength(2000),
      z.refine((t) => !/\p{Cc}/u.test(t.replace(/[\t\n\r]/g, '')), 'must not contain control characters'),
    ),
    '',
  ),
});
export type LinkApplicationInput = z.infer<typeof linkApplicationInputSchema>;
export const linkApplyBodySchema = z.object({
  ...token,
  /** A guest's address (required without a token); never shown publicly. */
  email: z.optional(emailSchema),
  application: linkApplicationInputSchema,
});
export const linkApplicationStates = ['pending', 'approved', 'declined'] as const;
export type LinkApplicationState = (typeof linkApplicationStates)[number];
export type LinkApplication = LinkApplicationInput & {
  id: number;
  state: LinkApplicationState;
  created_at: string;
  decided_at: string | null;
  /** The entry approval made, else null. */
  entry_id: number | null;
};
/** What the admin sees of an application: who sent it (a uid, or a guest's e-mail). */
export type LinkApplicationAdmin = LinkApplication & { uid: string | null; email: string | null };
export const linkApplicationsBodySchema = z.object({ ...token, state: z.optional(z.enum(linkApplicationStates)) });
export const linkDecideBodySchema = z.object({
  ...token,
  id: idSchema,
  decision: z.enum(['approve', 'decline']),
  class_id: z._default(z.nullable(idSchema), null),
});
