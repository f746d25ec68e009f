/**
 * Line breaking for the chat export's canvas (issue 25 point 3): a canvas draws one line at a time, so the text of
 * a bubble is cut into lines here, measured by the caller's `measure` (the canvas's `measureText(...).width`, in
 * CSS pixels). Break opportunities come from `Intl.Segmenter` word segments, so Latin words stay whole and Chinese
 * and Japanese text breaks between its words or characters (it has no spaces). CJK closing punctuation (。、」！…)
 * never starts a line and opening brackets (「（…) never end one: they stick to their neighbour. A segment wider
 * than the line (a long URL, a run of one script with no break) is cut between grapheme clusters, where closing
 * punctuation may hang one character past the width rather than start a line. Explicit newlines are kept.
 */

/** Characters that may not start a line (closing punctuation, small kana, prolonged sound mark). */
const noStart = /^[、。，．,.!?！？：；:;）)」』】〕〉》’”…‥ー〜ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ々]+$/u;
/** Characters that may not end a line (opening brackets and quotes). */
const noEnd = /^[（(「『【〔〈《‘“]+$/u;

type SegmenterLike = { segment(text: string): Iterable<{ segment: string }> };
const segmenter = (granularity: 'word' | 'grapheme'): SegmenterLike | undefined =>
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity }) : undefined;
const words = segmenter('word');
const graphemes = segmenter('grapheme');

/** `text` cut at its break opportunities: word segments, with no-start and no-end punctuation glued on. */
export function breakUnits(text: string): string[] {
  const parts = words ? [...words.segment(text)].map((s) => s.segment) : text.split(/(\s+)/).filter(Boolean);
  const units: string[] = [];
  let carry = '';
  for (const part of parts) {
    const prev = units.length - 1;
    if (noStart.test(part) && prev >= 0 && carry === '') units[prev] += part;
    else if (noEnd.test(part)) carry += part;
    else {
      units.push(carry + part);
      carry = '';
    }
  }
  if (carry) units.push(carry);
  return units;
}

/** The grapheme clusters of `text`. */
const clusters = (text: string): string[] =>
  graphemes ? [...graphemes.segment(text)].map((s) => s.segment) : Array.from(text);

/**
 * `text` as lines no wider than `maxWidth` by `measure` (same unit). Spaces at the end of a line are dropped (a
 * line never starts with the space that broke it); an empty paragraph is an empty line. A single grapheme wider than
 * `maxWidth` still gets a line of its own.
 * @throws RangeError when `maxWidth` is not a positive number.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  if (!(maxWidth > 0)) throw new RangeError('maxWidth must be positive');
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    const flush = () => {
      lines.push(line.trimEnd());
      line = '';
    };
    for (const unit of breakUnits(paragraph)) {
      const candidate = line + unit;
      if (measure(candidate.trimEnd()) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line.trim() !== '') flush();
      if (/^\s+$/.test(unit)) continue;
      line = '';
      if (measure(unit.trimEnd()) <= maxWidth) {
        line = unit;
        continue;
      }
      // Wider than a line alone: cut between grapheme clusters.
      for (const g of clusters(unit)) {
        // Closing punctuation hangs on the line it ends; an opening bracket goes down with what it opens.
        const overflows = line !== '' && measure((line + g).trimEnd()) > maxWidth;
        if (overflows && !noStart.test(g)) {
          const last = clusters(line).at(-1) ?? '';
          if (noEnd.test(last) && line.length > last.length) {
            line = line.slice(0, -last.length);
            flush();
            line = last;
          } else flush();
        }
        if (line === '' && /^\s$/.test(g)) continue;
        line += g;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
