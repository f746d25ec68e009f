import {
  type ArticleDiff,
  type ArticleDraft,
  type ArticlePreviewPage,
  type ArticleRevisionInfo,
  type ArticleSaveResult,
  articleDiffSchema,
  articlePreviewPageSchema,
  articlePreviewSchema,
  articleRevisionInfoSchema,
  articleSaveResultSchema,
  categorySchema,
  type EditorArticle,
  type EditorArticleRow,
  editorArticleRowSchema,
  editorArticleSchema,
  previewLinkSchema,
  tagCountSchema,
} from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiData } from '../../lib/api-client.ts';
import { apiPostJson } from '../../lib/api-client-json.ts';

/**
 * The article editor's calls (contracts `blog-editor.ts`, issue 23 points 1 and 2): JSON POSTs with the writer's
 * token, parsed with their contract; a refusal throws `ApiRequestError` with the server's code (`article_edit_conflict`
 * carries `ArticleConflict` as its data).
 */

export const editorKeys = {
  list: ['blog-editor', 'list'] as const,
  article: (id: string) => ['blog-editor', 'article', id] as const,
  revisions: (id: string) => ['blog-editor', 'revisions', id] as const,
  preview: (token: string) => ['blog-editor', 'preview', token] as const,
};

/** Every article with its status, for the admin's list (`/blog/manage`). */
export function useEditorArticles(tokenid: string | null) {
  return useQuery<EditorArticleRow[]>({
    queryKey: editorKeys.list,
    queryFn: () => apiPostJson('blog/get_editor_articles.php', { tokenid }, z.array(editorArticleRowSchema)),
    enabled: tokenid !== null,
  });
}

/** The article `id` as the editor loads it; disabled for a new article (`id` null). */
export function useEditorArticle(tokenid: string | null, id: string | null) {
  return useQuery<EditorArticle>({
    queryKey: editorKeys.article(id ?? ''),
    queryFn: () => apiPostJson('blog/get_editor_article.php', { tokenid, id }, editorArticleSchema),
    enabled: tokenid !== null && id !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The revisions of `id`, newest first. */
export function useArticleRevisions(tokenid: string | null, id: string | null) {
  return useQuery<ArticleRevisionInfo[]>({
    queryKey: editorKeys.revisions(id ?? ''),
    queryFn: () => apiPostJson('blog/get_article_revisions.php', { tokenid, id }, z.array(articleRevisionInfoSchema)),
    enabled: tokenid !== null && id !== null,
  });
}

/** The existing categories (for the path picker) and tags (for suggestions). */
export function useCategoriesAndTags() {
  const categories = useQuery({
    queryKey: ['blog-editor', 'categories'],
    queryFn: ({ signal }) => apiData('blog/get_categories.php', { data: z.array(categorySchema), signal }),
  });
  const tags = useQuery({
    queryKey: ['blog-editor', 'tags'],
    queryFn: ({ signal }) => apiData('blog/get_tags.php', { data: z.array(tagCountSchema), signal }),
  });
  return { categories: categories.data ?? [], tags: tags.data ?? [] };
}

/** The server's rendering of `source` (the stored pipeline: sanitised HTML). */
export const previewArticle = (tokenid: string, source: string) =>
  apiPostJson('blog/preview_article.php', { tokenid, source }, articlePreviewSchema);

/** Saves the form from `base_revision` (0: new); `current_id` when the id changes; `autosave` for a draft revision. */
export const saveArticle = (
  tokenid: string,
  draft: ArticleDraft,
  base_revision: number,
  extra: { current_id?: string; autosave?: boolean } = {},
): Promise<ArticleSaveResult> =>
  apiPostJson('blog/save_article.php', { tokenid, draft, base_revision, ...extra }, articleSaveResultSchema);

/** Whether `id` is free (or is `current_id`). */
export const checkArticleId = (tokenid: string, id: string, current_id?: string) =>
  apiPostJson(
    'blog/check_article_id.php',
    { tokenid, id, ...(current_id !== undefined && { current_id }) },
    z.object({ id: z.string(), free: z.boolean() }),
  );

/** The Markdown diff of two revisions. */
export const getArticleDiff = (tokenid: string, id: string, from: number, to: number): Promise<ArticleDiff> =>
  apiPostJson('blog/get_article_diff.php', { tokenid, id, from, to }, articleDiffSchema);

/** Restores `revision` as a new revision from `base_revision`. */
export const restoreArticleRevision = (tokenid: string, id: string, revision: number, base_revision: number) =>
  apiPostJson('blog/restore_article_revision.php', { tokenid, id, revision, base_revision }, articleSaveResultSchema);

/** A new preview link (its token is shown once). */
export const createPreviewLink = (tokenid: string, id: string) =>
  apiPostJson('blog/create_preview_link.php', { tokenid, id }, previewLinkSchema);

/** Revokes every preview link of `id`. */
export const revokePreviewLinks = (tokenid: string, id: string) =>
  apiPostJson('blog/revoke_preview_links.php', { tokenid, id }, z.object({ revoked: z.number() }));

/** What the preview link `token` shows (no identity needed). */
export function usePreviewPage(token: string) {
  return useQuery<ArticlePreviewPage>({
    queryKey: editorKeys.preview(token),
    queryFn: ({ signal }) =>
      apiData('blog/get_preview.php', { query: { token }, data: articlePreviewPageSchema, signal }),
    retry: false,
  });
}
