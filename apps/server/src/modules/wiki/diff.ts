import type { WikiDiffPart, WikiDiffRow } from '@site/contracts';
import { diffArrays, diffWordsWithSpace } from 'diff';
import { diff3Merge } from 'node-diff3';

/** Lines of a text: split on `\n` (a `\r\n` keeps its `\r`); a final newline ends the last line, it opens none. */
const lines = (text: string): string[] => (text === '' ? [] : text.replace(/\n$/, '').split('\n'));

/**
 * Three-way merge of line-based texts (node-diff3): `yours` and `theirs` both started from `base`. Changes to
 * different lines merge; the same change on both sides is taken once; different changes to the same or touching
 * lines are a conflict (null).
 */
export function mergeThreeWay(base: string, theirs: string, yours: string): string | null {
  const regions = diff3Merge(yours.split('\n'), base.split('\n'), theirs.split('\n'), {
    excludeFalseConflicts: true,
  });
  const merged: string[] = [];
  for (const region of regions) {
    if (region.conflict) return null;
    merged.push(...(region.ok ?? []));
  }
  return merged.join('\n');
}

/**
 * The rows of a line diff of `before` → `after`, with word-level parts for changed lines, and the line counts of
 * the whole diff. Only `context` unchanged lines (≥ 0) are kept before and after each change; a longer unchanged
 * run becomes one `skipped` row (its length and where it starts on each side). Changes whose context lines meet
 * (at most `2 × context` unchanged lines between them) share one stretch of rows, as `git diff` merges hunks.
 * Texts with no change answer one `skipped` row for all their lines (none for two empty texts).
 */
export function diffTexts(
  before: string,
  after: string,
  context: number,
): { rows: WikiDiffRow[]; added_lines: number; removed_lines: number } {
  const rows: WikiDiffRow[] = [];
  let oldLine = 1;
  let newLine = 1;
  let added = 0;
  let removed = 0;
  const chunks = diffArrays(lines(before), lines(after));
  for (let i = 0; i < chunks.length; i += 1) {
    const chunk = chunks[i];
    if (!chunk) continue;
    if (!chunk.added && !chunk.removed) {
      // Context after the change before this run, and before the change after it; the rest is skipped.
      const kept = chunk.value;
      const head = i > 0 ? Math.min(context, kept.length) : 0;
      const tail = i < chunks.length - 1 ? Math.min(context, kept.length - head) : 0;
      const skipped = kept.length - head - tail;
      const same = (text: string) => {
        const parts: WikiDiffPart[] = [{ kind: 'same', text }];
        rows.push({ kind: 'same', old: { line: oldLine++, parts }, new: { line: newLine++, parts } });
      };
      for (let k = 0; k < head; k += 1) same(kept[k] as string);
      if (skipped > 0) {
        rows.push({ kind: 'skipped', count: skipped, old_line: oldLine, new_line: newLine });
        oldLine += skipped;
        newLine += skipped;
      }
      for (let k = kept.length - tail; k < kept.length; k += 1) same(kept[k] as string);
      continue;
    }
    // A removal followed by an addition is a change: paired line by line, the rest removed or added.
    const next = chunks[i + 1];
    const old = chunk.removed ? chunk.value : [];
    const fresh = chunk.added ? chunk.value : next?.added ? next.value : [];
    if (chunk.removed && next?.added) i += 1;
    removed += old.length;
    added += fresh.length;
    for (let k = 0; k < Math.max(old.length, fresh.length); k += 1) {
      const a = old[k];
      const b = fresh[k];
      if (a !== undefined && b !== undefined) {
        const { oldParts, newParts } = wordParts(a, b);
        rows.push({
          kind: 'changed',
          old: { line: oldLine++, parts: oldParts },
          new: { line: newLine++, parts: newParts },
        });
      } else if (a !== undefined) {
        rows.push({ kind: 'removed', old: { line: oldLine++, parts: [{ kind: 'removed', text: a }] }, new: null });
      } else if (b !== undefined) {
        rows.push({ kind: 'added', old: null, new: { line: newLine++, parts: [{ kind: 'added', text: b }] } });
      }
    }
  }
  return { rows, added_lines: added, removed_lines: removed };
}

/** Word-level parts of a changed line: the old side's kept and removed runs, the new side's kept and added. */
function wordParts(a: string, b: string): { oldParts: WikiDiffPart[]; newParts: WikiDiffPart[] } {
  const oldParts: WikiDiffPart[] = [];
  const newParts: WikiDiffPart[] = [];
  for (const change of diffWordsWithSpace(a, b)) {
    if (change.added) newParts.push({ kind: 'added', text: change.value });
    else if (change.removed) oldParts.push({ kind: 'removed', text: change.value });
    else {
      oldParts.push({ kind: 'same', text: change.value });
      newParts.push({ kind: 'same', text: change.value });
    }
  }
  return { oldParts, newParts };
}
