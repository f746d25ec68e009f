import { type Conversation, conversationSchema } from './model.ts';

/**
 * Where the chat maker keeps the conversation in this browser (issue 25 point 3): one localStorage key holding the
 * exported JSON. Nothing is sent anywhere. Both functions take the Storage (undefined where the browser blocks it)
 * and never throw.
 */

/** The localStorage key (`v1`: the JSON's version). */
export const chatStorageKey = 'lab-chat:conversation:v1';

/** The kept conversation, or null when none is kept or what is kept no longer fits the schema. */
export function loadConversation(storage: Storage | undefined): Conversation | null {
  try {
    const raw = storage?.getItem(chatStorageKey);
    if (!raw) return null;
    const parsed = conversationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Why a save failed: the browser's quota is used up, or storage is blocked. */
export type SaveResult = 'saved' | 'quota' | 'blocked';

/** Keeps `c`; answers 'quota' when the browser refused for lack of room (the page says so), 'blocked' without storage. */
export function saveConversation(storage: Storage | undefined, c: Conversation): SaveResult {
  if (!storage) return 'blocked';
  try {
    storage.setItem(chatStorageKey, JSON.stringify(c));
    return 'saved';
  } catch (e) {
    const quota =
      e instanceof DOMException &&
      (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);
    return quota ? 'quota' : 'blocked';
  }
}
