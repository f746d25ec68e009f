import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { lazyImages, restrictEmbeds } from '../../markdown/hast-plugins.ts';
import { articleSanitizeSchema } from '../../markdown/sanitize-schema.ts';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, articleSanitizeSchema)
  .use(restrictEmbeds)
  .use(lazyImages)
  .use(rehypeStringify);

/**
 * Turns each run of lines starting with `>!` (a spoiler, as Reddit and Discord write it) into a closed
 * `<details><summary>Spoiler</summary>…</details>` block whose inside is Markdown again. Code fences are left alone.
 */
export function spoilerBlocks(markdown: string): string {
  const out: string[] = [];
  let spoiler: string[] | null = null;
  let fence: string | null = null;
  const close = () => {
    if (spoiler) out.push('<details>', '<summary>Spoiler</summary>', '', ...spoiler, '', '</details>', '');
    spoiler = null;
  };
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && spoiler === null && fenceMark) fence = fenceMark[0] as string;
    else if (fence !== null && fenceMark?.startsWith(fence)) fence = null;
    const inner = fence === null ? /^>!\s?(.*)$/.exec(line) : null;
    if (inner) {
      spoiler = spoiler ?? [];
      spoiler.push(inner[1] ?? '');
    } else {
      close();
      out.push(line);
    }
  }
  close();
  return out.join('\n');
}

/** The sanitised HTML of a review's Markdown (GFM, `>!` spoilers, raw HTML kept only where the sanitiser allows). */
export function renderReview(markdown: string): string {
  if (markdown.trim() === '') return '';
  return String(processor.processSync(spoilerBlocks(markdown)));
}
