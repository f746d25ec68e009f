import type { LinkSiteCard } from '@site/contracts';

/** The formats this site's card is copied in: the ones friends paste into their own blogroll's configuration. */
export const siteCardFormats = ['json', 'yaml', 'markdown'] as const;
export type SiteCardFormat = (typeof siteCardFormats)[number];

/** The card's fields in the order every format writes them. */
const fields = ['name', 'link', 'avatar', 'description', 'feed'] as const;

/** `text` with Markdown's inline punctuation escaped, so a name or description stays plain text in a link list. */
function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]()<>#!|~]/g, '\\$&').replace(/\s+/g, ' ');
}

/** An address inside a Markdown link's `( )`: its parentheses and spaces percent-encoded. */
function markdownUrl(url: string): string {
  return url.replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/ /g, '%20');
}

/**
 * This site's card (`card`) as text in `format`:
 * - `json`: an object of name, link, avatar, description and feed, indented by two spaces;
 * - `yaml`: one list item (`- name: …`) of the same keys, each value a double-quoted scalar (JSON string syntax,
 *   which YAML reads as is), the shape of Hexo themes' friend lists;
 * - `markdown`: a list item `- [name](link): description`, then the feed as ` ([RSS](feed))` when there is one.
 *
 * Empty fields are kept in JSON and YAML (the key tells the friend what is missing) and left out of Markdown.
 */
export function formatSiteCard(card: LinkSiteCard, format: SiteCardFormat): string {
  if (format === 'json') return JSON.stringify(Object.fromEntries(fields.map((f) => [f, card[f]])), null, 2);
  if (format === 'yaml')
    return fields.map((f, i) => `${i === 0 ? '- ' : '  '}${f}: ${JSON.stringify(card[f])}`).join('\n');
  const description = card.description.trim() === '' ? '' : `: ${markdownText(card.description)}`;
  const feed = card.feed === '' ? '' : ` ([RSS](${markdownUrl(card.feed)}))`;
  return `- [${markdownText(card.name)}](${markdownUrl(card.link)})${description}${feed}`;
}
