import { describe, expect, it } from 'vitest';
import { convertHexoTags } from '../hexo-tags.ts';
import type { HexoTagOptions } from './tag-syntax.ts';

// Shaped like the Jekyll project's own site: its `_config.yml` and a release post
// (`_posts/2016-10-06-jekyll-3-3-is-here.markdown`) that links through Liquid.
const config = {
  title: 'Jekyll • Simple, blog-aware, static sites',
  url: 'https://jekyllrb.com',
  baseurl: '/blog-base/',
  repository: 'https://github.com/jekyll/jekyll',
  timezone: 'America/Los_Angeles',
  gems: ['jekyll-feed'],
  collections: { docs: { output: true, permalink: '/:collection/:path/' } },
  author: { name: 'Parker Moore' },
  defaults: [
    { scope: { path: '', type: 'posts' }, values: { layout: 'news_item', team: 'core' } },
    { scope: { path: '_docs' }, values: { section: 'docs' } },
  ],
};
const page = {
  title: 'Jekyll 3.3 is here with better theme support',
  date: '2016-10-06 11:10:38 -0700',
  author: 'parkr',
  version: '3.3.0',
  categories: ['release'],
  tags: ['themes', 'sass'],
};
const jekyll: HexoTagOptions = { site: { generator: 'jekyll', config }, page };
const convert = (markdown: string, options: HexoTagOptions = jekyll) => convertHexoTags(markdown, options);

describe("[issue 20] Jekyll's Liquid output tags", () => {
  it("resolve site.* and page.* from the site's _config.yml and the post's front matter", () => {
    expect(convert('Read [the changelog]({{ site.repository }}/releases/tag/v{{ page.version }}).')).toBe(
      'Read [the changelog](https://github.com/jekyll/jekyll/releases/tag/v3.3.0).',
    );
    expect(convert('{{ site.title }} — {{ page.title }} — {{ site.author.name }}')).toBe(
      'Jekyll • Simple, blog-aware, static sites — Jekyll 3.3 is here with better theme support — Parker Moore',
    );
    expect(convert('{{ site.gems }} by {{page.author}}')).toBe('jekyll-feed by parkr');
  });

  it("give relative_url Jekyll's meaning as a path only, and absolute_url the site's url before it", () => {
    expect(convert('[Sass]({{ "/docs/assets/#sass" | relative_url }})')).toBe('[Sass](/blog-base/docs/assets/#sass)');
    expect(convert("[Themes]({{ 'docs/themes/' | relative_url }})")).toBe('[Themes](/blog-base/docs/themes/)');
    expect(convert('{{ "/feed.xml" | absolute_url }}')).toBe('https://jekyllrb.com/blog-base/feed.xml');
    expect(convert('{{ "https://example.com/x" | relative_url }}')).toBe('https://example.com/x');
    const noBase = { site: { generator: 'jekyll' as const, config: {} } };
    expect(convert('{{ "/about/" | relative_url }} {{ "/about/" | absolute_url }} [{{ site.baseurl }}]', noBase)).toBe(
      '/about/ /about/ []',
    );
  });

  it('apply the common filters: prepend, append, escape, downcase, upcase, default, strip, replace, date', () => {
    expect(convert('{{ page.author | prepend: "@" | append: "!" | upcase }}')).toBe('@PARKR!');
    expect(convert('{{ "<b>Tom & Jerry</b>" | escape }} {{ page.title | downcase }}')).toBe(
      '&lt;b&gt;Tom &amp; Jerry&lt;/b&gt; jekyll 3.3 is here with better theme support',
    );
    expect(convert('{{ page.subtitle | default: "No subtitle" }} [{{ "  x  " | strip | replace: "x", "y" }}]')).toBe(
      'No subtitle [y]',
    );
    expect(convert('Released on {{ page.date | date: "%B %-d, %Y" }}.')).toBe('Released on October 6, 2016.');
    // YAML reads a date without offset as UTC: still the day and time the author wrote, in any site time zone.
    const late = { ...jekyll, page: { date: new Date('2016-10-06T23:10:38Z') } };
    expect(convert('{{ page.date | date: "%Y-%m-%d %H:%M" }}', late)).toBe('2016-10-06 23:10');
  });

  it('apply the front matter defaults of the configuration that reach every post', () => {
    expect(convert('{{ page.team }} / {{ page.layout }}')).toBe('core / news_item');
    expect(convert('{{ page.section }}')).toBe('`{{ page.section }}`');
  });

  it('keep what cannot be known at import as code: generated site and page values, unknown filters', () => {
    expect(convert('Built {{ site.time | date: "%Y" }} at {{ page.url }}.')).toBe(
      'Built `{{ site.time | date: "%Y" }}` at `{{ page.url }}`.',
    );
    expect(convert('{{ site.github.url }} {{ site.data.members }} {{ page.title | no_such_filter }}')).toBe(
      '`{{ site.github.url }}` `{{ site.data.members }}` `{{ page.title | no_such_filter }}`',
    );
    expect(convert('{{ site.collections | size }} collections')).toBe('`{{ site.collections | size }}` collections');
    // A map has no text form; an unknown site knows no baseurl.
    expect(convert('{{ site.author }}')).toBe('`{{ site.author }}`');
    expect(convert('[x]({{ site.baseurl }}/x)', {})).toBe('[x](`{{ site.baseurl }}`/x)');
  });
});

describe("[issue 20] Jekyll's Liquid control tags", () => {
  it('evaluate if, unless, case and for when everything they read is known', () => {
    expect(convert('{% if page.tags contains "sass" %}Sass is supported.{% endif %}')).toBe('Sass is supported.');
    expect(convert('{% unless page.draft %}Published.{% endunless %}')).toBe('Published.');
    expect(convert('{% case page.author %}{% when "parkr" %}Parker{% else %}Someone{% endcase %}')).toBe('Parker');
    expect(convert('Tags:{% for tag in page.tags %} #{{ tag }}{% endfor %}')).toBe('Tags: #themes #sass');
    expect(convert('{% if site.url %}\n[Home]({{ "/" | absolute_url }})\n{% endif %}')).toBe(
      '\n[Home](https://jekyllrb.com/blog-base/)\n',
    );
  });

  it('keep a block that reads what the import cannot know as a fenced liquid block, or a code span inline', () => {
    const loop = '{% for post in site.posts limit: 3 %}\n* [{{ post.title }}]({{ post.url }})\n{% endfor %}';
    expect(convert(`Recent posts:\n\n${loop}\n\nThanks!`)).toBe(
      `Recent posts:\n\n\`\`\`liquid\n${loop}\n\`\`\`\n\nThanks!`,
    );
    expect(convert('- Latest:\n\n  {% for post in site.posts %}\n  {{ post.title }}\n  {% endfor %}')).toBe(
      '- Latest:\n\n  ```liquid\n  {% for post in site.posts %}\n  {{ post.title }}\n  {% endfor %}\n  ```',
    );
    expect(convert('We have {% if site.posts.size > 100 %}many{% endif %} posts.')).toBe(
      'We have `{% if site.posts.size > 100 %}many{% endif %}` posts.',
    );
    expect(convert('Broken {% if page.author %} never closed')).toBe('Broken `{% if page.author %}` never closed');
  });

  it('carry assign and capture to later tags; an assign that cannot be known stays visible, and so do its uses', () => {
    const markdown = [
      '{% assign docs = "/docs/" | relative_url %}{% capture who %}by {{ page.author }}{% endcapture %}',
      '[Docs]({{ docs }}) {{ who }}',
      '{% assign latest = site.posts | first %}[Latest]({{ latest.url }})',
    ].join('\n');
    expect(convert(markdown)).toBe(
      '\n[Docs](/blog-base/docs/) by parkr\n`{% assign latest = site.posts | first %}`[Latest](`{{ latest.url }}`)',
    );
  });

  it('keep raw text literally, drop comments, and remove the raw marks Jekyll removes in code', () => {
    expect(convert('{% raw %}{{ page.title }} and {% if x %}{% endraw %}{% comment %} a note {% endcomment %}!')).toBe(
      '{{ page.title }} and {% if x %}!',
    );
    expect(
      convert('```liquid\n{% raw %}\n{{ site.url }}\n{% endraw %}\n```\n\nInline `{% raw %}{{ x }}{% endraw %}`.'),
    ).toBe('```liquid\n\n{{ site.url }}\n\n```\n\nInline `{{ x }}`.');
    expect(convert('{% highlight liquid %}\n{% raw %}{{ page.title }}{% endraw %}\n{% endhighlight %}')).toBe(
      '```liquid\n{{ page.title }}\n```',
    );
  });

  it("convert Jekyll's own tags inside a block that is evaluated, and leave include as code", () => {
    const resolvePost = (slug: string) =>
      slug === '2016-07-26-jekyll-3-2-0-released'
        ? { id: 'news/2016-07-26-jekyll-3-2-0-released', title: '3.2' }
        : null;
    expect(
      convert('{% if page.version %}[Previous]({% post_url 2016-07-26-jekyll-3-2-0-released %}){% endif %}', {
        ...jekyll,
        resolvePost,
      }),
    ).toBe('[Previous](/blog/articles/news/2016-07-26-jekyll-3-2-0-released)');
    expect(convert('{% include docs_contents_mobile.html %}')).toBe('`{% include docs_contents_mobile.html %}`');
  });

  it("link a post written the Jekyll 3 way, with the old site's address before post_url or link, to the article", () => {
    const resolvePath = (path: string) =>
      path === '_docs/configuration.md' ? { id: 'docs/configuration', title: 'Configuration' } : null;
    const resolvePost = (slug: string) => (slug === '2016-07-26-name' ? { id: 'news/name', title: 'Name' } : null);
    expect(
      convert(
        '[a]({{ site.baseurl }}{% post_url 2016-07-26-name %}) [b]({{ site.url }}{{ site.baseurl }}{% link _docs/configuration.md %})',
        {
          ...jekyll,
          resolvePath,
          resolvePost,
        },
      ),
    ).toBe('[a](/blog/articles/news/name) [b](/blog/articles/docs/configuration)');
  });

  it('leave Liquid alone on Hexo and Hugo sites, where posts have none', () => {
    const hexo = { site: { generator: 'hexo' as const, config: { url: 'https://hexo.io' } } };
    expect(convert('{{ site.url }} {% if x %}y{% endif %}', hexo)).toBe('{{ site.url }} `{% if x %}`y`{% endif %}`');
    const hugo = { site: { generator: 'hugo' as const, config: { baseURL: 'https://gohugo.io/' } } };
    expect(convert('Write {{ .Title }} in a template.', hugo)).toBe('Write {{ .Title }} in a template.');
  });
});
