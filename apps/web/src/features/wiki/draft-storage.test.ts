import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-storage.ts';

/** A Storage in memory, optionally refusing every write (a full or private-mode storage). */
function memoryStorage(refuse = false): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => {
      if (refuse) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
  };
}

describe('wiki drafts in the browser', () => {
  it('keeps a draft per page id across a reload, stamped, until cleared', () => {
    const storage = memoryStorage();
    const now = new Date('2026-11-26T10:00:00Z');
    expect(saveDraft('指南/入门 一', { source: '# hi', summary: 'typo', base_revision: 3 }, storage, now)).toBe(true);
    expect(loadDraft('指南/入门 一', storage)).toEqual({
      source: '# hi',
      summary: 'typo',
      base_revision: 3,
      saved_at: '2026-11-26T10:00:00.000Z',
    });
    expect(loadDraft('other', storage)).toBeNull();
    clearDraft('指南/入门 一', storage);
    expect(loadDraft('指南/入门 一', storage)).toBeNull();
  });

  it('ignores an unreadable entry and a storage that refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('a'), '{not json');
    expect(loadDraft('a', storage)).toBeNull();
    storage.setItem(draftKey('b'), JSON.stringify({ source: 1 }));
    expect(loadDraft('b', storage)).toBeNull();
    expect(saveDraft('c', { source: 'x', summary: '', base_revision: 0 }, memoryStorage(true))).toBe(false);
  });
});
