/**
 * Unsaved wiki drafts, kept in the browser's localStorage so a reload or a closed tab loses nothing: one entry per
 * page id, the text, the summary and the revision the edit started from. Storage that refuses (private mode, full)
 * is ignored: the editor still works, only without the safety net.
 */

/** A kept draft: the page's text and summary as typed, and the revision the edit started from (0: a new page). */
export type WikiDraft = { source: string; summary: string; base_revision: number; saved_at: string };

const prefix = 'wiki-draft:';

/** The storage key of page `id`'s draft. */
export const draftKey = (id: string): string => `${prefix}${id}`;

/** The draft of page `id`, or null when there is none or it is unreadable. */
export function loadDraft(id: string, storage: Storage = localStorage): WikiDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(id));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<WikiDraft>;
    if (typeof value.source !== 'string' || typeof value.base_revision !== 'number') return null;
    return {
      source: value.source,
      summary: typeof value.summary === 'string' ? value.summary : '',
      base_revision: value.base_revision,
      saved_at: typeof value.saved_at === 'string' ? value.saved_at : '',
    };
  } catch {
    return null;
  }
}

/** Keeps `draft` as page `id`'s draft (stamped with the time now); false when the storage refused it. */
export function saveDraft(
  id: string,
  draft: Omit<WikiDraft, 'saved_at'>,
  storage: Storage = localStorage,
  now: Date = new Date(),
): boolean {
  try {
    storage.setItem(draftKey(id), JSON.stringify({ ...draft, saved_at: now.toISOString() }));
    return true;
  } catch {
    return false;
  }
}

/** Forgets page `id`'s draft (after a save, or when its author discards it). */
export function clearDraft(id: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftKey(id));
  } catch {
    // nothing kept, nothing to clear
  }
}
