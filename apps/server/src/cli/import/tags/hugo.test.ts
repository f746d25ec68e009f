import { describe, expect, it } from 'vitest';
import { convertHexoTags } from '../hexo-tags.ts';
import type { HexoTagOptions } from './tag-syntax.ts';

// Shaped like the Hugo documentation site: `hugo.toml` with `params`, pages under `content/en/` that show
// configuration with `code-toggle`, code with `highlight`/`code`, and link each other with `ref`/`relref`.
const posts = new Map([
  ['content-management/urls', { id: 'content-management/urls', title: 'URL management' }],
  ['getting-started/configuration', { id: 'getting-started/configuration', title: 'Configure Hugo' }],
]);
const options: HexoTagOptions = {
  site: {
    generator: 'hugo',
    config: {
      baseURL: 'https://gohugo.io/',
      params: { ghrepo: 'https://github.com/gohugoio/hugo', Version: '0.140.0' },
    },
  },
  page: { title: 'Menus', params: { minVersion: '0.120' }, toc: true },
  resolvePath: (path) => {
    const key = path
      .replace(/^(\/|content\/(en\/)?)/, '')
      .replace(/(\/_?index)?\.md$/, '')
      .replace(/\/$/, '');
    return posts.get(key) ?? null;
  },
  resolvePost: (slug) => (slug === 'taxonomies' ? { id: 'content-management/taxonomies', title: 'Taxonomies' } : null),
};
const convert = (markdown: string) => convertHexoTags(markdown, options);

describe('[issue 20] Hugo block shortcodes with code inside', () => {
  it('turn code-toggle into a fenced block in the format written (TOML unless YAML or JSON), named after its file', () => {
    expect(
      convert(
        '{{< code-toggle file=hugo >}}\n[menus]\n[[menus.main]]\nname = "Home"\nweight = 10\n{{< /code-toggle >}}',
      ),
    ).toBe('*hugo.toml*\n\n```toml\n[menus]\n[[menus.main]]\nname = "Home"\nweight = 10\n```');
    expect(
      convert('{{< code-toggle file=hugo copy=true >}}\nmenus:\n  main:\n    - name: Home\n{{< /code-toggle >}}'),
    ).toBe('*hugo.yaml*\n\n```yaml\nmenus:\n  main:\n    - name: Home\n```');
    expect(convert('{{< code-toggle >}}\n{"title": "My site"}\n{{< /code-toggle >}}')).toBe(
      '```json\n{"title": "My site"}\n```',
    );
    expect(
      convert('{{< code-toggle file=content/example.md fm=true >}}\ntitle = "Example"\n{{< /code-toggle >}}'),
    ).toBe('*content/example.md*\n\n```toml\n+++\ntitle = "Example"\n+++\n```');
    // Rendered from the documentation's data files, which an import does not have: shown as written.
    expect(convert('{{< code-toggle file=hugo config=build />}}')).toBe(
      '`{{< code-toggle file=hugo config=build />}}`',
    );
  });

  it('turn highlight and code into fenced blocks, in a list item too', () => {
    expect(convert('{{< highlight go "linenos=table,hl_lines=2" >}}\nfunc main() {\n}\n{{< /highlight >}}')).toBe(
      '```go\nfunc main() {\n}\n```',
    );
    expect(
      convert(
        '1. Create it:\n\n   {{< code file="layouts/_default/single.html" >}}\n   <h1>{{ .Title }}</h1>\n   {{< /code >}}',
      ),
    ).toBe('1. Create it:\n\n   *layouts/\\_default/single.html*\n   \n   ```html\n   <h1>{{ .Title }}</h1>\n   ```');
    expect(convert('{{% code lang="bash" %}}\nhugo server\n{{% /code %}}')).toBe('```bash\nhugo server\n```');
  });

  it('keep the code or configuration inside an unknown block shortcode as code; prose stays prose', () => {
    expect(convert('{{< settings >}}\n[params]\n  color = "blue"\n  size = 3\n{{< /settings >}}')).toBe(
      '```toml\n[params]\n  color = "blue"\n  size = 3\n```',
    );
    expect(convert('{{< example >}}\n<div class="box">\n  {{ .Content }}\n</div>\n{{< /example >}}')).toBe(
      '```html\n<div class="box">\n  {{ .Content }}\n</div>\n```',
    );
    expect(convert('{{% notice info %}}\nThis feature is new in this release of Hugo.\n{{% /notice %}}')).toBe(
      '`{{% notice info %}}`\nThis feature is new in this release of Hugo.\n`{{% /notice %}}`',
    );
  });
});

describe('[issue 20] Hugo site values and links', () => {
  it("resolve ref and relref by the target's path, with its anchor, and still by name", () => {
    expect(convert('[URLs]({{< ref "content-management/urls.md" >}})')).toBe(
      '[URLs](/blog/articles/content-management/urls)',
    );
    expect(convert('[URLs]({{< relref "/content-management/urls#aliases" >}})')).toBe(
      '[URLs](/blog/articles/content-management/urls#aliases)',
    );
    expect(convert('[Config]({{< ref path="content/en/getting-started/configuration/index.md" >}})')).toBe(
      '[Config](/blog/articles/getting-started/configuration)',
    );
    expect(convert('[T]({{< relref "content-management/taxonomies.md" >}}) [top]({{< ref "#menus" >}})')).toBe(
      '[T](/blog/articles/content-management/taxonomies) [top](#menus)',
    );
    expect(convert('{{< ref "missing.md" >}}')).toBe('`{{< ref "missing.md" >}}`');
  });

  it("take param from the page's front matter, then the site's params, without regard to case", () => {
    expect(convert('Source: {{< param ghrepo >}}, Hugo {{< param "version" >}}, since {{% param minVersion %}}')).toBe(
      'Source: https://github.com/gohugoio/hugo, Hugo 0.140.0, since 0.120',
    );
    expect(convert('{{< param toc >}} {{< param nothing >}}')).toBe('true `{{< param nothing >}}`');
  });
});
