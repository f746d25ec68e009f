import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { slugIdSchema } from '@site/contracts';
import type { Db } from '../../db/index.ts';
import { guessedSitePrefix } from '../../modules/blog/old-addresses.ts';
import {
  ensureCategoryPath,
  recordRendererCurrent,
  renderingIsCurrent,
  upsertArticle,
} from '../../modules/blog/write-service.ts';
import { convertHexoTags } from './hexo-tags.ts';
import { copyPictures, localPictures } from './local-media.ts';
import { oldPostUrls } from './permalinks.ts';
import { categorySegment, type ParsedPost, PostFileError } from './post-file.ts';
import { type IndexedPost, PostIndex, sourceOf, sourceSite } from './post-index.ts';
import { readPostSources, reasonOf } from './post-source.ts';
import { rewriteRelativeLinks } from './relative-links.ts';
import { detectSite, type SiteLayout } from './site-layout.ts';

export type ImportFailure = { path: string; reason: string };
/** Something a post names that the import could not find: a picture file, or another post's file. */
export type ImportMissing = { path: string; target: string };
/**
 * `skipped`: the files that are not imported, with the reason (drafts, and what the source says is no post: a
 * list page, an `.mdx` file…); for a draft, `reason` says whether an article imported earlier under the same id
 * stays published (the importer never deletes). `total`: every file looked at. `missingPictures`: pictures a post
 * shows that are not found (`target` as written); `unresolvedLinks`: relative links to Markdown files that are not
 * imported (`target` as written; they stay as written).
 */
export type ImportResult = {
  created: number;
  updated: number;
  failed: ImportFailure[];
  skipped: ImportFailure[];
  total: number;
  missingPictures: ImportMissing[];
  unresolvedLinks: ImportMissing[];
};
export type ImportOptions = {
  /** Called after each file of the first pass (reading every post's metadata): how many files were read so far. */
  onRead?: (count: number) => void;
  /** Called before each file of the second pass: 1-based index, number of files, path relative to the folder. */
  onProgress?: (index: number, total: number, path: string) => void;
  siteUrl?: string;
  /** The media folder (`DATA_DIR/media`): a post's local pictures are copied there (`local-media.ts`). */
  mediaDir?: string;
};

/**
 * Imports the posts under `folder` (`readPostSources`: every Markdown file the site's generator reads) as blog
 * articles, in two streaming passes so memory stays flat in the number of posts (issue 20 point 6): the first
 * keeps only each post's id, file, title and source key (`PostIndex`), the second reads each file again,
 * converts, renders and stores it, one at a time.
 *
 * A post updates the article with its source identity (`sourceSite` + `sourceOf`: the same file of the same
 * site, or the same file on disk, even imported from a parent folder under a longer id), else the article with its id (its path without
 * extension), else is created. Generator tags are converted (`post_link` names the other posts by file name; Hugo
 * `ref`/`relref` by path); relative links to other posts' files become their article addresses
 * (`rewriteRelativeLinks`); its old addresses (computed from the generator's permalink rules, `oldPostUrls`, with
 * front matter `aliases`/`redirect_from`) redirect to it; all its categories are stored. A file that cannot be
 * read or parsed is collected in `failed` with its reason; the others still import. Drafts are not imported
 * (`skipped`). With `mediaDir`, the pictures a post shows from files beside it are copied there and its addresses
 * rewritten (`localPictures`). When the stored articles were all rendered by the current renderer before, the
 * version is recorded after, so the next start re-renders nothing. Does not seed. Throws only when `folder` is
 * unreadable.
 */
export async function importFolder(db: Db, folder: string, options: ImportOptions = {}): Promise<ImportResult> {
  const root = resolve(folder);
  const layout = detectSite(root);
  const site = sourceSite(layout);
  const rendererWasCurrent = await renderingIsCurrent(db.db);
  const { index, total } = await indexPosts(db, root, layout, site, options.onRead);

  const readInclude = (path: string): string | null => {
    for (const base of [join(root, 'downloads', 'code'), join(root, '..', 'downloads', 'code')]) {
      const file = resolve(base, path);
      if (file.startsWith(base + sep) && existsSync(file)) return readFileSync(file, 'utf8');
    }
    return null;
  };
  const result: ImportResult = {
    created: 0,
    updated: 0,
    failed: [],
    skipped: [],
    total,
    missingPictures: [],
    unresolvedLinks: [],
  };
  const knownCategories = new Set<string>();
  let position = 0;
  for (const entry of readPostSources(root, layout)) {
    position++;
    const path = entry.kind === 'post' ? entry.post.file : entry.path;
    options.onProgress?.(position, total, path);
    if (entry.kind !== 'post') {
      (entry.kind === 'skipped' ? result.skipped : result.failed).push({ path, reason: entry.reason });
      continue;
    }
    const post = entry.post;
    const indexed = index.findFileEvenDraft(post.file);
    const id = indexed?.id ?? post.id;
    try {
      if (post.draft) {
        const earlier = await db.db.selectFrom('articles').select('id').where('id', '=', id).executeTakeFirst();
        result.skipped.push({
          path,
          reason: earlier ? 'draft (the article imported earlier stays published)' : 'draft',
        });
        continue;
      }
      if (!slugIdSchema.safeParse(id).success) throw new PostFileError('file path cannot be an article id');
      const categories: string[] = [];
      for (const names of post.categories) {
        const category = await ensureCategories(db, names, knownCategories);
        if (category !== null) categories.push(category);
      }
      const converted = convertHexoTags(post.body, {
        resolvePost: index.resolvePost,
        resolvePath: index.resolvePathFrom(post.file),
        readInclude,
        site: { generator: layout.generator, config: layout.config },
        page: post.front,
        ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      });
      const linked = rewriteRelativeLinks(converted, post.file, index.findFile);
      for (const target of linked.unresolved) result.unresolvedLinks.push({ path, target });
      let source = linked.markdown;
      if (options.mediaDir !== undefined) {
        const pictures = localPictures(source, id, {
          root,
          relativePath: post.file,
          ...(layout.root === null ? {} : { siteRoot: layout.root }),
          staticDirs: layout.staticDirs,
        });
        copyPictures(options.mediaDir, id, pictures.copies);
        for (const target of pictures.missing) result.missingPictures.push({ path, target });
        source = pictures.markdown;
      }
      const outcome = await upsertArticle(db.db, {
        id,
        title: post.title,
        date: post.date,
        updated: post.updated,
        category_id: categories[0] ?? null,
        categories,
        tags: post.tags,
        source,
        excerpt: post.excerpt,
        language: post.lang,
        aliases: oldAddressesOf(post, layout),
        source_site: site,
        ...sourceOf(post, root),
      });
      if (outcome === 'created') result.created++;
      else result.updated++;
    } catch (error) {
      result.failed.push({ path, reason: reasonOf(error) });
    }
  }
  if (rendererWasCurrent) await recordRendererCurrent(db.db);
  return result;
}

/**
 * The first pass: every post's small metadata, its id the one its source identity already has in the database
 * (the same site's same file, else the same file on disk; indexed queries per post, so nothing grows with the
 * stored articles either). `total` counts
 * every file `readPostSources` yields.
 */
async function indexPosts(
  db: Db,
  root: string,
  layout: SiteLayout,
  site: string,
  onRead?: (count: number) => void,
): Promise<{ index: PostIndex; total: number }> {
  const index = new PostIndex();
  let total = 0;
  for (const entry of readPostSources(root, layout)) {
    total++;
    onRead?.(total);
    if (entry.kind !== 'post') continue;
    const post = entry.post;
    const { source_key, source_file } = sourceOf(post, root);
    const inSite =
      site === guessedSitePrefix
        ? undefined
        : await db.db
            .selectFrom('articles')
            .select('id')
            .where('source_site', '=', site)
            .where('source_key', '=', source_key)
            .executeTakeFirst();
    const stored =
      inSite ??
      (await db.db.selectFrom('articles').select('id').where('source_file', '=', source_file).executeTakeFirst());
    const indexed: IndexedPost = {
      id: stored?.id ?? post.id,
      file: post.file,
      title: post.title,
      sourceKey: post.sourceKey,
      draft: post.draft,
    };
    index.add(indexed);
  }
  return { index, total };
}

/**
 * Every address the post had on its old site: computed by its generator's rules (`oldPostUrls`: as served and
 * without the base path), its front matter `aliases`/`redirect_from`, and for a folder of no known generator its
 * own `url`/`permalink` as written.
 */
function oldAddressesOf(post: ParsedPost, layout: SiteLayout): string[] {
  const computed = oldPostUrls(post, layout);
  const own = layout.generator === 'unknown' && post.url ? [post.url] : [];
  return [...computed, ...post.aliases, ...own];
}

/** Makes sure the category path of `names` exists (once per import: `known`); returns its id, null when empty. */
async function ensureCategories(db: Db, names: string[], known: Set<string>): Promise<string | null> {
  const path: { id: string; name: string }[] = [];
  for (const name of names) {
    const segment = categorySegment(name);
    if (!segment) continue;
    path.push({ id: path.length ? `${path.at(-1)?.id}/${segment}` : segment, name });
  }
  const last = path.at(-1)?.id ?? null;
  if (last === null || known.has(last)) return last;
  known.add(last);
  return ensureCategoryPath(db.db, path);
}
