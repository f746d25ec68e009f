import { posix } from 'node:path';
import { articlePath } from '@site/contracts';
import { type AddressKinds, rewriteAddresses } from './markdown-addresses.ts';

/** Links, reference definitions and `<a href>`: where a post names another. */
const linkAddresses: AddressKinds = { nodes: new Set(['link', 'definition']), html: { tag: 'a', attribute: 'href' } };

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
  const out = rewriteAddresses(markdown, linkAddresses, target);
  return { markdown: out, unresolved };
}
