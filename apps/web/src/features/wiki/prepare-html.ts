/** What `prepareWikiHtml` needs: the page's title, and the words and class of the red links' hidden note. */
export type PrepareOptions = {
  title: string | null;
  missingLabel: string;
  /** The note of a red link whose target several pages fit (`data-wiki-state="ambiguous"`); default `missingLabel`. */
  ambiguousLabel?: string;
  hiddenClass: string;
};

/**
 * Readies a page's server-rendered, sanitised `html` for showing under the page's own h1. Plain text work, no DOM, so
 * the server's render (issue 21, decision 0029) and the browser's give the same markup: the HTML is the wiki
 * renderer's own serialisation (quoted attributes, no nested links, an h1 never inside another h1).
 *
 * - a leading `<h1>` whose text (without its `#` anchor) is the page's `title` is dropped: the title came from it,
 *   and the page already shows the title as its h1 (one h1 per page);
 * - every link to a missing page (`a.wiki-link-missing`, the renderer's red links) gets a visually hidden note,
 *   `missingLabel` (e.g. "(page does not exist)"; `ambiguousLabel` when several pages fit) in a span of class `hiddenClass`, so its accessible name says
 *   so, unless it names it already (an `aria-label`, or the label's text inside).
 *
 * Returns `html` itself when there is nothing to change.
 *
 * @example prepareWikiHtml('<a class="wiki-link-missing" href="/wiki/edit/x">x</a>', {title: null, missingLabel: '(missing)', hiddenClass: 'vh'})
 *   === '<a class="wiki-link-missing" href="/wiki/edit/x">x<span class="vh"> (missing)</span></a>'
 */
export function prepareWikiHtml(
  html: string,
  { title, missingLabel, ambiguousLabel = missingLabel, hiddenClass }: PrepareOptions,
): string {
  let out = html;
  const leading = /^\s*<h1\b(?:\s+[^\s=>]+(?:="[^"]*")?)*\s*>([\s\S]*?)<\/h1>/.exec(out);
  if (leading && title !== null && headingText(leading[1] ?? '') === title.trim()) {
    out = out.slice(leading[0].length).trimStart();
  }
  out = out.replace(linkPattern, (link: string, attributes: string, content: string) => {
    if (!/\sclass="(?:[^"]*\s)?wiki-link-missing(?:\s[^"]*)?"/.test(attributes)) return link;
    const label = /\sdata-wiki-state="ambiguous"/.test(attributes) ? ambiguousLabel : missingLabel;
    if (/\saria-label=/.test(attributes) || decodeEntities(stripTags(content)).includes(label)) return link;
    return `<a${attributes}>${content}<span class="${escapeHtml(hiddenClass)}"> ${escapeHtml(label)}</span></a>`;
  });
  return out === html ? html : out;
}

/** A link: its attributes (quoted values may hold `>`) and its content (links do not nest). */
const linkPattern = /<a((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/a>/g;

/** A heading's text (its inner HTML) without its anchor mark (`a.heading-anchor`), entities decoded. */
function headingText(inner: string): string {
  const withoutAnchor = inner.replace(linkPattern, (link: string, attributes: string) =>
    /\sclass="(?:[^"]*\s)?heading-anchor(?:\s[^"]*)?"/.test(attributes) ? '' : link,
  );
  return decodeEntities(stripTags(withoutAnchor)).trim();
}

/** The text of an HTML fragment with its tags left out (entities still encoded). */
function stripTags(fragment: string): string {
  return fragment.replace(/<[^>]*>/g, '');
}

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Decodes the character references an HTML serialiser writes (named basics, decimal and hex). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference: string, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return namedEntities[body.toLowerCase()] ?? reference;
  });
}

/** `text` safe as HTML text or a quoted attribute value. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
