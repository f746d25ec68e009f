import { htmlFragment } from '../../lib/html-fragment.ts';

/** What `prepareWikiHtml` needs: the page's title, and the words and class of the red links' hidden note. */
export type PrepareOptions = {
  title: string | null;
  missingLabel: string;
  /** The note of a red link whose target several pages fit (`data-wiki-state="ambiguous"`); default `missingLabel`. */
  ambiguousLabel?: string;
  hiddenClass: string;
};

/**
 * Readies a page's server-rendered, sanitised `html` for showing under the page's own h1 (runs in the browser, and on the server through `htmlFragment`;
 * `template` parsing runs no script and loads no picture):
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
  if (!html.includes('wiki-link-missing') && !html.trimStart().startsWith('<h1')) return html;
  const fragment = htmlFragment(html);
  let changed = false;
  const first = fragment.root.firstElementChild;
  if (first?.tagName === 'H1' && title !== null && headingText(first) === title.trim()) {
    first.remove();
    changed = true;
  }
  for (const link of fragment.root.querySelectorAll('a.wiki-link-missing')) {
    const label = link.getAttribute('data-wiki-state') === 'ambiguous' ? ambiguousLabel : missingLabel;
    if (link.hasAttribute('aria-label') || link.textContent?.includes(label)) continue;
    const note = fragment.createElement('span');
    note.className = hiddenClass;
    note.textContent = ` ${label}`;
    link.append(note);
    changed = true;
  }
  return changed ? fragment.serialize().trimStart() : html;
}

/** A heading's text without its anchor mark (`a.heading-anchor`). */
function headingText(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  for (const anchor of copy.querySelectorAll('a.heading-anchor')) anchor.remove();
  return (copy.textContent ?? '').trim();
}
