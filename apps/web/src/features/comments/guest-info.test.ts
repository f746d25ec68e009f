import { describe, expect, it } from 'vitest';
import { forgetGuestInfo, GUEST_INFO_KEY, loadGuestInfo, saveGuestInfo } from './guest-info.ts';

describe('guest information in the browser', () => {
  it('[CMT-07] what a guest chose to remember is read back on a later visit, trimmed', () => {
    saveGuestInfo({ nickname: ' Alice ', email: 'alice@example.com ', website: 'https://alice.example' });
    expect(loadGuestInfo()).toEqual({
      nickname: 'Alice',
      email: 'alice@example.com',
      website: 'https://alice.example',
    });
  });

  it('[CMT-07] forgetting removes it, and nothing is filled in', () => {
    saveGuestInfo({ nickname: 'Alice', email: '', website: '' });
    forgetGuestInfo();
    expect(localStorage.getItem(GUEST_INFO_KEY)).toBeNull();
    expect(loadGuestInfo()).toBeNull();
  });

  it('[CMT-07] a broken or foreign entry reads as nothing remembered, never as an error', () => {
    for (const raw of ['{', '"text"', 'null', '{"nickname":3}', '{"nickname":"  "}', '[]']) {
      localStorage.setItem(GUEST_INFO_KEY, raw);
      expect(loadGuestInfo(), raw).toBeNull();
    }
  });

  it('[CMT-07] an entry without the optional fields fills them in empty', () => {
    localStorage.setItem(GUEST_INFO_KEY, JSON.stringify({ nickname: 'Bob' }));
    expect(loadGuestInfo()).toEqual({ nickname: 'Bob', email: '', website: '' });
  });

  it('[CMT-07] storage that throws (a locked-down browser) neither breaks loading nor saving', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadGuestInfo(broken)).toBeNull();
    expect(() => saveGuestInfo({ nickname: 'A', email: '', website: '' }, broken)).not.toThrow();
    expect(() => forgetGuestInfo(broken)).not.toThrow();
  });
});
