import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { archiveItemInputSchema, archiveLevelFromScore } from '@site/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArchiveItems, importArchiveItems, saveArchiveItem } from '../../modules/archive/write-service.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { exportArchiveFile, importArchive } from './archive-command.ts';

const fixtures = join(import.meta.dirname, '../../../../../../shared/fixtures/archive');
const letterboxd = join(fixtures, 'letterboxd-export');
const imdb = join(fixtures, 'imdb-ratings.csv');

/** A fixture CSV read with the CSV library itself, not with the import's code. */
const csv = (path: string) =>
  parse(readFileSync(path, 'utf8'), { columns: true, bom: true, skip_empty_lines: true }) as Record<string, string>[];
const lb = (file: string) => csv(join(letterboxd, file));

describe('npm run import -- --letterboxd / --imdb / --archive, npm run export -- --archive', () => {
  let db: TestDb;
  let dir: string;
  const cli = async (
    run: (env: NodeJS.ProcessEnv, out: { log: (l: string) => void; error: (l: string) => void }) => Promise<number>,
    target: TestDb = db,
  ) => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: target.config.dataDir, LOG_LEVEL: 'silent', SEED: 'false' };
    if (target.config.databaseUrl) env.DATABASE_URL = target.config.databaseUrl;
    const lines: string[] = [];
    const code = await run(env, { log: (l) => lines.push(l), error: (l) => lines.push(l) });
    return { code, out: lines.join('\n') };
  };
  const items = (target: TestDb = db) => target.db.selectFrom('archive_items').selectAll().orderBy('id').execute();
  const viewingCount = async () =>
    Number(
      (
        await db.db
          .selectFrom('archive_viewings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    db = await createTestDb();
    dir = mkdtempSync(join(tmpdir(), 'archive-cli-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db.cleanup();
  });

  it('imports the Letterboxd export: items, viewings, ratings, reviews and watchlist entries as counted from the CSV files', async () => {
    const { code, out } = await cli((env, o) => importArchive('letterboxd', letterboxd, env, o));
    expect(out).toMatch(/300 created, 0 updated, 0 unchanged; 0 rows skipped\./);
    expect(code).toBe(0);
    const files = ['watched.csv', 'diary.csv', 'ratings.csv', 'reviews.csv', 'watchlist.csv'];
    const uris = new Set(files.flatMap((f) => lb(f).map((r) => r['Letterboxd URI'])));
    const viewed = new Set(
      ['diary.csv', 'reviews.csv'].flatMap((f) =>
        lb(f).map((r) => `${r['Letterboxd URI']}|${r['Watched Date'] || r.Date}|${r.Rewatch === 'Yes'}`),
      ),
    );
    const rated = new Map(
      lb('ratings.csv')
        .filter((r) => r.Rating)
        .map((r) => [r['Letterboxd URI'], Number(r.Rating)]),
    );
    for (const r of lb('diary.csv'))
      if (r.Rating && !rated.has(r['Letterboxd URI'] as string))
        rated.set(r['Letterboxd URI'] as string, Number(r.Rating));
    const reviewed = new Set(
      lb('reviews.csv')
        .filter((r) => r.Review?.trim())
        .map((r) => r['Letterboxd URI']),
    );
    const seen = new Set(files.slice(0, 4).flatMap((f) => lb(f).map((r) => r['Letterboxd URI'])));
    const wantOnly = lb('watchlist.csv').filter((r) => !seen.has(r['Letterboxd URI']));
    const rewatches = [...viewed].filter((v) => v.endsWith('|true')).length;
    expect(rewatches).toBeGreaterThan(0);

    const rows = await items();
    expect(rows).toHaveLength(uris.size);
    expect(await viewingCount()).toBe(viewed.size);
    expect(
      Number(
        (
          await db.db
            .selectFrom('archive_viewings')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('rewatch', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(rewatches);
    expect(rows.filter((r) => r.source_rating !== null)).toHaveLength(rated.size);
    expect(rows.filter((r) => r.review !== '')).toHaveLength(reviewed.size);
    expect(rows.filter((r) => r.status === 'want')).toHaveLength(wantOnly.length);
    const byUri = new Map(rows.map((r) => [r.source_key?.replace(/^letterboxd:/, ''), r]));
    for (const [uri, score] of rated) {
      const row = byUri.get(uri);
      expect(JSON.parse(row?.source_rating ?? 'null'), uri).toEqual({ source: 'letterboxd', score, scale: 5 });
      expect(row?.level).toBe(archiveLevelFromScore(score, 5));
    }
    // Awkward titles arrive intact: every file's Name is the stored title of its film.
    const names = files.flatMap((f) => lb(f).map((r) => [r['Letterboxd URI'], r.Name] as const));
    expect(names.some(([, n]) => n?.includes(','))).toBe(true);
    expect(names.some(([, n]) => n?.includes("'"))).toBe(true);
    expect(names.some(([, n]) => n?.includes('&'))).toBe(true);
    expect(names.some(([, n]) => /[^ -~]/.test(n ?? ''))).toBe(true);
    for (const [uri, name] of names) expect(byUri.get(uri)?.title).toBe(name);
    for (const r of lb('reviews.csv')) expect(byUri.get(r['Letterboxd URI'])?.review).toContain(r.Review);
  });

  it('imports the IMDb ratings: Title Type decides movie or series, the 10-point score is kept', async () => {
    const { code, out } = await cli((env, o) => importArchive('imdb', imdb, env, o));
    const rows = csv(imdb);
    expect(out).toMatch(new RegExp(`${rows.length} created, 0 updated, 0 unchanged; 0 rows skipped\\.`));
    expect(code).toBe(0);
    const stored = new Map(
      (await items()).filter((r) => r.source_key?.startsWith('imdb:')).map((r) => [r.source_key, r]),
    );
    expect(stored.size).toBe(rows.length);
    const types: Record<string, string> = {
      Movie: 'movie',
      'TV Movie': 'movie',
      'TV Series': 'series',
      'TV Mini Series': 'series',
    };
    for (const r of rows) {
      const row = stored.get(`imdb:${r.Const}`);
      expect(row?.movie_type, r.Const).toBe(types[r['Title Type'] as string]);
      expect(JSON.parse(row?.source_rating ?? 'null')).toEqual({
        source: 'imdb',
        score: Number(r['Your Rating']),
        scale: 10,
      });
      expect(row?.title).toBe(r['Original Title'] || r.Title);
    }
  });

  it('a second run of both imports changes nothing', async () => {
    const before = await items();
    const viewings = await viewingCount();
    const lbRun = await cli((env, o) => importArchive('letterboxd', letterboxd, env, o));
    expect(lbRun.out).toMatch(/0 created, 0 updated, 300 unchanged/);
    const imdbRun = await cli((env, o) => importArchive('imdb', imdb, env, o));
    expect(imdbRun.out).toMatch(/0 created, 0 updated, 150 unchanged/);
    expect(await items()).toEqual(before);
    expect(await viewingCount()).toBe(viewings);
  });

  it('export then import into an empty database gives the same archive; importing it again changes nothing', async () => {
    const file = join(dir, 'archive.json');
    expect((await cli((env, o) => exportArchiveFile(file, env, o))).code).toBe(0);
    const written = JSON.parse(readFileSync(file, 'utf8'));
    expect(written.items).toHaveLength(450);
    for (const item of written.items)
      expect(Object.keys(item)).toEqual(expect.arrayContaining(['kind', 'title', 'year']));
    const empty = await createTestDb();
    try {
      const first = await cli((env, o) => importArchive('archive', file, env, o), empty);
      expect(first.out).toMatch(/450 created, 0 updated, 0 unchanged; 0 rows skipped/);
      expect(await exportArchiveItems(empty.db)).toEqual(await exportArchiveItems(db.db));
      const again = await cli((env, o) => importArchive('archive', file, env, o), empty);
      expect(again.out).toMatch(/0 created, 0 updated, 450 unchanged/);
    } finally {
      await empty.cleanup();
    }
  });

  it('writes nothing when the database refuses an item partway (one transaction)', async () => {
    const before = (await items()).length;
    // Both pass the schema; the second then breaks the table's NOT NULL kind, so the database refuses it after
    // the first was inserted.
    const good = archiveItemInputSchema.parse({ kind: 'product', title: 'Pen', status: 'done', product: {} });
    const bad = {
      ...archiveItemInputSchema.parse({ kind: 'product', title: 'Ink', status: 'done', product: {} }),
      kind: null,
    } as never;
    await expect(
      importArchiveItems(
        db.db,
        [
          { sourceKey: 'test:1', item: good },
          { sourceKey: 'test:2', item: bad },
        ],
        { now: '2026-01-01T00:00:00Z' },
      ),
    ).rejects.toThrow();
    expect((await items()).length).toBe(before);
  });

  it('reports rows it skips and files it cannot read; exit 2 for a path that is not there', async () => {
    const broken = join(dir, 'imdb.csv');
    writeFileSync(
      broken,
      'Const,Your Rating,Title,Title Type,Year\ntt1,11,"Too high, really",Movie,2000\nx,5,No id,Movie,2000\ntt2,5,An episode,TV Episode,2000\ntt3,7,"Fine, ""quoted""",Movie,1999\n',
    );
    const run = await cli((env, o) => importArchive('imdb', broken, env, o));
    expect(run.code).toBe(1);
    expect(run.out).toContain('skipped: ratings.csv:2: rating "11" is not 1–10');
    expect(run.out).toContain('skipped: ratings.csv:3: no IMDb id (Const)');
    expect(run.out).toContain('skipped: ratings.csv:4: title type "TV Episode" is not a movie or series');
    expect(run.out).toMatch(/1 created, 0 updated, 0 unchanged; 3 rows skipped/);
    writeFileSync(broken, 'Title,Year\nx,2000\n');
    expect((await cli((env, o) => importArchive('imdb', broken, env, o))).out).toContain('no column "Const"');
    expect((await cli((env, o) => importArchive('letterboxd', join(dir, 'nothing'), env, o))).code).toBe(2);
  });

  it('maps half stars and 10-point scores to levels as decision 0023 says', () => {
    const halfStars = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5].map((s) => archiveLevelFromScore(s, 5));
    expect(halfStars).toEqual([0, 0, 0, 0, 0, 1, 2, 3, 4, 5]);
    const tens = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => archiveLevelFromScore(s, 10));
    expect(tens).toEqual([0, 0, 0, 0, 0, 1, 2, 3, 4, 5]);
  });

  it('a re-import keeps what the owner changed and takes what the source changed (decision 0023)', async () => {
    const folder = join(dir, 'lb');
    mkdirSync(folder, { recursive: true });
    const uri = 'https://boxd.it/zz1';
    writeFileSync(
      join(folder, 'watched.csv'),
      `Date,Name,Year,Letterboxd URI\n2024-01-02,"Owner, edited",2001,${uri}\n`,
    );
    writeFileSync(
      join(folder, 'ratings.csv'),
      `Date,Name,Year,Letterboxd URI,Rating\n2024-01-02,"Owner, edited",2001,${uri},4\n`,
    );
    writeFileSync(join(folder, 'watchlist.csv'), 'Date,Name,Year,Letterboxd URI\n');
    expect((await cli((env, o) => importArchive('letterboxd', folder, env, o))).out).toMatch(/1 created/);
    const row = await db.db
      .selectFrom('archive_items')
      .selectAll()
      .where('source_key', '=', `letterboxd:${uri}`)
      .executeTakeFirstOrThrow();
    expect(row.level).toBe(3);
    const [stored] = (await exportArchiveItems(db.db)).filter((i) => i.id === row.id);
    const edited = {
      ...stored,
      level: 6,
      titles: { zh: '主人改过' },
      regions: ['US'],
      movie: { ...(stored as { movie: object }).movie, type: 'anime_movie' },
    };
    await saveArchiveItem(db.db, archiveItemInputSchema.parse(edited), '2026-01-01T00:00:00.000Z');
    expect((await cli((env, o) => importArchive('letterboxd', folder, env, o))).out).toMatch(
      /0 created, 0 updated, \d+ unchanged/,
    );
    // The owner's level, titles, regions and type stay; a watchlist line never turns the film back into "want".
    writeFileSync(
      join(folder, 'watchlist.csv'),
      `Date,Name,Year,Letterboxd URI\n2024-01-03,"Owner, edited",2001,${uri}\n`,
    );
    writeFileSync(
      join(folder, 'ratings.csv'),
      `Date,Name,Year,Letterboxd URI,Rating\n2024-01-02,"Owner, edited",2001,${uri},4.5\n`,
    );
    expect((await cli((env, o) => importArchive('letterboxd', folder, env, o))).out).toMatch(/0 created, 1 updated/);
    const after = await db.db
      .selectFrom('archive_items')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after).toMatchObject({
      level: 4,
      status: 'done',
      movie_type: 'anime_movie',
      regions: '["US"]',
      titles: '{"zh":"主人改过"}',
    });
    expect(JSON.parse(after.source_rating ?? 'null')).toEqual({ source: 'letterboxd', score: 4.5, scale: 5 });
  });
});
