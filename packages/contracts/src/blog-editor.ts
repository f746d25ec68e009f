import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';
import { tagSchema, tocEntrySchema } from './blog.ts';
import { wikiDiffRowSchema } from './wiki.ts';

/**
 * The article editor's calls (issue 23 points 1 and 2; docs/decisions/0036). Every call is a POST with a JSON body
 * (the form nests arrays: categories, tags) carrying `tokenid`; the writer is the admin, or an account the admin
 * made a wiki editor (the wiki's `wiki_editors`): a guest 401 `not_logged_in`, another user 403 `forbidden`, checked
 * before the body. Only the preview link's read is for everyone.
 *
 * | call | input | data |
 * |---|---|---|
 * | POST blog/get_editor_articles.php | tokenid | EditorArticleRow[] (every article, any status, newest change first) |
 * | POST blog/get_editor_article.php | tokenid, id | EditorArticle (its form, status, revision; 404 `article_not_found`) |
 * | POST blog/check_article_id.php | tokenid, id, current_id? | {id, free} (free: no article has it, or it is `current_id`) |
 * | POST blog/preview_article.php | tokenid, source | ArticlePreview (the stored pipeline's sanitised HTML, nothing stored) |
 * | POST blog/save_article.php | tokenid, draft: ArticleDraft, base_revision (0: a new article), current_id?, autosave? | ArticleSaveResult (409 `article_edit_conflict` with ArticleConflict; 409 `article_exists`; 413 `too_large`) |
 * | POST blog/get_article_revisions.php | tokenid, id | ArticleRevisionInfo[] newest first |
 * | POST blog/get_article_diff.php | tokenid, id, from, to | ArticleDiff (the Markdown's line diff, the wiki's rows) |
 * | POST blog/restore_article_revision.php | tokenid, id, revision, base_revision | ArticleSaveResult |
 * | POST blog/create_preview_link.php | tokenid, id | {token, path} (shown once: only its hash is stored) |
 * | POST blog/revoke_preview_links.php | tokenid, id | {revoked: number} |
 * | GET blog/get_preview.php | token | Article-like ArticlePreviewPage (404 `article_not_found` for a revoked or unknown token, or a published article) |
 *
 * Dates are ISO 8601 strings (UTC). Sizes are bytes of UTF-8.
 */

/** The largest article source a save or preview accepts, in bytes of UTF-8 (1 MiB); larger: 413 `too_large`. */
export const articleSourceMaxBytes = 1024 * 1024;

/** Who sees an article: only `published` ones are shown to anyone but the writers (issue 23 point 2). */
export const articleStatusSchema = z.enum(['draft', 'scheduled', 'published']);
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

/**
 * An id the editor may give an article: 1–200 characters of path segments separated by "/", no empty segment,
 * no `.` or `..` segment, no whitespace, control or format characters, no `?`, `#`, `\`, `%` (an address could not
 * name it plainly). Letters of every script are fine: `notes/2026-写作`.
 */
export const articleEditIdSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(
      /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[^/\s?#\\%\p{Cc}\p{Cf}]+(?:\/[^/\s?#\\%\p{Cc}\p{Cf}]+)*$/u,
      'must be path segments separated by "/", none of them "." or ".."',
    ),
  );

/** An ISO 8601 date-time with a zone (`2026-03-01T12:00:00.000Z`, `2026-03-01T20:00+08:00`). */
export const isoDateTimeSchema = z.string().check(
  z.maxLength(40),
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, 'must be an ISO 8601 date-time'),
  z.refine((value) => !Number.isNaN(Date.parse(value)), 'must be a real date'),
);

const plainText = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[^\p{Cc}]*$/u, 'must not contain control characters'));

/**
 * A cover picture: a root-relative address on this site (`/media/…`) or an http(s) address; never `javascript:`
 * or `data:`.
 */
export const coverSchema = z
  .string()
  .check(z.maxLength(500), z.regex(/^(?:\/(?!\/)[^\s<>"'`]*|https?:\/\/[^\s<>"'`]+)$/i, 'must be /path or http(s)'));

/** A BCP 47 language tag (`en`, `zh-TW`) as the front matter's `lang`. */
export const languageTagSchema = z.string().check(z.maxLength(35), z.regex(/^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/));

/**
 * The editor's form: the front matter as fields and the Markdown. `categories` are existing category ids, the
 * first the main one; `publish_at` is required when `status` is `scheduled` (else ignored).
 */
export const articleDraftSchema = z
  .object({
    id: articleEditIdSchema,
    title: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/\S/, 'must not be blank')),
    source: z.string(),
    date: isoDateTimeSchema,
    categories: z.array(articleEditIdSchema).check(z.maxLength(20)),
    tags: z.array(tagSchema).check(z.maxLength(30)),
    summary: plainText(1000),
    cover: z.nullable(coverSchema),
    language: z.nullable(languageTagSchema),
    license: z.nullable(plainText(200)),
    status: articleStatusSchema,
    publish_at: z.nullable(isoDateTimeSchema),
  })
  .check(
    z.refine((draft) => draft.status !== 'scheduled' || draft.publish_at !== null, {
      message: 'a scheduled article needs publish_at',
      path: ['publish_at'],
    }),
  );
export type ArticleDraft = z.infer<typeof articleDraftSchema>;

const tokenOnly = { tokenid: tokenidSchema };

export const editorTokenBodySchema = z.object(tokenOnly);
export const editorIdBodySchema = z.object({ ...tokenOnly, id: articleEditIdSchema });
export const checkArticleIdBodySchema = z.object({
  ...tokenOnly,
  id: articleEditIdSchema,
  current_id: z.optional(articleEditIdSchema),
});
export const previewArticleBodySchema = z.object({ ...tokenOnly, source: z.string() });
export const saveArticleBodySchema = z.object({
  ...tokenOnly,
  draft: articleDraftSchema,
  /** The revision the form was loaded at; 0 for a new article. */
  base_revision: z.int().check(z.minimum(0)),
  /** The article's id before this save, when the form changes it (the old address then redirects). */
  current_id: z.optional(articleEditIdSchema),
  /** An autosave: stored as a `draft` revision, the article itself unchanged unless it is not published. */
  autosave: z.optional(z.boolean()),
});
export type SaveArticleBody = z.infer<typeof saveArticleBodySchema>;
export const articleDiffBodySchema = z.object({
  ...tokenOnly,
  id: articleEditIdSchema,
  from: z.int().check(z.minimum(1)),
  to: z.int().check(z.minimum(1)),
});
export const restoreArticleBodySchema = z.object({
  ...tokenOnly,
  id: articleEditIdSchema,
  revision: z.int().check(z.minimum(1)),
  base_revision: z.int().check(z.minimum(0)),
});
/** A preview link's token: 43 characters of base64url (32 random bytes). */
export const previewTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a preview token'));
export const getPreviewQuerySchema = z.object({ token: previewTokenSchema });

/** A row of the admin's list of articles. */
export const editorArticleRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: articleStatusSchema,
  date: z.string(),
  publish_at: z.nullable(z.string()),
  modified_at: z.string(),
  revision: z.int(),
});
export type EditorArticleRow = z.infer<typeof editorArticleRowSchema>;

/**
 * An article as the editor loads it: the form of its latest revision (an autosave included: the form the writer
 * left), that revision's number (the next save's `base_revision`), and how many preview links are live.
 */
export const editorArticleSchema = z.object({
  draft: articleDraftSchema,
  revision: z.int(),
  /** The latest revision is an autosave of a published article that is not live yet (the page shows the last save). */
  unsaved_autosave: z.boolean(),
  preview_links: z.int(),
});
export type EditorArticle = z.infer<typeof editorArticleSchema>;

export const articlePreviewSchema = z.object({ html: z.string(), toc: z.array(tocEntrySchema), word_count: z.int() });
export type ArticlePreview = z.infer<typeof articlePreviewSchema>;

export const articleSaveResultSchema = z.object({
  id: z.string(),
  revision: z.int(),
  status: articleStatusSchema,
  publish_at: z.nullable(z.string()),
});
export type ArticleSaveResult = z.infer<typeof articleSaveResultSchema>;

/** A 409 `article_edit_conflict`'s data: both texts, so the writer can merge by hand. */
export const articleConflictSchema = z.object({
  base_revision: z.int(),
  current_revision: z.int(),
  theirs: articleDraftSchema,
  yours: articleDraftSchema,
});
export type ArticleConflict = z.infer<typeof articleConflictSchema>;

export const articleRevisionInfoSchema = z.object({
  revision: z.int(),
  kind: z.enum(['draft', 'save', 'restore']),
  author: z.string(),
  created_at: z.string(),
  title: z.string(),
  status: articleStatusSchema,
  size: z.int(),
});
export type ArticleRevisionInfo = z.infer<typeof articleRevisionInfoSchema>;

export const articleDiffSchema = z.object({
  from: articleRevisionInfoSchema,
  to: articleRevisionInfoSchema,
  rows: z.array(wikiDiffRowSchema),
  added_lines: z.int(),
  removed_lines: z.int(),
});
export type ArticleDiff = z.infer<typeof articleDiffSchema>;

export const previewLinkSchema = z.object({ token: z.string(), path: z.string() });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** What a preview link shows: the draft's title, date and rendered HTML. */
export const articlePreviewPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  status: articleStatusSchema,
  html: z.string(),
  toc: z.array(tocEntrySchema),
});
export type ArticlePreviewPage = z.infer<typeof articlePreviewPageSchema>;

/** `/blog/preview/<token>`: a draft's preview page (noindex). */
export function articlePreviewPath(token: string): string {
  return `/blog/preview/${token}`;
}

/** `/blog/edit/<id>` for the editor of an article, each segment encoded. */
export function articleEditPath(id: string): string {
  return `/blog/edit/${id.split('/').map(encodeURIComponent).join('/')}`;
}
