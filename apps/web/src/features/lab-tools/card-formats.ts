import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { palettes } from '../../lib/theme-palette.ts';

extend([a11yPlugin]);

/** A site-info entry as the card maker edits it [SITE-08] (issue 24 point 4). */
export type CardFields = { name: string; avatar: string; colour: string; description: string; link: string };

/** The snippet formats friends exchange. */
export const cardFormats = ['json', 'yaml', 'markdown'] as const;
export type CardFormat = (typeof cardFormats)[number];

/** The card's fields in the order every format writes them (the links pages' entry fields). */
const fieldOrder = ['name', 'link', 'avatar', 'description', 'colour'] as const;

/** `text` with Markdown's inline punctuation escaped and its line breaks folded: plain text in a list item. */
function markdownText(text: string): string {
  return text.replace(/[\\`*_[\]()<>#!|~]/g, '\\$&').replace(/\s+/g, ' ');
}

/** An address inside a Markdown link's `( )` or image: its parentheses and spaces percent-encoded. */
function markdownUrl(url: string): string {
  return url.trim().replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/ /g, '%20');
}

/**
 * The card as text in `format`, fields trimmed:
 * - `json`: an object of name, link, avatar, description and colour, indented by two spaces;
 * - `yaml`: one list item (`- name: …`) of the same keys, each value a double-quoted scalar (JSON string syntax,
 *   which YAML reads as it is, so no value can break the list);
 * - `markdown`: `- ![](avatar) [name](link): description` with the avatar and description left out when empty
 *   (Markdown has no place for a colour).
 */
export function formatCard(card: CardFields, format: CardFormat): string {
  const values = Object.fromEntries(fieldOrder.map((f) => [f, card[f].trim()])) as CardFields;
  if (format === 'json') return JSON.stringify(values, null, 2);
  if (format === 'yaml')
    return fieldOrder.map((f, i) => `${i === 0 ? '- ' : '  '}${f}: ${JSON.stringify(values[f])}`).join('\n');
  const avatar = values.avatar === '' ? '' : `![](${markdownUrl(values.avatar)}) `;
  const description = values.description === '' ? '' : `: ${markdownText(values.description)}`;
  return `- ${avatar}[${markdownText(values.name)}](${markdownUrl(values.link)})${description}`;
}

/** WCAG AA's minimum contrast for normal text. */
export const minimumContrast = 4.5;

/** The contrast of an accent colour on the card's ground in one theme. */
export type ContrastCheck = { appearance: 'light' | 'dark'; ground: string; ratio: number; passes: boolean };

/**
 * The WCAG contrast ratio (1 to 21, rounded to two decimals) of `colour`, made opaque, on the links card's ground
 * (`--color-surface`) in the light and the dark theme, and whether it reaches `minimumContrast` (4.5:1): a friend's
 * theme that uses the accent for the name's text needs it. `null` for a colour the library cannot read.
 */
export function contrastChecks(colour: string): ContrastCheck[] | null {
  const parsed = colord(colour.trim());
  if (colour.trim() === '' || !parsed.isValid()) return null;
  const opaque = parsed.alpha(1);
  return (['light', 'dark'] as const).map((appearance) => {
    const ground = palettes[appearance].surface;
    const ratio = opaque.contrast(ground);
    return { appearance, ground, ratio, passes: ratio >= minimumContrast };
  });
}
