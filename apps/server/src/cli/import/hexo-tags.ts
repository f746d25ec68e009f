import { type Converted, lineIndent, mapOutsideCode } from './tags/code-regions.ts';
import { convertHexoBlock, convertHexoTag, hexoBlockTags } from './tags/hexo.ts';
import { convertShortcode, parseShortcode } from './tags/hugo.ts';
import { convertJekyllBlock, convertJekyllTag, jekyllBlockTags, withoutRawMarks } from './tags/jekyll.ts';
import {
  convertLiquidTag,
  LiquidDocument,
  liquidApplies,
  liquidAsCode,
  liquidBlockTags,
  liquidSingleTags,
  parseOutputTag,
  prefixesPostLink,
} from './tags/liquid.ts';
import { asCodeSpan, trimOneNewline } from './tags/output.ts';
import { findEndTag, type HexoTagOptions, parseTag, type Tag } from './tags/tag-syntax.ts';

/**
 * Converts the tags of the blog engines a post may come from into plain Markdown or the small HTML the article
 * sanitiser allows: Hexo tag plugins (`{% name args %}`, `{% name %}…{% endname %}`; `tags/hexo.ts`), Jekyll's
 * tags in the same syntax (`tags/jekyll.ts`), Jekyll's Liquid output and control tags evaluated against the
 * site's configuration and the post's front matter (`{{ site.url }}`, `{% if %}`; `tags/liquid.ts`; only for
 * Jekyll and unknown sites) and Hugo shortcodes (`{{< name >}}`, `{{% name %}}`, with `{{< /name >}}` for a
 * block; `tags/hugo.ts`). Pure: no I/O, never throws.
 *
 * Code is never touched: fenced code blocks, inline code spans and raw `<pre>`, `<code>` and `<!-- -->` stay
 * byte for byte (`tags/code-regions.ts`), except that on a Jekyll site the `{% raw %}` marks Jekyll removes
 * there are removed.
 *
 * An unknown tag (or a block tag without its end tag), and Liquid that reads what the import cannot know
 * (`site.posts`, `page.url`), stays visible as code of its original text, so it can neither disappear nor be
 * interpreted as Markdown or HTML.
 */

/**
 * Returns `markdown` with every Hexo or Jekyll tag, Liquid that can be resolved and Hugo shortcode outside code
 * converted.
 * @example convertHexoTags('{% youtube abc123 %}') → '<div class="video-embed"><iframe src="https://www.youtube-nocookie.com/embed/abc123" …></iframe></div>'
 * @example convertHexoTags('[Docs]({{ "/docs/" | relative_url }})', { site: { generator: 'jekyll', config: { baseurl: '/blog' } } }) → '[Docs](/blog/docs/)'
 */
export function convertHexoTags(markdown: string, options: HexoTagOptions = {}): string {
  return convert(markdown, options, liquidApplies(options) ? new LiquidDocument(options) : null);
}

/** `convertHexoTags` with the post's Liquid state, or null where Liquid is not evaluated (Hexo, Hugo, rendered Liquid). */
function convert(markdown: string, options: HexoTagOptions, liquid: LiquidDocument | null): string {
  const convertInner = (body: string) => convert(body, options, liquid);
  const convertRendered = (body: string) => convert(body, options, null);
  const mapCode = options.site?.generator === 'jekyll' ? withoutRawMarks : undefined;
  return mapOutsideCode(
    markdown,
    (i) => {
      if (markdown[i] !== '{') return null;
      if (markdown[i + 1] === '{' && (markdown[i + 2] === '<' || markdown[i + 2] === '%')) {
        const shortcode = parseShortcode(markdown, i);
        if (shortcode) return convertShortcode(markdown, shortcode, lineIndent(markdown, i), options);
      }
      if (markdown[i + 1] === '{' && liquid) {
        const output = parseOutputTag(markdown, i);
        if (output && prefixesPostLink(output.raw, markdown.slice(output.end, output.end + 500)))
          return { text: '', end: output.end };
        if (output)
          return { text: liquid.render(output.raw) ?? liquidAsCode(markdown, i, output.raw), end: output.end };
      }
      if (markdown[i + 1] === '%') {
        const tag = parseTag(markdown, i);
        if (tag && liquid && (liquidBlockTags.has(tag.name) || liquidSingleTags.has(tag.name)))
          return convertLiquidTag(markdown, tag, liquid, convertRendered);
        if (tag) return convertTag(markdown, tag, lineIndent(markdown, i), options, convertInner);
      }
      return null;
    },
    mapCode,
  );
}

/** A `{% %}` tag (with its body and end tag when it is a block tag) → its conversion, or itself as code. */
function convertTag(
  src: string,
  tag: Tag,
  indent: string,
  options: HexoTagOptions,
  convertInner: (markdown: string) => string,
): Converted {
  const jekyllBlock = jekyllBlockTags.has(tag.name);
  if (jekyllBlock || hexoBlockTags.has(tag.name)) {
    const close = findEndTag(src, tag);
    if (!close) return { text: asCodeSpan(tag.raw), end: tag.end };
    const body = trimOneNewline(src.slice(tag.end, close.start));
    const text = jekyllBlock
      ? convertJekyllBlock(tag, options.site?.generator === 'jekyll' ? withoutRawMarks(body) : body, indent)
      : convertHexoBlock(tag, body, indent, convertInner);
    return { text, end: close.end };
  }
  const jekyll = convertJekyllTag(tag, options);
  return { text: (jekyll === undefined ? convertHexoTag(tag, options) : jekyll) ?? asCodeSpan(tag.raw), end: tag.end };
}
