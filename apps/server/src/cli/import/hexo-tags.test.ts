import { describe, expect, it } from 'vitest';
import { convertHexoTags } from './hexo-tags.ts';

describe('convertHexoTags', () => {
  it('turns codeblock (and the old code tag) into a fenced block with its language and caption', () => {
    const out = convertHexoTags('{% codeblock Array.map lang:js %}\narray.map(fn)\n{% endcodeblock %}');
    expect(out).toBe('*Array.map*\n\n```js\narray.map(fn)\n```');
    expect(convertHexoTags('{% code %}\n$ npm i\n{% endcode %}')).toBe('```\n$ npm i\n```');
  });

  it('keeps the indentation of a tag inside a list item', () => {
    const out = convertHexoTags('1. Step\n\n    {% code %}\n    $ npm i\n    {% endcode %}\n');
    expect(out).toBe('1. Step\n\n    ```\n    $ npm i\n    ```\n');
  });

  it('never touches tags inside fenced code, inline code or raw <pre>/<code>', () => {
    const source = [
      '```',
      '{% youtube abc %}',
      '```',
      '',
      'Inline `{% raw %}{% post_link x %}{% endraw %}` stays.',
      '',
      '<pre><code>`{% foo %}{{ bar }}{% endfoo %}`</code></pre>',
      '',
      '~~~~',
      '{% note %}',
      '~~~~',
    ].join('\n');
    expect(convertHexoTags(source)).toBe(source);
  });

  it('converts blockquote with author, link and title into a quoted footer', () => {
    const out = convertHexoTags(
      '{% blockquote Seth Godin http://example.org/post Welcome %}\nQuote\n{% endblockquote %}',
    );
    expect(out).toBe('> Quote\n>\n> — **Seth Godin**, [Welcome](http://example.org/post)');
  });

  it('converts note, pullquote, raw, youtube, vimeo, link, img and iframe', () => {
    expect(convertHexoTags('{% note warn Careful %}\nBody\n{% endnote %}')).toBe(
      '<div class="note note-warn">\n\n**Careful**\n\nBody\n\n</div>',
    );
    expect(convertHexoTags('{% pullquote %}\nBig words\n{% endpullquote %}')).toContain(
      '<blockquote class="pullquote">',
    );
    expect(convertHexoTags('{% raw %}{% not a tag %}{% endraw %}')).toBe('{% not a tag %}');
    expect(convertHexoTags('{% youtube Rl48Yk4A_V8 %}')).toContain(
      'src="https://www.youtube-nocookie.com/embed/Rl48Yk4A_V8"',
    );
    expect(convertHexoTags("{% youtube PL9hW 'playlist' %}")).toContain('embed/videoseries?list=PL9hW');
    expect(convertHexoTags('{% vimeo 82090131 %}')).toContain('src="https://player.vimeo.com/video/82090131"');
    expect(convertHexoTags('{% link Hexo site https://hexo.io %}')).toBe('[Hexo site](https://hexo.io)');
    expect(convertHexoTags(`{% img /a/b.png 300 200 '"The title" "The alt"' %}`)).toBe(
      '<img src="/a/b.png" width="300" height="200" title="The title" alt="The alt">',
    );
    expect(convertHexoTags('{% iframe https://other.example.com/x %}')).toBe(
      '[https://other.example.com/x](https://other.example.com/x)',
    );
  });

  it('resolves post_link and post_path through the imported posts, escaping titles', () => {
    const resolvePost = (slug: string) =>
      slug === 'hexo-4-released' ? { id: 'hexo-news/2019-10-14-hexo-4-released', title: 'Hexo 4' } : null;
    expect(convertHexoTags('{% post_link hexo-4-released %}', { resolvePost })).toBe(
      '[Hexo 4](/blog/articles/hexo-news/2019-10-14-hexo-4-released)',
    );
    expect(convertHexoTags("{% post_link hexo-4-released 'Use <b> tag' %}", { resolvePost })).toBe(
      '[Use &lt;b&gt; tag](/blog/articles/hexo-news/2019-10-14-hexo-4-released)',
    );
    expect(convertHexoTags('{% post_path missing %}', { resolvePost })).toBe('/blog/articles/missing');
  });

  it('inlines include_code when the file is available and slices from/to lines', () => {
    const out = convertHexoTags('{% include_code lang:javascript from:2 to:3 test.js %}', {
      readInclude: (path) => (path === 'test.js' ? 'a\nb\nc\nd\n' : null),
    });
    expect(out).toBe('*test.js*\n\n```javascript\nb\nc\n```');
  });

  it('leaves an unknown tag, or a block tag without its end, visible as inline code', () => {
    expect(convertHexoTags('Before {% foo bar %} after')).toBe('Before `{% foo bar %}` after');
    expect(convertHexoTags('{% note info %}\nnever closed')).toBe('`{% note info %}`\nnever closed');
    expect(convertHexoTags('{% include_code missing.js %}')).toBe('`{% include_code missing.js %}`');
  });

  it('converts tags nested inside a note or blockquote', () => {
    expect(convertHexoTags('{% note %}\n{% link A https://a.example %}\n{% endnote %}')).toContain(
      '[A](https://a.example)',
    );
  });
});
