import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectSite } from './site-layout.ts';

const made: string[] = [];
/** A site tree in a temporary folder: `files` maps `/`-separated paths to their text (a trailing `/` makes a folder). */
function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'site-layout-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, ...path.split('/'));
    if (path.endsWith('/')) mkdirSync(full, { recursive: true });
    else {
      mkdirSync(join(full, '..'), { recursive: true });
      writeFileSync(full, text);
    }
  }
  return root;
}
afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

describe('detectSite: the generator and configuration of an imported folder (issue 20)', () => {
  it('finds a Hugo site above content/posts with its hugo.toml and static folders', () => {
    const root = site({
      'hugo.toml': 'baseURL = "https://example.org/docs/"\ntitle = "Docs"\n[permalinks]\nposts = "/:year/:slug/"\n',
      'content/posts/a.md': '# A',
      'static/': '',
      'assets/': '',
    });
    const found = detectSite(join(root, 'content', 'posts'));
    expect(found.generator).toBe('hugo');
    expect(found.root).toBe(root);
    expect(found.contentDir).toBe(join(root, 'content'));
    expect(found.config.baseURL).toBe('https://example.org/docs/');
    expect(found.config.permalinks).toEqual({ posts: '/:year/:slug/' });
    expect(found.staticDirs).toEqual([join(root, 'static'), join(root, 'assets')]);
  });

  it('reads Hugo configuration from config/_default/config.yaml', () => {
    const root = site({ 'config/_default/config.yaml': 'baseURL: https://x.test/\n', 'content/': '' });
    expect(detectSite(root)).toMatchObject({ generator: 'hugo', config: { baseURL: 'https://x.test/' } });
  });

  it('tells Jekyll (a _posts folder) from Hexo (source/_posts) by their folders, both with _config.yml', () => {
    // Jekyll's own _config.yml opens with a `---` document marker.
    const jekyll = site({
      '_config.yml': '---\nbaseurl: /blog\nrepository: a/b\n',
      '_posts/2016-10-06-x.markdown': 'x',
    });
    expect(detectSite(join(jekyll, '_posts'))).toMatchObject({
      generator: 'jekyll',
      root: jekyll,
      contentDir: jekyll,
      config: { baseurl: '/blog', repository: 'a/b' },
    });
    const hexo = site({ '_config.yml': 'permalink: :year/:month/:day/:title/\n', 'source/_posts/a.md': 'x' });
    expect(detectSite(join(hexo, 'source', '_posts'))).toMatchObject({
      generator: 'hexo',
      root: hexo,
      contentDir: join(hexo, 'source'),
      config: { permalink: ':year/:month/:day/:title/' },
    });
  });

  it('says unknown for a plain folder of Markdown, and survives a broken configuration', () => {
    expect(detectSite(site({ 'a.md': '# A' }))).toEqual({
      generator: 'unknown',
      root: null,
      config: {},
      contentDir: null,
      staticDirs: [],
    });
    const broken = site({ '_config.yml': 'title: [unclosed\n', '_posts/': '' });
    expect(detectSite(broken)).toMatchObject({ generator: 'jekyll', config: {} });
  });
});
