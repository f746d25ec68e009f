/**
 * The visitor's favourite events of the convention timetable (issue 25 point 5), kept in this browser's
 * localStorage only (never sent): a JSON array of event ids under `favouritesKey`.
 */

export const favouritesKey = 'lab_fes_favourites';

/** The stored favourites; an empty set when there are none, the text is not a list of ids, or storage is blocked. */
export function loadFavourites(storage: Storage | undefined): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(favouritesKey) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : []);
  } catch {
    return new Set();
  }
}

/** Stores `ids` (sorted); answers false when storage refused it (blocked or full). */
export function saveFavourites(storage: Storage | undefined, ids: ReadonlySet<number>): boolean {
  try {
    if (!storage) return false;
    storage.setItem(favouritesKey, JSON.stringify([...ids].sort((a, b) => a - b)));
    return true;
  } catch {
    return false;
  }
}

/** `ids` with `id` added when absent, removed when present (a new set). */
export function toggled(ids: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(ids);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
