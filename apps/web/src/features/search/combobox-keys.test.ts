import { describe, expect, it } from 'vitest';
import { activeAfterKey } from './combobox-keys.ts';

describe('the header search combobox keys (issue 22 point 5)', () => {
  it('ArrowDown goes to the first option from none, then down, and wraps after the last', () => {
    expect(activeAfterKey('ArrowDown', -1, 4)).toBe(0);
    expect(activeAfterKey('ArrowDown', 0, 4)).toBe(1);
    expect(activeAfterKey('ArrowDown', 2, 4)).toBe(3);
    expect(activeAfterKey('ArrowDown', 3, 4)).toBe(0);
  });

  it('ArrowUp goes to the last option from none, then up, and wraps before the first', () => {
    expect(activeAfterKey('ArrowUp', -1, 4)).toBe(3);
    expect(activeAfterKey('ArrowUp', 3, 4)).toBe(2);
    expect(activeAfterKey('ArrowUp', 0, 4)).toBe(3);
  });

  it('Home and End go to the first and last option once one is active, and leave the caret to the field before', () => {
    expect(activeAfterKey('Home', 2, 4)).toBe(0);
    expect(activeAfterKey('End', 1, 4)).toBe(3);
    expect(activeAfterKey('Home', -1, 4)).toBeNull();
    expect(activeAfterKey('End', -1, 4)).toBeNull();
  });

  it('an active index past the list (the answer shrank) counts as none', () => {
    expect(activeAfterKey('ArrowDown', 7, 3)).toBe(0);
    expect(activeAfterKey('Home', 7, 3)).toBeNull();
  });

  it('no options, or another key: nothing for the list', () => {
    expect(activeAfterKey('ArrowDown', -1, 0)).toBeNull();
    expect(activeAfterKey('Enter', 1, 4)).toBeNull();
    expect(activeAfterKey('a', -1, 4)).toBeNull();
  });
});
