/**
 * The plain text of a comment's sanitised HTML, whitespace collapsed and cut to `max_chars` with an ellipsis:
 * a one-line preview for lists. `DOMParser` builds an inert document (no script runs, nothing loads), so even
 * hostile markup is only read, never executed.
 *
 * @example commentExcerpt('<p>Hello <strong>world</strong></p>', 8) === 'Hello w…'
 */
export function commentExcerpt(html: string, max_chars = 120): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  const chars = [...text];
  return chars.length > max_chars ? `${chars.slice(0, max_chars - 1).join('')}…` : text;
}
