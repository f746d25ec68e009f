import type { Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Which addresses of a Markdown text `rewriteAddresses` looks at. */
export type AddressKinds = {
  /** The mdast node types whose `url` is an address: `link`, `image`, `definition`. */
  nodes: ReadonlySet<string>;
  /** The HTML tag and attribute holding an address in raw HTML: `a`/`href`, `img`/`src`. */
  html: { tag: string; attribute: string };
};

/**
 * Rewrites, in place, the addresses `markdown` writes in the nodes and the HTML of `kinds`, outside code (remark's
 * GFM parse decides what code is): `replace(address)` gives the new address, or null to keep it as written. Only
 * the address's characters change; everything around it stays byte for byte. A link's address is the one after its
 * text's `](` (the text may hold the same characters), anything else's the last one in its source. Pure; never throws.
 */
export function rewriteAddresses(
  markdown: string,
  kinds: AddressKinds,
  replace: (address: string) => string | null,
): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const rewrite = (offset: number, address: string) => {
    const text = address === '' ? null : replace(address);
    if (text !== null && markdown.startsWith(address, offset))
      edits.push({ start: offset, end: offset + address.length, text });
  };
  const { tag, attribute } = kinds.html;
  const inHtml = new RegExp(`<${tag}\\b[^>]*?\\s${attribute}\\s*=\\s*(["'])(.*?)\\1`, 'gi');
  const visit = (node: Nodes) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start !== undefined && end !== undefined) {
      if (kinds.nodes.has(node.type) && 'url' in node) {
        const at = findAddress(markdown.slice(start, end), node.url, node.type === 'link');
        if (at >= 0) rewrite(start + at, node.url);
      } else if (node.type === 'html') {
        for (const match of node.value.matchAll(inHtml)) {
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
  return out;
}

/** Where a node's address is written in its source: after a link text's `](`, else the last occurrence. */
function findAddress(source: string, url: string, isLink: boolean): number {
  if (url === '') return -1;
  if (isLink) {
    const open = source.lastIndexOf('](');
    const at = open >= 0 ? source.indexOf(url, open) : -1;
    if (at >= 0) return at;
  }
  return source.lastIndexOf(url);
}
