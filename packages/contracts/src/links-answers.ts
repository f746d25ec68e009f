import { z } from 'zod/mini';
import {
  type LinkAdminState,
  type LinkApplication,
  type LinkApplicationAdmin,
  type LinkClass,
  type LinkClassWithEntries,
  type LinkDirectory,
  type LinkEntry,
  type LinkFollowing,
  type LinkFriends,
  type LinkRefreshAnswer,
  type LinkSiteCard,
  linkApplicationStates,
  linkKindSchema,
} from './links.ts';

/**
 * The schemas of the links calls' answers (the `data` of their envelopes; contract and types: `links.ts`), for the
 * web client to parse what the server sends. Each is annotated with its type from `links.ts`, so the two cannot
 * drift apart: a field added to a type and not here fails the type check.
 */

const iso = z.string();
const nullableIso = z.nullable(z.string());

export const linkClassSchema: z.ZodMiniType<LinkClass> = z.object({ id: z.int(), name: z.string(), order: z.int() });

const entryShape = {
  id: z.int(),
  name: z.string(),
  avatar: z.string(),
  avatar_source: z.string(),
  colour: z.string(),
  description: z.string(),
  link: z.string(),
  kind: linkKindSchema,
  class_id: z.nullable(z.int()),
  order: z.int(),
  feed_url: z.string(),
  added_at: iso,
  health: z.object({ state: z.enum(['ok', 'failing', 'unreachable', 'unknown']), since: nullableIso }),
};

export const linkEntrySchema: z.ZodMiniType<LinkEntry> = z.object(entryShape);

export const linkClassWithEntriesSchema: z.ZodMiniType<LinkClassWithEntries> = z.object({
  id: z.int(),
  name: z.string(),
  order: z.int(),
  entries: z.array(linkEntrySchema),
});

/** `GET links/get_classes.php`. */
export const linkDirectorySchema: z.ZodMiniType<LinkDirectory> = z.object({
  classes: z.array(linkClassWithEntriesSchema),
  unclassified: z.array(linkEntrySchema),
});

/** `GET links/get_site_card.php`. */
export const linkSiteCardSchema: z.ZodMiniType<LinkSiteCard> = z.object({
  name: z.string(),
  avatar: z.string(),
  description: z.string(),
  link: z.string(),
  feed: z.string(),
});

/** `GET links/get_friends.php`. */
export const linkFriendsSchema: z.ZodMiniType<LinkFriends> = z.object({
  entries: z.array(linkEntrySchema),
  site: linkSiteCardSchema,
});

/** `GET links/get_following.php`. */
export const linkFollowingSchema: z.ZodMiniType<LinkFollowing> = z.object({
  entries: z.array(linkEntrySchema),
  posts: z.object({
    items: z.array(
      z.object({
        id: z.int(),
        title: z.string(),
        url: z.string(),
        excerpt: z.string(),
        published_at: nullableIso,
        site: z.object({ id: z.int(), name: z.string(), link: z.string(), avatar: z.string(), colour: z.string() }),
      }),
    ),
    total: z.int(),
    page: z.int(),
    per_page: z.int(),
  }),
});

const feedStateSchema = z.object({
  last_success_at: nullableIso,
  last_error: z.nullable(z.string()),
  last_error_at: nullableIso,
  checked_at: nullableIso,
  posts: z.int(),
});
// Not `z.intersection`: zod's code lives in the app's first chunk, so every zod function any page uses ships to the
// home page; an object spread costs nothing new.
const adminEntrySchema = z.object({ ...entryShape, feed: z.nullable(feedStateSchema), last_checked_at: nullableIso });

/** `POST links/get_admin_state.php`. */
export const linkAdminStateSchema: z.ZodMiniType<LinkAdminState> = z.object({
  entries: z.array(adminEntrySchema),
  unreachable: z.array(adminEntrySchema),
});

/** `POST links/refresh.php`. */
export const linkRefreshAnswerSchema: z.ZodMiniType<LinkRefreshAnswer> = z.object({
  done: z.boolean(),
  summary: z.nullable(z.object({ feeds: z.int(), feed_errors: z.int(), links: z.int(), link_errors: z.int() })),
});

const applicationFields = {
  name: z.string(),
  link: z.string(),
  avatar: z.string(),
  colour: z.string(),
  description: z.string(),
  feed_url: z.string(),
  message: z.string(),
  id: z.int(),
  state: z.enum(linkApplicationStates),
  created_at: iso,
  decided_at: nullableIso,
  entry_id: z.nullable(z.int()),
};

/** An application as its applicant sees it (`apply.php`, `my_applications.php`, `decide_application.php`). */
export const linkApplicationSchema: z.ZodMiniType<LinkApplication> = z.object(applicationFields);

/** An application as the admin sees it (`get_applications.php`). */
export const linkApplicationAdminSchema: z.ZodMiniType<LinkApplicationAdmin> = z.object({
  ...applicationFields,
  uid: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
