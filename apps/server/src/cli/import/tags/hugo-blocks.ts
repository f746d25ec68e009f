import type { Converted } from './code-regions.ts';
import { escapeMarkdown, fenced, trimOneNewline } from './output.ts';

/**
 * Hugo's block shortcodes whose inside is code (`code-toggle`, `code`, `highlight`, and any other whose inside
 * reads as code or configuration) → a fenced code block in its language, never prose. Pure, never throws.
 */

/** What the block converters need of a parsed shortcode (`hugo.ts`'s `Shortcode`). */
export type BlockShortcode = {
  name: string;
  positional: string[];
  named: Record<string, string>;
  end: number;
};

/**
 * Where the closing shortcode of block `code` lies in `src` (`{{< /name >}}` or `{{% /name %}}`; nested
 * shortcodes of the same name counted), or null when it has none.
 */
export function findShortcodeEnd(src: string, code: BlockShortcode): { start: number; end: number } | null {
  const name = code.name.replace(/[^\w-]/g, '');
  const pattern = new RegExp(`\\{\\{[<%]\\s*(/?)${name}(?=[\\s>%/])[^]*?[>%]\\}\\}`, 'gi');
  pattern.lastIndex = code.end;
  let depth = 1;
  for (let match = pattern.exec(src); match; match = pattern.exec(src)) {
    if (match[1] !== '/') {
      if (!/\/\s*[>%]\}\}$/.test(match[0])) depth++;
    } else if (--depth === 0) return { start: match.index, end: match.index + match[0].length };
  }
  return null;
}

/**
 * A block shortcode whose inside is code → a fenced block (with the file's name above it in italics when one is
 * given), or null when `code` is not such a block or has no closing shortcode:
 * - `code-toggle` (Hugo's documentation: configuration shown in TOML, YAML and JSON): the inside as written, in
 *   its format (TOML unless it reads as YAML or JSON), `fm=true` framed as front matter; `file` (`hugo`) names it.
 * - `code` (Hugo's older documentation): in `lang`, else the language of `file`'s extension.
 * - `highlight`: in its first argument's language.
 * - any other block whose inside reads as code or configuration (`looksLikeCode`): in the language it reads as.
 */
export function convertCodeBlock(src: string, code: BlockShortcode, indent: string): Converted | null {
  const known = code.name === 'code-toggle' || code.name === 'code' || code.name === 'highlight';
  const close = findShortcodeEnd(src, code);
  if (!close) return null;
  const body = trimOneNewline(src.slice(code.end, close.start));
  if (!known && !looksLikeCode(body)) return null;
  const file = code.named.file ?? '';
  let lang: string;
  let text = body;
  let caption = file;
  if (code.name === 'code-toggle') {
    lang = guessLanguage(body, 'toml');
    if (/^(true|1)$/i.test(code.named.fm ?? '') && lang !== 'json') {
      const mark = lang === 'toml' ? '+++' : '---';
      text = `${indent}${mark}\n${body}\n${indent}${mark}`;
    }
    if (file && !/\.\w+$/.test(file)) caption = `${file}.${lang}`;
  } else if (code.name === 'code') {
    lang = code.named.lang ?? extensionLanguage(file);
  } else if (code.name === 'highlight') {
    lang = code.positional[0] ?? '';
  } else {
    lang = guessLanguage(body, '');
  }
  const block = fenced(text, lang.replace(/[^\w+#.-]/g, ''), indent);
  return { text: caption ? `*${escapeMarkdown(caption)}*\n${indent}\n${indent}${block}` : block, end: close.end };
}

const extensionLanguages: Record<string, string> = { yml: 'yaml', md: 'markdown', txt: '', htm: 'html' };

/** The code language of a file name's extension (`layouts/x.html` → `html`), '' without one. */
function extensionLanguage(file: string): string {
  const ext = /\.([\w+-]+)$/.exec(file)?.[1]?.toLowerCase() ?? '';
  return extensionLanguages[ext] ?? ext;
}

const tomlLine = /^(\[{1,2}[\w."' -]+\]{1,2}|[\w."-]+\s*=\s*\S.*)$/;
const yamlLine = /^(- |[\w."-]+:(\s|$))/;

/** The language `text` reads as: `json`, `html`, `toml`, `yaml`, else `fallback`. */
export function guessLanguage(text: string, fallback: string): string {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      JSON.parse(trimmed);
      return 'json';
    } catch {
      // TOML's `[section]` also opens with a bracket.
    }
  }
  if (trimmed.startsWith('<')) return 'html';
  const lines = trimmed.split('\n').map((line) => line.trim());
  if (lines.some((line) => tomlLine.test(line))) return 'toml';
  if (lines.some((line) => yamlLine.test(line))) return 'yaml';
  return fallback;
}

/** A line of code or configuration: an assignment, a key, a bracket, a tag, a statement or a template action. */
const codeLine =
  /^(\[{1,2}[\w."' -]+\]{1,2}$|[\w."-]+\s*[=:](\s|$)|- [\w."-]+:\s|[{}[\]<]|\$ |\{\{.*\}\}$|.*[;{}(,]$|.*\)$)/;

/**
 * Whether `text` (a shortcode's inside) reads as code or configuration rather than prose: it holds no shortcode
 * and at least 60% of its lines (comments and blank lines aside) read as code (`codeLine`) and are no sentences.
 */
export function looksLikeCode(text: string): boolean {
  // A block holding shortcodes (`tabs` of `tab`s) is a container: its shortcodes are converted one by one.
  if (/\{\{[<%]/.test(text)) return false;
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^(#|\/\/)/.test(line));
  if (lines.length === 0) return false;
  const sentence = (line: string) => line.split(/\s+/).length >= 5 && /[.!?]$/.test(line) && !/[=;{}]/.test(line);
  const code = lines.filter((line) => codeLine.test(line) && !sentence(line)).length;
  return code / lines.length >= 0.6;
}
