import { type WikiDiffRow, wikiDiffContextMax } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  contextToShow,
  diffContextParam,
  diffLayoutFor,
  inlineDiffLines,
  SIDE_BY_SIDE_MIN_WIDTH_PX,
} from './diff-layout.ts';

describe('the diff layout', () => {
  it('is side by side on wide windows and inline on narrow ones (320 px included)', () => {
    expect(diffLayoutFor(1280)).toBe('side-by-side');
    expect(diffLayoutFor(SIDE_BY_SIDE_MIN_WIDTH_PX)).toBe('side-by-side');
    expect(diffLayoutFor(SIDE_BY_SIDE_MIN_WIDTH_PX - 1)).toBe('inline');
    expect(diffLayoutFor(320)).toBe('inline');
  });

  it('reads a changed row inline as its old line (removals only) then its new line (insertions only)', () => {
    const rows: WikiDiffRow[] = [
      {
        kind: 'same',
        old: { line: 1, parts: [{ kind: 'same', text: 'a' }] },
        new: { line: 1, parts: [{ kind: 'same', text: 'a' }] },
      },
      {
        kind: 'changed',
        old: {
          line: 2,
          parts: [
            { kind: 'same', text: 'the ' },
            { kind: 'removed', text: 'cat' },
          ],
        },
        new: {
          line: 2,
          parts: [
            { kind: 'same', text: 'the ' },
            { kind: 'added', text: 'dog' },
          ],
        },
      },
      { kind: 'added', old: null, new: { line: 3, parts: [{ kind: 'added', text: 'new' }] } },
      { kind: 'removed', old: { line: 3, parts: [{ kind: 'removed', text: 'gone' }] }, new: null },
    ];
    expect(inlineDiffLines(rows)).toEqual([
      { kind: 'same', old_line: 1, new_line: 1, parts: [{ kind: 'same', text: 'a' }] },
      {
        kind: 'removed',
        old_line: 2,
        new_line: null,
        parts: [
          { kind: 'same', text: 'the ' },
          { kind: 'removed', text: 'cat' },
        ],
      },
      {
        kind: 'added',
        old_line: null,
        new_line: 2,
        parts: [
          { kind: 'same', text: 'the ' },
          { kind: 'added', text: 'dog' },
        ],
      },
      { kind: 'added', old_line: null, new_line: 3, parts: [{ kind: 'added', text: 'new' }] },
      { kind: 'removed', old_line: 3, new_line: null, parts: [{ kind: 'removed', text: 'gone' }] },
    ]);
  });

  it('keeps a skipped run as one inline line', () => {
    const skip: WikiDiffRow = { kind: 'skipped', count: 6, old_line: 1, new_line: 1 };
    const same: WikiDiffRow = {
      kind: 'same',
      old: { line: 7, parts: [{ kind: 'same', text: 'g' }] },
      new: { line: 7, parts: [{ kind: 'same', text: 'g' }] },
    };
    expect(inlineDiffLines([skip, same])).toEqual([
      { kind: 'skipped', count: 6, old_line: 1, new_line: 1 },
      { kind: 'same', old_line: 7, new_line: 7, parts: [{ kind: 'same', text: 'g' }] },
    ]);
  });

  it('asks for the context that shows a skipped run: all of it at an edge, half of it between two changes', () => {
    const line = (n: number): WikiDiffRow => ({
      kind: 'same',
      old: { line: n, parts: [{ kind: 'same', text: `l${n}` }] },
      new: { line: n, parts: [{ kind: 'same', text: `l${n}` }] },
    });
    const changed = (n: number): WikiDiffRow => ({
      kind: 'changed',
      old: { line: n, parts: [{ kind: 'removed', text: 'a' }] },
      new: { line: n, parts: [{ kind: 'added', text: 'b' }] },
    });
    // 40 lines, 10 and 30 changed, context 3: lines 1-6, 14-26 (13 lines) and 34-40 (7 lines) skipped.
    const rows: WikiDiffRow[] = [
      { kind: 'skipped', count: 6, old_line: 1, new_line: 1 },
      ...[7, 8, 9].map(line),
      changed(10),
      ...[11, 12, 13].map(line),
      { kind: 'skipped', count: 13, old_line: 14, new_line: 14 },
      ...[27, 28, 29].map(line),
      changed(30),
      ...[31, 32, 33].map(line),
      { kind: 'skipped', count: 7, old_line: 34, new_line: 34 },
    ];
    expect(contextToShow(rows, 0, 3)).toBe(9); // lines 1-9 before line 10
    expect(contextToShow(rows, 8, 3)).toBe(10); // lines 11-29: 19 lines, 10 after line 10 meet 10 before line 30
    expect(contextToShow(rows, rows.length - 1, 3)).toBe(10); // lines 31-40 after line 30
    expect(contextToShow(rows, 1, 3)).toBe(3); // not a skipped row: as it is
    const huge: WikiDiffRow[] = [{ kind: 'skipped', count: wikiDiffContextMax, old_line: 1, new_line: 1 }, changed(1)];
    expect(contextToShow(huge, 0, 3)).toBe(wikiDiffContextMax);
  });

  it('reads the context from the address: digits within the limit, else 3', () => {
    const context = (search: string) => diffContextParam(new URLSearchParams(search));
    expect([context('?context=0'), context('?context=25'), context(`?context=${wikiDiffContextMax}`)]).toEqual([
      0,
      25,
      wikiDiffContextMax,
    ]);
    for (const bad of [
      '',
      '?context=',
      '?context=-1',
      '?context=1e3',
      '?context=x',
      `?context=${wikiDiffContextMax + 1}`,
    ])
      expect(context(bad), bad).toBe(3);
  });
});
