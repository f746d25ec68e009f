import { describe, expect, it } from 'vitest';
import { searchShortcutOf } from './search-shortcut.ts';

const key = (
  value: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; target: EventTarget }> = {},
) =>
  searchShortcutOf({
    key: value,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    target: document.body,
    ...extra,
  });

describe('the header search shortcuts (issue 22 point 5)', () => {
  it('/ opens the search outside text fields, and types a slash inside them', () => {
    expect(key('/')).toBe('open');
    expect(key('/', { target: document.createElement('button') })).toBe('open');
    expect(key('/', { target: document.createElement('input') })).toBeNull();
    expect(key('/', { target: document.createElement('textarea') })).toBeNull();
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    document.body.append(editable);
    expect(key('/', { target: editable })).toBeNull();
    editable.remove();
  });

  it('Ctrl+K and ⌘+K open it anywhere, a text field included', () => {
    expect(key('k', { ctrlKey: true })).toBe('open');
    expect(key('K', { metaKey: true })).toBe('open');
    expect(key('k', { ctrlKey: true, target: document.createElement('input') })).toBe('open');
  });

  it('leaves the full player’s keys and other combinations alone', () => {
    expect(key('?', { shiftKey: true })).toBeNull();
    expect(key('k')).toBeNull();
    expect(key('k', { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(key('/', { ctrlKey: true })).toBeNull();
    expect(key('k', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key(' ')).toBeNull();
  });
});
