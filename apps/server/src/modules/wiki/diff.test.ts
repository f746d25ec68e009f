import type { WikiDiffRow } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { diffTexts } from './diff.ts';

/** Lines `l1`…`l<n>`, one per line, with `edits` (line number → new text, or null to drop the line) applied. */
const page = (n: number, edits: Record<number, string | null> = {}) =>
  Array.from({ length: n }, (_, i) => (i + 1 in edits ? edits[i + 1] : `l${i + 1}`))
    .filter((line) => line !== null)
    .join('\n');

/** A row in short: `skip <count> @<old>/<new>`, or `<kind> <old line>/<new line>` (`-` for a missing side). */
const short = (row: WikiDiffRow) =>
  row.kind === 'skipped'
    ? `skip ${row.count} @${row.old_line}/${row.new_line}`
    : `${row.kind} ${row.old?.line ?? '-'}/${row.new?.line ?? '-'}`;

const rows = (before: string, after: string, context: number) => diffTexts(before, after, context).rows.map(short);

describe('diffTexts keeps `context` unchanged lines around each change and skips the rest', () => {
  it('20 lines, line 10 changed, context 3: a skipped run, 3 lines, the change, 3 lines, a skipped run', () => {
    const diff = diffTexts(page(20), page(20, { 10: 'ten' }), 3);
    expect(diff.rows.map(short)).toEqual([
      'skip 6 @1/1',
      'same 7/7',
      'same 8/8',
      'same 9/9',
      'changed 10/10',
      'same 11/11',
      'same 12/12',
      'same 13/13',
      'skip 7 @14/14',
    ]);
    expect(diff.rows[0]).toEqual({ kind: 'skipped', count: 6, old_line: 1, new_line: 1 });
    expect(diff.rows[4]).toEqual({
      kind: 'changed',
      old: { line: 10, parts: [{ kind: 'removed', text: 'l10' }] },
      new: { line: 10, parts: [{ kind: 'added', text: 'ten' }] },
    });
    expect([diff.added_lines, diff.removed_lines]).toEqual([1, 1]);
  });

  it('counts the new side from where an insertion shifted it', () => {
    const after = page(20, { 10: 'l10\ninserted' });
    expect(rows(page(20), after, 3)).toEqual([
      'skip 7 @1/1',
      'same 8/8',
      'same 9/9',
      'same 10/10',
      'added -/11',
      'same 11/12',
      'same 12/13',
      'same 13/14',
      'skip 7 @14/15',
    ]);
  });

  it('has no skipped run before a change near the start, nor after one near the end', () => {
    expect(rows(page(20), page(20, { 2: 'two' }), 3)).toEqual([
      'same 1/1',
      'changed 2/2',
      'same 3/3',
      'same 4/4',
      'same 5/5',
      'skip 15 @6/6',
    ]);
    expect(rows(page(20), page(20, { 20: null }), 3)).toEqual([
      'skip 16 @1/1',
      'same 17/17',
      'same 18/18',
      'same 19/19',
      'removed 20/-',
    ]);
    // Exactly `context` lines before the first change: nothing to skip there.
    expect(rows(page(8), page(8, { 4: 'four' }), 3)).toEqual([
      'same 1/1',
      'same 2/2',
      'same 3/3',
      'changed 4/4',
      'same 5/5',
      'same 6/6',
      'same 7/7',
      'skip 1 @8/8',
    ]);
  });

  it('merges two changes whose contexts touch into one stretch, and skips between two that do not', () => {
    // Lines 6–11 (six = 2 × 3) lie between the changes: every one is someone's context.
    expect(rows(page(20), page(20, { 5: 'five', 12: 'twelve' }), 3)).toEqual([
      'skip 1 @1/1',
      'same 2/2',
      'same 3/3',
      'same 4/4',
      'changed 5/5',
      'same 6/6',
      'same 7/7',
      'same 8/8',
      'same 9/9',
      'same 10/10',
      'same 11/11',
      'changed 12/12',
      'same 13/13',
      'same 14/14',
      'same 15/15',
      'skip 5 @16/16',
    ]);
    // Lines 6–12 (seven) lie between: line 9 is nobody's context.
    expect(rows(page(20), page(20, { 5: 'five', 13: 'thirteen' }), 3)).toEqual([
      'skip 1 @1/1',
      'same 2/2',
      'same 3/3',
      'same 4/4',
      'changed 5/5',
      'same 6/6',
      'same 7/7',
      'same 8/8',
      'skip 1 @9/9',
      'same 10/10',
      'same 11/11',
      'same 12/12',
      'changed 13/13',
      'same 14/14',
      'same 15/15',
      'same 16/16',
      'skip 4 @17/17',
    ]);
  });

  it('context 0 keeps only the changes', () => {
    expect(rows(page(20), page(20, { 10: 'ten', 11: 'eleven' }), 0)).toEqual([
      'skip 9 @1/1',
      'changed 10/10',
      'changed 11/11',
      'skip 9 @12/12',
    ]);
  });

  it('a context as long as the page keeps every line; texts without a change are one skipped run, or nothing', () => {
    expect(rows(page(5), page(5, { 3: 'three' }), 5)).toEqual([
      'same 1/1',
      'same 2/2',
      'changed 3/3',
      'same 4/4',
      'same 5/5',
    ]);
    const same = diffTexts(page(20), page(20), 3);
    expect([same.rows.map(short), same.added_lines, same.removed_lines]).toEqual([['skip 20 @1/1'], 0, 0]);
    expect(rows('', '', 3)).toEqual([]);
    expect(rows('', 'new\n', 3)).toEqual(['added -/1']);
  });
});
