import { posix } from 'node:path';
import { articlePath } from '@site/contracts';
import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/** The extensions of the Markdown files the generators read: a link ending in one names another post. */
export const markdownLink = /\.(md|markdown|mdown|mkd|mkdn|mdx)$/i;

/**
 * Text that may hold a relative link to another post: a Markdown extension followed by the end of an address, or an
 * address ending in a folder's `/`. Text without it is returned as it is, without a parse.
 */
const mayLinkToFile = /\.(md|markdown|mdown|mkd|mkdn|mdx)\b|\/[)#\s"'>]/i;

/** An imported post a link can name. */
export type LinkedPost = { id: string; title: string };

/**
 * Rewrites the links of `markdown` (the post at `fromFile`, `/`-separated inside the import folder) that name
 * another post's file relatively: `[x](./other-post.md)`, `(../section/page.md#anchor)`, `(other.markdown)`, a
 * bundle's `(folder/)`, `(folder/index.md)`, and the same in link reference definitions and `<a href>` of HTML.
 * `findPost` gets the target's path inside the import folder (normalised, decoded, without `#…`/`?…`, no trailing
 * slash; it may name a file or a bundle's folder) and returns the imported post there, or null. A found link
 * becomes `/blog/articles/<id>` with its `#anchor` kept as written (the renderer's heading ids follow GitHub's
 * rules, as Hugo's default and most Jekyll sites do). Absolute addresses, `/`-rooted paths, `#anchors` and code
 * (remark's parse decides what code is) are left alone. Returns the new Markdown and, as written, the targets
 * with a Markdown extension that name no imported post (`unresolved`: they stay as written). Pure; never throws.
 */
export function rewriteRelativeLinks(
  markdown: string,
  fromFile: string,
  findPost: (path: string) => LinkedPost | null,
): { markdown: string; unresolved: string[] } {
  // Most posts link to no other file: their text is not parsed at all (a parse costs ~15 ms of a 3–8 KB post).
  if (!mayLinkToFile.test(markdown)) return { markdown, unresolved: [] };
  const folder = posix.dirname(fromFile);
  const unresolved: string[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  const target = (address: string): string | null => {
    if (address === '' || /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(address)) return null;
    const [pathPart = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(address)?.slice(1) ?? [];
    const anchor = /#.*$/s.exec(rest)?.[0] ?? '';
    let path: string;
    try {
      path = decodeURIComponent(pathPart);
    } catch {
      return null;
    }
    const joined = posix.normalize(posix.join(folder, path)).replace(/\/+$/, '');
    const found = joined.startsWith('..') || joined === '.' ? null : findPost(joined);
    if (found) return articlePath(found.id) + anchor;
    if (markdownLink.test(pathPart)) unresolved.push(address);
    return null;
  };
  const rewrite = (offset: number, address: string) => {
    const text = target(address);
    if (text !== null && markdown.startsWith(address, offset))
      edits.push({ start: offset, end: offset + address.length, text });
  };
  const visit = (node: Nodes) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) {
      if (node.type === 'link' || node.type === 'definition') {
        const at = findAddress(markdown.slice(start, end), node.url, node.type === 'link');
        if (at >= 0) rewrite(start + at, node.url);
      } else if (node.type === 'html') {
        for (const match of node.value.matchAll(/<a\b[^>]*?\shref\s*=\s*(["'])(.*?)\1/gi)) {
          const address = match[2] ?? '';
          rewrite(start + (match.index ?? 0) + match[0].length - address.length - 1, address);
        }
      }
    }
    if ('children' in node) for (const child of node.children) visit(child as Nodes);
  };
  visit(parser.parse(markdown));
  let out = markdown;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { markdown: out, unresolved };
}

/** Where a link's (or a definition's) address is written in its source: after the link text's `](`, else the last. */
function findAddress(source: string, url: string, isLink: boolean): number {
  if (url === '') return -1;
  if (isLink) {
    const open = source.lastIndexOf('](');
    const at = open >= 0 ? source.indexOf(url, open) : -1;
    if (at >= 0) return at;
  }
  return source.lastIndexOf(url);
}
