import { describe, expect, it } from 'vitest';
import { clearLocalDraft, loadLocalDraft, saveLocalDraft } from './local-draft.ts';

/** A Storage in memory, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const draft = {
  id: 'notes/a',
  title: 'A',
  source: 'text',
  date: '2026-03-01T12:00:00.000Z',
  categories: [],
  tags: ['x'],
  summary: '',
  cover: null,
  language: null,
  license: null,
  status: 'draft' as const,
  publish_at: null,
};

describe('the editor form kept in the browser (issue 23 point 1)', () => {
  it('keeps, reads back and forgets a form per article id', () => {
    const storage = memoryStorage();
    expect(saveLocalDraft('notes/a', { draft, base_revision: 3 }, storage)).toBe(true);
    expect(loadLocalDraft('notes/a', storage)).toEqual({ draft, base_revision: 3 });
    expect(loadLocalDraft('', storage)).toBeNull();
    clearLocalDraft('notes/a', storage);
    expect(loadLocalDraft('notes/a', storage)).toBeNull();
  });

  it('ignores unreadable or malformed entries and a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem('article-draft:x', '{not json');
    storage.setItem('article-draft:y', JSON.stringify({ draft: { ...draft, id: '../x' }, base_revision: 1 }));
    expect(loadLocalDraft('x', storage)).toBeNull();
    expect(loadLocalDraft('y', storage)).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as Storage;
    expect(saveLocalDraft('z', { draft, base_revision: 0 }, full)).toBe(false);
  });
});
