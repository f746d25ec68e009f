import { type LinkEntryInput, type LinkKind, linkEntryInputSchema, linkKinds } from '@site/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Kysely } from 'kysely';
import { create } from 'xmlbuilder2';
import type { Database } from '../../db/schema.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { linkDirectory } from './store.ts';

/**
 * The blogroll as OPML 2.0 (the format feed readers import and export): one `<outline>` per entry with `text`,
 * `title`, `htmlUrl`, `description`, `type="rss"` and `xmlUrl` when it has a feed, `category` `/friend`,
 * `/following` or `/link`, and the accent and avatar address as `colour` and `avatar` (OPML allows other
 * attributes; readers ignore them). Entries of a class are nested in an outline named after the class. Reading
 * validates the XML first (fast-xml-parser) and every entry with the contracts' schema, so a malformed or invalid
 * file is refused whole with the reason and the database is not touched.
 */

type Db = Kysely<Database>;

/** The OPML document of every entry, grouped by class. */
export async function buildOpml(db: Db, siteName: string, now: number): Promise<string> {
  const directory = await linkDirectory(db, now);
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('opml', { version: '2.0' });
  root.ele('head').ele('title').txt(`${siteName}: links`).up().ele('dateCreated').txt(new Date(now).toUTCString());
  const body = root.ele('body');
  const add = (parent: typeof body, entry: (typeof directory.unclassified)[number]) => {
    parent.ele('outline', {
      text: entry.name,
      title: entry.name,
      htmlUrl: entry.link,
      ...(entry.description !== '' && { description: entry.description }),
      ...(entry.feed_url !== '' && { type: 'rss', xmlUrl: entry.feed_url }),
      category: `/${entry.kind}`,
      ...(entry.colour !== '' && { colour: entry.colour }),
      ...(entry.avatar_source !== '' && { avatar: entry.avatar_source }),
    });
  };
  for (const linkClass of directory.classes) {
    const folder = body.ele('outline', { text: linkClass.name, title: linkClass.name });
    for (const entry of linkClass.entries) add(folder, entry);
  }
  for (const entry of directory.unclassified) add(body, entry);
  return root.end({ prettyPrint: true });
}

/** An entry read from OPML, with the name of its class (the enclosing outline), if any. */
export type OpmlEntry = { className: string | null; entry: LinkEntryInput };

type Outline = Record<string, unknown> & { outline?: Outline[] };

/** Why an OPML file was refused. */
export class OpmlError extends Error {}

const attr = (o: Outline, name: string) => (typeof o[name] === 'string' ? (o[name] as string).trim() : '');

/**
 * The entries of an OPML document. An outline with `htmlUrl` or `xmlUrl` is an entry (without `htmlUrl`, its
 * link is the feed's site root); one with neither is a class holding the entries inside it. `category` names the
 * kind; without it, an entry with a feed is `following`, else `link`. Throws `OpmlError` naming the line and
 * reason for broken XML, a document type declaration (entities are never expanded), a file that is not OPML, or
 * an entry the schema refuses (naming the outline and its field).
 */
export function readOpml(text: string): OpmlEntry[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new OpmlError('document type declarations are not accepted');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    // The validator lists tags never closed as a JSON array; say it in words.
    const unclosed = /^Invalid '\[(.*)\]' found/s.exec(valid.err.msg);
    const reason = unclosed
      ? `tags never closed: ${[...(unclosed[1] ?? '').matchAll(/"([^"]*)"/g)].map((m) => `<${m[1]}>`).join(', ')}`
      : valid.err.msg.replace(/\.+$/, '');
    throw new OpmlError(`not well-formed XML (line ${valid.err.line}): ${reason}`);
  }
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    htmlEntities: false,
    isArray: (name) => name === 'outline',
  }).parse(text) as { opml?: { body?: Outline } };
  const body = parsed.opml?.body;
  if (!parsed.opml || typeof body !== 'object' || body === null) throw new OpmlError('not an OPML document');
  const found: OpmlEntry[] = [];
  const walk = (outlines: Outline[], className: string | null, path: string) => {
    outlines.forEach((outline, i) => {
      const where = `${path}/outline[${i + 1}]`;
      const htmlUrl = attr(outline, 'htmlUrl');
      const xmlUrl = attr(outline, 'xmlUrl');
      const name = attr(outline, 'text') || attr(outline, 'title');
      if (htmlUrl === '' && xmlUrl === '') {
        walk(outline.outline ?? [], name || className, where);
        return;
      }
      const category = attr(outline, 'category').replace(/^\//, '');
      const kind: LinkKind = (linkKinds as readonly string[]).includes(category)
        ? (category as LinkKind)
        : xmlUrl !== ''
          ? 'following'
          : 'link';
      let link = htmlUrl;
      if (link === '')
        try {
          link = `${new URL(xmlUrl).origin}/`;
        } catch {
          link = xmlUrl;
        }
      const result = linkEntryInputSchema.safeParse({
        name: name || link,
        link,
        feed_url: xmlUrl,
        description: attr(outline, 'description'),
        colour: attr(outline, 'colour'),
        avatar: attr(outline, 'avatar'),
        kind,
      });
      if (!result.success) {
        const issue = result.error.issues[0];
        throw new OpmlError(`${where} ("${name}"): ${issue?.path.join('.')} ${issue?.message}`);
      }
      found.push({ className, entry: result.data });
    });
  };
  walk(body.outline ?? [], null, '/opml/body');
  return found;
}

/**
 * Stores `entries` in one transaction: classes found by name (created at the end of the list when missing), an
 * entry whose link is already stored updated in place, any other added at the end. Answers how many were
 * created and updated.
 */
export async function importOpmlEntries(
  db: Db,
  entries: OpmlEntry[],
  now: string,
): Promise<{ created: number; updated: number; classes: number }> {
  return db.transaction().execute(async (trx) => {
    const classes = new Map(
      (await trx.selectFrom('link_classes').select(['id', 'name']).execute()).map((c) => [c.name, c.id]),
    );
    const max = async (table: 'link_classes' | 'link_entries') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.max<number | null>('sort_order').as('m'))
            .executeTakeFirst()
        )?.m ?? -1,
      );
    let classOrder = await max('link_classes');
    let entryOrder = await max('link_entries');
    const result = { created: 0, updated: 0, classes: 0 };
    const touched: string[] = [];
    for (const { className, entry } of entries) {
      let classId: number | null = null;
      if (className !== null) {
        classId = classes.get(className) ?? null;
        if (classId === null) {
          classOrder += 1;
          const made = await trx
            .insertInto('link_classes')
            .values({ name: className.slice(0, 100), sort_order: classOrder, created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow();
          classId = made.id;
          classes.set(className, classId);
          result.classes += 1;
        }
      }
      const fields = {
        name: entry.name,
        avatar_source: entry.avatar,
        colour: entry.colour,
        description: entry.description,
        link: entry.link,
        kind: entry.kind,
        class_id: classId,
        feed_url: entry.feed_url,
        updated_at: now,
      };
      const existing = await trx
        .selectFrom('link_entries')
        .select(['id', 'avatar_source'])
        .where('link', '=', entry.link)
        .executeTakeFirst();
      if (existing) {
        // A new avatar address forgets the stored copy (the next round fetches the new one).
        const avatar = existing.avatar_source !== entry.avatar ? { avatar: '' } : {};
        await trx
          .updateTable('link_entries')
          .set({ ...fields, ...avatar })
          .where('id', '=', existing.id)
          .execute();
        touched.push(String(existing.id));
        result.updated += 1;
      } else {
        entryOrder += 1;
        const made = await trx
          .insertInto('link_entries')
          .values({ ...fields, avatar: '', sort_order: entryOrder, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        touched.push(String(made.id));
        result.created += 1;
      }
    }
    await syncSearchDocuments(trx, 'link', touched);
    return result;
  });
}
