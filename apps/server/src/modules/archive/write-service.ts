import type { ArchiveExport, ArchiveExportItem, ArchiveItem, ArchiveItemInput } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { getArchiveItem } from './service.ts';
import { newArchiveId, normaliseViewings, rowToExport, viewingsOf, writeArchiveItem } from './store.ts';

type Db = Kysely<Database>;

/**
 * Archive writes (the admin's calls, the imports and the export). Each write runs in one transaction, so a
 * failure leaves nothing half-written. Times are ISO 8601; days `YYYY-MM-DD`.
 */

/**
 * Creates (no `input.id`) or replaces item `input.id` in one transaction and answers it as stored. Throws 404
 * `not_found` for an id that is not in the archive; a kind change is allowed (the item's own fields go with it).
 */
export async function saveArchiveItem(db: Db, input: ArchiveItemInput, now: string): Promise<ArchiveItem> {
  const id = input.id ?? newArchiveId();
  await db.transaction().execute(async (trx) => {
    const existing = input.id
      ? await trx.selectFrom('archive_items').select(['id', 'source_key']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (input.id && !existing) throw new ApiError('not_found', { field: 'item.id' }, 404);
    await writeArchiveItem(trx, id, input, { now, sourceKey: existing?.source_key ?? null, exists: !!existing });
  });
  return (await getArchiveItem(db, id)) as ArchiveItem;
}

/** Deletes item `id` and its viewings and terms; throws 404 `not_found` when there is none. */
export async function deleteArchiveItem(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('archive_items').where('id', '=', id).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new ApiError('not_found', { field: 'id' }, 404);
    // Foreign keys cascade on PostgreSQL and on SQLite with foreign_keys on; deleting here as well keeps it so
    // on a connection that has them off.
    await trx.deleteFrom('archive_viewings').where('item_id', '=', id).execute();
    await trx.deleteFrom('archive_terms').where('item_id', '=', id).execute();
    await syncSearchDocuments(trx, 'archive', [id]);
  });
}

/** "Watched today": adds a viewing on `date` to item `id` and marks it `done`. 404 `not_found` for an unknown id. */
export async function addArchiveViewing(
  db: Db,
  id: string,
  viewing: { date: string; rewatch: boolean },
  now: string,
): Promise<ArchiveItem> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('archive_items').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError('not_found', { field: 'id' }, 404);
    const item = rowToExport(row, (await viewingsOf(trx, [id])).get(id) ?? []);
    const input: ArchiveItemInput = { ...item, status: 'done', viewings: [...item.viewings, viewing] };
    await writeArchiveItem(trx, id, input, { now, sourceKey: row.source_key, exists: true });
  });
  return (await getArchiveItem(db, id)) as ArchiveItem;
}

/** Every item as the export writes it, ordered by kind, title and id. */
export async function exportArchiveItems(db: Db): Promise<ArchiveExportItem[]> {
  const rows = await db
    .selectFrom('archive_items')
    .selectAll()
    .orderBy('kind')
    .orderBy('sort_title')
    .orderBy('id')
    .execute();
  const viewings = await viewingsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => rowToExport(row, viewings.get(row.id) ?? []));
}

/** The JSON export: `{format: 'site-archive', version: 1, exported_at, items}`. */
export async function exportArchive(db: Db, now: string): Promise<ArchiveExport> {
  return { format: 'site-archive', version: 1, exported_at: now, items: await exportArchiveItems(db) };
}

/** An item an import brings: its fields, and the key that finds it again (a source's id, or the export's id). */
export type ImportEntry = { sourceKey: string | null; id?: string; item: ArchiveItemInput };

/** What an import did, by source key (or id). */
export type ArchiveImportResult = { created: string[]; updated: string[]; unchanged: string[] };

/**
 * Stores `entries` in one transaction (all or nothing). An entry finds its item by `id` when given, else by
 * `sourceKey`; an unknown one is created (with `id` when given). `merge` builds what to store from the stored
 * item and the entry (default: the entry replaces it); an item whose stored form would not change is left alone,
 * so importing the same thing twice changes nothing. Throws (before writing) when two entries share an id or a
 * source key, and rethrows a database error after rolling everything back.
 *
 * @param onProgress called after each entry with (done, total)
 */
export async function importArchiveItems(
  db: Db,
  entries: ImportEntry[],
  options: {
    now: string;
    merge?: (stored: ArchiveExportItem, incoming: ArchiveItemInput) => ArchiveItemInput;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<ArchiveImportResult> {
  const result: ArchiveImportResult = { created: [], updated: [], unchanged: [] };
  for (const [what, keys] of [
    ['id', entries.map((e) => e.id)],
    ['source key', entries.map((e) => e.sourceKey)],
  ] as const) {
    const seen = new Set<string>();
    for (const key of keys) {
      if (key === undefined || key === null) continue;
      if (seen.has(key)) throw new Error(`two items of the import have the ${what} ${JSON.stringify(key)}`);
      seen.add(key);
    }
  }
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('archive_items').selectAll().execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const byKey = new Map(rows.filter((r) => r.source_key !== null).map((r) => [r.source_key as string, r]));
    const viewings = await viewingsOf(
      trx,
      rows.map((r) => r.id),
    );
    let done = 0;
    for (const entry of entries) {
      const label = entry.sourceKey ?? entry.id ?? entry.item.title;
      const row =
        (entry.id !== undefined ? byId.get(entry.id) : undefined) ??
        (entry.sourceKey ? byKey.get(entry.sourceKey) : undefined);
      if (!row) {
        const id = entry.id ?? newArchiveId();
        await writeArchiveItem(trx, id, entry.item, { now: options.now, sourceKey: entry.sourceKey, exists: false });
        result.created.push(label);
      } else {
        const stored = rowToExport(row, viewings.get(row.id) ?? []);
        const next = options.merge ? options.merge(stored, entry.item) : entry.item;
        const same =
          JSON.stringify(canonical({ ...next, source_key: entry.sourceKey ?? stored.source_key })) ===
          JSON.stringify(canonical(stored));
        if (same) result.unchanged.push(label);
        else {
          const sourceKey = entry.sourceKey ?? stored.source_key;
          await writeArchiveItem(trx, row.id, next, { now: options.now, sourceKey, exists: true });
          result.updated.push(label);
        }
      }
      done += 1;
      options.onProgress?.(done, entries.length);
    }
  });
  return result;
}

/** An item's comparable form: no id, viewings normalised, keys sorted at every level. */
function canonical(item: ArchiveItemInput & { source_key: string | null }): unknown {
  const { id: _id, ...rest } = { ...item, viewings: normaliseViewings(item.viewings) } as ArchiveItemInput & {
    id?: string;
  };
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, v]) => v !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, v]) => [k, sortKeys(v)]),
      );
    return value;
  };
  return sortKeys(rest);
}
