import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareWikiHtml } from './prepare-html.ts';

const options = { title: null, missingLabel: '(page does not exist)', hiddenClass: 'vh' };

describe('a wiki page’s HTML, readied for showing', () => {
  it('names links to missing pages as such, once', () => {
    const html = '<p><a class="wiki-link-missing" href="/wiki/edit/x">x</a> <a href="/wiki/items/y">y</a></p>';
    const marked = prepareWikiHtml(html, options);
    expect(marked).toBe(
      '<p><a class="wiki-link-missing" href="/wiki/edit/x">x<span class="vh"> (page does not exist)</span></a> <a href="/wiki/items/y">y</a></p>',
    );
    expect(prepareWikiHtml(marked, options)).toBe(marked);
    const named = '<a class="wiki-link-missing" aria-label="x (missing)" href="/wiki/edit/x">x</a>';
    expect(prepareWikiHtml(named, options)).toBe(named);
    const ambiguous = '<a class="wiki-link-missing" data-wiki-state="ambiguous" href="/wiki/edit/z">z</a>';
    expect(prepareWikiHtml(ambiguous, { ...options, ambiguousLabel: '(several pages)' })).toBe(
      '<a class="wiki-link-missing" data-wiki-state="ambiguous" href="/wiki/edit/z">z<span class="vh"> (several pages)</span></a>',
    );
  });

  it('drops a leading h1 that is the page’s title (the page shows it), keeps any other', () => {
    const h1 = '<h1 id="a-b">入门 一<a class="heading-anchor" aria-hidden="true" tabindex="-1" href="#a-b">#</a></h1>';
    expect(prepareWikiHtml(`${h1}\n<p>text</p>`, { ...options, title: '入门 一' })).toBe('<p>text</p>');
    expect(prepareWikiHtml(`${h1}<p>text</p>`, { ...options, title: 'Another title' })).toBe(`${h1}<p>text</p>`);
    expect(prepareWikiHtml(`<p>x</p>${h1}`, { ...options, title: '入门 一' })).toBe(`<p>x</p>${h1}`);
  });

  describe('without a DOM, as the server renders (issue 21: the server rendered no wiki page)', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('gives the same markup as in the browser', () => {
      vi.stubGlobal('document', undefined);
      const h1 = '<h1 id="a">Tom &#x26; Jerry<a class="heading-anchor" aria-hidden="true" href="#a">#</a></h1>';
      const html = `${h1}\n<p><a title="a > b" href="/wiki/edit/x" class="wiki-link wiki-link-missing" data-wiki-state="missing" rel="nofollow"><code>x</code></a></p>`;
      expect(prepareWikiHtml(html, { ...options, title: 'Tom & Jerry' })).toBe(
        '<p><a title="a > b" href="/wiki/edit/x" class="wiki-link wiki-link-missing" data-wiki-state="missing" rel="nofollow"><code>x</code><span class="vh"> (page does not exist)</span></a></p>',
      );
    });

    it('keeps an h1 whose text differs once its anchor is left out, and a link that is not a red link', () => {
      vi.stubGlobal('document', undefined);
      const html =
        '<h1>Title <a href="/x">more</a><a class="heading-anchor" href="#t">#</a></h1><a class="wiki-link" href="/wiki/items/y">y</a>';
      expect(prepareWikiHtml(html, { ...options, title: 'Title' })).toBe(html);
      expect(prepareWikiHtml(html, { ...options, title: 'Title more' })).toBe(
        '<a class="wiki-link" href="/wiki/items/y">y</a>',
      );
    });
  });
});
