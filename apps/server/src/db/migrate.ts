import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './index.ts';
import { migration0001 } from './migrations/0001-blog.ts';
import { migration0002 } from './migrations/0002-accounts.ts';
import { migration0003 } from './migrations/0003-music.ts';
import { migration0004 } from './migrations/0004-article-tags.ts';
import { migration0005 } from './migrations/0005-article-import-fields.ts';
import { migration0006 } from './migrations/0006-name-keys.ts';
import { migration0007 } from './migrations/0007-wiki.ts';
import { migration0008 } from './migrations/0008-archive.ts';
import { migration0009 } from './migrations/0009-links.ts';
import { migration0010 } from './migrations/0010-article-categories.ts';
import { migration0011 } from './migrations/0011-article-language.ts';
import { migration0012 } from './migrations/0012-search.ts';
import { migration0013 } from './migrations/0013-search-order.ts';
import { migration0014 } from './migrations/0014-mail.ts';
import { migration0015 } from './migrations/0015-media.ts';
import { migration0016 } from './migrations/0016-article-status.ts';
import { migration0017 } from './migrations/0017-lab-uploads.ts';
import { migration0018 } from './migrations/0018-lab-fes.ts';
import { migration0019 } from './migrations/0019-lab-rhythm.ts';
import { migration0020 } from './migrations/0020-article-list-order.ts';

/** Every migration in order. Names sort by their numeric prefix. Never edit one that has shipped. */
const migrations = (dialect: Db['dialect']): Record<string, Migration> => ({
  '0001-blog': migration0001(dialect),
  '0002-accounts': migration0002(dialect),
  '0003-music': migration0003(dialect),
  '0004-article-tags': migration0004(),
  '0005-article-import-fields': migration0005(),
  '0006-name-keys': migration0006(),
  '0007-wiki': migration0007(dialect),
  '0008-archive': migration0008(dialect),
  '0009-links': migration0009(dialect),
  '0010-article-categories': migration0010(),
  '0011-article-language': migration0011(),
  '0012-search': migration0012(dialect),
  '0013-search-order': migration0013(dialect),
  '0014-mail': migration0014(dialect),
  '0015-media': migration0015(),
  '0016-article-status': migration0016(dialect),
  '0017-lab-uploads': migration0017(),
  '0018-lab-fes': migration0018(dialect),
  '0019-lab-rhythm': migration0019(),
  '0020-article-list-order': migration0020(),
});

/** Brings the database to the newest schema. Throws the first migration error. */
export async function migrateToLatest({ db, dialect }: Db): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw error instanceof Error ? error : new Error(`migration ${failed?.migrationName ?? ''} failed`);
  }
}
