/**
 * What the post converter writes: Markdown and the small HTML the article sanitiser allows, escaped, shared by the
 * Hexo, Jekyll and Hugo converters. Pure.
 */

const youtubeId = /^[\w-]{2,64}$/;
const vimeoId = /^\d{1,20}$/;

/**
 * A YouTube player frame for video (or, with `playlist`, playlist) `id`, or null when `id` cannot be one. Always
 * the no-cookie host: visitors get no tracking cookie from a post (the CSP allows both hosts).
 */
export function youtubeFrame(id: string, playlist: boolean): string | null {
  if (!youtubeId.test(id)) return null;
  const path = playlist ? `videoseries?list=${id}` : id;
  return iframe(`https://www.youtube-nocookie.com/embed/${path}`, 'YouTube video player');
}

/** A Vimeo player frame for video `id`, or null when `id` cannot be one. */
export function vimeoFrame(id: string): string | null {
  return vimeoId.test(id) ? iframe(`https://player.vimeo.com/video/${id}`, 'Vimeo video player') : null;
}

/** A lazy, full-screen-capable frame of `src` in the article's video box. */
export function iframe(src: string, title: string): string {
  return `<div class="video-embed"><iframe src="${escapeHtml(src)}" title="${title}" loading="lazy" allowfullscreen></iframe></div>`;
}

/** A fenced code block whose fence is longer than any backtick run inside, re-indented for list items. */
export function fenced(body: string, lang: string, indent: string): string {
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${body}\n${indent}${fence}`;
}

/** `text` as an inline code span (how an unknown or broken tag stays visible: never lost, never HTML). */
export function asCodeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text}${ticks}`;
}

/** A block tag's body without the line break after its start tag and before its end tag. */
export function trimOneNewline(body: string): string {
  return body.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '');
}

/** An absolute http(s) address without spaces. */
export function isUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

/** An absolute http(s) address, a root-relative or relative path, or an in-page anchor. */
export function isLinkTarget(value: string): boolean {
  return isUrl(value) || /^(\/|\.\.?\/|#)/.test(value);
}

/** The host name of `url`, or null when it is no URL. */
export function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** A link destination that survives spaces and parentheses. */
export function markdownUrl(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

/** `text` with Markdown's emphasis, code, link and HTML characters backslash-escaped (shown as written). */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

/** `text` safe inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
