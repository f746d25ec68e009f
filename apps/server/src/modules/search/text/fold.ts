import { toSimplifiedCodePoint } from './chinese.ts';

/**
 * Folding for search (issue 22 point 2): the form in which a query and a document are compared. Each code point of
 * the original folds on its own (so a character folds the same way whatever surrounds it, and every folded
 * character can be traced back to where it came from):
 *
 * 1. NFKC: full-width Latin and digits become ASCII (`ＡＢＣ１` -> `abc1`), half-width katakana become full-width
 *    (`ｶﾀｶﾅ` -> `カタカナ`), ligatures and compatibility forms open up (`ﬁ` -> `fi`, `㍿` -> `株式会社`);
 * 2. lower case (per code point: `Σ` is always `σ`, and so is a final `ς`);
 * 3. accents dropped: NFD, combining marks removed, NFC again (`é` -> `e`, `Å` -> `a`); the kana voicing marks are
 *    kept, so `が` stays `が` (not `か`), and a half-width `ｶﾞ` becomes `ガ`;
 * 4. Traditional Chinese to Simplified, by OpenCC's character table (`體` -> `体`), never by phrase;
 * 5. whitespace (any `\s`: tab, newline, no-break or ideographic space) becomes one `' '` each (not collapsed, so
 *    a phrase matches across a line break and offsets stay one to one);
 * 6. a lone surrogate becomes U+FFFD (the folded text is always well-formed UTF-16).
 *
 * Hiragana and katakana are not folded into each other (`ひらがな` does not find `ヒラガナ`).
 */

/** A folded text with the way back (issue 22): `offsets[i]` is the UTF-16 index in the original of folded unit `i`. */
export type FoldedText = {
  /** The original text. */
  readonly text: string;
  readonly folded: string;
  /** `folded.length + 1` entries, the last `text.length`; null when the folding was one to one (pure ASCII). */
  readonly offsets: Int32Array | null;
};

/** Any unit beyond ASCII (surrogates included: no `u` flag). */
const nonAscii = /[\u0080-\uffff]/;
const asciiSpace = /[\t\n\v\f\r]/g;
const whitespace = /^\s$/u;
const mark = /\p{M}/u;
const voicedMark = 0x3099;
const semiVoicedMark = 0x309a;

/**
 * The fold of each BMP code point met so far that folds to one UTF-16 unit (the common case: CJK, kana, accented
 * Latin), by code point; 0 = not yet known, 1 = more or less than one unit (then `cache` holds it).
 */
const singleUnit = new Uint16Array(0x10000);
const cache = new Map<number, string>();

/** The folded form of one code point; may start with a kana voicing mark for the caller to join to what precedes. */
function foldCodePoint(codePoint: number): string {
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return '\ufffd';
  const source = String.fromCodePoint(codePoint);
  if (whitespace.test(source)) return ' ';
  // Final sigma is sigma (as Unicode case folding has it): `ΣΟΦΙΑΣ` lower-cases to `σοφιασ`, typed `σοφιας`.
  const decomposed = source.normalize('NFKC').toLowerCase().replace('ς', 'σ').normalize('NFD');
  let kept = '';
  for (const char of decomposed) {
    const code = char.codePointAt(0) as number;
    // A voicing mark stays only to rejoin its kana (here by NFC, or the preceding code point by the caller).
    if (code === voicedMark || code === semiVoicedMark) kept += char;
    else if (!mark.test(char)) kept += whitespace.test(char) ? ' ' : char;
  }
  let out = '';
  let first = true;
  for (const char of kept.normalize('NFC')) {
    const code = char.codePointAt(0) as number;
    if ((code === voicedMark || code === semiVoicedMark) && !first) continue;
    out += String.fromCodePoint(toSimplifiedCodePoint(code));
    first = false;
  }
  return out;
}

/** The single unit a BMP code point (not a surrogate, not ASCII) folds to, or 1 when it is not one unit. */
function singleUnitFold(unit: number): number {
  let folded = singleUnit[unit] as number;
  if (folded === 0) {
    const text = foldCodePoint(unit);
    const code = text.charCodeAt(0);
    folded = text.length === 1 && code !== voicedMark && code !== semiVoicedMark ? code : 1;
    if (folded === 1) cache.set(unit, text);
    singleUnit[unit] = folded;
  }
  return folded;
}

function cachedFold(codePoint: number): string {
  let folded = cache.get(codePoint);
  if (folded === undefined) {
    folded = foldCodePoint(codePoint);
    // Bounded: a hostile text of a million distinct astral code points must not grow memory for ever.
    if (cache.size < 65536) cache.set(codePoint, folded);
  }
  return folded;
}

/** Scratch space of foldText, reused between calls (folding is synchronous): the folded units and their offsets. */
let scratchUnits = new Uint16Array(4096);
let scratchOffsets = new Int32Array(4097);
const utf16 = new TextDecoder('utf-16le');

/** Makes the scratch space hold at least `units` units, keeping the first `kept`. */
function reserve(units: number, kept: number): void {
  if (units + 1 <= scratchUnits.length) return;
  const capacity = Math.max(units + 1, scratchUnits.length * 2);
  const nextUnits = new Uint16Array(capacity);
  nextUnits.set(scratchUnits.subarray(0, kept));
  scratchUnits = nextUnits;
  const nextOffsets = new Int32Array(capacity + 1);
  nextOffsets.set(scratchOffsets.subarray(0, kept));
  scratchOffsets = nextOffsets;
}

/**
 * Folds `text` and keeps the way back (see the module's rules). Pure ASCII takes a fast path with `offsets: null`
 * (one to one). Never throws. issue 22.
 */
export function foldText(text: string): FoldedText {
  return fold(text, true);
}

/** The fold; the offsets (4 bytes a unit) are copied out of the scratch space only when `keepOffsets`. */
function fold(text: string, keepOffsets: boolean): FoldedText {
  if (!nonAscii.test(text)) return { text, folded: text.toLowerCase().replace(asciiSpace, ' '), offsets: null };
  reserve(text.length, 0);
  // Invariant: before unit i, the scratch space holds length + (text.length - i) more units (one in, at most one
  // out on the fast paths); an expansion reserves its surplus.
  let units = scratchUnits;
  let offsets = scratchOffsets;
  let length = 0;
  for (let i = 0; i < text.length; ) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) {
      units[length] = unit >= 0x41 && unit <= 0x5a ? unit + 32 : unit >= 0x09 && unit <= 0x0d ? 0x20 : unit;
      offsets[length++] = i++;
      continue;
    }
    if (unit < 0xd800 || unit > 0xdfff) {
      const single = singleUnitFold(unit);
      if (single !== 1) {
        units[length] = single;
        offsets[length++] = i++;
        continue;
      }
    }
    const codePoint = text.codePointAt(i) as number;
    const width = codePoint > 0xffff ? 2 : 1;
    let folded = cachedFold(codePoint);
    const first = folded.charCodeAt(0);
    if ((first === voicedMark || first === semiVoicedMark) && folded.length === 1) {
      // A separate voicing mark (half-width ﾞ, or a decomposed が): join it to the kana before, else drop it.
      if (length > 0) {
        const joined = (String.fromCharCode(units[length - 1] as number) + folded).normalize('NFC');
        if (joined.length === 1) units[length - 1] = joined.charCodeAt(0);
      }
      folded = '';
    }
    if (folded.length > width) {
      reserve(length + folded.length + (text.length - i - width), length);
      units = scratchUnits;
      offsets = scratchOffsets;
    }
    // Unchanged code points map unit to unit (an emoji's two halves); a changed one maps every unit to its start.
    const same =
      folded.length === width &&
      folded.charCodeAt(0) === unit &&
      (width === 1 || folded.charCodeAt(1) === text.charCodeAt(i + 1));
    for (let k = 0; k < folded.length; k++) {
      units[length] = folded.charCodeAt(k);
      offsets[length++] = same ? i + k : i;
    }
    i += width;
  }
  offsets[length] = text.length;
  const folded = utf16.decode(units.subarray(0, length));
  return { text, folded, offsets: keepOffsets ? offsets.slice(0, length + 1) : null };
}

/**
 * The folded form of `text` for matching: per code point NFKC (full/half width), lower case, accents dropped,
 * Traditional Chinese to Simplified (OpenCC's character table), whitespace as `' '`, lone surrogates as U+FFFD.
 * Index and query fold with this same function. Pure, never throws. issue 22.
 *
 * @example foldForSearch('Ｃａｆé 繁體') // 'cafe 繁体'
 */
export function foldForSearch(text: string): string {
  return fold(text, false).folded;
}

/**
 * {@link foldForSearch} with the way back to the original: `offsets[i]` is the UTF-16 index in `text` that folded
 * unit `i` came from (every unit of an expansion such as `㍿` -> `株式会社` points at its start);
 * `offsets.length === folded.length + 1` and the last entry is `text.length`. Never throws. issue 22.
 *
 * @example foldWithOffsets('Éa') // { folded: 'ea', offsets: [0, 1, 2] }
 */
export function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  const { folded, offsets } = foldText(text);
  if (offsets) return { folded, offsets: Array.from(offsets) };
  const identity = new Array<number>(text.length + 1);
  for (let i = 0; i <= text.length; i++) identity[i] = i;
  return { folded, offsets: identity };
}

/**
 * The original range `[start, end)` of the folded range `[from, to)` (`from < to`): from the source of unit `from`
 * to the end of the source of unit `to - 1`, so an expansion is never cut, a dropped accent after the last letter
 * is inside, and a surrogate pair is never split. Indexes in UTF-16 units; never throws. issue 22.
 */
export function originalRange(text: FoldedText, from: number, to: number): [number, number] {
  const { offsets } = text;
  let start = from;
  let end = to;
  if (offsets) {
    start = offsets[from] as number;
    const last = offsets[to - 1] as number;
    let k = to;
    while (k < text.folded.length && offsets[k] === last) k++;
    end = offsets[k] as number;
  }
  if (start > 0 && isLowSurrogate(text.text, start) && isHighSurrogate(text.text, start - 1)) start--;
  if (end < text.text.length && isLowSurrogate(text.text, end) && isHighSurrogate(text.text, end - 1)) end++;
  return [start, end];
}

const isHighSurrogate = (text: string, index: number) => {
  const unit = text.charCodeAt(index);
  return unit >= 0xd800 && unit <= 0xdbff;
};
const isLowSurrogate = (text: string, index: number) => {
  const unit = text.charCodeAt(index);
  return unit >= 0xdc00 && unit <= 0xdfff;
};
