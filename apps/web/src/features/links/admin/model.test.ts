import type { LinkDirectory, LinkEntry } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkEntryForm,
  entryFormOf,
  entryGroups,
  entryServerErrors,
  fieldOfPath,
  inputOfForm,
  moveAt,
  pickerHex,
  sameIds,
} from './model.ts';

const entry: LinkEntry = {
  id: 7,
  name: 'Alice’s notes',
  avatar: '/media/links/abc.png',
  avatar_source: 'https://alice.example/avatar.png',
  colour: '#3b82f6',
  description: 'Notes on type and ink',
  link: 'https://alice.example/',
  kind: 'following',
  class_id: 3,
  order: 0,
  feed_url: 'https://alice.example/feed.xml',
  added_at: '2026-01-02T03:04:05.000Z',
  health: { state: 'ok', since: null },
};

describe('moveAt', () => {
  it('moves an id up or down by one place and leaves the list given untouched', () => {
    const ids = [1, 2, 3, 4];
    expect(moveAt(ids, 2, -1)).toEqual([1, 3, 2, 4]);
    expect(moveAt(ids, 0, 1)).toEqual([2, 1, 3, 4]);
    expect(moveAt(ids, 3, -3)).toEqual([4, 1, 2, 3]);
    expect(ids).toEqual([1, 2, 3, 4]);
  });

  it('answers null for a move past either end, an index outside the list, or no move', () => {
    expect(moveAt([1, 2], 0, -1)).toBeNull();
    expect(moveAt([1, 2], 1, 1)).toBeNull();
    expect(moveAt([1, 2], 5, -1)).toBeNull();
    expect(moveAt([1, 2], 1, 0)).toBeNull();
    expect(moveAt([], 0, 1)).toBeNull();
  });

  it('sameIds compares the ids as sets', () => {
    expect(sameIds([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameIds([1, 2], [1, 2, 3])).toBe(false);
    expect(sameIds([1, 2], [1, 4])).toBe(false);
  });
});

describe('entryGroups', () => {
  it('lists every class in its order, empty ones too, then the entries of no class', () => {
    const directory: LinkDirectory = {
      classes: [
        { id: 3, name: 'Blogs', order: 0, entries: [entry] },
        { id: 1, name: 'Tools', order: 1, entries: [] },
      ],
      unclassified: [{ ...entry, id: 9, class_id: null }],
    };
    expect(entryGroups(directory).map((g) => [g.id, g.name, g.entries.map((e) => e.id)])).toEqual([
      [3, 'Blogs', [7]],
      [1, 'Tools', []],
      [null, null, [9]],
    ]);
  });
});

describe('entry form', () => {
  it('round-trips a stored entry: the avatar field holds the address given, not the cached copy', () => {
    const form = entryFormOf(entry);
    expect(form.avatar).toBe('https://alice.example/avatar.png');
    expect(form.class_id).toBe('3');
    const checked = checkEntryForm(form);
    expect(checked).toEqual({
      ok: true,
      entry: {
        id: 7,
        name: 'Alice’s notes',
        avatar: 'https://alice.example/avatar.png',
        colour: '#3b82f6',
        description: 'Notes on type and ink',
        link: 'https://alice.example/',
        kind: 'following',
        class_id: 3,
        feed_url: 'https://alice.example/feed.xml',
      },
    });
  });

  it('starts a new entry as a link of the class given (none by default), and trims the addresses', () => {
    expect(entryFormOf(undefined).class_id).toBe('');
    expect(entryFormOf(undefined, 4)).toMatchObject({ class_id: '4', kind: 'link', name: '' });
    const input = inputOfForm({ ...entryFormOf(undefined), name: ' Bob ', link: ' https://bob.example ', colour: ' ' });
    expect(input).toEqual({
      name: 'Bob',
      avatar: '',
      colour: '',
      description: '',
      link: 'https://bob.example',
      kind: 'link',
      class_id: null,
      feed_url: '',
    });
  });

  it('refuses a javascript: link, a colour that is not one and a blank name, naming each field', () => {
    const checked = checkEntryForm({
      ...entryFormOf(undefined),
      name: '   ',
      link: 'javascript:alert(1)',
      colour: 'red;}',
      avatar: 'data:image/png;base64,AAAA',
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(Object.keys(checked.errors).sort()).toEqual(['avatar', 'colour', 'link', 'name']);
  });

  it('reads the server’s 400 field errors, with or without the body’s entry. prefix', () => {
    expect(fieldOfPath('entry.colour')).toBe('colour');
    expect(fieldOfPath('class_id')).toBe('class_id');
    expect(
      entryServerErrors({
        field: 'entry.link',
        issues: [
          { field: 'entry.link', message: 'must be an http(s) address' },
          { field: 'entry.link', message: 'second' },
          { field: 'entry.class_id', message: 'must be an existing class' },
        ],
      }),
    ).toEqual({ link: 'must be an http(s) address', class_id: 'must be an existing class' });
    expect(entryServerErrors({ field: 'entry.name' })).toEqual({ name: '' });
    expect(entryServerErrors(null)).toEqual({});
    expect(entryServerErrors('bad')).toEqual({});
  });
});

describe('pickerHex', () => {
  it('gives the picker #rrggbb for the hex colours it can show, null for the others', () => {
    expect(pickerHex('#3B82F6')).toBe('#3b82f6');
    expect(pickerHex(' #abc ')).toBe('#aabbcc');
    expect(pickerHex('rgb(1, 2, 3)')).toBeNull();
    expect(pickerHex('#abcd')).toBeNull();
    expect(pickerHex('')).toBeNull();
  });
});
