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

describe('Hugo shortcodes', () => {
  const posts = new Map([['first-trip', { id: 'posts/first-trip', title: 'First trip' }]]);
  const convert = (markdown: string) => convertHexoTags(markdown, { resolvePost: (slug) => posts.get(slug) ?? null });

  it('turns youtube and vimeo into the same frames as Hexo, positional or named', () => {
    expect(convert('{{< youtube w7Ft2ymGmfc >}}')).toBe(convertHexoTags('{% youtube w7Ft2ymGmfc %}'));
    expect(convert('{{< youtube id="w7Ft2ymGmfc" >}}')).toBe(convertHexoTags('{% youtube w7Ft2ymGmfc %}'));
    expect(convert('{{< vimeo 146022717 >}}')).toBe(convertHexoTags('{% vimeo 146022717 %}'));
    expect(convert('{{< youtube "bad id!" >}}')).toBe('`{{< youtube "bad id!" >}}`');
  });

  it('turns figure into a figure with its link and caption, escaped', () => {
    expect(
      convert(
        '{{< figure src="/images/lake.jpg" title="The lake" caption="At <dawn>" link="https://example.com" width="640" >}}',
      ),
    ).toBe(
      '<figure><a href="https://example.com"><img src="/images/lake.jpg" alt="At &lt;dawn&gt;" width="640"></a>' +
        '<figcaption><strong>The lake</strong> At &lt;dawn&gt;</figcaption></figure>',
    );
    expect(convert('{{< figure src="a.png" alt="A" >}}')).toBe('<figure><img src="a.png" alt="A"></figure>');
    expect(convert('{{< figure title="no picture" >}}')).toBe('`{{< figure title="no picture" >}}`');
  });

  it('turns highlight into a fenced block, keeping a list item indent', () => {
    expect(convert('{{< highlight go "linenos=table" >}}\nfmt.Println("hi")\n{{< /highlight >}}')).toBe(
      '```go\nfmt.Println("hi")\n```',
    );
    expect(convert('- step\n\n  {{< highlight sh >}}\n  ls\n  {{< /highlight >}}')).toBe(
      '- step\n\n  ```sh\n  ls\n  ```',
    );
    expect(convert('{{< highlight go >}}\nno end')).toBe('`{{< highlight go >}}`\nno end');
  });

  it('resolves ref and relref to the imported article, anchor kept; an unknown one stays visible', () => {
    expect(convert('[trip]({{< ref "posts/first-trip/index.md" >}})')).toBe('[trip](/blog/articles/posts/first-trip)');
    expect(convert('[day]({{< relref "first-trip.md#day-one" >}})')).toBe(
      '[day](/blog/articles/posts/first-trip#day-one)',
    );
    expect(convert('{{< ref "nowhere" >}}')).toBe('`{{< ref "nowhere" >}}`');
  });

  it('links gists, posts on X and Instagram posts, and keeps unknown and escaped shortcodes as code', () => {
    expect(convert('{{< gist spf13 7896402 "img.html" >}}')).toBe(
      '[Gist spf13/7896402 (img.html)](https://gist.github.com/spf13/7896402)',
    );
    expect(convert('{{< tweet user="SanDiegoZoo" id="1453110110599868418" >}}')).toBe(
      '[Post by @SanDiegoZoo](https://x.com/SanDiegoZoo/status/1453110110599868418)',
    );
    expect(convert('{{< instagram CxOWiQNP2MO >}}')).toBe(
      '[Instagram post CxOWiQNP2MO](https://www.instagram.com/p/CxOWiQNP2MO/)',
    );
    expect(convert('{{% notice tip %}}Hi{{% /notice %}}')).toBe('`{{% notice tip %}}`Hi`{{% /notice %}}`');
    expect(convert('{{</* figure src="a.png" */>}}')).toBe('`{{< figure src="a.png" >}}`');
  });

  it('never touches shortcodes in code', () => {
    const markdown = '```\n{{< youtube w7Ft2ymGmfc >}}\n```\n\nInline `{{< figure src="a.png" >}}`.';
    expect(convert(markdown)).toBe(markdown);
  });
});

describe("Jekyll's Liquid tags", () => {
  const posts = new Map([
    ['2010-07-21-name', { id: 'jekyll/2010-07-21-name', title: 'Name' }],
    ['2016-07-26-other', { id: 'jekyll/2016-07-26-other', title: 'Other' }],
  ]);
  const convert = (markdown: string) => convertHexoTags(markdown, { resolvePost: (slug) => posts.get(slug) ?? null });

  it('turns highlight into a fenced block with its language', () => {
    expect(convert('{% highlight ruby linenos %}\ndef foo\n  puts "foo"\nend\n{% endhighlight %}')).toBe(
      '```ruby\ndef foo\n  puts "foo"\nend\n```',
    );
  });

  it('resolves post_url and link to the imported posts, and keeps Hexo link working', () => {
    expect(convert('[Name]({% post_url 2010-07-21-name %})')).toBe('[Name](/blog/articles/jekyll/2010-07-21-name)');
    expect(convert('[Other]({% link _posts/2016-07-26-other.md %})')).toBe(
      '[Other](/blog/articles/jekyll/2016-07-26-other)',
    );
    expect(convert('{% post_url 1999-01-01-gone %}')).toBe('`{% post_url 1999-01-01-gone %}`');
    expect(convert('{% link Hexo https://hexo.io Hexo site %}')).toBe('[Hexo](https://hexo.io "Hexo site")');
  });
});
