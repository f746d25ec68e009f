/** One version's section of the update log: its `## ` heading and its `- ` items (paragraphs kept as items). */
export type ChangelogSection = { heading: string; items: string[] };

/**
 * Parses the simple Markdown of the root CHANGELOG.md for the update log page [ROUTE-38]: each `## ` line
 * starts a section; `- ` (or `* `) lines are its items, an indented line continues the item above; other
 * text lines inside a section become items too. The `# ` title and text before the first `## ` are left
 * out (the page has its own title and intro). No HTML is produced, so nothing needs sanitising.
 *
 * @example parseChangelog('# Log\n## 1.0\n- First\n- Second') // [{ heading: '1.0', items: ['First', 'Second'] }]
 */
export function parseChangelog(markdown: string): ChangelogSection[] {
  const sections: ChangelogSection[] = [];
  let current: ChangelogSection | null = null;
  let continuable = false;
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) {
      current = { heading: heading[1]?.trim() ?? '', items: [] };
      sections.push(current);
      continuable = false;
      continue;
    }
    if (!current || line.trim() === '' || line.startsWith('#')) {
      continuable = false;
      continue;
    }
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (item) {
      current.items.push(item[1]?.trim() ?? '');
      continuable = true;
    } else if (continuable && /^\s/.test(line) && current.items.length > 0) {
      current.items[current.items.length - 1] += ` ${line.trim()}`;
    } else {
      current.items.push(line.trim());
      continuable = false;
    }
  }
  return sections;
}
