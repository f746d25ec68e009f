import { describe, expect, it } from 'vitest';
import { makeComment } from './test-comments.ts';
import { canDelete, type Viewer } from './viewer.ts';

const user = (cid: number, is_admin = false): Viewer => ({ tokenid: 't', cid, nickname: 'n', is_admin });

describe('canDelete', () => {
  const own = makeComment(1); // cid 101
  const other = makeComment(2); // cid 102
  const guest = makeComment(3, {
    guest: true,
    author: { ctype: 'guest', uid: null, cid: null, nickname: 'G', avatar_url: '', website: '' },
  });

  it('[CMT-08] the author may delete their own comment', () => {
    expect(canDelete(own, user(101))).toBe(true);
  });

  it("[ROLE-12] deleting others' comments is offered only to admins", () => {
    expect(canDelete(other, user(101))).toBe(false);
    expect(canDelete(guest, user(101))).toBe(false);
    expect(canDelete(other, user(1, true))).toBe(true);
    expect(canDelete(guest, user(1, true))).toBe(true);
  });

  it('[ROLE-12] a guest reader deletes nothing', () => {
    expect(canDelete(own, null)).toBe(false);
    expect(canDelete(guest, null)).toBe(false);
  });
});
