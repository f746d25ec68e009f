import { describe, expect, it } from 'vitest';
import { rewriteRelativeLinks } from './relative-links.ts';

/** The posts of a docs folder, by their path inside the import folder (a bundle also by its folder). */
const posts = new Map([
  ['guide/install.md', { id: 'guide/install', title: 'Install' }],
  ['guide/other-post.md', { id: 'guide/other-post', title: 'Other' }],
  ['reference/options.markdown', { id: 'reference/options', title: 'Options' }],
  ['reference/bundle/index.md', { id: 'reference/bundle', title: 'Bundle' }],
  ['reference/bundle', { id: 'reference/bundle', title: 'Bundle' }],
]);
const find = (path: string) => posts.get(path) ?? null;

describe('rewriteRelativeLinks', () => {
  it('points relative links to other posts at their articles, keeping the anchor', () => {
    const markdown = [
      'See [install](./install.md), [options](../reference/options.markdown#the-list "Options"),',
      '[same folder](other-post.md), [a bundle](../reference/bundle/) and [its index](../reference/bundle/index.md).',
      '',
      '[ref]: ../reference/options.markdown#flags',
      '',
      '<p>In HTML: <a href="install.md#step-2">install</a></p>',
      '',
    ].join('\n');
    const { markdown: out, unresolved } = rewriteRelativeLinks(markdown, 'guide/start.md', find);
    expect(out).toContain('[install](/blog/articles/guide/install)');
    expect(out).toContain('[options](/blog/articles/reference/options#the-list "Options")');
    expect(out).toContain('[same folder](/blog/articles/guide/other-post)');
    expect(out).toContain('[a bundle](/blog/articles/reference/bundle)');
    expect(out).toContain('[its index](/blog/articles/reference/bundle)');
    expect(out).toContain('[ref]: /blog/articles/reference/options#flags');
    expect(out).toContain('<a href="/blog/articles/guide/install#step-2">');
    expect(unresolved).toEqual([]);
  });

  it('leaves code, absolute addresses, anchors and pictures alone, and reports Markdown files not imported', () => {
    const markdown = [
      '`[x](install.md)` and',
      '```md',
      '[x](install.md)',
      '```',
      '[home](https://example.org/install.md) [top](#top) [root](/guide/install.md) ![p](install.md)',
      '[gone](../missing.md#a) [list](../reference/_index.md) [escape](../../outside.md) [a file](notes.txt)',
      '',
    ].join('\n');
    const { markdown: out, unresolved } = rewriteRelativeLinks(markdown, 'guide/start.md', find);
    expect(out).toBe(markdown);
    expect(unresolved).toEqual(['../missing.md#a', '../reference/_index.md', '../../outside.md']);
  });
});
