import { type ArticleDraft, articleDraftSchema } from '@site/contracts';
import { z } from 'zod/mini';

/**
 * The article editor's form kept in the browser's localStorage as it is typed (issue 23 point 1), one entry per
 * article id ('' for a new article), with the revision the edit started from: a reload or a closed tab loses
 * nothing. Storage that refuses (private mode, full) is ignored.
 */

const prefix = 'article-draft:';

const keptSchema = z.object({ draft: articleDraftSchema, base_revision: z.int() });

/** A kept form: the draft and the revision it started from. */
export type LocalDraft = z.infer<typeof keptSchema>;

/** The kept form of article `id` ('' for a new one), or null when none or unreadable. */
export function loadLocalDraft(id: string, storage: Storage = localStorage): LocalDraft | null {
  try {
    const raw = storage.getItem(prefix + id);
    if (raw === null) return null;
    const parsed = keptSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps `value` as article `id`'s form; false when the storage refused it. */
export function saveLocalDraft(
  id: string,
  value: { draft: ArticleDraft; base_revision: number },
  storage: Storage = localStorage,
): boolean {
  try {
    storage.setItem(prefix + id, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets article `id`'s kept form (after a save reached the server). */
export function clearLocalDraft(id: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(prefix + id);
  } catch {
    // Storage that refuses: nothing was kept.
  }
}
