import { isHttpUrl } from '@site/contracts';
import { parseFeed } from 'feedsmith';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

/**
 * Reading another site's feed (RSS 2.0, RSS 1.0/RDF, Atom, JSON Feed) with feedsmith, into the few fields the
 * river shows. Titles and excerpts become plain text: the feed's HTML is parsed (parse5, as a browser would) and
 * only its text kept, `<script>`, `<style>` and the like dropped, so nothing a feed says is ever markup on our pages
 * (stricter than the comments' allow-list, which keeps some tags: a river line has no use for them). Links are
 * resolved against the feed's address and kept only when they are http(s).
 */

/** A post as read from a feed. */
export type FeedPost = {
  /** The guid / id, else the link: what makes a post the same on the next read. */
  key: string;
  title: string;
  url: string;
  excerpt: string;
  /** ISO 8601, or null when the feed gave no readable date. */
  publishedAt: string | null;
};

/** The longest excerpt kept, in characters (a river line, not the article). */
export const excerptMaxChars = 300;
/** The longest title kept, in characters. */
const titleMaxChars = 300;
/** Posts kept from one read: the newest first as the feed lists them. */
export const postsPerFeedMax = 50;

type Node = DefaultTreeAdapterMap['childNode'];
const skipped = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
const blocks = new Set(['p', 'div', 'br', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr']);

/**
 * The text of an HTML fragment, white space collapsed, cut to `max` characters (an ellipsis marks a cut).
 * Never throws; control characters are removed.
 * @example htmlToText('<p>Hi <b>there</b><script>x</script></p>', 50) === 'Hi there'
 */
export function htmlToText(html: string, max: number): string {
  const parts: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#text') parts.push((node as { value: string }).value);
      else if ('childNodes' in node && !skipped.has(node.nodeName)) {
        if (blocks.has(node.nodeName)) parts.push(' ');
        walk(node.childNodes as Node[]);
      }
    }
  };
  walk(parseFragment(html).childNodes as Node[]);
  const text = parts
    .join('')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** `link` resolved against `base`, when the result is an http(s) address; else ''. */
export function resolveLink(link: string | undefined, base: string): string {
  if (!link) return '';
  try {
    const url = new URL(link.trim(), base).href;
    return isHttpUrl(url) ? url : '';
  } catch {
    return '';
  }
}

/** An ISO 8601 date from a feed's date text, or null. */
function isoDate(text: string | undefined): string | null {
  if (!text) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A post before cleaning; `titleText`: the title is plain text (Atom `type="text"`, JSON Feed), not HTML. */
type Raw = { key?: string; title?: string; titleText?: boolean; link?: string; html?: string; date?: string };

/** A feed's posts in a common shape, before cleaning. */
function rawPosts(text: string): Raw[] {
  const parsed = parseFeed(text);
  switch (parsed.format) {
    case 'rss':
    case 'rdf':
      return (parsed.feed.items ?? []).map((item) => {
        const i = item as {
          title?: string;
          link?: string;
          description?: string;
          guid?: { value?: string };
          pubDate?: string;
          content?: { encoded?: string };
          dc?: { date?: string; dates?: string[] };
        };
        return {
          key: i.guid?.value,
          title: i.title,
          link: i.link,
          html: i.description ?? i.content?.encoded,
          date: i.pubDate ?? i.dc?.date ?? i.dc?.dates?.[0],
        };
      });
    case 'atom':
      return (parsed.feed.entries ?? []).map((entry) => {
        const e = entry as {
          id?: string;
          title?: { value?: string } | string;
          links?: { href?: string; rel?: string }[];
          summary?: { value?: string } | string;
          content?: { value?: string } | string;
          published?: string;
          updated?: string;
        };
        const value = (v: { value?: string } | string | undefined) => (typeof v === 'string' ? v : v?.value);
        const link = e.links?.find((l) => !l.rel || l.rel === 'alternate') ?? e.links?.[0];
        const titleType = typeof e.title === 'object' ? (e.title as { type?: string }).type : undefined;
        return {
          key: e.id,
          title: value(e.title),
          titleText: titleType === undefined || titleType === 'text',
          link: link?.href,
          html: value(e.summary) ?? value(e.content),
          date: e.published ?? e.updated,
        };
      });
    case 'json':
      return (parsed.feed.items ?? []).map((item) => {
        const i = item as {
          id?: string | number;
          url?: string;
          title?: string;
          summary?: string;
          content_html?: string;
          content_text?: string;
          date_published?: string;
          date_modified?: string;
        };
        return {
          key: i.id === undefined ? undefined : String(i.id),
          title: i.title,
          titleText: true,
          link: i.url,
          html: i.summary !== undefined ? escapeText(i.summary) : (i.content_html ?? escapeText(i.content_text ?? '')),
          date: i.date_published ?? i.date_modified,
        };
      });
  }
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The posts of a feed document `text` fetched from `feedUrl` (the address after redirects): at most
 * `postsPerFeedMax`, each with an http(s) link (a post without one is dropped), a plain-text title (the excerpt's
 * start, else the link, when the feed has none) and excerpt, and its date or null. Throws an Error with a readable
 * message when `text` is not a feed (an HTML page, broken XML).
 */
export function readFeed(text: string, feedUrl: string): FeedPost[] {
  let raws: Raw[];
  try {
    raws = rawPosts(text);
  } catch (error) {
    throw new Error(`not a feed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const posts: FeedPost[] = [];
  const seen = new Set<string>();
  for (const raw of raws) {
    if (posts.length >= postsPerFeedMax) break;
    const url = resolveLink(raw.link, feedUrl);
    const key = (raw.key?.trim() || url).slice(0, 2000);
    if (!url || !key || seen.has(key)) continue;
    seen.add(key);
    const excerpt = htmlToText(raw.html ?? '', excerptMaxChars);
    const rawTitle = raw.title ?? '';
    const title =
      (raw.titleText ? htmlToText(escapeText(rawTitle), titleMaxChars) : htmlToText(rawTitle, titleMaxChars)) ||
      excerpt.slice(0, 80) ||
      url;
    posts.push({ key, title, url, excerpt, publishedAt: isoDate(raw.date) });
  }
  return posts;
}
