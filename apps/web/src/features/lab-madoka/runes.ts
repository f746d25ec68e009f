import { isRuneLetter, type RuneLetter, runeLetters } from './glyphs.ts';

/**
 * Latin text to runes and back (issue 25 point 4). The rules, which the page states too:
 * - letters are read case-insensitively, and an accented letter is folded to its base letter (`normalize('NFD')`,
 *   then the combining marks dropped: "é" -> "e", "Å" -> "a");
 * - any run of spaces or tabs is one word separator; a line break starts a new line of runes;
 * - every other character (digits, punctuation, letters with no base letter a-z such as "ß" or "ø", other scripts,
 *   emoji) has no rune and is skipped: `encodeRunes` lists them in `skipped`.
 */

/** A word: its runes' letters, in order (never empty). */
export type RuneWord = readonly RuneLetter[];
/** A line of words (possibly empty: a blank line of the text). */
export type RuneLine = readonly RuneWord[];

/** The runes of a text: its lines of words, and the characters that have no rune, once each in order of appearance. */
export interface RuneText {
  lines: readonly RuneLine[];
  skipped: readonly string[];
}

/** `text` with each accented letter folded to its base letter and lower-cased ("Ça" -> "ca"). */
export function foldLatin(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The runes of `text` under the rules above. Leading and trailing blank lines are dropped; a blank line inside the
 * text is kept as an empty line. Never throws.
 */
export function encodeRunes(text: string): RuneText {
  const skipped = new Set<string>();
  const lines: RuneWord[][] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const words: RuneLetter[][] = [];
    for (const rawWord of rawLine.split(/[\s]+/u)) {
      const word: RuneLetter[] = [];
      for (const char of Array.from(rawWord)) {
        const folded = foldLatin(char);
        for (const part of Array.from(folded)) {
          if (isRuneLetter(part)) word.push(part);
          else skipped.add(char);
        }
      }
      if (word.length > 0) words.push(word);
    }
    lines.push(words);
  }
  while (lines.length > 0 && lines[0]?.length === 0) lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]?.length === 0) lines.pop();
  return { lines, skipped: [...skipped] };
}

/** The Latin reading of runes: words joined by one space, lines by "\n", in lower case. */
export function readRunes(lines: readonly RuneLine[]): string {
  return lines.map((line) => line.map((word) => word.join('')).join(' ')).join('\n');
}

/** How many runes (letters) `lines` hold, separators not counted. */
export function runeCount(lines: readonly RuneLine[]): number {
  return lines.reduce((sum, line) => sum + line.reduce((s, word) => s + word.length, 0), 0);
}

/** A key of the rune keyboard: a letter's rune, the word separator, or backspace. */
export type RuneKey = RuneLetter | 'space' | 'backspace';

/**
 * The decoded Latin text after pressing `key` on the rune keyboard with `text` written so far: a rune adds its
 * letter, "space" adds one space (never two in a row, never at the start), "backspace" takes the last character.
 */
export function pressRuneKey(text: string, key: RuneKey): string {
  if (key === 'backspace') return Array.from(text).slice(0, -1).join('');
  if (key === 'space') return text === '' || text.endsWith(' ') ? text : `${text} `;
  return text + key;
}

/** The letter whose rune has path data `d`, or undefined: the decoder from drawn runes (e.g. an exported SVG). */
export function letterOfPath(d: string, paths: Readonly<Record<RuneLetter, string>>): RuneLetter | undefined {
  const wanted = d.trim().replace(/\s+/g, ' ');
  return runeLetters.find((letter) => paths[letter] === wanted);
}
