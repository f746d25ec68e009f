import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountStore, useAccountStore } from '../../features/account/store.ts';
import { useSettingsStore } from '../../features/settings/store.ts';
import { createI18n } from '../../lib/i18n.ts';
import { renderLayout, stubSiteInfoFetch, testSiteInfo } from './layout-test-utils.tsx';
import { usePageStore } from './page-store.ts';

const page = (path: string, text: string, handle?: object) => ({ path, element: <h1>{text}</h1>, handle });
const pages = [
  { index: true, element: <h1>Home</h1> },
  page('blog', 'Blog'),
  page('blog/articles', 'Articles'),
  page('blog/articles/*', 'An article', { manual_title: true }),
  page('wiki/items/*', 'Wiki item', { no_scroll_to_top: true }),
];

function setSetting(name: string, value: unknown) {
  act(() => {
    useSettingsStore.getState().set(name, value);
  });
}

describe('AppLayout', () => {
  beforeAll(async () => {
    await createI18n('en');
  });
  beforeEach(() => {
    stubSiteInfoFetch();
    useSettingsStore.getState().reset();
    usePageStore.setState({ header_width_type: 'wide', header_transparent: null, breadcrumb_label: null });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('[LAYOUT-07] the logo links one level up', async () => {
    renderLayout('/blog/articles', pages);
    const logo = await screen.findByRole('link', { name: /Test Site/ });
    expect(logo).toHaveAttribute('href', '/blog');
  });

  it("[LAYOUT-07] a second click while the first click's page loads goes up from the new address", async () => {
    renderLayout('/blog/articles', pages);
    const logo = await screen.findByRole('link', { name: /Test Site/ });
    // The first click's navigation: the address bar shows /blog, the page on screen is still /blog/articles.
    window.history.pushState(null, '', '/blog');
    try {
      await userEvent.click(logo);
      // [LAYOUT-08] on / the logo is no link.
      await waitFor(() => expect(screen.queryByRole('link', { name: /Test Site/ })).toBeNull());
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('[LAYOUT-08] the logo is not a link on /', async () => {
    renderLayout('/', pages);
    await screen.findAllByText('Test Site');
    expect(screen.queryByRole('link', { name: /Test Site/ })).toBeNull();
  });

  it('[LAYOUT-01] the wide nav shows the five tags in order', async () => {
    // jsdom lays nothing out: give the header room (1280 px) so the collapse rule picks wide.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(450);
    renderLayout('/blog', pages);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Blog', 'Archive', 'Links', 'About']);
  });

  it('[LAYOUT-09] a small header collapses the tags into one menu button', async () => {
    setSetting('mobile_mode', true);
    renderLayout('/blog', pages);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(within(nav).getByRole('button', { name: /Menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Friends' })).toHaveAttribute('href', '/links/friends');
    // Issue 19: not a flat list of every page: each tag with pages is a group headed by the tag's name [LAYOUT-01].
    const groups = [...menu.querySelectorAll('[role="group"]')];
    const headings = groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? ''));
    expect(headings.map((heading) => heading?.textContent)).toEqual(['Blog', 'Archive', 'Links', 'About']);
    expect(groups[2]?.querySelector('[href="/links/friends"]')).not.toBeNull();
  });

  it('[LAYOUT-14] the header is transparent under 10 px of scroll, opaque from 10 px', async () => {
    renderLayout('/blog', pages);
    const header = await screen.findByRole('banner');
    expect(header).toHaveAttribute('data-transparent', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 20, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-transparent', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-transparent', 'true');
  });

  it('[LAYOUT-15] a page can override the header transparency', async () => {
    renderLayout('/blog', pages);
    const header = await screen.findByRole('banner');
    act(() => usePageStore.getState().setHeaderTransparent(false));
    expect(header).toHaveAttribute('data-transparent', 'false');
  });

  it('[LAYOUT-11] the light/dark toggle sets the opposite of the shown appearance', async () => {
    renderLayout('/', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to dark mode' }));
    expect(useSettingsStore.getState().settings.appearance).toBe('dark');
  });

  it('[LAYOUT-25] hide_header hides the header; [LAYOUT-24] hide_footer hides the footer', async () => {
    setSetting('hide_header', true);
    setSetting('hide_footer', true);
    renderLayout('/blog', pages);
    await screen.findByRole('heading', { name: 'Blog' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('[LAYOUT-27] [LAYOUT-28] [LAYOUT-29] the breadcrumb links every item but the last', async () => {
    renderLayout('/blog/articles', pages);
    const crumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumb).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(crumb).queryByRole('link', { name: 'All articles' })).toBeNull();
    expect(within(crumb).getByText('All articles')).toHaveAttribute('aria-current', 'page');
  });

  it('[LAYOUT-30] [LAYOUT-31] sets the title from the breadcrumb and the site name', async () => {
    const { router } = renderLayout('/blog/articles', pages);
    await waitFor(() => expect(document.title).toBe('All articles - Test Site'));
    await act(() => router.navigate('/'));
    await waitFor(() => expect(document.title).toBe('Test Site'));
  });

  it('[LAYOUT-32] leaves the title of a manual_title route alone', async () => {
    document.title = 'Set by the page';
    renderLayout('/blog/articles/some-post', pages);
    await screen.findByRole('heading', { name: 'An article' });
    await screen.findAllByText('Test Site');
    expect(document.title).toBe('Set by the page');
  });

  it('[API-11] every route change sends a page view: POST account/view_page.php with url, device_id and tokenid', async () => {
    resetAccountStore();
    useAccountStore.setState({ device_id: 'e'.repeat(32), tokenid: 'guest_tokenid' });
    const fetch = vi.mocked(globalThis.fetch);
    const views = () =>
      fetch.mock.calls
        .filter(([input]) => new URL(String(input), window.location.href).pathname.endsWith('/account/view_page.php'))
        .map(([, init]) => ({
          method: init?.method,
          body: Object.fromEntries(new URLSearchParams(String(init?.body))),
        }));
    const { router } = renderLayout('/blog', pages);
    await screen.findByRole('heading', { name: 'Blog' });
    await waitFor(() => expect(views()).toHaveLength(1));
    await act(() => router.navigate('/blog/articles/some-post'));
    await waitFor(() => expect(views()).toHaveLength(2));
    expect(views()).toEqual([
      { method: 'POST', body: { url: '/blog', device_id: 'e'.repeat(32), tokenid: 'guest_tokenid' } },
      {
        method: 'POST',
        body: { url: '/blog/articles/some-post', device_id: 'e'.repeat(32), tokenid: 'guest_tokenid' },
      },
    ]);
    resetAccountStore();
  });

  it('[ROUTE-03] scrolls to the top on navigation, except on no_scroll_to_top routes', async () => {
    const { router } = renderLayout('/blog', pages);
    await screen.findByRole('heading', { name: 'Blog' });
    const scrollTo = vi.mocked(window.scrollTo);
    // The first page of a visit stays where the browser put it (the top, or where a reload left it).
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/blog/articles'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate('/wiki/items/a'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('[LAYOUT-33] [LAYOUT-34] [LAYOUT-36] shows the mobile bar on / when small and sets --sticky-bottom', async () => {
    setSetting('mobile_mode', true);
    const { router } = renderLayout('/', pages);
    const bar = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(within(bar).getAllByRole('link')).toHaveLength(5);
    expect(document.documentElement.style.getPropertyValue('--sticky-bottom')).toBe('60px');
    await act(() => router.navigate('/blog/articles'));
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--sticky-bottom')).toBe('0px');
  });

  it('[LAYOUT-37] shows the debug panel only while debug is on', async () => {
    renderLayout('/', pages);
    await screen.findByRole('banner');
    expect(screen.queryByRole('complementary', { name: 'Debug information' })).toBeNull();
    setSetting('debug', true);
    expect(await screen.findByRole('complementary', { name: 'Debug information' })).toBeInTheDocument();
  });

  it('[LAYOUT-39] no_scroll locks page scrolling; [LAYOUT-40] show_fps shows the fps meter', async () => {
    renderLayout('/', pages);
    await screen.findByRole('banner');
    setSetting('no_scroll', true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    setSetting('no_scroll', false);
    expect(document.documentElement.style.overflow).toBe('');
    setSetting('show_fps', true);
    expect(await screen.findByText(/FPS/)).toBeInTheDocument();
  });

  it('[LAYOUT-20] external footer links open in a new tab; [LAYOUT-19] section links include /laboratory', async () => {
    renderLayout('/', pages);
    const external = await screen.findByRole('navigation', { name: 'Elsewhere' });
    await within(external).findByRole('link', { name: /Record 2/ });
    const links = within(external).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://old.example.org/',
      '/feed/rss.xml',
      '/feed/atom.xml',
      'https://ring-a.example.org/',
      'https://ring-b.example.org/',
      'https://registry.example.org/',
      'https://record-1.example.org/',
      'https://record-2.example.org/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(sections).getByRole('link', { name: 'Laboratory' })).toHaveAttribute('href', '/laboratory');
  });

  it('[LAYOUT-20] a legacy blog that is a path of this site opens in the same tab, the others still in a new one (reading: docs/decisions/0018)', async () => {
    const info = { ...testSiteInfo, legacy_blog: { name: 'Old blog', url: '/blog/categories/life' } };
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ status: 'success', message: '', data: info }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderLayout('/', pages);
    const external = await screen.findByRole('navigation', { name: 'Elsewhere' });
    const legacy = await within(external).findByRole('link', { name: 'Legacy articles' });
    expect(legacy).toHaveAttribute('href', '/blog/categories/life');
    expect(legacy).not.toHaveAttribute('target');
    expect(within(external).getByRole('link', { name: /Record 2/ })).toHaveAttribute('target', '_blank');
  });

  it('lists two external entries that share an address (a registry lookup and a filing record) without a key clash', async () => {
    const shared = 'https://registry.example.org/';
    const info = { ...testSiteInfo, filing_records: [{ name: 'Record 1', url: shared }] };
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ status: 'success', message: '', data: info }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const errors = vi.spyOn(console, 'error');
    renderLayout('/', pages);
    const external = await screen.findByRole('navigation', { name: 'Elsewhere' });
    await within(external).findByRole('link', { name: /Record 1/ });
    expect(
      within(external)
        .getAllByRole('link', { name: /Registry|Record 1/ })
        .map((l) => l.getAttribute('href')),
    ).toEqual([shared, shared]);
    expect(errors.mock.calls.map((call) => String(call[0])).filter((m) => m.includes('same key'))).toEqual([]);
  });

  it('[LAYOUT-26] navigation labels name the legacy articles and the RSS feed', async () => {
    renderLayout('/', pages);
    const external = await screen.findByRole('navigation', { name: 'Elsewhere' });
    expect(await within(external).findByRole('link', { name: /Legacy articles/ })).toHaveAttribute(
      'href',
      'https://old.example.org/',
    );
    expect(within(external).getByRole('link', { name: /RSS feed/ })).toHaveAttribute('href', '/feed/rss.xml');
  });

  it('[LAYOUT-21] [LAYOUT-22] shows the running time and the copyright line', async () => {
    renderLayout('/', pages);
    expect(await screen.findByText(/^Running for \d+ d \d+ h \d+ min \d+ s$/)).toBeInTheDocument();
    expect(screen.getByText(/© 2020–\d{4} Tester/)).toBeInTheDocument();
  });

  it('[LAYOUT-10] the header links to a random blog through both webrings', async () => {
    renderLayout('/', pages);
    const a = await screen.findByRole('link', { name: 'Random blog (Ring A)' });
    expect(a).toHaveAttribute('href', 'https://ring-a.example.org/random');
    expect(screen.getByRole('link', { name: 'Random blog (Ring B)' })).toHaveAttribute(
      'href',
      'https://ring-b.example.org/random',
    );
  });

  it('[LAYOUT-16] the music button shows the tip with a link to /archive/music', async () => {
    renderLayout('/', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Music player' }));
    expect(await screen.findByText('The player is not running on some pages.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the music app' })).toHaveAttribute('href', '/archive/music');
  });
});
