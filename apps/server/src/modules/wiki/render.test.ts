import { describe, expect, it } from 'vitest';
import { readFrontMatter, renderWikiMarkdown } from './render.ts';
import { unsafeElements } from './test-html.ts';
import { resolveWikiTarget, wikiTargetCandidates } from './wikilinks.ts';

const ids = ['guides/setup/linux', 'notes/index', 'blog/index', 'Embedded', 'Loop'];
const sources: Record<string, string> = {
  Embedded: '# Embedded\n\nEmbedded text with [[linux]].\n\n## Part\n\nPart text\n\n## Other\n\nOther text',
  Loop: '![[Loop]]\n\n![[Embedded]]',
};
const render = (source: string, pageId = 'guides/page') =>
  renderWikiMarkdown(source, {
    pageId,
    resolve: (t) => resolveWikiTarget(t, ids),
    isAmbiguous: (t) => wikiTargetCandidates(t, ids).length > 1,
    embedSource: (id) => sources[id] ?? null,
  });

describe('renderWikiMarkdown', () => {
  it('renders resolved wikilinks as links to the item, with heading anchors and labels', () => {
    const { html } = render('Go to [[linux]], [[notes/index|the notes]] or [[linux#Install It]].');
    expect(html).toContain('<a href="/wiki/items/guides/setup/linux" class="wiki-link">linux</a>');
    expect(html).toContain('<a href="/wiki/items/notes/index" class="wiki-link">the notes</a>');
    expect(html).toContain('href="/wiki/items/guides/setup/linux#install-it"');
  });

  it('renders missing and ambiguous targets as red links to the edit route, marked for the web', () => {
    const { html } = render('[[No Such Page]] and [[index]]');
    expect(html).toContain(
      '<a href="/wiki/edit/No%20Such%20Page" class="wiki-link wiki-link-missing" data-wiki-state="missing" rel="nofollow">No Such Page</a>',
    );
    expect(html).toContain(
      '<a href="/wiki/edit/index" class="wiki-link wiki-link-missing" data-wiki-state="ambiguous" rel="nofollow">index</a>',
    );
  });

  it('leaves wikilinks in code alone, also in code nested in a list', () => {
    const { html } = render('`[[linux]]`\n\n```\n[[linux]]\n```\n\n- item\n\n      ```\n      [[linux]]\n      ```');
    expect(html).not.toContain('wiki-link');
    expect(html.match(/\[\[linux\]\]/g)).toHaveLength(3);
  });

  it('embeds a page (one level, never itself) and a section of it, and pictures from the page folder', () => {
    const { html } = render('![[Embedded]]\n\n![[Embedded#Part]]\n\n![[pic.png]] ![[img/a b.png|alt text]]');
    expect(html).toContain('<aside class="wiki-embed" data-wiki-embed="Embedded">');
    expect(html).toContain('<p class="wiki-embed-title"><a href="/wiki/items/Embedded" class="wiki-link">');
    expect(html).toContain('<p class="wiki-embed-heading"><strong>');
    expect(html).toContain('Embedded text with <a href="/wiki/items/guides/setup/linux" class="wiki-link">');
    expect(html.match(/Other text/g)).toHaveLength(1);
    expect(html).toContain('src="/media/wiki/guides/pic.png"');
    expect(html).toContain('src="/media/wiki/img/a%20b.png" alt="alt text"');
    const loop = render(sources.Loop ?? '', 'Loop').html;
    expect(loop).toContain('<a href="/wiki/items/Loop" class="wiki-link">Loop</a>');
    expect(loop).toContain('data-wiki-embed="Embedded"');
  });

  it('rewrites relative pictures to /media/wiki from the page folder', () => {
    expect(render('![a](../img/x.png) ![b](/abs.png) ![c](https://e.com/y.png)', 'a/b/c').html).toContain(
      'src="/media/wiki/a/img/x.png"',
    );
    expect(render('![b](/abs.png)').html).toContain('src="/abs.png"');
  });

  it('renders Foam reference-mirrored wikilinks and relative .md links as wiki links', () => {
    const { html } = render(
      'See [[linux]] and [x](setup/linux.md#Install) and [y](../none.md).\n\n[linux]: setup/linux.md "Linux"',
    );
    expect(html).toContain('<a href="/wiki/items/guides/setup/linux" class="wiki-link">linux</a>');
    expect(html).toContain('<a href="/wiki/items/guides/setup/linux#install">x</a>');
    expect(html).toContain('<a href="/wiki/edit/none" class="wiki-link wiki-link-missing" data-wiki-state="missing"');
  });

  it('renders callouts as asides with a title', () => {
    const { html } = render('> [!warning] Careful now\n> body text\n\n> [!TIP]\n> tip body\n\n> plain quote');
    expect(html).toContain('<aside class="callout callout-warning" data-callout="warning">');
    expect(html).toContain('<p class="callout-title">Careful now</p>');
    expect(html).toContain('<aside class="callout callout-tip" data-callout="tip">');
    expect(html).toContain('<p class="callout-title">Tip</p>');
    expect(html).toContain('<blockquote>');
  });

  it('sanitises raw HTML and shows Jekyll tags as text; titles from front matter or the first heading', () => {
    const { html, firstHeading, toc } = render(
      '# Title\n\n## Sub\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n{% include x.html %}\n\n[[<img src=x onerror=alert(1)>]] [[javascript:alert(1)]]',
    );
    expect(unsafeElements(html)).toEqual([]);
    expect(html).toContain('{% include x.html %}');
    expect(firstHeading).toBe('Title');
    expect(toc).toEqual([{ depth: 2, id: 'sub', text: 'Sub' }]);
    expect(readFrontMatter('---\ntitle: T\ntags: [a, b]\naliases: x\n---\nBody')).toEqual({
      title: 'T',
      tags: ['a', 'b'],
      aliases: ['x'],
      body: 'Body',
    });
    expect(readFrontMatter('---\n: [bad\n---\nBody').title).toBeNull();
  });
});

describe('wikilinks next to unbalanced code marks', () => {
  it('links a wikilink between two paragraphs that each hold a lone backtick', () => {
    const { html } = render('a lone ` tick\n\n[[linux]]\n\nanother ` tick');
    expect(html).toContain('<a href="/wiki/items/guides/setup/linux" class="wiki-link">linux</a>');
  });
});
