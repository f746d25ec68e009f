import { describe, expect, it } from 'vitest';
import { documentRow } from '../../../search-index/sync.ts';
import { foldDocument, storedFolding } from './document.ts';

// The ranking reads the index's stored folded text instead of folding each candidate again (decision 0031,
// Performance): it must give the very fields a new fold gives, or the two paths would rank differently.
describe('storedFolding (issue 22)', () => {
  const base = {
    kind: 'article' as const,
    id: 'a',
    url: '/a',
    external_url: null,
    line_times: [],
  };
  const docs = [
    {
      title: 'Café ＡＢＣ',
      headings: 'One\nTwo',
      body: '繁體中文\nline\ttwo',
      tags: ['Deep  Sea', ' X '],
      context: 'Cat',
      date: '2024-05-01',
    },
    { title: '', headings: '', body: '', tags: [], context: '', date: null },
    { title: 'T', headings: '', body: 'b', tags: [''], context: '', date: '2019' },
    { title: 'ｶﾞ\u2028x', headings: 'h\u00a0i', body: 'a\r\nb', tags: ['a\nb', 'c'], context: 'k\nl', date: 'bad' },
  ];
  it('equals a new fold of the original texts', () => {
    for (const doc of docs) {
      const row = documentRow({ ...base, ...doc });
      const stored = storedFolding(doc, row.folded);
      const fresh = foldDocument(doc);
      expect(stored.title.folded).toBe(fresh.title.folded);
      expect(stored.headings).toBe(fresh.headings);
      expect(stored.body).toBe(fresh.body);
      expect(stored.tags).toBe(fresh.tags);
      expect(stored.tagList).toEqual(fresh.tagList);
      expect(stored.context).toBe(fresh.context);
      expect(stored.year).toBe(fresh.year);
      expect(stored.time_ms).toBe(fresh.time_ms);
    }
  });
  it('refuses a folded text of another shape', () => {
    expect(() => storedFolding({ title: 't', tags: [], date: null }, 't\nh\nb')).toThrow(/reindex/);
  });
});
