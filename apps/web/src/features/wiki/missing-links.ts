/**
 * Gives every link to a missing page in server-rendered `html` (`a.wiki-link-missing`, the renderer's red links) a
 * text that says so for screen readers: `label` (e.g. "(page does not exist)") in a span of class `hiddenClass`
 * (visually hidden), unless the link already names it (an `aria-label`, or the label's text inside). Returns the
 * HTML unchanged when it has no such link. Runs in the browser (`template` parsing: no script runs, no picture
 * loads).
 *
 * @example markMissingLinks('<a class="wiki-link-missing" href="/wiki/edit/x">x</a>', '(page does not exist)', 'vh')
 *   === '<a class="wiki-link-missing" href="/wiki/edit/x">x<span class="vh"> (page does not exist)</span></a>'
 */
export function markMissingLinks(html: string, label: string, hiddenClass: string): string {
  if (!html.includes('wiki-link-missing')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  let changed = false;
  for (const link of template.content.querySelectorAll('a.wiki-link-missing')) {
    if (link.hasAttribute('aria-label') || link.textContent?.includes(label)) continue;
    const note = document.createElement('span');
    note.className = hiddenClass;
    note.textContent = ` ${label}`;
    link.append(note);
    changed = true;
  }
  return changed ? template.innerHTML : html;
}
