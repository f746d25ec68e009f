import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countPostSources, readPostSources, type SourceEntry } from './post-source.ts';
import { detectSite } from './site-layout.ts';

const made: string[] = [];
/** A site tree in a temporary folder: `files` maps `/`-separated paths to their text. */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'post-source-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, ...path.split('/'));
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}
afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

/** Every entry of the folder as `path → kind (reason)`, and the posts by path. */
function read(folder: string) {
  const entries = [...readPostSources(folder, detectSite(folder))];
  expect(countPostSources(folder)).toBe(entries.length);
  const kinds = Object.fromEntries(
    entries.map((entry: SourceEntry) =>
      entry.kind === 'post' ? [entry.post.file, 'post'] : [entry.path, `${entry.kind}: ${entry.reason}`],
    ),
  );
  const posts = new Map(entries.flatMap((entry) => (entry.kind === 'post' ? [[entry.post.file, entry.post]] : [])));
  return { kinds, posts };
}

const page = (front: string, body = 'Text of its own.\n') => `---\n${front}\n---\n${body}`;

describe('readPostSources: every file a Jekyll site has (issue 20 points 1 and 2)', () => {
  const root = site({
    '_config.yml':
      'title: Jekyll\nrepository: jekyll/jekyll\ncollections:\n  docs:\n    output: true\nexclude: [drafts-old]\n',
    Gemfile: "gem 'jekyll'\n",
    '_posts/2016-10-06-jekyll-3-3-is-here.markdown': page(
      'title: "Jekyll 3.3 is here"\ndate: 2016-10-06 11:10:38 -0700\ncategories: [release]',
    ),
    '_posts/2017-01-01-mdown.mdown': page('title: Mdown'),
    '_posts/2017-01-02-mkd.mkd': page('title: Mkd'),
    '_posts/2017-01-03-mkdn.mkdn': page('title: Mkdn'),
    '_posts/2017-01-04-plain.md': page('title: Plain'),
    '_posts/undated-notes.md': page('title: Undated'),
    'team/_posts/2018-05-05-meetup.md': page('title: Meetup\ncategories: "community events"'),
    '_drafts/idea.md': page('title: Idea'),
    '_docs/installation.md': page('title: Installation'),
    '_includes/note.md': 'A note included in layouts.\n',
    '_layouts/README.md': 'About layouts.\n',
    'vendor/bundle/ruby/gems/kramdown/README.md': '# kramdown\n',
    'drafts-old/x.md': page('title: Excluded'),
    'index.md': page('layout: home'),
    'news/index.md': page(
      'layout: page\ntitle: News',
      '{% for post in site.posts %}\n- {{ post.title }}\n{% endfor %}\n',
    ),
    'about.md': page('layout: page\ntitle: About'),
    'components/demo.mdx': '---\ntitle: Demo\n---\n<Demo />\n',
    'assets/logo.png': 'png',
  });

  it('reads .markdown, .mdown, .mkd, .mkdn and .md, and says why every other Markdown file is no post', () => {
    const { kinds, posts } = read(root);
    expect(kinds).toEqual({
      '_docs/installation.md': 'post',
      '_drafts/idea.md': 'post',
      '_includes/note.md': 'skipped: in _includes/: Jekyll publishes no pages from folders starting with _',
      '_layouts/README.md': 'skipped: in _layouts/: Jekyll publishes no pages from folders starting with _',
      '_posts/2016-10-06-jekyll-3-3-is-here.markdown': 'post',
      '_posts/2017-01-01-mdown.mdown': 'post',
      '_posts/2017-01-02-mkd.mkd': 'post',
      '_posts/2017-01-03-mkdn.mkdn': 'post',
      '_posts/2017-01-04-plain.md': 'post',
      '_posts/undated-notes.md':
        'skipped: a post without a YYYY-MM-DD- date in its file name, which Jekyll does not publish',
      'about.md': 'post',
      'components/demo.mdx': 'skipped: MDX (Markdown with JSX components the site does not have), not imported',
      'drafts-old/x.md': "skipped: excluded by Jekyll's configuration (exclude), not a page",
      'index.md': 'skipped: a listing page (layout: home), not a post',
      'news/index.md': 'skipped: a listing page (it lists the posts with Liquid), not a post',
      'team/_posts/2018-05-05-meetup.md': 'post',
      'vendor/bundle/ruby/gems/kramdown/README.md': "skipped: excluded by Jekyll's configuration (exclude), not a page",
    });
    expect(posts.get('_posts/2016-10-06-jekyll-3-3-is-here.markdown')).toMatchObject({
      date: '2016-10-06T18:10:38.000Z',
      categories: [['release']],
      sourceKey: '_posts/2016-10-06-jekyll-3-3-is-here.markdown',
      section: null,
    });
    expect(posts.get('team/_posts/2018-05-05-meetup.md')?.categories).toEqual([['team'], ['community'], ['events']]);
    expect(posts.get('_drafts/idea.md')?.draft).toBe(true);
  });

  it('gives posts the source key of the site root when only _posts is imported', () => {
    const { posts } = read(join(root, '_posts'));
    expect(posts.get('2017-01-04-plain.md')).toMatchObject({
      id: '2017-01-04-plain',
      sourceKey: '_posts/2017-01-04-plain.md',
    });
  });
});

describe('readPostSources: a Hugo docs site with sections, bundles, headless pages and cascade (issue 20 point 2)', () => {
  const root = site({
    'hugo.toml': "baseURL = 'https://docs.example/'\n[[cascade]]\nheadless = true\n[cascade._target]\npath = '/s1**'\n",
    'content/_index.md': page(
      "title: Home\ncascade:\n  - build:\n      render: never\n      list: never\n    target:\n      path: '{/internal,/internal/**}'\n  - params:\n      color: red",
    ),
    'content/internal/secret.md': page('title: Secret'),
    'content/docs/_index.md': "+++\ntitle = 'Docs'\n[cascade]\ncategories = ['Docs']\n+++\n",
    'content/docs/guide/_index.md': page('title: Guide'),
    'content/docs/guide/intro.md': page('title: Intro\ndate: 2024-02-02T10:00:00+02:00'),
    'content/docs/guide/intro.fr.md': page('title: Introduction'),
    'content/docs/guide/own-categories.md': page('title: Own\ncategories: [Mine]'),
    'content/docs/snippets/index.md': page('headless: true\ntitle: Snippets'),
    'content/docs/snippets/install.md': page('title: Install snippet'),
    'content/docs/release/v22.0.0/index.md': page('title: v22.0.0'),
    'content/docs/release/v22.0.0/notes.md': page('title: Notes, a resource'),
    'content/docs/release/v22.0.0/images/chart.png': 'png',
    'content/docs/legacy.md': page('title: Legacy\n_build:\n  render: false'),
    'content/docs/link-only.md': '+++\ntitle = "Link only"\n[build]\nrender = "link"\n+++\n',
    'content/old/_index.md': page("title: Old\ncascade:\n  _target:\n    path: '/old/**'\n  headless: true"),
    'content/old/page.md': page('title: Old page'),
    'content/s1/p1.md': page('title: p1'),
    'content/s2/p2.md': page('title: p2'),
    'archetypes/default.md': page('title: \'{{ replace .File.ContentBaseName "-" " " | title }}\''),
    'themes/docsy/README.md': '# Docsy\n',
  });

  it('imports pages and leaf bundles; skips list pages, headless and unrendered pages, bundle resources, theme files', () => {
    const { kinds, posts } = read(root);
    expect(kinds).toEqual({
      'archetypes/default.md': "skipped: outside Hugo's content folder (content/), not a page",
      'content/_index.md': 'skipped: a list page (_index.md), not a post',
      'content/docs/_index.md': 'skipped: a list page (_index.md), not a post',
      'content/docs/guide/_index.md': 'skipped: a list page (_index.md), not a post',
      'content/docs/guide/intro.fr.md': 'post',
      'content/docs/guide/intro.md': 'post',
      'content/docs/guide/own-categories.md': 'post',
      'content/docs/legacy.md': 'skipped: not rendered by Hugo (_build: render false)',
      'content/docs/link-only.md': 'skipped: not rendered by Hugo (build: render link), no page of its own',
      'content/docs/release/v22.0.0/index.md': 'post',
      'content/docs/release/v22.0.0/notes.md':
        'skipped: a resource of the page bundle content/docs/release/v22.0.0/index.md (Hugo publishes no page for it)',
      'content/docs/snippets/index.md': 'skipped: headless (headless: true), not a page',
      'content/docs/snippets/install.md':
        'skipped: a resource of the headless bundle content/docs/snippets/index.md, not a page',
      'content/internal/secret.md': 'skipped: not rendered by Hugo (build: render never)',
      'content/old/_index.md': 'skipped: a list page (_index.md), not a post',
      'content/old/page.md': 'skipped: headless (headless: true), not a page',
      'content/s1/p1.md': 'skipped: headless (headless: true), not a page',
      'content/s2/p2.md': 'post',
      'themes/docsy/README.md': "skipped: outside Hugo's content folder (content/), not a page",
    });
    expect(posts.get('content/docs/guide/intro.md')).toMatchObject({
      sourceKey: 'docs/guide/intro.md',
      section: 'docs',
      categories: [['Docs']],
      date: '2024-02-02T08:00:00.000Z',
      lang: null,
      front: { title: 'Intro', categories: ['Docs'], params: { color: 'red' } },
    });
    expect(posts.get('content/docs/guide/intro.fr.md')?.lang).toBe('fr');
    expect(posts.get('content/docs/guide/own-categories.md')?.categories).toEqual([['Mine']]);
    expect(posts.get('content/docs/release/v22.0.0/index.md')).toMatchObject({
      id: 'content/docs/release/v22.0.0',
      sourceKey: 'docs/release/v22.0.0/index.md',
      section: 'docs',
    });
    expect(posts.get('content/s2/p2.md')?.front).toEqual({ title: 'p2', params: { color: 'red' } });
  });

  it('applies the cascade of sections above the imported folder', () => {
    expect(read(join(root, 'content', 'internal')).kinds).toEqual({
      'secret.md': 'skipped: not rendered by Hugo (build: render never)',
    });
    expect(read(join(root, 'content', 'docs', 'guide')).posts.get('intro.md')).toMatchObject({
      sourceKey: 'docs/guide/intro.md',
      categories: [['Docs']],
    });
  });
});

describe('readPostSources: a multilingual Hugo site with a contentDir per language', () => {
  it("takes the section and language from the language's own content folder, keeping source keys apart", () => {
    const root = site({
      'hugo.toml':
        "baseURL = 'https://k8s.example/'\ndefaultContentLanguage = 'en'\n[languages.en]\ncontentDir = 'content/en'\n" +
        "[languages.zh-cn]\ncontentDir = 'content/zh-cn'\n",
      'content/en/_index.md': page(
        "title: Home\ncascade:\n  type: docs\n  target:\n    path: '/docs/**'\n    lang: en",
      ),
      'content/en/docs/setup.md': page('title: Setup'),
      'content/zh-cn/docs/setup.md': page('title: 安装'),
    });
    const { posts } = read(root);
    expect(posts.get('content/en/docs/setup.md')).toMatchObject({
      sourceKey: 'en/docs/setup.md',
      section: 'docs',
      lang: 'en',
      front: { title: 'Setup', type: 'docs' },
    });
    expect(posts.get('content/zh-cn/docs/setup.md')).toMatchObject({
      sourceKey: 'zh-cn/docs/setup.md',
      section: 'docs',
      lang: 'zh-CN',
      front: { title: '安装' },
    });
  });
});

describe('readPostSources: a Hexo site and a plain docs folder (issue 20 point 2)', () => {
  it("reads Hexo posts in the site's time zone, skips its listing pages, _ folders and scaffolds", () => {
    const root = site({
      '_config.yml': "title: Hexo\ntimezone: Asia/Shanghai\nnew_post_name: ':title.md'\n",
      'source/_posts/hello-world.md': page('title: Hello World\ndate: 2013-12-01 12:00:00\ncategories: [Diary, Life]'),
      'source/_drafts/later.md': page('title: Later'),
      'source/_data/menu.md': 'data\n',
      'source/categories/index.md': page("title: categories\ndate: 2020-01-01 00:00:00\ntype: 'categories'", ''),
      'source/about/index.md': page('title: About me\ndate: 2020-01-01 00:00:00', 'I write about things.\n'),
      'scaffolds/post.md': page('title: {{ title }}\ndate: {{ date }}'),
    });
    const { kinds, posts } = read(root);
    expect(kinds).toEqual({
      'scaffolds/post.md': "skipped: outside Hexo's source folder (source/), not a page",
      'source/_data/menu.md': 'skipped: in _data/: Hexo publishes no pages from folders starting with _',
      'source/_drafts/later.md': 'post',
      'source/_posts/hello-world.md': 'post',
      'source/about/index.md': 'post',
      'source/categories/index.md': 'skipped: a listing page (type: categories), not a post',
    });
    expect(posts.get('source/_posts/hello-world.md')).toMatchObject({
      date: '2013-12-01T04:00:00.000Z',
      categories: [['Diary', 'Life']],
      sourceKey: '_posts/hello-world.md',
    });
  });

  it("skips a docs folder's index.md that only lists links, keeps one with prose, and reports .mdx", () => {
    const root = site({
      'guide/index.md':
        '# Guide\n\n- [Setup](./setup.md)\n- [Usage](./usage.md) — everyday use\n\n[Reference](../reference/)\n',
      'guide/setup.md': '# Setup\n\nRun the installer.\n',
      'reference/index.md': '# Reference\n\nThe reference explains every option.\n\n- [Options](./options.md)\n',
      'reference/options.md': '# Options\n',
      'blog/index.md': page('title: Blog', ''),
      'components/button.mdx': "import { Button } from './button'\n\n<Button />\n",
    });
    expect(read(root).kinds).toEqual({
      'blog/index.md': 'skipped: a listing page with no text of its own, not a post',
      'components/button.mdx': 'skipped: MDX (Markdown with JSX components the site does not have), not imported',
      'guide/index.md': 'skipped: a listing page (only a list of links), not a post',
      'guide/setup.md': 'post',
      'reference/index.md': 'post',
      'reference/options.md': 'post',
    });
  });
});
