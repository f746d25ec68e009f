import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSongBodySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.ts';
import { importArchive } from '../../../cli/import/archive-command.ts';
import { importFolder } from '../../../cli/import/import-folder.ts';
import { importWikiVault } from '../../../cli/import/wiki-import.ts';
import { type Config, loadConfig } from '../../../config.ts';
import { openDb } from '../../../db/index.ts';
import { migrateToLatest } from '../../../db/migrate.ts';
import type { TestDb } from '../../../test/db.ts';
import { saveSong } from '../../music/service.ts';

/** The project's real input (DESIGN.md "Tests"): read in place, never copied. */
export const fixtures = join(import.meta.dirname, '../../../../../../../shared/fixtures');

/** When the corpus's pages and songs were written (ms since 1970). */
export const corpusTime = Date.parse('2026-01-01T00:00:00Z');

/** The three real songs of `lyrics/amll-db`, each stored from one of its formats (song id = NCM id). */
export const fixtureSongs = [
  {
    ncm_id: '1361348080',
    title: 'ME!',
    title_t: '',
    artists: 'Taylor Swift, Brendon Urie',
    album: 'Lover',
    field: 'lrc_ttml',
    file: '1361348080.ttml',
  },
  {
    ncm_id: '2122308128',
    title: 'WHITE NIGHT',
    title_t: JSON.stringify({ zh: '不眠之夜' }),
    artists: 'Jake Miller, HOYO-MiX',
    album: '崩坏星穹铁道-不眠之夜 WHITE NIGHT',
    field: 'lrc_word',
    file: '2122308128.yrc',
  },
  {
    ncm_id: '459717345',
    title: 'ダンスホール',
    title_t: '',
    artists: '',
    album: '',
    field: 'lrc_row',
    file: '459717345.lrc',
  },
] as const;

/**
 * Fills `db` with the fixtures through the project's own import code: the blog posts (`blog/`, `blog-more/`) with
 * the blog import, the wiki vault `wiki/foam-docs` with the wiki import, the archive's Letterboxd export with the
 * archive import, and the lyric files as songs through the music service. The search index is kept in step by
 * those writes themselves (issue 22), so nothing here touches it.
 */
export async function loadFixtureCorpus(db: TestDb): Promise<void> {
  await importFolder(db, join(fixtures, 'blog'));
  await importFolder(db, join(fixtures, 'blog-more'));
  // A fixed time: the pages' dates (and so the ranking's recency) are then the same in every database built.
  await importWikiVault(db, join(fixtures, 'wiki/foam-docs'), { now: corpusTime });
  const env: NodeJS.ProcessEnv = { DATA_DIR: db.config.dataDir, LOG_LEVEL: 'silent', SEED: 'false' };
  if (db.config.databaseUrl) env.DATABASE_URL = db.config.databaseUrl;
  const quiet = { log: () => {}, error: (line: string) => console.warn(line) };
  const code = await importArchive('letterboxd', join(fixtures, 'archive/letterboxd-export'), env, quiet);
  if (code !== 0) throw new Error(`archive import failed (${code})`);
  for (const song of fixtureSongs) {
    const body = newSongBodySchema.parse({
      title: song.title,
      title_t: song.title_t,
      _artists_name: song.artists,
      _album_name: song.album,
      ncm_id: song.ncm_id,
      [song.field]: readFileSync(join(fixtures, 'lyrics/amll-db', song.file), 'utf8'),
    });
    await saveSong(db.db, body, new Set(Object.keys(body)), { now: corpusTime, mediaDir: '' });
  }
}

/**
 * A built app on a fresh SQLite database whatever `TEST_DB` says: the relevance test builds the same corpus on
 * SQLite beside PostgreSQL to compare their answers (issue 22: identical lists).
 */
export async function createSqliteTestApp(
  configure: (config: Config) => Config,
): Promise<{ app: FastifyInstance; db: TestDb; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  const config = configure(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'web-dist'), SEED: 'false' }),
  );
  const handle = openDb(config);
  await migrateToLatest(handle);
  const db: TestDb = {
    ...handle,
    config,
    cleanup: async () => {
      await handle.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const app = await buildApp(config, db);
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.cleanup();
    },
  };
}
