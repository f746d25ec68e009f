import { describe, expect, it } from 'vitest';
import { markMissingLinks } from './missing-links.ts';

describe('links to missing pages', () => {
  it('get a visually hidden text saying the page does not exist, once', () => {
    const html = '<p><a class="wiki-link-missing" href="/wiki/edit/x">x</a> <a href="/wiki/items/y">y</a></p>';
    const marked = markMissingLinks(html, '(page does not exist)', 'vh');
    expect(marked).toBe(
      '<p><a class="wiki-link-missing" href="/wiki/edit/x">x<span class="vh"> (page does not exist)</span></a> <a href="/wiki/items/y">y</a></p>',
    );
    expect(markMissingLinks(marked, '(page does not exist)', 'vh')).toBe(marked);
    const named = '<a class="wiki-link-missing" aria-label="x (missing)" href="/wiki/edit/x">x</a>';
    expect(markMissingLinks(named, '(page does not exist)', 'vh')).toBe(named);
  });
});
