import { describe, expect, it } from 'vitest';
import { internalTarget } from './internal-link.ts';

const here = 'https://site.example/blog/articles/hexo-docs/ja/writing';

describe('internalTarget', () => {
  it('opens links to other pages of the site inside the app', () => {
    expect(internalTarget('https://site.example/blog/articles/hexo-docs/ja/front-matter#x', here)).toBe(
      '/blog/articles/hexo-docs/ja/front-matter#x',
    );
    expect(internalTarget('front-matter', here)).toBe('/blog/articles/hexo-docs/ja/front-matter');
  });

  it('leaves other sites, new tabs, downloads and server paths to the browser', () => {
    expect(internalTarget('https://hexo.io/docs/', here)).toBeNull();
    expect(internalTarget('/blog', here, '_blank')).toBeNull();
    expect(internalTarget('/blog', here, '', true)).toBeNull();
    expect(internalTarget('/media/a.png', here)).toBeNull();
    expect(internalTarget('/feed/rss.xml', here)).toBeNull();
    expect(internalTarget('/api/blog/get_article.php', here)).toBeNull();
    expect(internalTarget('mailto:a@b.c', here)).toBeNull();
  });

  it('leaves a jump to a place on the same page to the scroll code', () => {
    expect(internalTarget('#user-content-fn-1', here)).toBeNull();
  });
});
