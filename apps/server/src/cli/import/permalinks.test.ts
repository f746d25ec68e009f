import { describe, expect, it } from 'vitest';
import { oldPostUrls, type PermalinkPost } from './permalinks.ts';
import type { SiteLayout } from './site-layout.ts';

const site = (generator: SiteLayout['generator'], config: Record<string, unknown> = {}): SiteLayout => ({
  generator,
  root: '/site',
  config,
  contentDir: '/site/content',
  staticDirs: [],
});

const post = (sourceKey: string, over: Partial<PermalinkPost> = {}): PermalinkPost => ({
  file: sourceKey,
  title: 'Jekyll 3.3 is here',
  date: '2016-10-06T18:10:38.000Z',
  slug: null,
  url: null,
  front: {},
  section: null,
  sourceKey,
  lang: null,
  categories: [],
  ...over,
});

describe('oldPostUrls: Jekyll', () => {
  // A Jekyll release post as the Jekyll project writes them: `.markdown`, a date with its own offset.
  const release = post('_posts/2016-10-06-jekyll-3-3-is-here.markdown', {
    front: { date: '2016-10-06 11:10:38 -0700', categories: ['release'] },
  });

  it('follows the built-in styles, the date as written with its own offset', () => {
    expect(oldPostUrls(release, site('jekyll'))).toEqual(['/release/2016/10/06/jekyll-3-3-is-here.html']);
    expect(oldPostUrls(release, site('jekyll', { permalink: 'pretty' }))).toEqual([
      '/release/2016/10/06/jekyll-3-3-is-here/',
    ]);
    expect(oldPostUrls(release, site('jekyll', { permalink: 'ordinal' }))).toEqual([
      '/release/2016/280/jekyll-3-3-is-here.html',
    ]);
    expect(oldPostUrls(release, site('jekyll', { permalink: 'weekdate' }))).toEqual([
      '/release/2016/W40/Thu/jekyll-3-3-is-here.html',
    ]);
    expect(oldPostUrls(release, site('jekyll', { permalink: 'none' }))).toEqual(['/release/jekyll-3-3-is-here.html']);
  });

  it("takes the posts collection's permalink and a posts-scoped front matter default over the site's (jekyllrb.com's own _config.yml)", () => {
    const jekyllrb = { permalink: 'pretty', collections: { posts: { permalink: '/news/:year/:month/:day/:title/' } } };
    expect(oldPostUrls(release, site('jekyll', jekyllrb))).toEqual(['/news/2016/10/06/jekyll-3-3-is-here/']);
    const defaults = [
      { scope: { path: '' }, values: { image: '/img/x.png' } },
      { scope: { path: '_posts', type: 'posts' }, values: { layout: 'news_item', permalink: '/blog/:title/' } },
      { scope: { path: '_docs', type: 'docs' }, values: { permalink: '/docs/:title/' } },
    ];
    expect(oldPostUrls(release, site('jekyll', { ...jekyllrb, defaults }))).toEqual(['/blog/jekyll-3-3-is-here/']);
  });

  it('fills custom templates; categories come from folders and front matter, several of them, lower-cased', () => {
    const news = post('news/_posts/2024-01-05-Welcome-v2.0.1.md', {
      front: { date: '2024-01-05', categories: 'Team Community' },
    });
    expect(
      oldPostUrls(news, site('jekyll', { permalink: '/:categories/:short_year/:i_month/:i_day/:title/' })),
    ).toEqual(['/news/team/community/24/1/5/Welcome-v2.0.1/']);
    expect(oldPostUrls(news, site('jekyll', { permalink: '/blog/:year/:slug:output_ext' }))).toEqual([
      '/blog/2024/welcome-v2-0-1.html',
    ]);
  });

  it("uses a post's own permalink, its slug, and serves under baseurl (also kept without it)", () => {
    expect(oldPostUrls({ ...release, url: '/news/:year/:title/' }, site('jekyll'))).toEqual([
      '/news/2016/jekyll-3-3-is-here/',
    ]);
    expect(oldPostUrls({ ...release, slug: 'three-three' }, site('jekyll', { baseurl: '/jekyll' }))).toEqual([
      '/jekyll/release/2016/10/06/three-three.html',
      '/release/2016/10/06/three-three.html',
    ]);
  });

  it('gives pages and collection documents their paths', () => {
    expect(oldPostUrls(post('docs/installation.md'), site('jekyll'))).toEqual(['/docs/installation.html']);
    expect(oldPostUrls(post('docs/index.md'), site('jekyll'))).toEqual(['/docs/']);
    expect(
      oldPostUrls(post('_docs/usage/step-by-step.md'), site('jekyll', { collections: { docs: { output: true } } })),
    ).toEqual(['/docs/usage/step-by-step.html']);
    expect(
      oldPostUrls(
        post('_docs/usage/step-by-step.md'),
        site('jekyll', { collections: { docs: { permalink: '/:collection/:path/' } } }),
      ),
    ).toEqual(['/docs/usage/step-by-step/']);
  });
});

describe('oldPostUrls: Hugo', () => {
  it('uses the folders and the file name, lower-cased; a bundle by its folder; slug replaces the last part', () => {
    const hugo = site('hugo', { baseURL: 'https://gohugo.io/' });
    expect(oldPostUrls(post('functions/strings/Contains.md', { section: 'functions' }), hugo)).toEqual([
      '/functions/strings/contains/',
    ]);
    expect(oldPostUrls(post('news/release/v22.0.0/index.md', { section: 'news' }), hugo)).toEqual([
      '/news/release/v22.0.0/',
    ]);
    expect(oldPostUrls(post('posts/my-post.md', { section: 'posts', slug: 'My First Post' }), hugo)).toEqual([
      '/posts/my-first-post/',
    ]);
    expect(oldPostUrls(post('about.md'), hugo)).toEqual(['/about/']);
  });

  it("takes the section's permalinks pattern, url as given, uglyURLs and the base path", () => {
    const config = {
      baseURL: 'https://example.org/docs/',
      permalinks: { page: { posts: '/articles/:year/:month/:slug/' }, tutorials: '/training/:sections[1:]/:filename/' },
    };
    const dated = post('posts/bash-in-slow-motion.md', { section: 'posts', title: 'Bash in Slow Motion' });
    expect(oldPostUrls(dated, site('hugo', config))).toEqual([
      '/docs/articles/2016/10/bash-in-slow-motion/',
      '/articles/2016/10/bash-in-slow-motion/',
    ]);
    expect(oldPostUrls(post('tutorials/git/Basics.md', { section: 'tutorials' }), site('hugo', config))).toEqual([
      '/docs/training/git/basics/',
      '/training/git/basics/',
    ]);
    expect(oldPostUrls(post('posts/x.md', { section: 'posts', url: '/Custom/Path.html' }), site('hugo'))).toEqual([
      '/Custom/Path.html',
    ]);
    expect(oldPostUrls(post('posts/x.md', { section: 'posts' }), site('hugo', { uglyURLs: true }))).toEqual([
      '/posts/x.html',
    ]);
  });

  it('prefixes a language other than the default one', () => {
    const config = { defaultContentLanguage: 'en' };
    expect(oldPostUrls(post('posts/hello.fr.md', { section: 'posts', lang: 'fr' }), site('hugo', config))).toEqual([
      '/fr/posts/hello/',
    ]);
    expect(oldPostUrls(post('posts/hello.md', { section: 'posts', lang: 'en' }), site('hugo', config))).toEqual([
      '/posts/hello/',
    ]);
  });
});

describe('oldPostUrls: Hexo', () => {
  const hello = post('_posts/lorem/hello-world.md', {
    title: 'Hello World',
    date: '2013-07-14T17:01:34.000Z',
    front: { date: '2013-07-14 17:01:34' },
    categories: [['foo', 'bar']],
  });
  it("follows the documentation's examples", () => {
    expect(oldPostUrls(hello, site('hexo'))).toEqual(['/2013/07/14/lorem/hello-world/']);
    expect(oldPostUrls(hello, site('hexo', { permalink: ':year/:month/:day/:name/' }))).toEqual([
      '/2013/07/14/hello-world/',
    ]);
    expect(oldPostUrls(hello, site('hexo', { permalink: ':category/:title/' }))).toEqual([
      '/foo/bar/lorem/hello-world/',
    ]);
    expect(oldPostUrls(hello, site('hexo', { permalink: ':year-:month-:day-:post_title.html' }))).toEqual([
      '/2013-07-14-Hello-World.html',
    ]);
    expect(oldPostUrls(hello, site('hexo', { permalink: ':i_month/:i_day/:hour:minute:second/:title/' }))).toEqual([
      '/7/14/170134/lorem/hello-world/',
    ]);
  });

  it('strips the date of new_post_name from the slug, serves under root, and gives pages their path', () => {
    const dated = post('_posts/2019-10-14-hexo-4-released.md', { date: '2019-10-14T00:00:00.000Z' });
    const config = { new_post_name: ':year-:month-:day-:title.md', root: '/blog/' };
    expect(oldPostUrls(dated, site('hexo', config))).toEqual([
      '/blog/2019/10/14/hexo-4-released/',
      '/2019/10/14/hexo-4-released/',
    ]);
    expect(oldPostUrls(post('about/index.md'), site('hexo'))).toEqual(['/about/']);
    expect(oldPostUrls(post('docs/setup.md'), site('hexo'))).toEqual(['/docs/setup.html']);
  });

  it('computes nothing for a folder of no known generator', () => {
    expect(oldPostUrls(hello, site('unknown'))).toEqual([]);
  });
});
