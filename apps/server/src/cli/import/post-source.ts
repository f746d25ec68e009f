import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type ParsedPost, PostFileError, parsePostFile } from './post-file.ts';
import type { SiteLayout } from './site-layout.ts';

/** Files at the folder's root that describe the folder rather than being posts. */
const notPosts = new Set(['readme.md', 'sources.md', 'license.md', 'changelog.md']);

/**
 * One file of an imported folder, as the import sees it:
 * - `post`: a post (drafts included: `post.draft`; the import decides what to do with them);
 * - `skipped`: a file that is not a post, with the reason shown to the person importing (a Hugo list page, …);
 * - `failed`: a file meant as a post that cannot be read or parsed, with the reason.
 * `path` is the file's path inside the import folder, `/`-separated.
 */
export type SourceEntry =
  | { kind: 'post'; post: ParsedPost }
  | { kind: 'skipped'; path: string; reason: string }
  | { kind: 'failed'; path: string; reason: string };

/**
 * The post files under `root` in path order, read and parsed one at a time (only one file's text is held at
 * once, so a caller that keeps no bodies stays flat in memory: issue 20 point 6). Hidden folders, `node_modules`
 * and the root's README/SOURCES/LICENSE/CHANGELOG are not looked at. `layout` is the site the folder belongs to
 * (`detectSite`). Throws only when `root` is unreadable.
 */
export function* readPostSources(root: string, layout: SiteLayout): Generator<SourceEntry> {
  for (const path of listMarkdown(root)) {
    if (path.split('/').at(-1)?.toLowerCase() === '_index.md') {
      yield { kind: 'skipped', path, reason: 'a list page (_index.md), not a post' };
      continue;
    }
    try {
      const absolute = join(root, path);
      const post = parsePostFile(path, readFileSync(absolute, 'utf8'), statSync(absolute).mtime);
      // Stand-in for engineer A's fill: the key relative to the content folder, Hugo's section its first folder.
      const key = layout.contentDir ? relative(layout.contentDir, absolute).split(sep).join('/') : path;
      if (!key.startsWith('..')) post.sourceKey = key;
      if (layout.generator === 'hugo' && post.sourceKey.includes('/'))
        post.section = post.sourceKey.split('/')[0] ?? null;
      yield { kind: 'post', post };
    } catch (error) {
      yield { kind: 'failed', path, reason: reasonOf(error) };
    }
  }
}

/** How many files `readPostSources` will yield (for a progress bar), without reading them. */
export function countPostSources(root: string): number {
  return listMarkdown(root).length;
}

/** Relative `/`-separated paths of the Markdown files under `root`, sorted. */
function listMarkdown(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const absolute = join(dir, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else if (entry.isFile() && entry.name.toLowerCase().endsWith('.md')) {
        if (dir === root && notPosts.has(entry.name.toLowerCase())) continue;
        found.push(relative(root, absolute).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** An error's message for the person importing. */
export function reasonOf(error: unknown): string {
  if (error instanceof PostFileError) return error.message;
  if (error instanceof Error && 'code' in error) return `${String(error.code)}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
