import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { type BackupManifest, backupManifestSchema } from '@site/contracts';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import tar from 'tar-stream';

/**
 * The backup archive (issue 23 point 6): a gzip-compressed tar holding `manifest.json` first, then the database
 * (`site.db`, a SQLite copy made with `VACUUM INTO`; or `database.pgdump`, `pg_dump`'s custom format), then every
 * file of `<DATA_DIR>/media` under `media/`. Written to `<file>.partial-<pid>` and renamed, so a half-written
 * archive never has the final name. Nothing here knows about HTTP.
 */

/** A failure the user can act on (bad archive, data folder not empty, `pg_dump` missing); the CLI prints it. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where the database lives: PostgreSQL when `databaseUrl` is set, else `<dataDir>/site.db`. */
export type BackupSource = { dataDir: string; databaseUrl?: string | undefined };

/** The manifest of a written archive and the archive's size in bytes. */
export type WrittenBackup = BackupManifest & { bytes: number };

/** The archive's entry names. */
const manifestEntry = 'manifest.json';
const sqliteEntry = 'site.db';
const pgDumpEntry = 'database.pgdump';
const mediaPrefix = 'media/';

/**
 * The first `name` found on the PATH, else in Debian's `/usr/lib/postgresql/<version>/bin` (newest version
 * first), else null. Debian puts only a wrapper on the PATH when `postgresql-client-common` is installed.
 */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore', path = process.env.PATH ?? ''): string | null {
  for (const folder of path.split(delimiter)) {
    if (folder && existsSync(join(folder, name))) return join(folder, name);
  }
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const tool = join(base, version, 'bin', name);
    if (existsSync(tool)) return tool;
  }
  return null;
}

/** Whether this machine can back up `source`: always for SQLite, with `pg_dump` for PostgreSQL. */
export function canBackUp(source: BackupSource): boolean {
  return !source.databaseUrl || findPostgresTool('pg_dump') !== null;
}

/** Runs `command args`; resolves on exit code 0, else throws a BackupError carrying the tool's stderr. */
async function run(command: string, args: readonly string[]): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (stderr.length < 8000) stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${basename(command)} failed (exit ${code}): ${stderr.trim()}`);
}

/**
 * Copies the live SQLite database `from` into `to` with `VACUUM INTO`: one read transaction, so the copy holds
 * exactly the transactions committed when it started (every acknowledged write, since the site runs with
 * `synchronous = FULL`), while the site goes on writing (WAL). Checks the copy with `PRAGMA integrity_check`.
 */
function copySqlite(from: string, to: string): void {
  if (!existsSync(from)) throw new BackupError(`no database at ${from}`);
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(to);
  } finally {
    source.close();
  }
  const check = integrityOf(to);
  if (check !== 'ok') throw new BackupError(`the copy of the database fails its integrity check: ${check}`);
}

/** `PRAGMA integrity_check` of the SQLite file `file`: 'ok' or the first problems it lists. */
export function integrityOf(file: string): string {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = copy.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    copy.close();
  }
}

type MediaFile = { rel: string; abs: string; size: number; mtime: Date };

/** Every regular file under `root` (symbolic links and other kinds are skipped), paths relative with `/`. */
async function listFiles(root: string): Promise<MediaFile[]> {
  const found: MediaFile[] = [];
  const walk = async (folder: string, rel: string): Promise<void> => {
    let names: string[];
    try {
      names = (await readdir(folder)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) {
      const abs = join(folder, name);
      const info = await lstat(abs).catch(() => null);
      if (!info) continue; // deleted while we walked
      const path = rel ? `${rel}/${name}` : name;
      if (info.isDirectory()) await walk(abs, path);
      else if (info.isFile()) found.push({ rel: path, abs, size: info.size, mtime: info.mtime });
    }
  };
  await walk(root, '');
  return found;
}

/** Adds `bytes` to the archive as `name`. */
function addBuffer(pack: tar.Pack, name: string, bytes: Buffer, mtime = new Date()): Promise<void> {
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.length, mode: 0o644, mtime }, bytes, (error) => (error ? reject(error) : resolve()));
  });
}

/**
 * Adds the file `abs` as `name`, reading exactly `size` bytes (its size when listed). A file cut shorter while
 * the backup runs makes tar-stream fail the entry, and the backup with it: better than an archive that lies.
 */
async function addFile(pack: tar.Pack, name: string, abs: string, size: number, mtime: Date): Promise<void> {
  if (size === 0) return addBuffer(pack, name, Buffer.alloc(0), mtime);
  const handle = await open(abs, 'r');
  try {
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o644, mtime }, (error) => (error ? reject(error) : resolve()));
      const read = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
      read.on('error', reject);
      read.pipe(entry);
    });
  } finally {
    await handle.close();
  }
}

/**
 * Writes a backup of `source` (its database and `<dataDir>/media`) to the archive `file` (issue 23 point 6).
 * The database copy is taken first, so the archive holds every write acknowledged before the call; media files
 * are read after it. `now` gives the manifest's `created_at`.
 *
 * @throws BackupError when the database cannot be copied (`pg_dump` missing or failing, an integrity failure).
 */
export async function writeBackupArchive(
  source: BackupSource,
  file: string,
  options: { appVersion: string; now?: () => Date },
): Promise<WrittenBackup> {
  const now = options.now ?? (() => new Date());
  const staging = await mkdtemp(join(tmpdir(), 'site-backup-'));
  const partial = `${file}.partial-${process.pid}`;
  try {
    const createdAt = now().toISOString();
    const engine = source.databaseUrl ? 'postgres' : 'sqlite';
    const database = engine === 'sqlite' ? sqliteEntry : pgDumpEntry;
    const copy = join(staging, database);
    if (source.databaseUrl) {
      const pgDump = findPostgresTool('pg_dump');
      if (!pgDump) throw new BackupError('pg_dump is not installed: install the PostgreSQL client tools');
      await run(pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${copy}`, source.databaseUrl]);
    } else {
      copySqlite(join(source.dataDir, 'site.db'), copy);
    }
    const media = await listFiles(join(source.dataDir, 'media'));
    const manifest: BackupManifest = {
      format: 'site-backup',
      version: 1,
      app_version: options.appVersion,
      created_at: createdAt,
      engine,
      database,
      media_files: media.length,
      media_bytes: media.reduce((sum, m) => sum + m.size, 0),
    };
    await mkdir(dirname(file), { recursive: true });
    const pack = tar.pack();
    const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial, { flags: 'wx' }));
    // The pipeline's failure (a full disk) surfaces through `written`; until then the entries are fed in order.
    const feed = (async () => {
      await addBuffer(pack, manifestEntry, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
      const info = await stat(copy);
      await addFile(pack, database, copy, info.size, info.mtime);
      for (const m of media) await addFile(pack, `${mediaPrefix}${m.rel}`, m.abs, m.size, m.mtime);
      pack.finalize();
    })();
    await Promise.all([
      written,
      feed.catch((error: unknown) => {
        pack.destroy(error as Error);
        throw error;
      }),
    ]);
    const out = await open(partial, 'r+');
    await out.sync();
    await out.close();
    await rename(partial, file);
    return { ...manifest, bytes: (await stat(file)).size };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * The path inside the data folder that an archive entry `name` under `media/` names, or null when the name
 * could escape it or is not plain (`..`, empty or dot segments, backslashes, NUL, absolute paths, over 1,000
 * characters).
 */
export function safeMediaPath(name: string): string | null {
  if (!name.startsWith(mediaPrefix) || name.length > 1000) return null;
  const rel = name.slice(mediaPrefix.length).replace(/\/$/, '');
  if (rel === '') return null;
  const segments = rel.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || /[\\\0]/.test(s))) return null;
  return segments.join('/');
}

/** Whether the folder `dir` is missing or has no entries. */
async function isEmptyFolder(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Whether the PostgreSQL database at `url` has no tables of its own (the public schema is empty). */
async function isEmptyDatabase(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0) === 0;
  } finally {
    await client.end();
  }
}

/** Writes the tar entry `stream` to `to`. */
async function saveEntry(stream: Readable, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await pipeline(stream, createWriteStream(to, { flags: 'wx' }));
}

/**
 * Restores the archive `file` into `target` (issue 23 point 6): its media into `<dataDir>/media` and its
 * database into `<dataDir>/site.db` (a SQLite archive) or into the empty PostgreSQL database `databaseUrl`
 * (a PostgreSQL archive, through `pg_restore` in one transaction). Entries are unpacked into a staging folder
 * inside the data folder and moved into place only when the whole archive has been read and checked, so a bad
 * or cut archive leaves the data folder as it was.
 *
 * @returns the archive's manifest.
 * @throws BackupError when the data folder (or the PostgreSQL database) is not empty, the archive is not one of
 *   ours (no manifest first, an unknown entry, a path leaving the media folder, a link), is cut short, its
 *   engine does not match the target, or the restored SQLite database fails `PRAGMA integrity_check`.
 */
export async function restoreBackupArchive(file: string, target: BackupSource): Promise<BackupManifest> {
  if (!existsSync(file)) throw new BackupError(`no archive at ${file}`);
  if (!(await isEmptyFolder(target.dataDir))) {
    throw new BackupError(`the data folder ${target.dataDir} is not empty: restore only into an empty one`);
  }
  if (target.databaseUrl && !(await isEmptyDatabase(target.databaseUrl))) {
    throw new BackupError('the PostgreSQL database of DATABASE_URL is not empty: restore only into an empty one');
  }
  const pgRestore = target.databaseUrl ? findPostgresTool('pg_restore') : null;
  if (target.databaseUrl && !pgRestore) {
    throw new BackupError('pg_restore is not installed: install the PostgreSQL client tools');
  }
  await mkdir(target.dataDir, { recursive: true });
  const staging = join(target.dataDir, `.restore-${process.pid}`);
  await mkdir(staging);
  try {
    const manifest = await unpack(file, staging);
    if ((manifest.engine === 'postgres') !== Boolean(target.databaseUrl)) {
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'this archive holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database'
          : 'this archive holds a SQLite database: unset DATABASE_URL to restore it',
      );
    }
    const database = join(staging, manifest.database);
    if (manifest.engine === 'sqlite') {
      const check = integrityOf(database);
      if (check !== 'ok') throw new BackupError(`the archive's database fails its integrity check: ${check}`);
      await rename(database, join(target.dataDir, 'site.db'));
    } else if (pgRestore && target.databaseUrl) {
      await run(pgRestore, [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${target.databaseUrl}`,
        database,
      ]);
    }
    if (existsSync(join(staging, 'media'))) await rename(join(staging, 'media'), join(target.dataDir, 'media'));
    return manifest;
  } catch (error) {
    // The data folder was empty: leave it so (only the SQLite file or media moved in by this call can be there).
    for (const name of await readdir(target.dataDir)) {
      await rm(join(target.dataDir, name), { recursive: true, force: true });
    }
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Unpacks the archive `file` into `into` after checking every entry; answers its manifest. */
async function unpack(file: string, into: string): Promise<BackupManifest> {
  const extract = tar.extract();
  let manifest: BackupManifest | null = null;
  let databaseSeen = false;
  let mediaFiles = 0;
  extract.on('entry', (header, stream, next) => {
    const fail = (message: string) => {
      stream.resume();
      extract.destroy(new BackupError(message));
    };
    void (async () => {
      const { name, type } = header;
      if (!manifest) {
        if (name !== manifestEntry || type !== 'file') return fail('not a site backup: manifest.json is not first');
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        let parsed: unknown;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          return fail('not a site backup: manifest.json is not JSON');
        }
        const checked = backupManifestSchema.safeParse(parsed);
        if (!checked.success) return fail('not a site backup of a version this site reads: bad manifest.json');
        manifest = checked.data;
        return next();
      }
      if (name === manifest.database && type === 'file' && !databaseSeen) {
        databaseSeen = true;
        await saveEntry(stream, join(into, name));
        return next();
      }
      const rel = safeMediaPath(name);
      if (rel === null) return fail(`the archive holds an entry this site does not restore: ${JSON.stringify(name)}`);
      if (type === 'directory') {
        await mkdir(join(into, 'media', rel), { recursive: true });
        stream.resume();
        return next();
      }
      if (type !== 'file') return fail(`the archive holds a ${type} entry, which is not restored: ${name}`);
      mediaFiles += 1;
      await saveEntry(stream, join(into, 'media', rel));
      return next();
    })().catch((error: unknown) => extract.destroy(error as Error));
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), extract);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`the archive cannot be read (cut short or not a .tar.gz): ${(error as Error).message}`);
  }
  if (!manifest) throw new BackupError('not a site backup: the archive is empty');
  const found: BackupManifest = manifest;
  if (!databaseSeen) throw new BackupError(`the archive has no ${found.database}: it is incomplete`);
  if (mediaFiles !== found.media_files) {
    throw new BackupError(`the archive holds ${mediaFiles} media files of ${found.media_files}: it is incomplete`);
  }
  return found;
}
