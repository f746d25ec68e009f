import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';
import { tocEntrySchema } from './blog.ts';

/**
 * Wiki calls (the spec leaves the wiki's fields and calls "not shown"; issue 16 designs them). Reads without
 * identity are GET with query parameters; everything with a token is POST (form-urlencoded or JSON), answers in
 * the envelope. Editing is for the admin and for users the admin made editors (others 403 `forbidden`, guests
 * 401 `not_logged_in`); guests read [ROLE-01].
 *
 * | call | input | data |
 * |---|---|---|
 * | GET wiki/get_item.php | id, revision? | WikiItem (404 `wiki_item_not_found`); an id left behind by a rename answers the page it moved to, with `redirected_from` |
 * | GET wiki/get_tree.php | — | WikiPageRef[] (every page, by id) |
 * | GET wiki/get_recent_changes.php | limit? (1–100, default 20) | WikiChange[] newest first |
 * | GET wiki/get_maintenance.php | — | WikiMaintenance {wanted, orphans} |
 * | GET wiki/get_history.php | id | WikiRevisionInfo[] newest first (404 `wiki_item_not_found`) |
 * | GET wiki/get_diff.php | id, from, to (revision numbers, any order), context? (0–`wikiDiffContextMax`, default `wikiDiffContextDefault`) | WikiDiff: the changed lines with `context` unchanged lines around each, longer unchanged runs as one `skipped` row (404 `wiki_revision_not_found`) |
 * | GET wiki/get_source.php | id, revision? | the Markdown itself, `text/markdown; charset=utf-8` (not an envelope), for the raw download |
 * | POST wiki/get_permissions.php | tokenid? | {can_edit} |
 * | POST wiki/preview.php | tokenid (editor), id, source | WikiPreview (the same pipeline as a save, nothing stored) |
 * | POST wiki/save_item.php | tokenid (editor), id, source, summary?, base_revision (0: a new page) | WikiSaveResult (409 `wiki_edit_conflict` with WikiConflict; 409 `wiki_item_exists` when base_revision is 0 and the page exists; 413 `too_large` over `wikiSourceMaxBytes`) |
 * | POST wiki/restore_revision.php | tokenid (editor), id, revision, summary? | WikiSaveResult (a new revision saying which one it restores) |
 * | POST wiki/rename_item.php | tokenid (editor), id, new_id, summary? | {id: new_id} (history moves along, the old id redirects; 409 `wiki_item_exists`) |
 * | POST wiki/delete_item.php | tokenid (editor), id | {deleted: id} (links to it turn red) |
 * | POST wiki/set_editor.php | tokenid (admin), uid, editor ('true'/'false') | {uid, editor} (404 `account_not_found`) |
 * | POST wiki/get_editors.php | tokenid (admin) | WikiEditorAccount[] by uid (guest 401 `not_logged_in`, user 403 `forbidden`); the admin edits without being listed |
 * | GET /feed/wiki.xml | — | Atom 1.0 of the recent changes |
 *
 * Ids are paths (`guides/setup/linux`, CJK and spaces allowed); in addresses each segment is percent-encoded on its
 * own (`wikiItemPath`). Dates are ISO 8601 strings; sizes are bytes of UTF-8.
 */

/** The largest page source a save accepts, in bytes of UTF-8 (2 MiB); larger: 413 `too_large`. */
export const wikiSourceMaxBytes = 2 * 1024 * 1024;

/**
 * A wiki item's id: 1–200 characters of path segments separated by "/", no empty segment, no segment "." or "..",
 * no segment starting or ending with a space, no control, bidirectional-control, `?`, `#`, `\`, `|`, `[`, `]`,
 * `^` characters (they would break an address or a wikilink). Letters of every script and inner spaces are fine.
 */
export const wikiIdSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(
      /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[^/\s?#\\|[\]^\p{Cc}\p{Cf}](?:[^/?#\\|[\]^\p{Cc}\p{Cf}]*[^/\s?#\\|[\]^\p{Cc}\p{Cf}])?(?:\/[^/\s?#\\|[\]^\p{Cc}\p{Cf}](?:[^/?#\\|[\]^\p{Cc}\p{Cf}]*[^/\s?#\\|[\]^\p{Cc}\p{Cf}])?)*$/u,
      'must be path segments separated by "/"',
    ),
  );

const encodeSegments = (id: string) => id.split('/').map(encodeURIComponent).join('/');

/** `/wiki/items/<id>` [ROUTE-17], each segment percent-encoded: `wikiItemPath('指南/入门 一')` → `/wiki/items/%E6%8C%87%E5%8D%97/%E5%85%A5%E9%97%A8%20%E4%B8%80`. */
export function wikiItemPath(id: string): string {
  return `/wiki/items/${encodeSegments(id)}`;
}

/** `/wiki/edit/<id>` [ROUTE-20]. */
export function wikiEditPath(id: string): string {
  return `/wiki/edit/${encodeSegments(id)}`;
}

/** The feed of the wiki's recent changes. */
export const wikiFeedPath = '/feed/wiki.xml';

const revisionNumber = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000_000));
const summarySchema = z
  .string()
  .check(z.maxLength(500), z.regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'));

export const wikiItemQuerySchema = z.object({ id: wikiIdSchema, revision: z.optional(revisionNumber) });
export const wikiIdQuerySchema = z.object({ id: wikiIdSchema });
/** Unchanged lines a diff shows around each change when the address does not say (as `git diff`, GitHub, GitLab). */
export const wikiDiffContextDefault = 3;
/**
 * The largest `context` a diff accepts: no page has more lines than `wikiSourceMaxBytes` (each line is at least its
 * newline), so this context shows every line of any two revisions, unchanged runs included.
 */
export const wikiDiffContextMax = wikiSourceMaxBytes;
export const wikiDiffQuerySchema = z.object({
  id: wikiIdSchema,
  from: revisionNumber,
  to: revisionNumber,
  /**
   * Unchanged lines kept before and after each change; longer unchanged runs answer as one `skipped` row. Decimal
   * digits only (an empty value, `1e3` or `0x10` is refused, not read as a number).
   */
  context: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,10}$/, 'must be a whole number of lines')),
      z.coerce.number<string>().check(z.int(), z.minimum(0), z.maximum(wikiDiffContextMax)),
    ),
    wikiDiffContextDefault,
  ),
});
export const wikiRecentQuerySchema = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

export const wikiPermissionsBodySchema = z.object({ tokenid: z.optional(tokenidSchema) });
export const wikiPreviewBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  id: wikiIdSchema,
  source: z.string(),
});
export const wikiSaveBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  id: wikiIdSchema,
  /** The page's Markdown; its size is checked against `wikiSourceMaxBytes` (413). */
  source: z.string(),
  summary: z._default(summarySchema, ''),
  /** The revision the edit started from; 0 creates the page. */
  base_revision: z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000_000)),
});
export type WikiSaveBody = z.infer<typeof wikiSaveBodySchema>;
export const wikiRestoreBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  id: wikiIdSchema,
  revision: revisionNumber,
  summary: z._default(summarySchema, ''),
});
export const wikiRenameBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  id: wikiIdSchema,
  new_id: wikiIdSchema,
  summary: z._default(summarySchema, ''),
});
export const wikiDeleteBodySchema = z.object({ tokenid: z.optional(tokenidSchema), id: wikiIdSchema });
export const wikiSetEditorBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  uid: z.string().check(z.minLength(1), z.maxLength(32)),
  editor: z.enum(['true', 'false']),
});
export const wikiEditorsBodySchema = z.object({ tokenid: z.optional(tokenidSchema) });

/** A user the admin made an editor: uid, the nickname of their first character, since when (ISO 8601). */
export const wikiEditorAccountSchema = z.object({ uid: z.string(), nickname: z.string(), since: z.string() });
export type WikiEditorAccount = z.infer<typeof wikiEditorAccountSchema>;

/** Who saved a revision: the account's uid and its nickname then (null uid: an import). */
export const wikiAuthorSchema = z.object({ uid: z.nullable(z.string()), nickname: z.string() });
export type WikiAuthor = z.infer<typeof wikiAuthorSchema>;

/** A page as lists name it. */
export const wikiPageRefSchema = z.object({ id: wikiIdSchema, title: z.string(), updated_at: z.string() });
export type WikiPageRef = z.infer<typeof wikiPageRefSchema>;

/** What a revision is: an edit, the page's creation, a restore of an older one, a rename, or an import. */
export const wikiRevisionKindSchema = z.enum(['create', 'edit', 'restore', 'rename', 'import']);

/** One revision in a page's history. `size_delta`: bytes more (or fewer, negative) than the revision before. */
export const wikiRevisionInfoSchema = z.object({
  revision: z.int(),
  kind: wikiRevisionKindSchema,
  author: wikiAuthorSchema,
  created_at: z.string(),
  summary: z.string(),
  size: z.int(),
  size_delta: z.int(),
  /** The revision the edit was based on (0 for the first); a merged save names the one it started from. */
  base_revision: z.int(),
  /** For a restore, the revision restored; for a rename, null. */
  restored_from: z.nullable(z.int()),
});
export type WikiRevisionInfo = z.infer<typeof wikiRevisionInfoSchema>;

/** A page, rendered: current, or an old revision when asked for one (`is_current` false). */
export const wikiItemSchema = z.object({
  id: wikiIdSchema,
  title: z.string(),
  /** Sanitised HTML; wikilinks are `<a>`s, a missing or ambiguous target a red link to its edit route. */
  html: z.string(),
  toc: z.array(tocEntrySchema),
  tags: z.array(z.string()),
  revision: wikiRevisionInfoSchema,
  is_current: z.boolean(),
  created_at: z.string(),
  /** Pages whose current text links here ("Linked from"), by title. */
  backlinks: z.array(wikiPageRefSchema),
  /** The old id the address named, when it led here through a rename or an alias. */
  redirected_from: z.nullable(z.string()),
});
export type WikiItem = z.infer<typeof wikiItemSchema>;

export const wikiChangeSchema = z.object({ page: wikiPageRefSchema, revision: wikiRevisionInfoSchema });
export type WikiChange = z.infer<typeof wikiChangeSchema>;

/** Maintenance lists: targets linked but missing (with how many pages link to each), pages nothing links to. */
export const wikiMaintenanceSchema = z.object({
  wanted: z.array(z.object({ target: z.string(), count: z.int(), from: z.array(wikiIdSchema) })),
  orphans: z.array(wikiPageRefSchema),
});
export type WikiMaintenance = z.infer<typeof wikiMaintenanceSchema>;

/** A run of text in a changed line: kept, or only in the old / new revision. */
export const wikiDiffPartSchema = z.object({ kind: z.enum(['same', 'removed', 'added']), text: z.string() });
export type WikiDiffPart = z.infer<typeof wikiDiffPartSchema>;

const diffSideSchema = z.object({ line: z.int(), parts: z.array(wikiDiffPartSchema) });

/**
 * A line row of a diff. `same`: both sides; `removed`: old only; `added`: new only; `changed`: both, with
 * word-level parts. Line numbers count from 1 in their revision.
 */
export const wikiDiffLineRowSchema = z.object({
  kind: z.enum(['same', 'removed', 'added', 'changed']),
  old: z.nullable(diffSideSchema),
  new: z.nullable(diffSideSchema),
});
export type WikiDiffLineRow = z.infer<typeof wikiDiffLineRowSchema>;

/**
 * A run of `count` unchanged lines left out of the answer (more than the `context` lines around the changes),
 * starting at line `old_line` of the old revision and `new_line` of the new one: "⋯ 12 unchanged lines ⋯".
 */
export const wikiDiffSkipRowSchema = z.object({
  kind: z.literal('skipped'),
  count: z.int(),
  old_line: z.int(),
  new_line: z.int(),
});
export type WikiDiffSkipRow = z.infer<typeof wikiDiffSkipRowSchema>;

/** One row of a diff: a line row, or a skipped run of unchanged lines. */
export const wikiDiffRowSchema = z.discriminatedUnion('kind', [wikiDiffLineRowSchema, wikiDiffSkipRowSchema]);
export type WikiDiffRow = z.infer<typeof wikiDiffRowSchema>;

/**
 * The diff of two revisions, the older on the left: every changed line, `context` unchanged lines before and after
 * each change (changes whose context lines meet or overlap share them), and a `skipped` row for each longer
 * unchanged run. `added_lines` / `removed_lines` count the whole diff (a changed line is one of each).
 */
export const wikiDiffSchema = z.object({
  from: wikiRevisionInfoSchema,
  to: wikiRevisionInfoSchema,
  /** The unchanged lines kept around each change: the query's `context`. */
  context: z.int(),
  rows: z.array(wikiDiffRowSchema),
  added_lines: z.int(),
  removed_lines: z.int(),
});
export type WikiDiff = z.infer<typeof wikiDiffSchema>;

export const wikiPreviewSchema = z.object({ title: z.string(), html: z.string(), toc: z.array(tocEntrySchema) });
export type WikiPreview = z.infer<typeof wikiPreviewSchema>;

/** A save's answer: the new revision, and whether someone else's save in between was merged in. */
export const wikiSaveResultSchema = z.object({ id: wikiIdSchema, revision: z.int(), merged: z.boolean() });
export type WikiSaveResult = z.infer<typeof wikiSaveResultSchema>;

/**
 * The data of 409 `wiki_edit_conflict`: the edit's base, the revision saved since, and the three texts, so the
 * editor can show both sides and lose neither.
 */
export const wikiConflictSchema = z.object({
  base_revision: z.int(),
  current_revision: z.int(),
  base: z.string(),
  theirs: z.string(),
  yours: z.string(),
});
export type WikiConflict = z.infer<typeof wikiConflictSchema>;
