import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { slugIdSchema } from '@site/contracts';
import type { Db } from '../../db/index.ts';
import { datePrefix } from '../../modules/blog/old-addresses.ts';
import { ensureCategoryPath, upsertArticle } from '../../modules/blog/write-service.ts';
import { convertHexoTags } from './hexo-tags.ts';
import { copyPictures, localPictures } from './local-media.ts';
import { categorySegment, type ParsedPost, PostFileError } from './post-file.ts';
import { readPostSources, reasonOf } from './post-source.ts';
import { detectSite } from './site-layout.ts';

export type ImportFailure = { path: string; reason: string };
/**
 * `skipped`: the drafts (see `ParsedPost.draft`), not imported; `reason` says whether an article imported
 * earlier under the same id stays published (the importer never deletes).
 */
export type ImportResult = {
  created: number;
  updated: number;
  failed: ImportFailure[];
  skipped: ImportFailure[];
  total: number;
};
export type ImportOptions = {
  /** Called before each file: 1-based index, number of files, path relative to the folder. */
  onProgress?: (index: number, total: number, path: string) => void;
  siteUrl?: string;
  /** The media folder (`DATA_DIR/media`): a post's local pictures are copied there (`local-media.ts`). */
  mediaDir?: string;
};

/**
 * Imports every `*.md` under `folder` (recursively; hidden folders, `node_modules` and the root's
 * README/SOURCES/LICENSE/CHANGELOG skipped) as blog articles, upserting by id (path without `.md`), so a
 * re-import updates in place. Hexo tags are converted first (`post_link` resolves to the other imported
 * posts by file name, with or without its date prefix). A file that cannot be read or parsed is collected in
 * `failed` with its reason; the others still import. Drafts are not imported (`skipped`), though `post_link`
 * still names their titles. The author's `excerpt`/`summary`/`description` becomes the summary; the
 * post's old addresses (`aliases`, `redirect_from`, `permalink`) redirect to it. With `mediaDir`, the pictures a
 * post shows from files beside it are copied there and its addresses rewritten (`localPictures`). Hugo's
 * `_index.md` list pages are no posts; a page bundle's `index.md` is the post of its folder. Does not seed. Throws only when
 * `folder` is unreadable.
 */
export async function importFolder(db: Db, folder: string, options: ImportOptions = {}): Promise<ImportResult> {
  const root = resolve(folder);
  const layout = detectSite(root);
  const failed: ImportFailure[] = [];
  const posts: ParsedPost[] = [];
  let total = 0;
  for (const entry of readPostSources(root, layout)) {
    if (entry.kind === 'skipped') continue;
    total++;
    if (entry.kind === 'post') posts.push(entry.post);
    else failed.push({ path: entry.path, reason: entry.reason });
  }

  const bySlug = new Map<string, { id: string; title: string }>();
  for (const post of posts) {
    const name = post.id.split('/').at(-1) ?? post.id;
    bySlug.set(name, { id: post.id, title: post.title });
    bySlug.set(name.replace(datePrefix, ''), { id: post.id, title: post.title });
  }
  const readInclude = (path: string): string | null => {
    for (const base of [join(root, 'downloads', 'code'), join(root, '..', 'downloads', 'code')]) {
      const file = resolve(base, path);
      if (file.startsWith(base + sep) && existsSync(file)) return readFileSync(file, 'utf8');
    }
    return null;
  };

  let created = 0;
  let updated = 0;
  let index = 0;
  const skipped: ImportFailure[] = [];
  for (const post of posts) {
    index++;
    options.onProgress?.(index, posts.length, post.file);
    try {
      if (post.draft) {
        const earlier = await db.db.selectFrom('articles').select('id').where('id', '=', post.id).executeTakeFirst();
        skipped.push({
          path: post.file,
          reason: earlier ? 'draft (the article imported earlier stays published)' : 'draft',
        });
        continue;
      }
      if (!slugIdSchema.safeParse(post.id).success) throw new PostFileError('file path cannot be an article id');
      const categoryId = await ensureCategories(db, post.categories[0] ?? []);
      const converted = convertHexoTags(post.body, {
        resolvePost: (slug) => bySlug.get(slug) ?? null,
        readInclude,
        ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      });
      let source = converted;
      if (options.mediaDir !== undefined) {
        const pictures = localPictures(converted, post.id, { root, relativePath: post.file });
        copyPictures(options.mediaDir, post.id, pictures.copies);
        source = pictures.markdown;
      }
      const outcome = await upsertArticle(db.db, {
        id: post.id,
        title: post.title,
        date: post.date,
        updated: post.updated,
        category_id: categoryId,
        tags: post.tags,
        source,
        excerpt: post.excerpt,
        aliases: post.aliases,
      });
      if (outcome === 'created') created++;
      else updated++;
    } catch (error) {
      failed.push({ path: post.file, reason: reasonOf(error) });
    }
  }
  return { created, updated, failed, skipped, total };
}

async function ensureCategories(db: Db, names: string[]): Promise<string | null> {
  if (names.length === 0) return null;
  const path: { id: string; name: string }[] = [];
  for (const name of names) {
    const segment = categorySegment(name);
    if (!segment) continue;
    path.push({ id: path.length ? `${path.at(-1)?.id}/${segment}` : segment, name });
  }
  return ensureCategoryPath(db.db, path);
}
