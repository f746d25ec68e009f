/**
 * The code-region scanner of the post converter: finds where code starts in a post's Markdown so that tag syntax
 * there is never converted. Documentation posts show tag syntax in code (hexo-docs `tag-plugins.md`).
 *
 * Code is fenced blocks (``` or ~~~, any indent), inline code spans, raw `<pre>`, `<code>` and `<!-- -->`, and
 * the character after a backslash. Indented code blocks are not detected: in real posts a 4-space indent is
 * usually list-item content (Hexo 3.0 notes put `{% code %}` there and Hexo itself expands it), so treating it
 * as code would be the bigger error.
 */

/** What a converter made of the syntax at a position: its replacement `text` and the index just after it. */
export type Converted = { text: string; end: number };

/**
 * Returns `markdown` with code copied byte for byte (or as `mapCode` maps each fenced block, code span and
 * raw `<pre>`/`<code>`/comment) and, at every other position, what `convertAt(index)` makes of the text there
 * (null: the character is copied as it is). Pure, never throws (unless `convertAt` or `mapCode` does).
 * @example
 * const src = '`{x}` {x}';
 * mapOutsideCode(src, (i) => (src[i] === '{' ? { text: 'X', end: i + 3 } : null)); // '`{x}` X'
 */
export function mapOutsideCode(
  markdown: string,
  convertAt: (index: number) => Converted | null,
  mapCode: (code: string) => string = (code) => code,
): string {
  let out = '';
  let i = 0;
  const n = markdown.length;
  while (i < n) {
    if (i === 0 || markdown[i - 1] === '\n') {
      const fenceEnd = matchFencedBlock(markdown, i);
      if (fenceEnd !== null) {
        out += mapCode(markdown.slice(i, fenceEnd));
        i = fenceEnd;
        continue;
      }
    }
    const ch = markdown[i];
    if (ch === '\\' && i + 1 < n) {
      out += markdown.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '`') {
      const run = runLength(markdown, i, '`');
      const end = matchCodeSpan(markdown, i, run);
      out += end === null ? markdown.slice(i, i + run) : mapCode(markdown.slice(i, end));
      i = end ?? i + run;
      continue;
    }
    if (ch === '<') {
      const end = matchProtectedHtml(markdown, i);
      if (end !== null) {
        out += mapCode(markdown.slice(i, end));
        i = end;
        continue;
      }
    }
    const converted = convertAt(i);
    if (converted) {
      out += converted.text;
      i = converted.end;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** The whitespace before `index` on its line, when only whitespace precedes it (list-item content). */
export function lineIndent(src: string, index: number): string {
  const lineStart = src.lastIndexOf('\n', index - 1) + 1;
  const before = src.slice(lineStart, index);
  return /^[ \t]*$/.test(before) ? before : '';
}

/** When a fenced block (``` or ~~~, any indent) opens at `start`, the index just after its closing line. */
function matchFencedBlock(src: string, start: number): number | null {
  const lineEnd = endOfLine(src, start);
  const open = /^[ \t]*(`{3,}|~{3,})(.*)$/.exec(src.slice(start, lineEnd));
  if (!open) return null;
  const fence = open[1] as string;
  if (fence[0] === '`' && (open[2] ?? '').includes('`')) return null;
  const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  let pos = lineEnd + 1;
  while (pos <= src.length) {
    const end = endOfLine(src, pos);
    if (closing.test(src.slice(pos, end))) return Math.min(end + 1, src.length);
    if (end >= src.length) break;
    pos = end + 1;
  }
  return src.length;
}

/** End of a code span opened by `run` backticks at `start` (same run length, no blank line between), or null. */
function matchCodeSpan(src: string, start: number, run: number): number | null {
  let pos = start + run;
  while (pos < src.length) {
    const next = src.indexOf('`', pos);
    if (next === -1) return null;
    if (/\n[ \t]*\n/.test(src.slice(start, next))) return null;
    const length = runLength(src, next, '`');
    if (length === run) return next + length;
    pos = next + length;
  }
  return null;
}

/** Raw `<pre>…</pre>`, `<code>…</code>` and `<!-- … -->` are code or comments: copied untouched. */
function matchProtectedHtml(src: string, start: number): number | null {
  const head = src.slice(start, start + 6).toLowerCase();
  if (head.startsWith('<!--')) {
    const end = src.indexOf('-->', start + 4);
    return end === -1 ? null : end + 3;
  }
  const element = /^<(pre|code)[\s>]/.exec(head)?.[1];
  if (!element) return null;
  const end = src.toLowerCase().indexOf(`</${element}>`, start);
  return end === -1 ? null : end + element.length + 3;
}

function runLength(src: string, start: number, ch: string): number {
  let end = start;
  while (src[end] === ch) end++;
  return end - start;
}

function endOfLine(src: string, start: number): number {
  const end = src.indexOf('\n', start);
  return end === -1 ? src.length : end;
}
