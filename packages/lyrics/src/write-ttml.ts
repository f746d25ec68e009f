import { formatTtmlTime, toMs } from './time.ts';
import type { LyricRow, LyricWord } from './types.ts';

export interface WriteTtmlOptions {
  /** `amll:meta` entries, e.g. `{ musicName: ['Song'], artists: ['A', 'B'] }`. */
  meta?: Record<string, readonly string[]>;
  /** `xml:lang` of translation spans (default `zh-CN`). */
  translation_lang?: string;
}

/** Escapes text and attribute values for XML. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;'));
}

function time(seconds: number): string {
  return formatTtmlTime(toMs(seconds));
}

/** Words as spans; a word's trailing spaces go between the spans, as Apple-style TTML writes them. */
function spans(words: readonly LyricWord[]): string {
  let out = '';
  for (const w of words) {
    const text = w.w_text.trimEnd();
    out += `<span begin="${time(w.w_start)}" end="${time(w.w_start + w.w_duration)}">${escapeXml(text)}</span>`;
    out += escapeXml(w.w_text.slice(text.length));
  }
  return out;
}

function extras(translate: string, roma: string, lang: string): string {
  let out = '';
  if (translate) out += `<span ttm:role="x-translation" xml:lang="${escapeXml(lang)}">${escapeXml(translate)}</span>`;
  if (roma) out += `<span ttm:role="x-roman">${escapeXml(roma)}</span>`;
  return out;
}

/**
 * Rows to Apple-Music-style TTML: one `<p begin end ttm:agent itunes:key>` per row, its words as timed spans
 * (a row without words as bare text), translation / romanisation as `x-translation` / `x-roman` spans,
 * background vocals as an `x-bg` span; singers as `<ttm:agent>` in the head. Interval and credit rows are left
 * out. `parse({type:'ttml', data:{text: writeTtml(rows)}})` gives the same rows.
 */
export function writeTtml(rows: readonly LyricRow[], options: WriteTtmlOptions = {}): string {
  const lang = options.translation_lang ?? 'zh-CN';
  const sung = rows.filter((r) => !r.interval && !r.credit);
  const agents: string[] = [];
  for (const r of sung) {
    const agent = r.agent ?? (r.duet ? 'v2' : 'v1');
    if (!agents.includes(agent)) agents.push(agent);
  }
  let head = '';
  for (const a of agents) head += `<ttm:agent type="person" xml:id="${escapeXml(a)}"/>`;
  if (options.meta)
    for (const [key, values] of Object.entries(options.meta))
      for (const v of values) head += `<amll:meta key="${escapeXml(key)}" value="${escapeXml(v)}"/>`;
  let end = 0;
  let body = '';
  sung.forEach((r, index) => {
    const rowEnd = r.time + r.duration;
    if (rowEnd > end) end = rowEnd;
    const agent = r.agent ?? (r.duet ? 'v2' : 'v1');
    body += `<p begin="${time(r.time)}" end="${time(rowEnd)}" ttm:agent="${escapeXml(agent)}" itunes:key="L${index + 1}">`;
    body += r.words.length > 0 ? spans(r.words) : escapeXml(r.text);
    const bg = r.background;
    if (bg) {
      body += `<span ttm:role="x-bg" begin="${time(bg.time)}" end="${time(bg.time + bg.duration)}">`;
      body += bg.words.length > 0 ? spans(bg.words) : escapeXml(bg.text);
      body += `${extras(bg.translate, bg.roma, lang)}</span>`;
    }
    body += `${extras(r.translate, r.roma, lang)}</p>`;
  });
  return (
    '<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" ' +
    'xmlns:itunes="http://music.apple.com/lyric-ttml-internal" xmlns:amll="http://www.example.com/ns/amll">' +
    `<head><metadata>${head}</metadata></head><body dur="${time(end)}"><div>${body}</div></body></tt>`
  );
}
