import type {
  LinkApplication,
  LinkApplicationAdmin,
  LinkApplicationInput,
  LinkApplicationState,
  LinkClass,
  LinkClassInput,
  LinkEntry,
  LinkEntryInput,
} from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, LinkApplicationsTable } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { adminUids, type MailContext, queueNotification } from '../../mail/notify.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { entryOf } from './store.ts';

/** The links module's writes: classes, entries, their order, and friend-link applications. */

type Db = Kysely<Database>;

const invalid = (field: string, message: string) =>
  new ApiError('invalid_input', { field, issues: [{ field, message }] }, 400);

/** The next `sort_order` at the end of a table's list. */
async function nextOrder(db: Db, table: 'link_classes' | 'link_entries'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
    .executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 1;
}

/** Runs `work` in `db` when it is a transaction already (the seed's), else in a new transaction. */
const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/** Creates (no `id`) or renames a class. Throws 404 `not_found` for an unknown id. */
export async function saveClass(db: Db, input: LinkClassInput, now: string): Promise<LinkClass> {
  if (input.id !== undefined) {
    const row = await db
      .updateTable('link_classes')
      .set({ name: input.name })
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiError('not_found', null, 404);
    return { id: row.id, name: row.name, order: row.sort_order };
  }
  const row = await db
    .insertInto('link_classes')
    .values({ name: input.name, sort_order: await nextOrder(db, 'link_classes'), created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, order: row.sort_order };
}

/** Deletes a class; its entries stay, without a class. Throws 404 `not_found`. */
export async function deleteClass(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('link_entries')
      .set({ class_id: null })
      .where('class_id', '=', id)
      .returning('id')
      .execute();
    const result = await trx.deleteFrom('link_classes').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError('not_found', null, 404);
    // Their search results pointed at the class's page (issue 22).
    await syncSearchDocuments(
      trx,
      'link',
      moved.map((m) => String(m.id)),
    );
  });
}

/**
 * Puts the rows of `table` named by `ids` in that order (positions 0, 1, …), in one transaction. Throws 400
 * naming `ids` when an id is unknown (nothing is changed).
 */
export async function reorder(db: Db, table: 'link_classes' | 'link_entries', ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const known = await trx.selectFrom(table).select('id').where('id', 'in', ids).execute();
    if (known.length !== ids.length) throw invalid('ids', 'must name existing ids only');
    for (const [position, id] of ids.entries())
      await trx.updateTable(table).set({ sort_order: position }).where('id', '=', id).execute();
  });
}

/** Throws 400 naming `field` when `classId` is not a class. */
async function checkClass(db: Db, classId: number | null, field: string): Promise<void> {
  if (classId === null) return;
  const row = await db.selectFrom('link_classes').select('id').where('id', '=', classId).executeTakeFirst();
  if (!row) throw invalid(field, 'must be an existing class');
}

/**
 * Creates (no `id`) or updates an entry. A changed avatar address forgets the stored copy (the next refresh fetches
 * the new one); a changed feed address forgets the feed's validators and state. Throws 404 `not_found` for an
 * unknown id, 400 naming `entry.class_id` for an unknown class.
 */
export async function saveEntry(db: Db, input: LinkEntryInput, now: string, clock: number): Promise<LinkEntry> {
  await checkClass(db, input.class_id, 'entry.class_id');
  const fields = {
    name: input.name,
    avatar_source: input.avatar,
    colour: input.colour,
    description: input.description,
    link: input.link,
    kind: input.kind,
    class_id: input.class_id,
    feed_url: input.feed_url,
    updated_at: now,
  };
  if (input.id !== undefined) {
    const id = input.id;
    const row = await db.transaction().execute(async (trx) => {
      const old = await trx.selectFrom('link_entries').selectAll().where('id', '=', id).executeTakeFirst();
      if (!old) throw new ApiError('not_found', null, 404);
      return trx
        .updateTable('link_entries')
        .set({
          ...fields,
          ...(old.avatar_source !== input.avatar && { avatar: '' }),
          ...(old.feed_url !== input.feed_url && {
            feed_etag: null,
            feed_last_modified: null,
            feed_checked_at: null,
            feed_success_at: null,
            feed_error: null,
            feed_error_at: null,
          }),
          ...(old.link !== input.link && { link_checked_at: null, link_ok_at: null, link_failing_since: null }),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .then(async (updated) => {
          await syncSearchDocuments(trx, 'link', [String(id)]);
          return updated;
        });
    });
    return entryOf(row, clock);
  }
  const row = await inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('link_entries')
      .values({ ...fields, avatar: '', sort_order: await nextOrder(trx, 'link_entries'), created_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncSearchDocuments(trx, 'link', [String(inserted.id)]);
    return inserted;
  });
  return entryOf(row, clock);
}

/** Deletes an entry and its posts. Throws 404 `not_found`. */
export async function deleteEntry(db: Db, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom('link_entries').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new ApiError('not_found', null, 404);
    await syncSearchDocuments(trx, 'link', [String(id)]);
  });
}

type ApplicationRow = Selectable<LinkApplicationsTable>;

function applicationOf(row: ApplicationRow): LinkApplication {
  return {
    id: row.id,
    name: row.name,
    link: row.link,
    avatar: row.avatar,
    colour: row.colour,
    description: row.description,
    feed_url: row.feed_url,
    message: row.message,
    state: row.state,
    created_at: row.created_at,
    decided_at: row.decided_at,
    entry_id: row.entry_id,
  };
}

/**
 * Stores a pending friend-link request from a user (`uid`) or a guest (`email`). In the same transaction it queues a
 * notification mail for each admin who asked for one (issue 23 point 5, `mail`); on the site the request shows in
 * the admin's links manager, as before.
 */
export async function addApplication(
  db: Db,
  from: { uid: string } | { email: string },
  input: LinkApplicationInput,
  now: string,
  mail: MailContext = { enabled: false, siteUrl: '', language: 'en' },
): Promise<LinkApplication> {
  return inTransaction(db, async (trx) => {
    const row = await insertApplication(trx, from, input, now);
    for (const admin of await adminUids(trx)) {
      await queueNotification(
        trx,
        mail,
        { kind: 'link_applications', uid: admin, name: input.name, url: input.link },
        Date.parse(now),
      );
    }
    return applicationOf(row);
  });
}

function insertApplication(
  db: Db,
  from: { uid: string } | { email: string },
  input: LinkApplicationInput,
  now: string,
) {
  return db
    .insertInto('link_applications')
    .values({
      uid: 'uid' in from ? from.uid : null,
      email: 'email' in from ? from.email : null,
      ...input,
      state: 'pending',
      entry_id: null,
      created_at: now,
      decided_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A user's own requests, newest first. */
export async function applicationsOf(db: Db, uid: string): Promise<LinkApplication[]> {
  const rows = await db
    .selectFrom('link_applications')
    .selectAll()
    .where('uid', '=', uid)
    .orderBy('id', 'desc')
    .execute();
  return rows.map(applicationOf);
}

/** Every request (optionally of one state), newest first, with who sent it: for the admin only. */
export async function allApplications(db: Db, state?: LinkApplicationState): Promise<LinkApplicationAdmin[]> {
  let query = db.selectFrom('link_applications').selectAll().orderBy('id', 'desc');
  if (state) query = query.where('state', '=', state);
  return (await query.execute()).map((row) => ({ ...applicationOf(row), uid: row.uid, email: row.email }));
}

/**
 * Approves (creates the friend entry, in `classId` when given) or declines a pending request, in one transaction.
 * Throws 404 `not_found` for an unknown id, 400 naming `id` when it was decided already, 400 naming `class_id`
 * for an unknown class.
 */
export async function decideApplication(
  db: Db,
  id: number,
  decision: 'approve' | 'decline',
  classId: number | null,
  now: string,
): Promise<LinkApplication> {
  await checkClass(db, classId, 'class_id');
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('link_applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError('not_found', null, 404);
    if (row.state !== 'pending') throw invalid('id', `was ${row.state} already`);
    let entryId: number | null = null;
    if (decision === 'approve') {
      const order = await nextOrder(trx, 'link_entries');
      const entry = await trx
        .insertInto('link_entries')
        .values({
          name: row.name,
          avatar_source: row.avatar,
          avatar: '',
          colour: row.colour,
          description: row.description,
          link: row.link,
          kind: 'friend',
          class_id: classId,
          feed_url: row.feed_url,
          sort_order: order,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      entryId = entry.id;
      await syncSearchDocuments(trx, 'link', [String(entry.id)]);
    }
    const updated = await trx
      .updateTable('link_applications')
      .set({ state: decision === 'approve' ? 'approved' : 'declined', decided_at: now, entry_id: entryId })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return applicationOf(updated);
  });
}
