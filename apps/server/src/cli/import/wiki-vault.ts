import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { wikiIdSchema } from '@site/contracts';
import matter from 'gray-matter';
import type { Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { asText, toList } from './post-file.ts';

/** Folders never walked: version control and packages, large and never what a note shows. */
const skippedFolders = new Set(['.git', '.hg', '.svn', 'node_modules']);

/** A vault's files, as `/`-separated paths relative to its folder, sorted. */
export type VaultFiles = {
  /** The notes: every `*.md` outside dot folders. */
  markdown: string[];
  /** Every other regular file (pictures, PDFs, `LICENSE.txt`...): what notes may embed or link. */
  other: string[];
};

/**
 * Lists a vault (an Obsidian or Foam folder of notes) recursively. Notes in dot folders (`.obsidian`, `.foam`,
 * `.trash`) and dot files are not notes, but other files there count as attachments (Azure DevOps wikis keep
 * pictures in `.attachments`); `.git`, `.hg`, `.svn` and `node_modules` are not walked. Symbolic links are never
 * followed nor listed, so nothing outside the folder can be reached through one. Throws the file system's error
 * when `root` is unreadable.
 */
export function listVault(root: string): VaultFiles {
  const markdown: string[] = [];
  const other: string[] = [];
  const walk = (dir: string, hidden: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skippedFolders.has(entry.name)) continue;
      const absolute = join(dir, entry.name);
      const dotted = hidden || entry.name.startsWith('.');
      // Dirent types come from lstat: a symbolic link is neither a directory nor a file here.
      if (entry.isDirectory()) walk(absolute, dotted);
      else if (entry.isFile()) {
        const path = relative(root, absolute).split(sep).join('/');
        if (!isMarkdownFile(path)) other.push(path);
        else if (!dotted) markdown.push(path);
      }
    }
  };
  walk(root, false);
  return { markdown: markdown.sort(), other: other.sort() };
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** A note's Markdown as mdast (GFM), parsed once per note for its title, attachments and link definitions. */
export const parseNoteMarkdown = (markdown: string): Root => parser.parse(markdown);

/** Whether a vault path names a note (`.md`, any case). */
export const isMarkdownFile = (path: string): boolean => /\.md$/i.test(path);

/** One note read from a vault, ready to become a wiki page. */
export type WikiNote = {
  /** The page id: the path without `.md`, `/`-separated, as is (spaces and CJK kept; `wikiIdSchema` checked). */
  id: string;
  /** The file's path inside the vault, with `.md`. */
  file: string;
  /** Front matter `title`, else the first `# ` heading, else the file name (`wikiTitleOf`). */
  title: string;
  /** Front matter `tags` (a list or one comma/space-separated string), without a leading `#`. */
  tags: string[];
  /** Front matter `aliases` and Jekyll's `redirect_from` that are valid page ids: they become redirects. */
  aliases: string[];
  /** Front matter values that were dropped, with why (an alias that cannot be an id). */
  dropped: string[];
  /**
   * The page's source: the whole file as written, front matter included (the wiki reads `title`, `tags` and
   * `aliases` from it on every save, and keeps the other keys), without a byte order mark.
   */
  source: string;
  /** The Markdown after the front matter: the end of `source`. */
  body: string;
  /** `body` parsed (`parseNoteMarkdown`). */
  tree: Root;
};

/** A file that cannot become a page; `reason` is shown to the person importing. */
export class WikiNoteError extends Error {}

/**
 * Reads one note: YAML front matter (gray-matter) with `title`, `tags` and `aliases` (Obsidian) or `redirect_from`
 * (Jekyll); other keys (`type`, `layout`...) are not kept (the export writes title/tags/aliases only). Inline
 * `#tags` stay in the text: the server derives what it shows from the text on every save, the same for an import
 * and an edit. Throws `WikiNoteError` when the path cannot be a page id or the front matter is broken.
 *
 * @param relativePath path inside the vault, `/`-separated, with `.md`, e.g. `user/features/wikilinks.md`
 * @param text the file's text (a leading byte order mark is ignored)
 */
export function parseWikiNote(relativePath: string, text: string): WikiNote {
  const id = relativePath.replace(/\.md$/i, '');
  const checked = wikiIdSchema.safeParse(id);
  if (!checked.success) {
    throw new WikiNoteError(`file path cannot be a page id: ${checked.error.issues[0]?.message ?? 'invalid'}`);
  }
  const source = text.replace(/^\uFEFF/, '');
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's content cache, which would return stale data on re-import.
    parsed = matter(source, {});
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new WikiNoteError(`broken front matter: ${message}`);
  }
  const data = (parsed.data ?? {}) as Record<string, unknown>;
  const dropped: string[] = [];
  const aliases: string[] = [];
  for (const alias of [...toList(data.aliases), ...toList(data.redirect_from)]) {
    const aliasId = alias.replace(/^\/+|\/+$/g, '').replace(/\.(md|html)$/i, '');
    if (wikiIdSchema.safeParse(aliasId).success && aliasId !== id) {
      if (!aliases.includes(aliasId)) aliases.push(aliasId);
    } else dropped.push(`alias ${JSON.stringify(alias)}: not a page id`);
  }
  const tags = toList(data.tags ?? data.tag)
    .flatMap((tag) => tag.split(/[\s,]+/))
    .map((tag) => tag.replace(/^#/, ''))
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index);
  const fileName = id.slice(id.lastIndexOf('/') + 1);
  // gray-matter's content is the text after the closing `---` line, a suffix of the file.
  const body = source.endsWith(parsed.content) ? parsed.content : source;
  const tree = parseNoteMarkdown(body);
  return {
    id,
    file: relativePath,
    title: asText(data.title) ?? wikiTitleOf(body, fileName, tree),
    tags,
    aliases,
    dropped,
    source,
    body,
    tree,
  };
}

/**
 * The title a note has without a front matter `title`, the way the wiki's renderer finds it: the text of its first
 * top-level level-one heading (`# Title` or `Title` over `===`; never one in code), else `fileName`. The export
 * writes a `title` only when the page's differs from this.
 *
 * @param tree `markdown` parsed by `parseNoteMarkdown`, when the caller has it already
 */
export function wikiTitleOf(markdown: string, fileName: string, tree?: Root): string {
  const h1 = (tree ?? parseNoteMarkdown(markdown)).children.find((n) => n.type === 'heading' && n.depth === 1);
  const text = h1 ? mdastToString(h1).trim() : '';
  return text === '' ? fileName : text;
}
