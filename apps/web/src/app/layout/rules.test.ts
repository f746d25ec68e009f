import { describe, expect, it, vi } from 'vitest';
import { breadcrumbItems, upPath } from './breadcrumb-items.ts';
import { showsMobileBar, stickyBottom } from './mobile-bar-rule.ts';
import { headerWidthType, initialHeaderWidthType, minTagsWidthPx } from './nav-collapse.ts';
import { footerLinks, mobileTabs, navTags } from './nav-items.ts';
import { pageTitle } from './page-title.tsx';
import { elapsedParts, localMidnightMs } from './running-time.ts';
import { scrollToElement } from './scroll.ts';

describe('header nav', () => {
  it('[LAYOUT-01] has five tags in order: /, /blog, /archive, /links, /about', () => {
    expect(navTags.map((tag) => tag.path)).toEqual(['/', '/blog', '/archive', '/links', '/about']);
  });

  it('[LAYOUT-02] lists the /blog children in order', () => {
    expect(navTags[1]?.children.map((c) => c.path)).toEqual([
      '/blog',
      '/blog/categories/study',
      '/blog/categories/life',
      '/blog/categories/about',
      '/blog/articles',
      '/wiki',
    ]);
  });

  it('[LAYOUT-03] lists the /archive children in order', () => {
    expect(navTags[2]?.children.map((c) => c.path)).toEqual([
      '/archive',
      '/archive/movies',
      '/archive/games',
      '/archive/music',
    ]);
  });

  it('[LAYOUT-04] lists the /links children in order, with the top-level /start', () => {
    expect(navTags[3]?.children.map((c) => c.path)).toEqual(['/links', '/links/friends', '/start']);
  });

  it('[LAYOUT-05] lists the /about children in order', () => {
    expect(navTags[4]?.children.map((c) => c.path)).toEqual([
      '/about',
      '/about/message_board',
      '/about/terms',
      '/about/feedback',
      '/about/update',
    ]);
  });

  it('[LAYOUT-09] is wide when content − 320 − 36 >= tags width, else small', () => {
    expect(headerWidthType(1280, 450)).toBe('wide');
    expect(headerWidthType(806, 450)).toBe('wide'); // 806 − 356 = 450: equal is still wide
    expect(headerWidthType(805, 450)).toBe('small');
    expect(headerWidthType(375, 450)).toBe('small');
  });

  it('[LAYOUT-09] starts small on a window too narrow for any nav, before the header is measured', () => {
    // Every phone: no tags width (at least minTagsWidthPx) fits, so the measurement can only agree.
    for (const width of [320, 375, 412, 430]) expect(initialHeaderWidthType(width)).toBe('small');
    expect(initialHeaderWidthType(320 + 36 + minTagsWidthPx - 1)).toBe('small');
    // Wider: a guess the first measurement corrects before the paint.
    expect(initialHeaderWidthType(320 + 36 + minTagsWidthPx)).toBe('wide');
    expect(initialHeaderWidthType(1280)).toBe('wide');
  });
});

describe('logo', () => {
  it('[LAYOUT-07] goes one path level up', () => {
    expect(upPath('/blog/articles')).toBe('/blog');
    expect(upPath('/blog')).toBe('/');
    // Issue 19: one level up from an article is its folder's page, the category of the same id, not the Not Found
    // of `/blog/articles/a`; the wiki's `/wiki/items` is no page: up from an item is the wiki.
    expect(upPath('/blog/articles/a/b/')).toBe('/blog/categories/a');
    expect(upPath('/wiki/items/x')).toBe('/wiki');
  });

  it('[LAYOUT-08] does nothing on /', () => {
    expect(upPath('/')).toBeNull();
  });
});

describe('breadcrumb and title', () => {
  it('[LAYOUT-27] has one item per path segment after the logo, none on home', () => {
    expect(breadcrumbItems('/')).toEqual([]);
    expect(breadcrumbItems('/index.html')).toEqual([]);
    expect(breadcrumbItems('/blog/articles/x').map((i) => i.path)).toEqual([
      '/blog',
      '/blog/articles',
      '/blog/articles/x',
    ]);
  });

  it('[LAYOUT-28] gives every item the path up to it, with a label key for known paths', () => {
    expect(breadcrumbItems('/about/terms')).toEqual([
      { path: '/about', to: '/about', key: 'nav.about', text: 'about' },
      { path: '/about/terms', to: '/about/terms', key: 'nav.terms', text: 'terms' },
    ]);
  });

  it("[LAYOUT-28] links an article's folders to their categories (issue 19: the folder path itself is Not Found)", () => {
    const items = breadcrumbItems('/blog/articles/study/frontend/css-clamp');
    expect(items.map((i) => i.to)).toEqual([
      '/blog',
      '/blog/articles',
      '/blog/categories/study',
      '/blog/categories/study/frontend',
      '/blog/articles/study/frontend/css-clamp',
    ]);
    // The category's own name, not the lower-case segment.
    expect(items[2]?.key).toBe('nav.study');
  });

  it('[LAYOUT-29] shows an unknown last segment decoded', () => {
    expect(breadcrumbItems('/blog/articles/hello%20world').at(-1)).toEqual({
      path: '/blog/articles/hello%20world',
      to: '/blog/articles/hello%20world',
      key: null,
      text: 'hello world',
    });
    expect(breadcrumbItems('/x/%E0%A4%A').at(-1)?.text).toBe('%E0%A4%A');
  });

  it('[LAYOUT-30] is "<last breadcrumb text> - <site name>"', () => {
    expect(pageTitle('Articles', 'My Site')).toBe('Articles - My Site');
  });

  it('[LAYOUT-31] is the site name alone on home', () => {
    expect(pageTitle(null, 'My Site')).toBe('My Site');
  });
});

describe('mobile bar', () => {
  it('[LAYOUT-33] has five tabs: home, blog, archive, links, about', () => {
    expect(mobileTabs.map((t) => t.path)).toEqual(['/', '/blog', '/archive', '/links', '/about']);
  });

  it('[LAYOUT-34] shows only on the exact routes /, /blog, /archive, /links, /about', () => {
    for (const path of ['/', '/blog', '/archive', '/links', '/about', '/blog/']) {
      expect(showsMobileBar(path, 'small')).toBe(true);
    }
    for (const path of ['/blog/articles', '/about/terms', '/start', '/index.html']) {
      expect(showsMobileBar(path, 'small')).toBe(false);
    }
  });

  it('[LAYOUT-35] shows only while the header width type is small', () => {
    expect(showsMobileBar('/', 'wide')).toBe(false);
  });

  it('[LAYOUT-36] sets the sticky bottom to 60px while shown, 0px otherwise', () => {
    expect(stickyBottom(true)).toBe('60px');
    expect(stickyBottom(false)).toBe('0px');
  });
});

describe('footer', () => {
  it('[LAYOUT-19] links home, blog, archive, links, about and /laboratory', () => {
    expect(footerLinks.map((l) => l.path)).toEqual(['/', '/blog', '/archive', '/links', '/about', '/laboratory']);
  });

  it('[LAYOUT-21] counts days, hours, minutes and seconds since local midnight of the start date', () => {
    const start = localMidnightMs('2020-09-25');
    expect(start).toBe(new Date(2020, 8, 25).getTime());
    const now = new Date(2020, 8, 27, 3, 4, 5).getTime();
    expect(elapsedParts(start ?? 0, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(elapsedParts(now, start ?? 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(localMidnightMs('2020-02-30')).toBeNull();
    expect(localMidnightMs('yesterday')).toBeNull();
  });
});

describe('scroll', () => {
  it('[LAYOUT-38] leaves 100 px above the element, smooth on request', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const el = document.createElement('div');
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 500, 10, 10));
    scrollToElement(el, { smooth: true });
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, behavior: 'smooth' });
    scrollToElement(el);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 400, behavior: 'auto' });
  });
});
