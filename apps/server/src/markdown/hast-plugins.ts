import type { TocEntry } from '@site/contracts';
import type { Nodes, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Options as RehypeAutolinkHeadingsOptions } from 'rehype-autolink-headings';
import type { VFile } from 'vfile';
import { eachElement } from './each-element.ts';
import { embedHosts, embedServiceName } from './sanitize-schema.ts';

/**
 * Drops `<iframe>`s whose `src` is not an https player of an allowed host (`embedHosts`): the sanitiser checks
 * only the protocol. Kept frames get `loading="lazy"`, a title when they have none (frames need an accessible
 * name: the service's name, `embedServiceName`) and
 * `allowfullscreen`.
 */
export function restrictEmbeds() {
  return (tree: Root) => {
    eachElement(tree, (element, parent) => {
      if (element.tagName !== 'iframe') return;
      const src = String(element.properties.src ?? '');
      let allowed = false;
      let hostname = '';
      try {
        const url = new URL(src);
        hostname = url.hostname;
        allowed = url.protocol === 'https:' && embedHosts.includes(url.hostname);
      } catch {
        allowed = false;
      }
      if (!allowed) {
        parent.children = parent.children.filter((c) => c !== element);
        return;
      }
      element.properties.loading = 'lazy';
      element.properties.allowFullScreen = true;
      if (!element.properties.title) element.properties.title = embedServiceName(hostname);
      element.children = [];
    });
  };
}

/**
 * Every `<img>` of an article loads when it nears the screen (`loading="lazy"`) and decodes off the main thread
 * (`decoding="async"`): a long post full of pictures no longer downloads them all before its first screen is
 * usable. Runs after the sanitiser (which would drop `decoding`). Also notes the first picture with an absolute
 * (`http(s)://`) or root-relative (`/media/x.png`) `src` in `file.data.image`: the article's link-preview picture.
 */
export function lazyImages() {
  return (tree: Root, file: VFile) => {
    eachElement(tree, (element) => {
      if (element.tagName !== 'img') return;
      element.properties.loading = 'lazy';
      element.properties.decoding = 'async';
      const src = element.properties.src;
      if (file.data.image === undefined && typeof src === 'string' && /^(https?:\/\/|\/(?!\/))/.test(src))
        file.data.image = src;
    });
  };
}

/**
 * The sanitiser prefixes every `id` with `user-content-` (DOM clobbering) but leaves `href="#x"` alone; this
 * points such links at `#user-content-x` when that id exists, so footnotes and in-post anchors keep working.
 */
export function fixInPageLinks() {
  return (tree: Root) => {
    const ids = new Set<string>();
    eachElement(tree, (element) => {
      if (typeof element.properties.id === 'string') ids.add(element.properties.id);
    });
    eachElement(tree, (element) => {
      const href = element.properties.href;
      if (element.tagName !== 'a' || typeof href !== 'string' || !href.startsWith('#')) return;
      const target = `user-content-${decodeURIComponentSafe(href.slice(1))}`;
      if (!ids.has(href.slice(1)) && ids.has(target)) element.properties.href = `#${target}`;
    });
  };
}

/**
 * rehype-autolink-headings' options for articles and wiki pages: a `#` anchor appended to each heading, hidden
 * from screen readers and the tab order; the footnotes' screen-reader heading gets none.
 */
export const headingAnchors: RehypeAutolinkHeadingsOptions = {
  behavior: 'append',
  test: (element) => !String(element.properties.className ?? '').includes('sr-only'),
  properties: { className: ['heading-anchor'], tabIndex: -1, ariaHidden: 'true' },
  content: { type: 'text', value: '#' },
};

/**
 * Collects h2–h4 headings into `file.data.toc` and the visible text into `file.data.readableText`. Runs after
 * rehype-slug gave headings their ids and before autolink adds anchor marks that would pollute both.
 * The footnotes' screen-reader heading is not part of the outline.
 */
export function collectToc() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    file.data.toc = toc;
    file.data.readableText = readableText(tree);
    file.data.proseText = readableText(tree, false);
    file.data.leadText = leadText(tree);
    eachElement(tree, (element) => {
      const depth = /^h([2-4])$/.exec(element.tagName)?.[1];
      if (!depth || typeof element.properties.id !== 'string') return;
      const classes = element.properties.className;
      if (Array.isArray(classes) && classes.includes('sr-only')) return;
      toc.push({ depth: Number(depth), id: element.properties.id, text: hastToString(element).trim() });
    });
  };
}

declare module 'vfile' {
  interface DataMap {
    /** h2–h4 outline, set by `collectToc`. */
    toc: TocEntry[];
    /** Visible text without code blocks, set by `collectToc`. */
    readableText: string;
    /** Visible text without code blocks or inline code (what the language is told from), set by `collectToc`. */
    proseText: string;
    /** Text of the prose paragraphs only, set by `collectToc`: what a summary should quote. */
    leadText: string;
    /** The first picture's `src` (absolute or root-relative), set by `lazyImages`. */
    image: string;
  }
}

/**
 * Text of the article as a reader sees it, without code blocks and the footnote section (for summary and counts);
 * without inline `code` too when `inlineCode` is false.
 */
export function readableText(tree: Root, inlineCode = true): string {
  const parts: string[] = [];
  const walk = (node: Nodes) => {
    if (node.type === 'text') parts.push(node.value);
    if (node.type === 'element') {
      if (node.tagName === 'pre' || node.tagName === 'script' || node.tagName === 'style') return;
      if (!inlineCode && node.tagName === 'code') return;
      if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) return;
      if (/^(p|h[1-6]|li|blockquote|tr|td|th|div|figcaption|summary|details|br)$/.test(node.tagName)) parts.push(' ');
    }
    if ('children' in node) for (const child of node.children) walk(child);
  };
  walk(tree);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Text of the article's prose paragraphs in order — no headings, tables, lists, code, footnotes or callout
 * titles — so a summary reads as sentences rather than as a flattened table.
 */
export function leadText(tree: Root): string {
  const parts: string[] = [];
  const collect = (node: Nodes) => {
    if (node.type === 'text') parts.push(node.value);
    else if (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'sup')) return;
    if ('children' in node) for (const child of node.children) collect(child);
  };
  const walk = (node: Nodes) => {
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (/^(table|ul|ol|pre|h[1-6]|script|style|figure)$/.test(node.tagName)) return;
      if (node.tagName === 'section' && node.properties.dataFootnotes !== undefined) return;
      if (node.tagName === 'p') {
        // A callout's title ("Note", "Warning") labels the box; it is not the author's sentence.
        const classes = node.properties.className;
        if (Array.isArray(classes) && classes.includes('callout-title')) return;
        collect(node);
        parts.push(' ');
        return;
      }
    }
    for (const child of node.children) walk(child);
  };
  walk(tree);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
