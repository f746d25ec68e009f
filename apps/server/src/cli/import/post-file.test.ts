import { describe, expect, it } from 'vitest';
import { type PostSite, parsePostFile } from './post-file.ts';

const mtime = new Date('2001-02-03T04:05:06.000Z');
const jekyll: PostSite = { generator: 'jekyll', config: {} };
const hugo: PostSite = { generator: 'hugo', config: {} };
const hexo: PostSite = { generator: 'hexo', config: {} };

/** A post with YAML front matter `front` (lines) parsed for `site`. */
const yamlPost = (front: string, site?: PostSite, path = 'a.md') =>
  parsePostFile(path, `---\n${front}\n---\nBody.\n`, mtime, site);

describe('parsePostFile: dates in every form Jekyll, Hugo and Hexo document (issue 20 point 1)', () => {
  it("reads Jekyll's YYYY-MM-DD HH:MM:SS ±hhmm release-post dates, and its other documented forms", () => {
    // A Jekyll release post's front matter, as the Jekyll sample writes it.
    const release = parsePostFile(
      '_posts/2016-10-06-jekyll-3-3-is-here.markdown',
      '---\nlayout: news_item\ntitle: "Jekyll 3.3 is here with better theme support"\ndate: 2016-10-06 11:10:38 -0700\n' +
        'author: parkr\nversion: 3.3.0\ncategories: [release]\n---\n\nJekyll 3.3 is out.\n',
      mtime,
      jekyll,
    );
    expect(release.date).toBe('2016-10-06T18:10:38.000Z');
    expect(release.id).toBe('_posts/2016-10-06-jekyll-3-3-is-here');
    expect(yamlPost('date: 2016-10-06 11:10:38 -07:00', jekyll).date).toBe('2016-10-06T18:10:38.000Z');
    expect(yamlPost('date: 2016-10-06 11:10 +0530', jekyll).date).toBe('2016-10-06T05:40:00.000Z');
    expect(yamlPost('date: 2016-10-06 11:10:38 +0000', jekyll).date).toBe('2016-10-06T11:10:38.000Z');
    expect(yamlPost('date: 2016-10-06 11:10:38 UTC', jekyll).date).toBe('2016-10-06T11:10:38.000Z');
    expect(yamlPost('date: 2016-10-06', jekyll).date).toBe('2016-10-06T00:00:00.000Z');
    expect(yamlPost('date: "2016-10-06 11:10:38 -0700"', jekyll).date).toBe('2016-10-06T18:10:38.000Z');
  });

  it("places dates without an offset in the site's timezone (Jekyll's and Hexo's timezone, Hugo's timeZone)", () => {
    const shanghai: PostSite = { generator: 'hexo', config: { timezone: 'Asia/Shanghai' } };
    expect(yamlPost('date: 2013-12-01 12:00:00', shanghai).date).toBe('2013-12-01T04:00:00.000Z');
    expect(yamlPost('date: 2013-12-01', shanghai).date).toBe('2013-11-30T16:00:00.000Z');
    // An explicit offset wins over the site's zone.
    expect(yamlPost('date: 2013-12-01 12:00:00 +0000', shanghai).date).toBe('2013-12-01T12:00:00.000Z');
    const newYork: PostSite = { generator: 'jekyll', config: { timezone: 'America/New_York' } };
    expect(yamlPost('date: 2016-07-01 09:00:00', newYork).date).toBe('2016-07-01T13:00:00.000Z');
    expect(yamlPost('date: 2016-01-01 09:00:00', newYork).date).toBe('2016-01-01T14:00:00.000Z');
    const oslo: PostSite = { generator: 'hugo', config: { timeZone: 'Europe/Oslo' } };
    const toml = parsePostFile('p.md', '+++\ndate = 2024-01-06T09:00:00\n+++\n', mtime, oslo);
    expect(toml.date).toBe('2024-01-06T08:00:00.000Z');
    // Without a zone (or with one that is no IANA name) a wall-clock date is UTC.
    expect(yamlPost('date: 2013-12-01 12:00:00', hexo).date).toBe('2013-12-01T12:00:00.000Z');
    expect(yamlPost('date: 2013-12-01 12:00:00', { generator: 'hexo', config: { timezone: 'Mars/Base' } }).date).toBe(
      '2013-12-01T12:00:00.000Z',
    );
  });

  it("reads Hugo's TOML and YAML dates and datetimes with offsets or Z, and publishDate / pubDate without date", () => {
    const parse = (front: string) => parsePostFile('p.md', `+++\n${front}\n+++\n`, mtime, hugo).date;
    expect(parse('date = 2023-10-19T00:40:04-07:00')).toBe('2023-10-19T07:40:04.000Z');
    expect(parse('date = 2023-10-19T00:40:04Z')).toBe('2023-10-19T00:40:04.000Z');
    expect(parse('date = 2023-10-19')).toBe('2023-10-19T00:00:00.000Z');
    expect(parse("date = '2023-10-19T00:40:04.123+02:00'")).toBe('2023-10-18T22:40:04.123Z');
    expect(parse('publishDate = 2023-10-20T10:00:00Z')).toBe('2023-10-20T10:00:00.000Z');
    expect(yamlPost('pubdate: 2023-10-21T10:00:00+01:00', hugo).date).toBe('2023-10-21T09:00:00.000Z');
    expect(yamlPost('date: 2023-10-19T00:40:04-07:00', hugo).date).toBe('2023-10-19T07:40:04.000Z');
    expect(yamlPost('lastmod: 2023-11-01', hugo).updated).toBe('2023-11-01T00:00:00.000Z');
  });

  it('takes a missing date from the YYYY-MM-DD- file-name prefix (in the site zone), else the mtime', () => {
    expect(parsePostFile('_posts/2016-10-06-x.markdown', 'Text', mtime, jekyll).date).toBe('2016-10-06T00:00:00.000Z');
    const tokyo: PostSite = { generator: 'jekyll', config: { timezone: 'Asia/Tokyo' } };
    expect(parsePostFile('_posts/2016-10-06-x.md', 'Text', mtime, tokyo).date).toBe('2016-10-05T15:00:00.000Z');
    expect(parsePostFile('x.md', 'Text', mtime, jekyll).date).toBe(mtime.toISOString());
    // Hexo's and Jekyll's `published: false` is a flag, not a date.
    expect(yamlPost('published: false', hugo, '2020-01-02-p.md')).toMatchObject({
      date: '2020-01-02T00:00:00.000Z',
      draft: true,
    });
  });

  it('reads the looser forms Ruby (Jekyll) and moment (Hexo) accept, the same on every machine', () => {
    const machineZone = process.env.TZ;
    // Node applies a changed TZ at once: read the dates as a machine far from UTC would.
    process.env.TZ = 'Pacific/Auckland';
    try {
      const shanghai: PostSite = { generator: 'hexo', config: { timezone: 'Asia/Shanghai' } };
      expect(yamlPost('date: 2013/12/01 12:00:00', shanghai).date).toBe('2013-12-01T04:00:00.000Z');
      expect(yamlPost('date: Wed, 02 Oct 2002 15:00:00 +0200', jekyll).date).toBe('2002-10-02T13:00:00.000Z');
      expect(yamlPost('date: 2016-10-06 11:10:38 PDT', jekyll).date).toBe('2016-10-06T18:10:38.000Z');
      expect(yamlPost('date: October 6, 2016', jekyll).date).toBe('2016-10-06T00:00:00.000Z');
      expect(yamlPost('date: 2016-10', jekyll).date).toBe('2016-10-01T00:00:00.000Z');
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
  });

  it('fails an unreadable date naming the field and its value', () => {
    expect(() => yamlPost('date: someday', jekyll)).toThrow('unreadable date: someday');
    expect(() => yamlPost('date: 2016-13-45 10:00:00 -0700', jekyll)).toThrow(
      'unreadable date: 2016-13-45 10:00:00 -0700',
    );
    expect(() => yamlPost('publishDate: soon', hugo)).toThrow('unreadable publishDate: soon');
    expect(() => parsePostFile('p.md', '+++\ndate = 10:00:00\n+++\n', mtime, hugo)).toThrow('unreadable date');
  });
});

describe('parsePostFile: categories as each generator means them (issue 20 point 5)', () => {
  it("reads Jekyll's categories list and space-separated text as several one-level categories, with folder ones", () => {
    expect(yamlPost('categories: [team, community]', jekyll).categories).toEqual([['team'], ['community']]);
    expect(yamlPost('categories: "team community"', jekyll).categories).toEqual([['team'], ['community']]);
    expect(yamlPost('category: release notes', jekyll).categories).toEqual([['release notes']]);
    const foldered = parsePostFile(
      'team/_posts/2016-10-06-x.md',
      '---\ncategories: [community, team]\ntags: "a b"\n---\n',
      mtime,
      jekyll,
      { sourceKey: 'team/_posts/2016-10-06-x.md' },
    );
    expect(foldered.categories).toEqual([['team'], ['community']]);
    expect(foldered.tags).toEqual(['a', 'b']);
  });

  it("reads Hexo's flat list as one hierarchy and a list of lists as several; Hugo's taxonomy as flat", () => {
    expect(yamlPost('categories: [Study, Front End]', hexo).categories).toEqual([['Study', 'Front End']]);
    expect(yamlPost('categories:\n  - [Diary, PlayStation]\n  - [Diary, Games]\n  - Life', hexo).categories).toEqual([
      ['Diary', 'PlayStation'],
      ['Diary', 'Games'],
      ['Life'],
    ]);
    expect(yamlPost('categories: Diary', hexo).categories).toEqual([['Diary']]);
    // An unknown generator keeps Hexo's reading.
    expect(yamlPost('categories: [Study, Front End]').categories).toEqual([['Study', 'Front End']]);
    expect(parsePostFile('p.md', '+++\ncategories = ["Go", "Web"]\n+++\n', mtime, hugo).categories).toEqual([
      ['Go'],
      ['Web'],
    ]);
    expect(yamlPost('title: none', hugo).categories).toEqual([]);
  });
});

describe("parsePostFile: the post's slug, own address, front matter, section, source key and language", () => {
  it('sends a per-post permalink (Jekyll, Hexo) or Hugo url to url, keeping aliases and redirect_from as aliases', () => {
    const post = yamlPost('permalink: /writing/jekyll/\nredirect_from: [/j/1/]\nslug: my-slug', jekyll);
    expect(post).toMatchObject({ url: '/writing/jekyll/', aliases: ['/j/1/'], slug: 'my-slug' });
    expect(yamlPost('url: /docs/about/\naliases: [/old/]', hugo)).toMatchObject({
      url: '/docs/about/',
      aliases: ['/old/'],
    });
    expect(yamlPost('permalink: /not-hugo/', hugo).url).toBeNull();
    expect(yamlPost('url: https://example.com/elsewhere').url).toBeNull();
  });

  it("applies cascaded values under the post's own, and gives Hugo's section and the source key", () => {
    const post = parsePostFile(
      'guide/intro.fr.md',
      '---\ntitle: Intro\nweight: 2\n---\nTexte.\n',
      mtime,
      { generator: 'hugo', config: { languages: { en: {}, fr: {} } } },
      { sourceKey: 'docs/guide/intro.fr.md', cascade: { weight: 9, type: 'docs', categories: ['Guide'] } },
    );
    expect(post.front).toMatchObject({ title: 'Intro', weight: 2, type: 'docs' });
    expect(post).toMatchObject({
      section: 'docs',
      sourceKey: 'docs/guide/intro.fr.md',
      lang: 'fr',
      categories: [['Guide']],
    });
    expect(parsePostFile('a.md', 'x', mtime, hugo, { sourceKey: 'a.md' }).section).toBeNull();
    expect(parsePostFile('v4-ood.zh-CN.md', 'x', mtime).lang).toBe('zh-CN');
    expect(yamlPost('lang: zh-cn', jekyll).lang).toBe('zh-CN');
    expect(
      parsePostFile('notes.old.md', 'x', mtime, { generator: 'hugo', config: { languages: { en: {} } } }).lang,
    ).toBeNull();
    expect(parsePostFile('a.md', 'x', mtime).sourceKey).toBe('a.md');
  });

  it('strips every Markdown extension from the id', () => {
    for (const ext of ['md', 'markdown', 'mdown', 'mkd', 'mkdn', 'mdwn', 'mdtxt', 'mdtext'])
      expect(parsePostFile(`posts/x.${ext}`, 'x', mtime).id, ext).toBe('posts/x');
    expect(parsePostFile('posts/trip/index.markdown', 'x', mtime).id).toBe('posts/trip');
  });
});
