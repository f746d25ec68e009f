import { archiveItemInputSchema, linkEntryInputSchema, newSongBodySchema } from '@site/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindex } from '../../cli/reindex/reindex-command.ts';
import { indexNeedsBuild, rebuildSearchIndex } from '../../search-index/sync.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { movieInput } from '../archive/archive-test-helpers.ts';
import { writeArchiveItem } from '../archive/store.ts';
import { deleteArchiveItem, saveArchiveItem } from '../archive/write-service.ts';
import { upsertArticle } from '../blog/write-service.ts';
import { deleteClass, deleteEntry, saveClass, saveEntry } from '../links/write-service.ts';
import { saveSong } from '../music/service.ts';
import { deleteWikiPage, renameWikiPage } from '../wiki/structure-service.ts';
import { saveWikiPage, writeRevision } from '../wiki/write-service.ts';
import { searchPage } from './service.ts';

/**
 * Issue 22 point 1: the index changes in the same transaction as each write of every area, so it is never stale;
 * a write that fails leaves it as it was, and a write whose index change fails is refused whole.
 */
describe('the search index is kept in step with every write', () => {
  let db: TestDb;
  const now = Date.parse('2026-03-01T00:00:00Z');
  const iso = new Date(now).toISOString();
  const wikiCtx = () => ({ dialect: db.dialect, author: { uid: null, nickname: 'test' }, now });

  /** The results of `q` as `kind:id:url`. */
  const found = async (q: string) =>
    (await searchPage(db.db, { q, page: 1, page_size: 50 }, new Date(now))).results.map(
      (r) => `${r.kind}:${r.id}:${r.url}`,
    );
  /** Runs `work` with the index's table out of reach, so any write that touches the index fails there. */
  const withBrokenIndex = async (work: () => Promise<unknown>) => {
    await sql`ALTER TABLE search_documents RENAME TO search_documents_away`.execute(db.db);
    try {
      await expect(work()).rejects.toThrow();
    } finally {
      await sql`ALTER TABLE search_documents_away RENAME TO search_documents`.execute(db.db);
    }
  };
  /** Runs `work` in a transaction that then fails. */
  const failAfter = async (work: (trx: TestDb['db']) => Promise<unknown>) =>
    expect(
      db.db.transaction().execute(async (trx) => {
        await work(trx);
        throw new Error('the rest of the write failed');
      }),
    ).rejects.toThrow('the rest of the write failed');

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('articles: saved, edited; a failed save changes nothing', async () => {
    const article = {
      id: 'notes/quokka',
      title: 'Quokka notes',
      date: '2024-01-02T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: ['animals'],
      source: '## Rottnest\n\nThe quokka smiles.',
    };
    await upsertArticle(db.db, article);
    expect(await found('quokka')).toEqual(['article:notes/quokka:/blog/articles/notes/quokka']);
    expect(await found('rottnest')).toHaveLength(1);
    await upsertArticle(db.db, { ...article, title: 'Numbat notes', source: 'The numbat digs.' });
    expect(await found('quokka')).toEqual([]);
    expect(await found('numbat')).toHaveLength(1);
    await failAfter((trx) => upsertArticle(trx, { ...article, title: 'Wombat notes' }));
    expect(await found('wombat')).toEqual([]);
    expect(await found('numbat')).toHaveLength(1);
    await withBrokenIndex(() => upsertArticle(db.db, { ...article, title: 'Wombat notes' }));
    const stored = await db.db.selectFrom('articles').select('title').where('id', '=', article.id).executeTakeFirst();
    expect(stored?.title).toBe('Numbat notes');
  });

  it('wiki: saved, renamed, deleted; a failed save changes nothing', async () => {
    await saveWikiPage(
      db.db,
      { id: 'fauna/axolotl', source: '# Axolotl\n\nGills.', summary: '', base_revision: 0 },
      wikiCtx(),
    );
    expect(await found('axolotl')).toEqual(['wiki:fauna/axolotl:/wiki/items/fauna/axolotl']);
    await failAfter((trx) =>
      writeRevision(trx, {
        id: 'fauna/axolotl',
        source: '# Axolotl\n\nMudpuppy.',
        kind: 'edit',
        author: { uid: null, nickname: 'test' },
        summary: '',
        base_revision: 1,
        now,
      }),
    );
    expect(await found('mudpuppy')).toEqual([]);
    await withBrokenIndex(() =>
      saveWikiPage(
        db.db,
        { id: 'fauna/axolotl', source: '# Axolotl\n\nMudpuppy.', summary: '', base_revision: 1 },
        wikiCtx(),
      ),
    );
    expect(await found('mudpuppy')).toEqual([]);
    await renameWikiPage(db.db, { id: 'fauna/axolotl', new_id: 'amphibians/axolotl', summary: '' }, wikiCtx());
    expect(await found('axolotl')).toEqual(['wiki:amphibians/axolotl:/wiki/items/amphibians/axolotl']);
    await deleteWikiPage(db.db, 'amphibians/axolotl', wikiCtx());
    expect(await found('axolotl')).toEqual([]);
  });

  it('archive: saved, edited, deleted; a failed save changes nothing', async () => {
    const saved = await saveArchiveItem(db.db, archiveItemInputSchema.parse(movieInput({ title: 'Stalker' })), iso);
    expect(await found('stalker')).toEqual([`movie:${saved.id}:/archive/movies/${saved.id}`]);
    const input = archiveItemInputSchema.parse(movieInput({ id: saved.id, title: 'Solaris' }));
    await failAfter((trx) => writeArchiveItem(trx, saved.id, input, { now: iso, sourceKey: null, exists: true }));
    expect(await found('solaris')).toEqual([]);
    await withBrokenIndex(() => saveArchiveItem(db.db, input, iso));
    expect(await found('solaris')).toEqual([]);
    expect(await found('stalker')).toHaveLength(1);
    await saveArchiveItem(db.db, input, iso);
    expect(await found('stalker')).toEqual([]);
    expect(await found('solaris')).toHaveLength(1);
    await withBrokenIndex(() => deleteArchiveItem(db.db, saved.id));
    expect(await found('solaris')).toHaveLength(1);
    await deleteArchiveItem(db.db, saved.id);
    expect(await found('solaris')).toEqual([]);
  });

  it('songs: created with lyrics, lyrics replaced; a failed save changes nothing', async () => {
    const body = newSongBodySchema.parse({
      title: 'Tide',
      ncm_id: '777',
      lrc_row: '[00:01.00]salt wind\n[00:05.50]glass harbour',
    });
    const save = (over: Record<string, unknown>) => {
      const next = newSongBodySchema.parse({ ...body, ...over });
      return saveSong(db.db, next, new Set(Object.keys(next)), { now, mediaDir: '' });
    };
    await save({});
    expect(await found('glass harbour')).toEqual(['song:777:/archive/music/songs/777?t=5.5']);
    await withBrokenIndex(() => save({ song_id: '777', lrc_row: '[00:02.00]iron moon' }));
    expect(await found('iron moon')).toEqual([]);
    expect(
      (await db.db.selectFrom('songs').select('lrc_row').where('song_id', '=', '777').executeTakeFirst())?.lrc_row,
    ).toContain('salt');
    await save({ song_id: '777', lrc_row: '[00:02.00]iron moon' });
    expect(await found('glass harbour')).toEqual([]);
    expect(await found('iron moon')).toEqual(['song:777:/archive/music/songs/777?t=2']);
  });

  it('links: entries saved, edited, unclassed with their class, deleted; a failed save changes nothing', async () => {
    const klass = await saveClass(db.db, { name: 'Friends' }, iso);
    const entry = await saveEntry(
      db.db,
      linkEntryInputSchema.parse({ name: 'Pangolin Press', link: 'https://pangolin.example/', class_id: klass.id }),
      iso,
      now,
    );
    expect(await found('pangolin')).toEqual([`link:${entry.id}:/links/class/${klass.id}`]);
    const renamed = linkEntryInputSchema.parse({
      id: entry.id,
      name: 'Okapi Press',
      link: 'https://pangolin.example/',
      class_id: klass.id,
    });
    await withBrokenIndex(() => saveEntry(db.db, renamed, iso, now));
    expect(await found('okapi')).toEqual([]);
    await saveEntry(db.db, renamed, iso, now);
    expect(await found('okapi')).toHaveLength(1);
    await deleteClass(db.db, klass.id);
    expect(await found('okapi')).toEqual([`link:${entry.id}:/links`]);
    await withBrokenIndex(() => deleteEntry(db.db, entry.id));
    expect(await found('okapi')).toHaveLength(1);
    await deleteEntry(db.db, entry.id);
    expect(await found('okapi')).toEqual([]);
  });

  it('a rebuild (npm run reindex, and the start of a database with content but no index) restores the same index', async () => {
    await upsertArticle(db.db, {
      id: 'rebuild/me',
      title: 'Capybara',
      date: '2024-01-01T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: 'x',
    });
    const before = await found('capybara');
    expect(before).toHaveLength(1);
    expect(await indexNeedsBuild(db.db)).toBe(false);
    await sql`DELETE FROM search_documents`.execute(db.db);
    if (db.dialect === 'sqlite') {
      await sql`DELETE FROM search_trigram`.execute(db.db);
      await sql`DELETE FROM search_grams`.execute(db.db);
    }
    expect(await found('capybara')).toEqual([]);
    expect(await indexNeedsBuild(db.db)).toBe(true);
    const counts = await rebuildSearchIndex(db.db);
    expect(counts.article).toBe(
      Number(
        (
          await db.db
            .selectFrom('articles')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(await found('capybara')).toEqual(before);
    expect(await indexNeedsBuild(db.db)).toBe(false);
  });

  it('npm run reindex prints the documents per area and the time', async () => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: db.config.dataDir, LOG_LEVEL: 'silent', SEED: 'false' };
    if (db.config.databaseUrl) env.DATABASE_URL = db.config.databaseUrl;
    const lines: string[] = [];
    const code = await reindex(env, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    expect(code).toBe(0);
    const articles = Number(
      (
        await db.db
          .selectFrom('articles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(lines.join('\n')).toMatch(
      new RegExp(
        `^article ${articles}, wiki \\d+, archive \\d+, song \\d+, link \\d+: \\d+ documents in \\d+\\.\\d s$`,
      ),
    );
    expect(await found('capybara')).toHaveLength(1);
  });
});
