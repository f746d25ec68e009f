import { describe, expect, it } from 'vitest';
import { categoryPaths, fromLocalInput, insertAt, markdownImage, toLocalInput } from './model.ts';

describe('article editor helpers (issue 23 point 1)', () => {
  it('names each category by its path, ordered by that name, and survives a parent cycle', () => {
    const paths = categoryPaths([
      { id: 'study/frontend', name: 'Frontend', parent_id: 'study' },
      { id: 'study', name: 'Study', parent_id: null },
      { id: 'life', name: 'Life', parent_id: null },
      { id: 'a', name: 'A', parent_id: 'b' },
      { id: 'b', name: 'B', parent_id: 'a' },
    ]);
    expect(paths).toEqual([
      { id: 'b', label: 'A / B' },
      { id: 'a', label: 'B / A' },
      { id: 'life', label: 'Life' },
      { id: 'study', label: 'Study' },
      { id: 'study/frontend', label: 'Study / Frontend' },
    ]);
  });

  it('inserts a picture at the caret on a line of its own', () => {
    expect(insertAt('', 0, '![x](/a.png)')).toBe('![x](/a.png)');
    expect(insertAt('ab\n', 3, '![x](/a.png)')).toBe('ab\n![x](/a.png)');
    expect(insertAt('abcd', 2, '![x](/a.png)')).toBe('ab\n![x](/a.png)\ncd');
  });

  it('writes the Markdown of an uploaded picture with its name as alt text, brackets escaped', () => {
    expect(markdownImage('cat [1].png', '/media/library/ab.png')).toBe('![cat \\[1\\]](/media/library/ab.png)');
    expect(markdownImage('x.jpeg', '/media/a b(1).jpg')).toBe('![x](/media/a%20b%281%29.jpg)');
  });

  it('turns the schedule field to UTC and back', () => {
    const iso = '2026-03-01T12:34:56.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
