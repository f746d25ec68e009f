import { fenced } from './output.ts';
import type { HexoTagOptions, Tag } from './tag-syntax.ts';

/**
 * Jekyll's Liquid tags that Hexo has not (or writes otherwise), in the `{% %}` syntax the two share: the
 * `highlight` block and the tags that name a post (`post_url`, `link` to a post file). Pure.
 */

/**
 * `code` without Liquid's `{% raw %}` and `{% endraw %}` marks: Jekyll evaluates Liquid in code too, so a post
 * that shows Liquid in a code block wraps it in them, and its readers never see them.
 */
export function withoutRawMarks(code: string): string {
  return code.replace(/\{%-?\s*(?:end)?raw\s*-?%\}/g, '');
}

/** Jekyll's block tags, each closed by `end<name>`. */
export const jekyllBlockTags = new Set(['highlight']);

/**
 * `{% highlight ruby linenos %}…{% endhighlight %}` → a fenced block in that language, re-indented by `indent`;
 * the options after the language do not change the text.
 */
export function convertJekyllBlock(tag: Tag, body: string, indent: string): string {
  const lang = (tag.args[0] ?? '').replace(/[^\w+#.-]/g, '');
  return fenced(body, lang, indent);
}

/**
 * Jekyll's tags that name a post → the imported article's address (`/blog/articles/<id>`), or null when that post
 * was not imported: `{% post_url 2010-07-21-name %}` (or `folder/2010-07-21-name`) and
 * `{% link _posts/2016-07-26-name.md %}` (by its path through `options.resolvePath`, else by its file name).
 * Undefined for any other tag, including Hexo's `link` (text and URL).
 */
export function convertJekyllTag(tag: Tag, options: HexoTagOptions): string | null | undefined {
  const args = tag.args;
  if (tag.name === 'post_url') {
    const slug = (args[0] ?? '').split('/').at(-1) ?? '';
    const post = slug ? options.resolvePost?.(slug) : null;
    return post ? `/blog/articles/${post.id}` : null;
  }
  if (tag.name === 'link') {
    const file = args.length === 1 ? /^(?:.*\/)?([^/]+)\.(?:md|markdown)$/i.exec(args[0] ?? '')?.[1] : undefined;
    if (file) {
      const post = options.resolvePath?.(args[0] as string) ?? options.resolvePost?.(file);
      return post ? `/blog/articles/${post.id}` : null;
    }
  }
  return undefined;
}
