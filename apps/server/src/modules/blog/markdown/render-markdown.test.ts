import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';
import { countWords, readingMinutes, summarise } from './text-stats.ts';

describe('renderMarkdown', () => {
  it('renders GFM tables, task lists, strikethrough and footnotes with working footnote links', () => {
    const { html } = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ text[^1]\n\n[^1]: Note.');
    expect(html).toContain('<table>');
    expect(html).toContain('<input type="checkbox" checked disabled>');
    expect(html).toContain('<del>old</del>');
    const ref = /<a href="#([^"]+)" id="([^"]+)" data-footnote-ref/.exec(html);
    expect(ref).not.toBeNull();
    expect(html).toContain(`<li id="${ref?.[1]}">`);
    expect(html).toContain(`href="#${ref?.[2]}"`);
  });

  it('removes scripts, event handlers and javascript: links from raw HTML', () => {
    const { html } = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(1)"> <a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
  });

  it('keeps details, figure, kbd and mark, and only video frames of allowed hosts', () => {
    const source = [
      '<details><summary>More</summary>Hidden</details>',
      '<figure><img src="/a.png" alt="a"><figcaption>Cap</figcaption></figure>',
      '<kbd>Ctrl</kbd> <mark>hi</mark>',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe>',
      '<iframe src="https://evil.example.com/embed"></iframe>',
    ].join('\n\n');
    const { html } = renderMarkdown(source);
    for (const tag of ['<details>', '<summary>', '<figure>', '<figcaption>', '<kbd>', '<mark>'])
      expect(html).toContain(tag);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/abc"');
    expect(html).toContain('title="YouTube"');
    expect(renderMarkdown('<iframe src="https://player.vimeo.com/video/1"></iframe>').html).toContain('title="Vimeo"');
    expect(renderMarkdown('<iframe src="https://youtube.com/embed/x" title="My talk"></iframe>').html).toContain(
      'title="My talk"',
    );
    expect(html).not.toContain('evil.example.com');
  });

  it('makes every picture load lazily and decode asynchronously, Markdown or raw HTML', () => {
    const { html } = renderMarkdown('![A cat](/cat.png)\n\n<p><img src="/dog.png" alt="A dog" loading="eager"></p>');
    expect(html).toContain('<img src="/cat.png" alt="A cat" loading="lazy" decoding="async">');
    expect(html).toContain('<img src="/dog.png" alt="A dog" loading="lazy" decoding="async">');
  });

  it('notes the first picture with a web address for link previews, never a data: URI', () => {
    expect(renderMarkdown('No pictures.').image).toBeNull();
    const md = '![a](data:image/png;base64,AAAA)\n\n![b](/media/b.png?x=1&y=2)\n\n![c](https://example.com/c.png)';
    expect(renderMarkdown(md).image).toBe('/media/b.png?x=1&y=2');
    expect(renderMarkdown('<img src="https://example.com/a&amp;b.png" alt="">').image).toBe(
      'https://example.com/a&b.png',
    );
  });

  it('highlights fenced code with hljs classes and leaves unknown languages plain without throwing', () => {
    const { html } = renderMarkdown('```ts\nconst a: number = 1;\n```\n\n```no-such-language\nplain <b>\n```');
    expect(html).toMatch(/<code class="hljs language-ts"><span class="hljs-keyword">const<\/span>/);
    expect(html).toContain('plain &#x3C;b>');
  });

  it('gives headings CJK-preserving ids and lists h2–h4 in the outline', () => {
    const { html, toc } = renderMarkdown('# Title\n\n## 安装 Hexo\n\n### Step one\n\n#### Deep\n\n##### Too deep');
    expect(html).toContain('<h2 id="安装-hexo">');
    expect(toc).toEqual([
      { depth: 2, id: '安装-hexo', text: '安装 Hexo' },
      { depth: 3, id: 'step-one', text: 'Step one' },
      { depth: 4, id: 'deep', text: 'Deep' },
    ]);
  });

  it('summarises visible text without code and counts CJK characters one each', () => {
    const rendered = renderMarkdown('你好世界 hello world\n\n```js\nignored code here\n```');
    expect(rendered.summary).toBe('你好世界 hello world');
    expect(rendered.word_count).toBe(6);
    expect(rendered.reading_minutes).toBe(1);
  });
});

describe('alerts (GitHub, Hugo) and callouts (Obsidian)', () => {
  // Shaped like the Hugo documentation site's pages (326 alerts there), which write GitHub's syntax.
  const hugoPage = [
    'Configure the site in its root.',
    '',
    '> [!NOTE]',
    '> The `baseURL` must end with a slash.',
    '',
    '> [!caution]',
    '> Never commit secrets.',
    '',
    '> [!info] Why TOML',
    '> It is **easy** to read.',
    '',
    '> [!tip]- Folded',
    '> Shown open.',
    '',
    '> A plain quote.',
  ].join('\n');

  it("leave the callout's title out of an article's summary: it opens with the author's sentence", () => {
    const { summary } = renderMarkdown('> [!WARNING]\n> Back up the database before upgrading.\n\nThe rest.');
    expect(summary).toBe('Back up the database before upgrading. The rest.');
  });

  it('render the five GitHub kinds, in any case, as callouts with the kind as their title', () => {
    const kinds = ['NOTE', 'Tip', 'important', 'WARNING', 'CAUTION'];
    for (const kind of kinds) {
      const { html } = renderMarkdown(`> [!${kind}]\n> Body of the alert.`);
      const type = kind.toLowerCase();
      const title = type.charAt(0).toUpperCase() + type.slice(1);
      expect(html, kind).toBe(
        `<aside class="callout callout-${type}" data-callout="${type}">\n<p class="callout-title">${title}</p>\n<p>Body of the alert.</p>\n</aside>`,
      );
    }
  });

  it('keep the body, Obsidian titles and fold marks, and leave plain quotes alone, through the sanitiser', () => {
    const { html } = renderMarkdown(hugoPage);
    expect(html).toContain('<aside class="callout callout-note" data-callout="note">');
    expect(html).toContain('<p>The <code>baseURL</code> must end with a slash.</p>');
    expect(html).toContain('<aside class="callout callout-caution" data-callout="caution">');
    expect(html).toContain('<p class="callout-title">Why TOML</p>\n<p>It is <strong>easy</strong> to read.</p>');
    expect(html).toContain('<p class="callout-title">Folded</p>\n<p>Shown open.</p>');
    expect(html).toContain('<blockquote>\n<p>A plain quote.</p>\n</blockquote>');
    expect(html).not.toContain('[!');
  });

  it('strip what a post writes by hand beyond the callout classes', () => {
    const { html } = renderMarkdown(
      '<aside class="callout evil" data-callout="x" onclick="alert(1)" style="color:red"><p class="callout-title other">T</p></aside>',
    );
    expect(html).toBe('<aside class="callout" data-callout="x"><p class="callout-title">T</p></aside>');
  });
});

describe('summaries', () => {
  it('end at an excerpt mark standing as its own block, in the spellings Hexo accepts', () => {
    for (const mark of ['<!--more-->', '<!-- more-->', '<!--more -->', '<!-- more -->']) {
      const long = 'After. '.repeat(40);
      expect(renderMarkdown(`Intro one.\n\n${mark}\n\n${long}`).summary, mark).toBe('Intro one.');
    }
  });

  it('ignore a mark inside fenced code or inline in a paragraph', () => {
    const fenced = renderMarkdown('Before.\n\n```html\n<!-- more -->\n```\n\nAfter.');
    expect(fenced.summary).toBe('Before. After.');
    expect(renderMarkdown('Before <!-- more --> inline.\n\nAfter.').summary).toBe('Before inline. After.');
  });

  it('quote the prose paragraphs, not headings, tables or lists', () => {
    const rendered = renderMarkdown(
      'Intro sentence.\n\n## Ratios\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n- item\n\nClosing sentence.[^1]\n\n[^1]: Note.',
    );
    expect(rendered.summary).toBe('Intro sentence. Closing sentence.');
  });

  it('fall back to all visible text when there is no paragraph', () => {
    expect(renderMarkdown('- only\n- a list').summary).toBe('only a list');
  });
});

describe('text stats', () => {
  it('reads ~300 CJK characters or ~200 words a minute, at least one', () => {
    expect(readingMinutes(countWords('字'.repeat(900)))).toBe(3);
    expect(readingMinutes(countWords('word '.repeat(400)))).toBe(2);
    expect(readingMinutes(countWords(''))).toBe(1);
  });

  it('cuts summaries near 200 characters with an ellipsis, never inside an emoji', () => {
    const cut = summarise(`${'📢'.repeat(250)}`);
    expect(Array.from(cut)).toHaveLength(201);
    expect(cut.endsWith('📢…')).toBe(true);
    expect(summarise('short')).toBe('short');
  });
});
