import { describe, expect, it } from 'vitest';
import { loadPad, noteFileName, notesKey, noteTitle, savePad } from './notes.ts';

describe('the scratch pad store (issue 24 point 7)', () => {
  it('starts with one empty note, and keeps what it saved', () => {
    const pad = loadPad(localStorage, 1000);
    expect(pad.notes).toHaveLength(1);
    expect(pad.notes[0]).toMatchObject({ body: '', updated: 1000 });
    expect(pad.current).toBe(pad.notes[0]?.id);
    const edited = { ...pad, notes: [{ ...pad.notes[0], id: 'a', body: '# Hi', updated: 2 }], current: 'a' };
    expect(savePad(localStorage, edited)).toBe(true);
    expect(loadPad(localStorage)).toEqual(edited);
  });

  it('drops malformed notes and falls back to the first note', () => {
    localStorage.setItem(
      notesKey,
      JSON.stringify({ notes: [{ id: 1 }, { id: 'b', body: 'x', updated: 5 }, null], current: 'gone' }),
    );
    expect(loadPad(localStorage)).toEqual({ notes: [{ id: 'b', body: 'x', updated: 5 }], current: 'b' });
    localStorage.setItem(notesKey, '{not json');
    expect(loadPad(localStorage).notes).toHaveLength(1);
  });

  it('says so when the browser refuses to save', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(savePad(full, loadPad(undefined))).toBe(false);
    expect(savePad(undefined, loadPad(undefined))).toBe(false);
  });
});

describe('noteTitle and noteFileName', () => {
  it('take the first line with text, without Markdown marks', () => {
    expect(noteTitle('\n\n## Shopping list\n- milk')).toBe('Shopping list');
    expect(noteTitle('> - quoted item')).toBe('quoted item');
    expect(noteTitle('   ')).toBe('');
    expect(noteTitle('x'.repeat(80))).toHaveLength(60);
  });

  it('make a safe file name', () => {
    expect(noteFileName('# 周末计划: a/b?')).toBe('周末计划-a-b.md');
    expect(noteFileName('')).toBe('note.md');
    expect(noteFileName('../../etc')).toBe('etc.md');
  });
});
