import { z } from 'zod/mini';

/** What a guest types in to comment [CMT-06]: a nickname (required), and optionally an e-mail and a website. */
export type GuestInfo = { nickname: string; email: string; website: string };

/** The localStorage key that holds the remembered guest information [CMT-07]. */
export const GUEST_INFO_KEY = 'comment_guest_info';

export const emptyGuestInfo: GuestInfo = { nickname: '', email: '', website: '' };

const storedSchema = z.object({
  nickname: z.string().check(z.maxLength(200)),
  email: z._default(z.string().check(z.maxLength(254)), ''),
  website: z._default(z.string().check(z.maxLength(500)), ''),
});

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or `undefined` where storage is off (a private window may throw on access). */
function defaultStore(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The guest information remembered in this browser [CMT-07], or `null` when none is stored or what is stored is
 * not guest information (hand-edited, an older format): a bad entry never breaks the comment form.
 */
export function loadGuestInfo(store: Store | undefined = defaultStore()): GuestInfo | null {
  try {
    const raw = store?.getItem(GUEST_INFO_KEY);
    if (raw == null) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.nickname.trim() !== '' ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Remembers `info` in this browser, trimmed, so the form is filled in on a later visit [CMT-07]. */
export function saveGuestInfo(info: GuestInfo, store: Store | undefined = defaultStore()): void {
  const trimmed = { nickname: info.nickname.trim(), email: info.email.trim(), website: info.website.trim() };
  try {
    store?.setItem(GUEST_INFO_KEY, JSON.stringify(trimmed));
  } catch {
    // Storage full or off: the comment is posted anyway, only not remembered.
  }
}

/** Forgets the remembered guest information (the guest unticked "remember me"). */
export function forgetGuestInfo(store: Store | undefined = defaultStore()): void {
  try {
    store?.removeItem(GUEST_INFO_KEY);
  } catch {
    // Nothing stored that could be read back, either.
  }
}
