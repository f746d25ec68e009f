import { type LyricWord, wordProgress } from '@site/lyrics';

/** The elements of one word: its clipping box and the box's content (see `Word` in lyric-row.tsx). */
export interface WordElements {
  fill: HTMLElement;
  inner: HTMLElement;
}

/** Finds the word elements of a row element, in word order. */
export function wordElementsOf(row: Element | null): WordElements[] {
  if (row === null) return [];
  const out: WordElements[] = [];
  for (const fill of row.querySelectorAll<HTMLElement>('[data-fill]')) {
    const inner = fill.firstElementChild;
    if (inner instanceof HTMLElement) out.push({ fill, inner });
  }
  return out;
}

/**
 * Reveals each word of the current row as far as it is sung at `time_s` (seconds, read from the audio element),
 * with `lrc_word_offset` (seconds; positive runs the words earlier). Writes only transforms, and only where a
 * word's progress changed since the last call (`last` holds the previous progress per word, updated in place),
 * so a frame with nothing new costs no style work. Progress is kept to 1/1000.
 *
 * @returns how many words were written (0 on most frames between words).
 */
export function applyWordProgress(
  elements: readonly WordElements[],
  words: readonly LyricWord[],
  time_s: number,
  lrc_word_offset: number,
  last: number[],
): number {
  let written = 0;
  const n = Math.min(elements.length, words.length);
  for (let i = 0; i < n; i++) {
    const p = Math.round(wordProgress(words[i] as LyricWord, time_s, lrc_word_offset) * 1000) / 1000;
    if (last[i] === p) continue;
    last[i] = p;
    const el = elements[i] as WordElements;
    const shift = Math.round((1 - p) * 1000) / 10; // percent, to 0.1
    el.fill.style.transform = `translateX(${-shift}%)`;
    el.inner.style.transform = `translateX(${shift}%)`;
    written++;
  }
  return written;
}

/** Removes the inline transforms of a row that is no longer current, so the style sheet decides its look again. */
export function clearWordProgress(elements: readonly WordElements[]): void {
  for (const el of elements) {
    el.fill.style.transform = '';
    el.inner.style.transform = '';
  }
}
