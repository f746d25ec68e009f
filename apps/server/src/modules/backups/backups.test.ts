import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { backupListSchema, envelopeSchema } from '@site/contracts';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDb } from '../../db/index.ts';
import { testDialect } from '../../test/db.ts';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import {
  BackupError,
  findPostgresTool,
  integrityOf,
  restoreBackupArchive,
  safeMediaPath,
  writeBackupArchive,
} from './archive.ts';

type App = Awaited<ReturnType<typeof createAccountTestApp>>;

/** A new empty PostgreSQL database on the test server (PostgreSQL runs only); answers its URL and a drop. */
async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `site_restore_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Writes a .tar.gz of `entries` (name, text or a link) to `file`, for archives this site never wrote. */
async function writeTarGz(file: string, entries: { name: string; text?: string; link?: string }[]): Promise<void> {
  const pack = tar.pack();
  for (const e of entries) {
    if (e.link !== undefined) pack.entry({ name: e.name, type: 'symlink', linkname: e.link });
    else pack.entry({ name: e.name }, e.text ?? '');
  }
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack.pipe(createGzip())) chunks.push(chunk as Buffer);
  writeFileSync(file, Buffer.concat(chunks));
}

const canDump = testDialect === 'sqlite' || findPostgresTool('pg_dump') !== null;

describe('backups (issue 23 point 6)', () => {
  let t: App;
  let work: string;
  let base: string;
  beforeAll(async () => {
    t = await createAccountTestApp();
    work = mkdtempSync(join(tmpdir(), 'site-backup-test-'));
    // A media file, so the archive carries the media folder too.
    mkdirSync(join(t.db.config.dataDir, 'media', 'covers'), { recursive: true });
    writeFileSync(join(t.db.config.dataDir, 'media', 'covers', 'a.jpg'), 'not really a picture, but bytes');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '';
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it.skipIf(!canDump)(
    'a backup taken while 8 clients write comments restores into an empty folder with every comment acknowledged before it began',
    async () => {
      const acknowledged: number[] = [];
      let writing = true;
      const client = async (n: number) => {
        let i = 0;
        while (writing) {
          const res = await fetch(`${base}/api/comments/post_comment.php`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              target: '/about/message_board',
              text: `client ${n} comment ${i++}`,
              guest_nickname: `writer${n}`,
            }).toString(),
          });
          const body = (await res.json()) as { data: { id: number } };
          expect(res.status).toBe(200);
          acknowledged.push(body.data.id);
        }
      };
      const clients = Array.from({ length: 8 }, (_, n) => client(n));
      while (acknowledged.length < 80) await new Promise((r) => setTimeout(r, 10));
      const beforeBackup = [...acknowledged];
      const file = join(work, 'during-writes.tar.gz');
      const written = await writeBackupArchive(t.db.config, file, { appVersion: 'test' });
      const duringBackup = acknowledged.length - beforeBackup.length;
      writing = false;
      await Promise.all(clients);
      expect(written).toMatchObject({ engine: testDialect, media_files: 1, format: 'site-backup' });
      // The clients really were writing while the copy was taken (else the test proves nothing about it).
      expect(duringBackup).toBeGreaterThan(0);

      const restoredDir = join(work, 'restored');
      const target = testDialect === 'postgres' ? await emptyPostgresDatabase() : null;
      try {
        const manifest = await restoreBackupArchive(file, { dataDir: restoredDir, databaseUrl: target?.url });
        expect(manifest.created_at).toBe(written.created_at);
        if (testDialect === 'sqlite') expect(integrityOf(join(restoredDir, 'site.db'))).toBe('ok');
        expect(readFileSync(join(restoredDir, 'media', 'covers', 'a.jpg'), 'utf8')).toBe(
          'not really a picture, but bytes',
        );
        // The restored site starts (migrations included) and serves every comment acknowledged before the backup.
        const config = loadConfig({
          DATA_DIR: restoredDir,
          DATABASE_URL: target?.url,
          LOG_LEVEL: 'silent',
          WEB_DIST: join(restoredDir, 'web-dist'),
          SEED: 'false',
        });
        const db = openDb(config);
        const app = await buildApp(config, db);
        try {
          const res = await app.inject({
            method: 'GET',
            url: '/api/comments/get_comments.php?target=%2Fabout%2Fmessage_board',
          });
          expect(res.statusCode).toBe(200);
          const total = (res.json() as { data: { total: number } }).data.total;
          expect(total).toBeGreaterThanOrEqual(beforeBackup.length);
          const rows = await db.db.selectFrom('comments').select('id').execute();
          const ids = new Set(rows.map((r) => r.id));
          const missing = beforeBackup.filter((id) => !ids.has(id));
          expect(missing).toEqual([]);
        } finally {
          await app.close();
          await db.db.destroy();
        }
      } finally {
        await target?.drop();
      }
    },
    60_000,
  );

  it.skipIf(!canDump)(
    'refuses to restore into a data folder that is not empty, and changes nothing there',
    async () => {
      const file = join(work, 'plain.tar.gz');
      await writeBackupArchive(t.db.config, file, { appVersion: 'test' });
      const busy = join(work, 'busy');
      mkdirSync(busy);
      writeFileSync(join(busy, 'notes.txt'), 'mine');
      await expect(restoreBackupArchive(file, { dataDir: busy })).rejects.toThrow(/not empty/);
      expect(readFileSync(join(busy, 'notes.txt'), 'utf8')).toBe('mine');
    },
  );

  it.each([
    ['an archive cut short', 'cut'],
    ['a path leaving the media folder', 'dotdot'],
    ['an absolute path', 'absolute'],
    ['a symbolic link', 'link'],
    ['no manifest first', 'nomanifest'],
    ['a manifest of another format', 'badmanifest'],
    ['a missing database', 'nodatabase'],
  ])('refuses %s and leaves the empty data folder empty', async (_, kind) => {
    const file = join(work, `hostile-${kind}.tar.gz`);
    const manifest = JSON.stringify({
      format: 'site-backup',
      version: 1,
      app_version: 'x',
      created_at: '2026-01-01T00:00:00.000Z',
      engine: 'sqlite',
      database: 'site.db',
      media_files: 1,
      media_bytes: 1,
    });
    const head = [{ name: 'manifest.json', text: manifest }];
    if (kind === 'cut') {
      await writeBackupArchive(t.db.config, file, { appVersion: 'test' });
      const whole = readFileSync(file);
      writeFileSync(file, whole.subarray(0, Math.floor(whole.length / 2)));
    } else if (kind === 'dotdot') {
      await writeTarGz(file, [...head, { name: 'media/../../escaped.txt', text: 'x' }]);
    } else if (kind === 'absolute') {
      await writeTarGz(file, [...head, { name: '/tmp/escaped.txt', text: 'x' }]);
    } else if (kind === 'link') {
      await writeTarGz(file, [...head, { name: 'media/passwd', link: '/etc/passwd' }]);
    } else if (kind === 'nomanifest') {
      await writeTarGz(file, [{ name: 'site.db', text: 'x' }, ...head]);
    } else if (kind === 'badmanifest') {
      await writeTarGz(file, [{ name: 'manifest.json', text: '{"format":"other","version":9}' }]);
    } else {
      await writeTarGz(file, [...head, { name: 'media/a.txt', text: 'x' }]);
    }
    const dataDir = join(work, `empty-${kind}`);
    await expect(restoreBackupArchive(file, { dataDir })).rejects.toBeInstanceOf(BackupError);
    expect(existsSync(join(work, 'escaped.txt'))).toBe(false);
    expect(existsSync(dataDir) ? readdirSync(dataDir) : []).toEqual([]);
  });

  it('reads only plain media paths from an archive', () => {
    expect(safeMediaPath('media/covers/a.jpg')).toBe('covers/a.jpg');
    expect(safeMediaPath('media/covers/')).toBe('covers');
    for (const bad of ['media/../x', 'media/a/../../x', 'media/', 'media//x', 'media/./x', 'media/a\\b', 'site.db']) {
      expect(safeMediaPath(bad)).toBeNull();
    }
  });

  it.skipIf(!canDump)(
    'the admin starts a backup, sees it as the last one, downloads and deletes it; others get 403',
    async () => {
      const admin = await t.adminToken();
      const user = await registerUser(t.post, 'backupreader');
      for (const tokenid of [undefined, user]) {
        for (const call of ['get_backups', 'start_backup']) {
          expect((await t.post(`admin/${call}.php`, { tokenid })).status).toBe(403);
        }
        const download = await t.post('admin/download_backup.php', { tokenid, name: 'site-1.tar.gz' });
        expect(download.status).toBe(403);
      }
      const empty = envelopeSchema(backupListSchema).parse(
        (await t.post('admin/get_backups.php', { tokenid: admin })).body,
      );
      expect(empty.data).toMatchObject({ last: null, running: false, files: [], available: true });

      const started = await t.post('admin/start_backup.php', { tokenid: admin });
      expect(started.status).toBe(200);
      const name = started.body.data.name as string;
      expect(name).toMatch(/^site-\d{8}-\d{6}\.tar\.gz$/);
      const list = envelopeSchema(backupListSchema).parse(
        (await t.post('admin/get_backups.php', { tokenid: admin })).body,
      );
      expect(list.data.last?.name).toBe(name);
      expect(list.data.files.map((f) => f.name)).toEqual([name]);
      expect(list.data.files[0]?.bytes).toBeGreaterThan(100);

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/download_backup.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ tokenid: admin, name }).toString(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/gzip');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

      expect((await t.post('admin/delete_backup.php', { tokenid: admin, name })).status).toBe(200);
      expect((await t.post('admin/delete_backup.php', { tokenid: admin, name })).body.message).toBe('backup_not_found');
    },
  );

  it.each([
    ['../site.db'],
    ['site-1.tar.gz/../../site.db'],
    ['..%2Fsite.db'],
    ['site-<script>.tar.gz'],
    ['site.db'],
    [''],
    ['x'.repeat(300)],
  ])('refuses the archive name %j with a 400 naming the field', async (name) => {
    const admin = await t.adminToken();
    for (const call of ['download_backup', 'delete_backup']) {
      const { status, body } = await t.post(`admin/${call}.php`, { tokenid: admin, name });
      expect(status).toBe(400);
      expect(body.data.field).toBe('name');
    }
    expect(existsSync(join(t.db.config.dataDir, 'site.db')) || testDialect === 'postgres').toBe(true);
  });
});
