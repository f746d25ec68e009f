import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderWikiMarkdown, type WikiRenderOptions } from './render.ts';
import { chunkRenderCount, PageSlugger, splitChunks } from './render-chunks.ts';
import { resolveWikiTarget, wikiTargetCandidates } from './wikilinks.ts';

const fixtures = join(import.meta.dirname, '../../../../../../shared/fixtures');

/** Every Markdown file under `dir`, as [path relative to the fixtures, text]. */
function markdownFiles(dir: string): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...markdownFiles(path));
    else if (name.endsWith('.md')) found.push([relative(fixtures, path), readFileSync(path, 'utf8')]);
  }
  return found;
}

const ids = ['guides/setup/linux', 'notes/index', 'blog/index', 'Embedded', 'Other'];
const embedded: Record<string, string> = {
  Embedded: '# Embedded\n\n## Part\n\nPart text with [[linux]]\n\n## Other\n\nOther text',
};

/** Options over a small wiki; `extra` overrides. */
const wiki = (pageId: string, extra: Partial<WikiRenderOptions> = {}): WikiRenderOptions => ({
  pageId,
  resolve: (t) => resolveWikiTarget(t, ids),
  isAmbiguous: (t) => wikiTargetCandidates(t, ids).length > 1,
  embedSource: (id) => embedded[id] ?? null,
  ...extra,
});

/** The page rendered chunk by chunk and in one piece must agree in HTML, outline and title. */
function expectSameBothWays(source: string, pageId = 'some/page') {
  const whole = renderWikiMarkdown(source, { ...wiki(pageId), wholePage: true });
  const chunked = renderWikiMarkdown(source, wiki(pageId));
  expect(chunked.html).toBe(whole.html);
  expect(chunked.toc).toEqual(whole.toc);
  expect(chunked.firstHeading).toBe(whole.firstHeading);
}

/** A small deterministic random generator (mulberry32), so a failing case can be found again by its seed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Pieces that cross or end where a chunk could be cut: fences (closed, unclosed, longer closers, tildes, fences in
// lists), HTML blocks of each CommonMark type, lists and quotes running up to a heading, setext headings, tables,
// repeated headings, wikilinks, embeds, callouts.
const pieces = [
  '# Title',
  '## Same',
  '## Same',
  '### Same 1',
  '#No space is text',
  '#',
  '  ## Indented heading',
  'A paragraph with [[linux]] and [[Missing Page]].',
  'Setext\n===',
  'Setext two\n---',
  '```\n# not a heading\n```',
  '```js\nlet x = 1;\n# still code',
  '````\n```\n# inside\n````',
  '~~~\n# tilde code\n~~~',
  '- item\n  ```\n  code',
  '- item\n\n  ```\n# leaves the list\n```',
  '> quote\n> ```\n> code',
  '> ```\n> code\n>\n>',
  '- a\n\n  <div>\n  x',
  '- a\n  ~~~\n  code\n\n\n',
  '> <!-- open\n> comment',
  '* [ ] task\n* [x] done',
  '> [!note] A callout\n> with text',
  '<div>\n# inside a div block',
  '<div>\n\n# after a blank line',
  '<pre>\n# inside pre\n</pre>',
  '<pre>\n# unclosed pre',
  '<!-- comment\n# inside comment\n-->',
  '<!-- unclosed comment',
  '<?php\n# x\n?>',
  '<!DOCTYPE html>',
  '<![CDATA[\n# x\n]]>',
  '<span>inline</span> text',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '    indented code\n    # still code',
  '1. one\n2. two',
  '![[Embedded]]',
  '![[Embedded#Part]]',
  'Text with ![[picture.png]] inside.',
  '[[notes/index|the notes]] and [[linux#Install]]',
  '',
  '   ',
  '***',
  '<script>alert(1)</script>',
  '<a href="#same">to same</a>',
];

describe('chunked wiki rendering', () => {
  it.each(['wiki', 'blog/hexo-docs', 'blog/hexo-news', 'blog-more'])(
    'renders every Markdown file of fixtures/%s exactly as in one piece',
    (folder) => {
      const files = markdownFiles(join(fixtures, folder));
      expect(files.length).toBeGreaterThan(5);
      for (const [path, text] of files) {
        try {
          expectSameBothWays(text, path.replace(/\.md$/, ''));
        } catch (error) {
          throw new Error(`${path}: ${(error as Error).message}`);
        }
      }
    },
  );

  it('renders 400 random pages of blocks that cross chunk cuts exactly as in one piece', () => {
    for (let seed = 1; seed <= Number(process.env.CHUNK_FUZZ_SEEDS ?? 400); seed += 1) {
      const next = random(seed);
      // A quarter are paragraphs of varied text: a hash of the line picks some to be cut before.
      const blocks = Array.from({ length: 3 + Math.floor(next() * 12) }, () =>
        next() < 0.25
          ? `Paragraph ${Math.floor(next() * 1000)} with [[linux]]`
          : pieces[Math.floor(next() * pieces.length)],
      );
      const separators = blocks.map(() => (next() < 0.5 ? '\n' : '\n\n'));
      const source = blocks.map((b, i) => `${b}${separators[i]}`).join('');
      try {
        expectSameBothWays(source);
      } catch (error) {
        throw new Error(`seed ${seed}: ${JSON.stringify(source)}\n${(error as Error).message}`);
      }
    }
  });

  it('gives repeated headings in different chunks the ids a one-piece render gives (-1, -2)', () => {
    const { html, toc } = renderWikiMarkdown('## Setup\n\na\n\n## Setup\n\nb\n\n### Setup 1\n\n## Setup', wiki('p'));
    expect(toc.map((t) => t.id)).toEqual(['setup', 'setup-1', 'setup-1-1', 'setup-2']);
    expect(html).toContain('<h2 id="setup-2">');
  });

  it('keeps document-wide Markdown: a reference defined below, a footnote, an in-page link to a raw id', () => {
    const page = '# Top\n\nSee [the docs][docs] and a note[^1] and [the anchor](#here).\n\n## Later\n\n';
    const { html } = renderWikiMarkdown(
      `${page}[docs]: https://example.com/docs\n\n[^1]: The note.\n\n<span id="here">here</span>`,
      wiki('p'),
    );
    expect(html).toContain('<a href="https://example.com/docs">the docs</a>');
    expect(html).toContain('href="#user-content-fn-1"');
    expect(html).toContain('href="#user-content-here"');
  });

  it('cuts before column-0 headings outside fences only, and the chunks give the text back', () => {
    const text = 'intro\n# A\n```\n# in code\n```\n## B\n  # indented\n#nospace\n###### C\nend';
    const chunks = splitChunks(text);
    expect(chunks).toEqual([
      'intro\n',
      '# A\n```\n# in code\n```\n',
      '## B\n  # indented\n#nospace\n',
      '###### C\nend',
    ]);
    expect(chunks?.join('')).toBe(text);
    expect(splitChunks('# A\n\n[x]: /url\n\n# B')).toBeNull();
    expect(splitChunks('# A\n\nnote[^1]\n\n# B')).toBeNull();
  });

  it('cuts a page without headings before some paragraphs, chosen by their text, never inside a list', () => {
    const paragraphs = Array.from({ length: 200 }, (_, i) => `Paragraph ${i} of a page without headings.`);
    const chunks = splitChunks(paragraphs.join('\n\n')) ?? [];
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.length).toBeLessThan(60);
    paragraphs[100] = 'An edited paragraph in the middle.';
    const edited = splitChunks(paragraphs.join('\n\n')) ?? [];
    // Content-defined cuts: the edit changes the chunk it is in (and may add or remove one cut), no other.
    expect(edited.filter((chunk) => !chunks.includes(chunk)).length).toBeLessThanOrEqual(2);
    const loose = Array.from({ length: 100 }, (_, i) => `- item ${i}`).join('\n\n');
    expect(splitChunks(loose)).toEqual([loose]);
  });

  it('re-renders only the chunk a one-line edit touched', () => {
    const lines = Array.from({ length: 600 }, (_, i) => (i % 20 === 0 ? `## Part ${i / 20}` : `Line ${i} [[linux]].`));
    renderWikiMarkdown(lines.join('\n'), wiki('long/page'));
    const before = chunkRenderCount();
    lines[250] = 'An edited line with [[notes/index]].';
    const edited = renderWikiMarkdown(lines.join('\n'), wiki('long/page'));
    expect(chunkRenderCount() - before).toBe(1);
    expect(edited).toEqual(renderWikiMarkdown(lines.join('\n'), { ...wiki('long/page'), wholePage: true }));
  });

  it('does not reuse a cached chunk when a link target, an ambiguity or an embedded page changed since', () => {
    const page = '# Page\n\nIntro\n\n## Links\n\n[[New Page]] and [[index]]\n\n## Embed\n\n![[Embedded]]';
    const first = renderWikiMarkdown(page, wiki('cache/page'));
    expect(first.html).toContain('data-wiki-state="missing"');
    expect(first.html).toContain('data-wiki-state="ambiguous"');
    const withPage = renderWikiMarkdown(
      page,
      wiki('cache/page', {
        resolve: (t) => (t === 'New Page' ? 'New Page' : resolveWikiTarget(t, ids)),
        isAmbiguous: () => false,
        embedSource: (id) => (id === 'Embedded' ? 'Changed embedded text' : null),
      }),
    );
    expect(withPage.html).toContain('<a href="/wiki/items/New%20Page" class="wiki-link">New Page</a>');
    expect(withPage.html).toContain('data-wiki-state="missing" rel="nofollow">index</a>');
    expect(withPage.html).toContain('Changed embedded text');
    expect(withPage.html).not.toContain('Part text');
  });

  it('does not reuse a cached chunk whose heading ids an earlier chunk now takes', () => {
    renderWikiMarkdown('# One\n\n## Setup\n\ntext', wiki('ids/page'));
    const { toc } = renderWikiMarkdown('# One\n\n## Setup\n\n## Setup\n\ntext', wiki('ids/page'));
    expect(toc.map((t) => t.id)).toEqual(['setup', 'setup-1']);
  });

  it('slugs as github-slugger does: repeats numbered, numbered ids taken too', () => {
    const slugger = new PageSlugger();
    expect(['Foo', 'Foo', 'Foo 1', 'foo-1', 'Ünï Code!'].map((t) => slugger.slug(t))).toEqual([
      'foo',
      'foo-1',
      'foo-1-1',
      'foo-1-2',
      'ünï-code',
    ]);
  });
});
