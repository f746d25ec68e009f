import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportOpmlFile, importOpmlFile } from '../../cli/import/opml-command.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { readOpml } from './opml.ts';
import { linkDirectory } from './store.ts';
import { saveClass, saveEntry } from './write-service.ts';

type Out = { code: number; out: string[] };

/** `npm run export -- --opml` and `npm run import -- --opml`: a round trip into an empty database, and refusals. */
describe('links OPML', () => {
  let source: TestDb;
  let empty: TestDb;
  const folder = mkdtempSync(join(tmpdir(), 'links-opml-'));
  const now = '2026-03-01T12:00:00.000Z';

  const cli = async (
    target: TestDb,
    run: (env: NodeJS.ProcessEnv, out: { log: (l: string) => void; error: (l: string) => void }) => Promise<number>,
  ): Promise<Out> => {
    const env: NodeJS.ProcessEnv = { DATA_DIR: target.config.dataDir, LOG_LEVEL: 'silent', SEED: 'false' };
    if (target.config.databaseUrl) env.DATABASE_URL = target.config.databaseUrl;
    const out: string[] = [];
    const code = await run(env, { log: (l) => out.push(l), error: (l) => out.push(l) });
    return { code, out };
  };
  /** The entries of a directory without ids and times, by class name. */
  const shape = async (db: TestDb) => {
    const directory = await linkDirectory(db.db, Date.parse(now));
    const strip = (e: (typeof directory.unclassified)[number]) => ({
      name: e.name,
      link: e.link,
      kind: e.kind,
      feed_url: e.feed_url,
      description: e.description,
      colour: e.colour,
      avatar_source: e.avatar_source,
    });
    return {
      classes: directory.classes.map((c) => ({ name: c.name, entries: c.entries.map(strip) })),
      unclassified: directory.unclassified.map(strip),
    };
  };

  beforeAll(async () => {
    source = await createTestDb();
    empty = await createTestDb();
    const blogs = await saveClass(source.db, { name: 'Blogs & "friends" <3' }, now);
    const tools = await saveClass(source.db, { name: 'Tools' }, now);
    const entry = (over: Record<string, unknown>) =>
      saveEntry(
        source.db,
        {
          name: 'x',
          avatar: '',
          colour: '',
          description: '',
          link: 'https://x.example/',
          kind: 'link',
          class_id: null,
          feed_url: '',
          ...over,
        },
        now,
        Date.parse(now),
      );
    await entry({
      name: 'Ana ✨',
      link: 'https://ana.example/',
      kind: 'friend',
      class_id: blogs.id,
      feed_url: 'https://ana.example/rss.xml',
      colour: '#e91e63',
      avatar: 'https://ana.example/a.png',
      description: 'CSS & <em>art</em>',
    });
    await entry({
      name: 'Bo',
      link: 'https://bo.example/blog/',
      kind: 'following',
      class_id: blogs.id,
      feed_url: 'https://bo.example/atom.xml',
    });
    await entry({ name: 'MDN', link: 'https://developer.mozilla.org/', kind: 'link', class_id: tools.id });
    await entry({
      name: 'Cy',
      link: 'https://cy.example/',
      kind: 'following',
      feed_url: 'https://cy.example/feed.json',
      colour: 'hsl(200, 50%, 40%)',
    });
  });
  afterAll(async () => {
    await source.cleanup();
    await empty.cleanup();
    rmSync(folder, { recursive: true, force: true });
  });

  it('exports, imports into an empty database and gives the same entries, classes and order', async () => {
    const file = join(folder, 'links.opml');
    expect((await cli(source, (env, o) => exportOpmlFile(file, env, o))).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('<opml version="2.0">');
    const imported = await cli(empty, (env, o) => importOpmlFile(file, env, o));
    expect(imported).toEqual({ code: 0, out: [`Imported 4 links from ${file}: 4 created, 0 updated, 2 new classes.`] });
    expect(await shape(empty)).toEqual(await shape(source));
    // Importing it again updates in place: nothing doubles.
    const again = await cli(empty, (env, o) => importOpmlFile(file, env, o));
    expect(again.out[0]).toContain('0 created, 4 updated, 0 new classes');
    expect(await shape(empty)).toEqual(await shape(source));
  });

  it('refuses a malformed OPML with a clear error and changes nothing', async () => {
    const before = await shape(empty);
    const cases: [string, RegExp][] = [
      [
        '<opml version="2.0"><body><outline text="a" htmlUrl="https://a.example/"></body></opml>',
        /not well-formed XML \(line 1\)/,
      ],
      ['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><opml><body/></opml>', /document type declarations/],
      ['<html><body>hi</body></html>', /not an OPML document/],
      ['<opml><body>', /not well-formed XML \(line 1\): tags never closed: <opml>, <body>/],
      [
        '<opml version="2.0"><body><outline text="ok" htmlUrl="https://ok.example/"/><outline text="bad" htmlUrl="javascript:alert(1)"/></body></opml>',
        /outline\[2\] \("bad"\): link must be an http\(s\) address/,
      ],
      [
        '<opml version="2.0"><body><outline text="c" htmlUrl="https://c.example/" colour="red;x:url(a)"/></body></opml>',
        /colour must be a CSS colour/,
      ],
    ];
    for (const [text, reason] of cases) {
      const file = join(folder, 'bad.opml');
      writeFileSync(file, text);
      const run = await cli(empty, (env, o) => importOpmlFile(file, env, o));
      expect(run.code, text).toBe(1);
      expect(run.out.join('\n'), text).toMatch(reason);
      expect(run.out.join('\n')).toContain('Nothing was changed.');
    }
    expect(await shape(empty)).toEqual(before);
  });

  it("reads a feed reader's export: outlines with only a feed are followed sites rooted at the feed's site", () => {
    const entries = readOpml(`<?xml version="1.0"?>
<opml version="1.0"><head><title>Reader</title></head><body>
  <outline text="Tech" title="Tech">
    <outline type="rss" text="Dee &amp; co" xmlUrl="https://dee.example/feed/"/>
  </outline>
  <outline text="Eve" type="rss" xmlUrl="https://eve.example/index.xml" htmlUrl="https://eve.example/"/>
</body></opml>`);
    expect(entries.map((e) => [e.className, e.entry.name, e.entry.link, e.entry.kind, e.entry.feed_url])).toEqual([
      ['Tech', 'Dee & co', 'https://dee.example/', 'following', 'https://dee.example/feed/'],
      [null, 'Eve', 'https://eve.example/', 'following', 'https://eve.example/index.xml'],
    ]);
  });
});
