import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerDocument } from '../../lib/html-fragment.ts';
import { prepareWikiHtml } from './prepare-html.ts';

const options = { title: null, missingLabel: '(page does not exist)', hiddenClass: 'vh' };

describe('a wiki page’s HTML, readied for showing', () => {
  // Without the browser's DOM, as on the server, which renders wiki pages with the server entry's document
  // (linkedom: `htmlFragment`, issue 21, decision 0029).
  beforeEach(() => {
    setServerDocument(parseHTML('<!doctype html><html><body></body></html>').document as unknown as Document);
    vi.stubGlobal('document', undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

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

  it('reads the title through entities and markup, and a quoted `>` in an attribute', () => {
    const h1 = '<h1 id="t">Tom &amp; <em>Jerry</em> &#x4E00;<a class="heading-anchor" href="#t">#</a></h1>';
    expect(prepareWikiHtml(`${h1}<p>a</p>`, { ...options, title: 'Tom & Jerry 一' })).toBe('<p>a</p>');
    const link = '<a title="a > b" class="x wiki-link-missing" href="/wiki/edit/a">a &amp; b</a>';
    expect(prepareWikiHtml(link, options)).toBe(
      '<a title="a > b" class="x wiki-link-missing" href="/wiki/edit/a">a &amp; b<span class="vh"> (page does not exist)</span></a>',
    );
    const other = '<a class="wiki-link-missing-not" href="/x">x</a>';
    expect(prepareWikiHtml(other, options)).toBe(other);
  });
});

describe('a wiki page’s HTML, readied in the browser (its own DOM)', () => {
  it('gives the same markup as on the server', () => {
    const html =
      '<h1 id="t">T<a class="heading-anchor" href="#t">#</a></h1><p><a class="wiki-link-missing" href="/x">x</a></p>';
    expect(prepareWikiHtml(html, { ...options, title: 'T' })).toBe(
      '<p><a class="wiki-link-missing" href="/x">x<span class="vh"> (page does not exist)</span></a></p>',
    );
  });
});
