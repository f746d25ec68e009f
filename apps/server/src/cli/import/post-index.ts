import { basename, join, posix } from 'node:path';
import { datePrefix, guessedSitePrefix } from '../../modules/blog/old-addresses.ts';
import type { ParsedPost } from './post-file.ts';
import type { SiteLayout } from './site-layout.ts';

/**
 * What the import keeps of each post between its two passes (issue 20 point 6): small metadata, never the body,
 * so its memory grows by ~1 KB a post, not by the corpus.
 */
export type IndexedPost = {
  /** The article id it is stored under: the one it already had (same source identity), else `ParsedPost.id`. */
  id: string;
  /** Its path inside the import folder. */
  file: string;
  title: string;
  sourceKey: string;
  draft: boolean;
};

/**
 * The site an import's posts come from, as stored in `articles.source_site`: `<generator>:<address>` for a
 * detected site (its `baseURL`/`url` without a trailing slash, else its root folder's name), so the same site
 * imported from another checkout, or from a parent or child folder, is the same site; `folder:` for a folder of no
 * known generator, whose posts are then matched by their absolute file path (`sourceOf`).
 *
 * Decision (issue 20 point 6): re-importing a parent folder of an imported folder makes every id longer
 * (`hexo-news/x` was imported from `blog/`, `blog/hexo-news/x` from its parent), as ids are paths inside the import
 * folder; the source identity does not change, so the import updates the article under the id it already has (its
 * address, comments and links stay) instead of adding a second one. Without a source identity match, a post
 * updates the article of the same id, as before.
 */
export function sourceSite(layout: SiteLayout): string {
  if (layout.generator === 'unknown' || layout.root === null) return guessedSitePrefix;
  const address = [layout.config.baseURL, layout.config.baseurl, layout.config.url].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const name = address?.trim().replace(/\/+$/, '') || basename(layout.root);
  return `${layout.generator}:${name}`;
}

/**
 * A post's source identity as stored: `source_key`, its path inside the content folder (`ParsedPost.sourceKey`;
 * for a folder of no known generator, inside the import folder, never matched on), and `source_file`, its absolute
 * path (what matches a folder of no known generator, and a site imported from a folder above its root).
 */
export function sourceOf(
  post: Pick<ParsedPost, 'file' | 'sourceKey'>,
  root: string,
): { source_key: string; source_file: string } {
  return { source_key: post.sourceKey, source_file: join(root, ...post.file.split('/')) };
}

/**
 * The imported posts by the names other posts link to them with: their file (`posts/a.md`), a bundle's folder
 * (`posts/a` for `posts/a/index.md`), their path in the content folder (`sourceKey`), and their file name with or
 * without its date prefix (Hexo's `post_link`). Drafts are named too (a `post_link` shows their title).
 */
export class PostIndex {
  private readonly byFile = new Map<string, IndexedPost>();
  private readonly byKey = new Map<string, IndexedPost>();
  private readonly byName = new Map<string, IndexedPost>();

  add(post: IndexedPost): void {
    this.byFile.set(post.file, post);
    const bundle = /^(.+)\/index\.[^./]+$/i.exec(post.file)?.[1];
    if (bundle && !this.byFile.has(bundle)) this.byFile.set(bundle, post);
    this.byKey.set(post.sourceKey, post);
    const keyBundle = /^(.+)\/index\.[^./]+$/i.exec(post.sourceKey)?.[1];
    if (keyBundle && !this.byKey.has(keyBundle)) this.byKey.set(keyBundle, post);
    const name = post.id.split('/').at(-1) ?? post.id;
    this.byName.set(name, post);
    this.byName.set(name.replace(datePrefix, ''), post);
  }

  /** The post at `path` inside the import folder (a file, or a bundle's folder), or null; drafts are not linked. */
  findFile = (path: string): IndexedPost | null => {
    const post = this.byFile.get(path);
    return post && !post.draft ? post : null;
  };

  /** The post of the file `path` inside the import folder, drafts included (the import's second pass). */
  findFileEvenDraft(path: string): IndexedPost | null {
    return this.byFile.get(path) ?? null;
  }

  /** A Hexo `post_link` slug: a file name without extension, with or without its date prefix. */
  resolvePost = (slug: string): IndexedPost | null => this.byName.get(slug) ?? null;

  /**
   * A Hugo `ref`/`relref` path as written in the post `fromFile`: relative to the post (`../other.md`), else to the
   * content folder (`/posts/other.md`, `posts/other`), with or without `.md`; null when no imported post is there.
   */
  resolvePathFrom(fromFile: string): (path: string) => IndexedPost | null {
    return (written) => {
      const path = written.split('#')[0]?.replace(/\/+$/, '') ?? '';
      if (path === '') return null;
      const relative = posix.normalize(posix.join(posix.dirname(fromFile), path));
      const fromRoot = posix.normalize(path.replace(/^\/+/, ''));
      for (const candidate of [relative, `${relative}.md`]) {
        const post = this.findFile(candidate);
        if (post) return post;
      }
      for (const candidate of [fromRoot, `${fromRoot}.md`]) {
        const post = this.byKey.get(candidate);
        if (post && !post.draft) return post;
      }
      return null;
    };
  }
}
