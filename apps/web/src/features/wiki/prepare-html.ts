/** What `prepareWikiHtml` needs: the page's title, and the words and class of the red links' hidden note. */
export type PrepareOptions = {
  title: string | null;
  missingLabel: string;
  /** The note of a red link whose target several pages fit (`data-wiki-state="ambiguous"`); default `missingLabel`. */
  ambiguousLabel?: string;
  hiddenClass: string;
};

/**
 * Readies a page's server-rendered, sanitised `html` for showing under the page's own h1:
 *
 * - a leading `<h1>` whose text (without its `#` anchor) is the page's `title` is dropped: the title came from it,
 *   and the page already shows the title as its h1 (one h1 per page);
 * - every link to a missing page (`a.wiki-link-missing`, the renderer's red links) gets a visually hidden note,
 *   `missingLabel` (e.g. "(page does not exist)"; `ambiguousLabel` when several pages fit) in a span of class `hiddenClass`, so its accessible name says
 *   so, unless it names it already (an `aria-label`, or the label's text inside).
 *
 * Works on the text, without a DOM, so the server's render (issue 21; docs/decisions/0029) and the browser's give the
 * same markup: the HTML is the site's own renderer's (`apps/server/src/modules/wiki/render.ts`), sanitised, its
 * attributes quoted and its links never nested. Returns `html` itself when there is nothing to change.
 *
 * @example prepareWikiHtml('<a class="wiki-link-missing" href="/wiki/edit/x">x</a>', {title: null, missingLabel: '(missing)', hiddenClass: 'vh'})
 *   === '<a class="wiki-link-missing" href="/wiki/edit/x">x<span class="vh"> (missing)</span></a>'
 */
export function prepareWikiHtml(
  html: string,
  { title, missingLabel, ambiguousLabel = missingLabel, hiddenClass }: PrepareOptions,
): string {
  if (!html.includes('wiki-link-missing') && !html.trimStart().startsWith('<h1')) return html;
  let prepared = html;
  const heading = leadingHeading.exec(prepared);
  const headingText = (content: string) =>
    textOf(
      content.replace(headingAnchor, (anchor, attributes: string) =>
        hasClass(attributes, 'heading-anchor') ? '' : anchor,
      ),
    );
  if (heading && title !== null && headingText(heading[2] ?? '').trim() === title.trim())
    prepared = prepared.slice(heading[0].length).trimStart();
  prepared = prepared.replace(link, (whole, attributes: string, content: string) => {
    if (!hasClass(attributes, 'wiki-link-missing') || /\saria-label\s*=/i.test(attributes)) return whole;
    const label = attributeValue(attributes, 'data-wiki-state') === 'ambiguous' ? ambiguousLabel : missingLabel;
    if (textOf(content).includes(label)) return whole;
    return `<a${attributes}>${content}<span class="${escapeHtml(hiddenClass)}"> ${escapeHtml(label)}</span></a>`;
  });
  return prepared;
}

/** An element's attributes: quoted values may hold `>`. */
const attributesPattern = `((?:[^>"']|"[^"]*"|'[^']*')*)`;

/** A leading `<h1>` element (after white space): its attributes and its content. */
const leadingHeading = new RegExp(`^\\s*<h1\\b${attributesPattern}>([\\s\\S]*?)</h1>`, 'i');

/** A link: its attributes and its content (links do not nest). */
const link = new RegExp(`<a\\b${attributesPattern}>([\\s\\S]*?)</a>`, 'gi');

/** A link in a heading: its anchor mark (`a.heading-anchor`) is no part of its text. */
const headingAnchor = new RegExp(`<a\\b${attributesPattern}>[\\s\\S]*?</a>`, 'gi');

/** The value of attribute `name` in an element's `attributes` text, or null. */
function attributeValue(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : null;
}

function hasClass(attributes: string, name: string): boolean {
  return (attributeValue(attributes, 'class') ?? '').split(/\s+/).includes(name);
}

/** The text of an HTML fragment: its tags dropped, its character references decoded. */
function textOf(fragment: string): string {
  return decodeEntities(fragment.replace(/<[^>]*>/g, ''));
}

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
}
