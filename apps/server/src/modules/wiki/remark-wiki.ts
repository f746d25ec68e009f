import { wikiEditPath, wikiItemPath } from '@site/contracts';
import { slug } from 'github-slugger';
import type { Blockquote, Image, Link, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { findAndReplace } from 'mdast-util-find-and-replace';
import { toString as mdastToString } from 'mdast-util-to-string';
import { calloutNode, eachBlockquote } from '../../markdown/remark-callouts.ts';
import { linkFromMatch, parseWikiLinks, type WikiLink } from './wikilinks.ts';

/** Stand-ins for a wikilink's `[[` and `]]` while Markdown is parsed (Unicode private use characters). */
const open = '\uE000';
const close = '\uE001';

/**
 * The source with each wikilink's `[[` and `]]` (outside code, `parseWikiLinks`) replaced by stand-ins, so the
 * Markdown parser sees plain text: brackets cost micromark a search for a link label at every `]` (a 5,000-line
 * page with a link per line parsed 3 times slower), and a Foam link reference definition mirroring a wikilink
 * would turn `[[name]]` into a reference link. `restoreBrackets` undoes it in what the renderer outputs.
 */
export function protectWikiLinks(source: string): string {
  return protectAndFindWikiLinks(source).text;
}

/** `protectWikiLinks`, with the wikilinks it protected (`parseWikiLinks`'s, offsets into `source`). */
export function protectAndFindWikiLinks(source: string): { text: string; links: WikiLink[] } {
  let out = '';
  let at = 0;
  const links = parseWikiLinks(source);
  for (const link of links) {
    const start = link.offset + (link.embed ? 1 : 0);
    const end = link.offset + link.raw.length;
    out += `${source.slice(at, start)}${open}${source.slice(start + 2, end - 2)}${close}`;
    at = end;
  }
  return { text: out + source.slice(at), links };
}

/** Puts back `[[` and `]]` for stand-ins left in text (a wikilink where the parser saw code, a title). */
export function restoreBrackets(text: string): string {
  return text.replaceAll(open, '[[').replaceAll(close, ']]');
}

/** `wikiLinkPattern` over protected text. */
const protectedLinkPattern =
  /(!?)\uE000([^\uE000\uE001\n|#]*)(?:#([^\uE000\uE001\n|]*))?(?:\|([^\uE000\uE001\n]*))?\uE001/g;

/** What the wiki's Markdown plugins need to know about the wiki while rendering one page. */
export interface WikiRenderContext {
  /** The page being rendered (relative pictures resolve from its folder). */
  pageId: string;
  /** The page id a wikilink target names, or null (a red link). */
  resolve: (target: string) => string | null;
  /** True when several pages fit an unresolved target. */
  isAmbiguous?: ((target: string) => boolean) | undefined;
  /** Parses a page's Markdown to mdast with these plugins (embeds inside an embed become links), or null when the
   * page cannot be embedded (unknown). */
  embed?: (id: string) => Root | null;
}

/** Extensions of files a `![[...]]` embeds as media rather than as a page. */
const mediaExtension = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|pdf|mp4|webm|mov|mp3|ogg|wav|m4a|flac)$/i;
const pictureExtension = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico)$/i;

/** True when a wikilink target names a media file (picture, audio, video, PDF), not a page. */
export function isMediaTarget(target: string): boolean {
  return mediaExtension.test(target);
}

/**
 * `/media/wiki/<path>` for a picture or file the page `pageId` names: `relative` resolves from the page's folder
 * (`../x.png` climbs, never above the vault root); `fromRoot` (an Obsidian `![[a/b.png]]`) from the vault root.
 */
export function wikiMediaPath(path: string, pageId: string, fromRoot = false): string {
  return `/media/wiki/${vaultPath(path, pageId, fromRoot).map(encodeURIComponent).join('/')}`;
}

/** The decoded segments of `path` relative to the vault root, resolved from page `pageId`'s folder. */
function vaultPath(path: string, pageId: string, fromRoot = false): string[] {
  const parts = fromRoot || path.startsWith('/') ? [] : pageId.split('/').slice(0, -1);
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') parts.pop();
    else parts.push(safeDecode(segment));
  }
  return parts;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * A red link to the target's edit route: class `wiki-link wiki-link-missing`, `data-wiki-state="missing"` (no
 * page fits) or `"ambiguous"` (several do).
 */
function missingLink(link: WikiLink, text: string, ctx: WikiRenderContext): Link {
  const state = ctx.isAmbiguous?.(link.target) ? 'ambiguous' : 'missing';
  return {
    type: 'link',
    url: wikiEditPath(link.target),
    children: [{ type: 'text', value: text }],
    data: {
      hProperties: { className: ['wiki-link', 'wiki-link-missing'], dataWikiState: state, rel: ['nofollow'] },
    },
  };
}

/** The `<a>` (or `<img>`) one wikilink renders as. */
function linkNode(link: WikiLink, ctx: WikiRenderContext): PhrasingContent {
  const text = link.label ?? (link.heading && link.target ? `${link.target} › ${link.heading}` : link.target || '');
  if (isMediaTarget(link.target)) {
    const url = wikiMediaPath(link.target, ctx.pageId, link.target.includes('/'));
    if (link.embed && pictureExtension.test(link.target)) {
      const alt = link.label && !/^\d+(x\d+)?$/.test(link.label) ? link.label : link.target.replace(/^.*\//, '');
      return { type: 'image', url, alt } satisfies Image;
    }
    return { type: 'link', url, children: [{ type: 'text', value: text }] };
  }
  if (link.target === '') {
    return { type: 'link', url: `#${slug(link.heading ?? '')}`, children: [{ type: 'text', value: text || '#' }] };
  }
  const id = ctx.resolve(link.target);
  if (id === null) return missingLink(link, text, ctx);
  const hash = link.heading ? `#${slug(link.heading)}` : '';
  return {
    type: 'link',
    url: wikiItemPath(id) + hash,
    children: [{ type: 'text', value: text }],
    data: { hProperties: { className: ['wiki-link'] } },
  };
}

/** A page embed: `<aside class="wiki-embed" data-wiki-embed>` with a link to the page and its content. */
function embedNode(link: WikiLink, ctx: WikiRenderContext): Blockquote | null {
  if (isMediaTarget(link.target) || link.target === '') return null;
  const id = ctx.resolve(link.target);
  const tree = id === null ? null : (ctx.embed?.(id) ?? null);
  if (id === null || tree === null) return null;
  const heading: Paragraph = {
    type: 'paragraph',
    children: [linkNode({ ...link, embed: false }, ctx)],
    data: { hProperties: { className: ['wiki-embed-title'] } },
  };
  const body = link.heading ? section(tree.children, link.heading) : tree.children;
  // Headings of the embedded page are not headings of this one (outline, anchors): shown as emphasised lines.
  const content = body.map((node) =>
    node.type === 'heading'
      ? ({
          type: 'paragraph',
          children: [{ type: 'strong', children: node.children }],
          data: { hProperties: { className: ['wiki-embed-heading'] } },
        } satisfies Paragraph)
      : node,
  );
  return {
    type: 'blockquote',
    children: [heading, ...(content as Blockquote['children'])],
    data: { hName: 'aside', hProperties: { className: ['wiki-embed'], dataWikiEmbed: id } },
  };
}

/** The nodes under the heading whose slug matches `heading`, up to the next heading of its level or higher. */
function section(nodes: RootContent[], heading: string): RootContent[] {
  const wanted = slug(heading);
  const start = nodes.findIndex((n) => n.type === 'heading' && slug(mdastToString(n)) === wanted);
  if (start < 0) return nodes;
  const depth = (nodes[start] as { depth: number }).depth;
  const end = nodes.findIndex((n, i) => i > start && n.type === 'heading' && n.depth <= depth);
  return nodes.slice(start, end < 0 ? undefined : end);
}

const absoluteUrl = /^([a-z][a-z0-9+.-]*:|\/\/|\/|#)/i;

/**
 * Relative picture addresses (`![a](img/x.png)`) → `/media/wiki/…` from the page's folder; relative links to
 * Markdown files (`[a](../notes/b.md#part)`, as Foam writes them) → the page they name, or a red link.
 */
function rewriteRelative(node: Nodes, ctx: WikiRenderContext): void {
  if (node.type === 'image' && node.url !== '' && !absoluteUrl.test(node.url))
    node.url = wikiMediaPath(node.url, ctx.pageId);
  if (node.type === 'link' && !absoluteUrl.test(node.url)) {
    const [, path = '', hash] = /^([^#?]*\.md)(?:#(.*))?$/i.exec(node.url) ?? [];
    if (path !== '') {
      const target = vaultPath(path, ctx.pageId).join('/').replace(/\.md$/i, '');
      const id = ctx.resolve(target);
      if (id === null)
        Object.assign(node, missingLink({ target, heading: null, label: null } as WikiLink, '', ctx), {
          children: node.children,
        });
      else node.url = wikiItemPath(id) + (hash ? `#${slug(safeDecode(hash))}` : '');
    }
  }
  if ('children' in node) for (const child of node.children) rewriteRelative(child, ctx);
}

/**
 * The wiki's remark plugin: callouts, page embeds standing alone in a paragraph, wikilinks and picture embeds in
 * running text (never in code: code is not a text node), relative pictures. Sets `file.data.wikiTitle` to the
 * first `#` heading's text.
 */
export function remarkWiki(ctx: WikiRenderContext) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const h1 = tree.children.find((n) => n.type === 'heading' && n.depth === 1);
    if (h1) file.data.wikiTitle = mdastToString(h1).trim();
    eachBlockquote(tree, calloutNode);
    replaceLoneEmbeds(tree, ctx);
    findAndReplace(tree, [
      [
        protectedLinkPattern,
        (...args: unknown[]) => {
          const match = args[args.length - 1] as { input: string; index: number };
          const parts = args.slice(0, 5) as string[];
          const found = linkFromMatch(parts as unknown as RegExpMatchArray, match.index);
          return found ? linkNode(found, ctx) : false;
        },
      ],
    ]);
    rewriteRelative(tree, ctx);
  };
}

/** A paragraph that is only `![[Page]]` becomes the page's embed (a block: it cannot sit inside a `<p>`). */
function replaceLoneEmbeds(node: Nodes, ctx: WikiRenderContext): void {
  if (!('children' in node)) return;
  const children = node.children as Nodes[];
  for (let i = 0; i < children.length; i += 1) {
    const child = children[i] as Nodes;
    if (child.type === 'paragraph' && child.children.length === 1 && child.children[0]?.type === 'text') {
      const value = child.children[0].value.trim();
      const match = new RegExp(`^${protectedLinkPattern.source}$`).exec(value);
      const link = match ? linkFromMatch(match, 0) : null;
      const embed = link?.embed ? embedNode(link, ctx) : null;
      if (embed) children[i] = embed;
    } else replaceLoneEmbeds(child, ctx);
  }
}
