import type { WikiDiffRow } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { diffLayoutFor, inlineDiffLines, SIDE_BY_SIDE_MIN_WIDTH_PX } from './diff-layout.ts';

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
});
