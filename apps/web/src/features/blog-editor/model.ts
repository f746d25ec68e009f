import type { Category } from '@site/contracts';

/**
 * Pure helpers of the article editor (issue 23 point 1): category paths for the picker, the caret insertion of an
 * uploaded picture, and the schedule's local date-time field.
 */

/**
 * Every category as a path label (`Study / Frontend`), ordered by that label, for the picker: the author picks
 * among existing categories only (the server refuses an unknown one).
 *
 * @example categoryPaths([{id:'a',name:'A',parent_id:null,…},{id:'a/b',name:'B',parent_id:'a',…}])
 *   → [{id:'a',label:'A'},{id:'a/b',label:'A / B'}]
 */
export function categoryPaths(categories: readonly Pick<Category, 'id' | 'name' | 'parent_id'>[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const labelOf = (id: string): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    let current = byId.get(id);
    while (current && !seen.has(current.id)) {
      seen.add(current.id);
      names.unshift(current.name);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
    return names.join(' / ');
  };
  return categories.map((c) => ({ id: c.id, label: labelOf(c.id) })).sort((a, b) => a.label.localeCompare(b.label));
}

/** `text` with `insert` at `index` (0..length), on a line of its own when the caret is inside a line. */
export function insertAt(text: string, index: number, insert: string): string {
  const before = text.slice(0, index);
  const after = text.slice(index);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after === '' || after.startsWith('\n') ? '' : '\n';
  return `${before}${lead}${insert}${trail}${after}`;
}

/**
 * A Markdown picture for an uploaded file: its name without the extension as the alternative text (brackets
 * and backslashes escaped), its address with spaces and parentheses encoded.
 *
 * @example markdownImage('cat [1].png', '/media/library/ab.png') → '![cat \\[1\\]](/media/library/ab.png)'
 */
export function markdownImage(name: string, url: string): string {
  const alt = name.replace(/\.[a-z0-9]+$/i, '').replace(/[\\[\]]/g, (c) => `\\${c}`);
  const escapes: Record<string, string> = { ' ': '%20', '(': '%28', ')': '%29' };
  return `![${alt}](${url.replace(/[ ()]/g, (c) => escapes[c] ?? c)})`;
}

/** An ISO 8601 instant as a `datetime-local` field's value in the browser's zone (`2026-03-01T20:00:05`). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

/** A `datetime-local` field's value (browser's zone) as an ISO 8601 instant in UTC, or null when empty/invalid. */
export function fromLocalInput(value: string): string | null {
  if (value === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
