import { afterEach, describe, expect, it } from 'vitest';
import { emptyConversation, meId } from './model.ts';
import { chatStorageKey, loadConversation, saveConversation } from './storage.ts';

/** jsdom's real localStorage (with its 5 MB quota). */
const storage = window.localStorage;
afterEach(() => storage.clear());

describe('keeping the conversation in the browser (issue 25 point 3)', () => {
  it('keeps and reads back a conversation', () => {
    const c = {
      ...emptyConversation('t'),
      messages: [{ id: 'm1', kind: 'text' as const, from: meId, text: 'hi' }],
    };
    expect(saveConversation(storage, c)).toBe('saved');
    expect(loadConversation(storage)).toEqual(c);
  });

  it('answers null for nothing kept, unreadable JSON or a wrong shape', () => {
    expect(loadConversation(storage)).toBeNull();
    storage.setItem(chatStorageKey, '{ nope');
    expect(loadConversation(storage)).toBeNull();
    storage.setItem(chatStorageKey, JSON.stringify({ format: 'other' }));
    expect(loadConversation(storage)).toBeNull();
    expect(loadConversation(undefined)).toBeNull();
  });

  it("says 'quota' when the storage is full and keeps the older copy, 'blocked' without storage", () => {
    const small = emptyConversation('kept');
    expect(saveConversation(storage, small)).toBe('saved');
    // Fill the rest of the quota so that a bigger conversation no longer fits.
    storage.setItem('filler', 'x'.repeat(5_000_000 - 200));
    const bigger = {
      ...emptyConversation('x'.repeat(60)),
      contacts: [{ id: 'c1', name: 'y'.repeat(40), avatar: null }],
    };
    expect(saveConversation(storage, bigger)).toBe('quota');
    expect(loadConversation(storage)).toEqual(small);
    expect(saveConversation(undefined, small)).toBe('blocked');
  });
});
