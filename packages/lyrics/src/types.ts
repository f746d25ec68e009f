/**
 * Types of the lyric engine. Times are in seconds unless the name says otherwise (`start_ms`).
 * The shapes follow the spec: `lrc_data` items (LYR-01, LYR-02) and the parsed row (LYR-03).
 */

/** The five lyric types of the spec, in the order get_song_detail lists them (API-19). */
export type LyricType = 'colored' | 'ttml' | 'word' | 'row' | 'plain_text';

/** `colored {text, trans, line_time, chara}`: see README "colored format". */
export interface ColoredData {
  text: string;
  trans?: string;
  /** One time per row: a string of lines (`mm:ss.xx` or `[mm:ss.xx]`), or a list of such strings or seconds. */
  line_time?: string | readonly (string | number)[];
  /** The characters: a JSON string of a list (or id-keyed object) of characters, or the list itself. */
  chara?: string | readonly Character[] | Readonly<Record<string, Omit<Character, 'chara_id'>>>;
}
export interface TtmlData {
  text: string;
}
export interface WordData {
  text: string;
  trans?: string;
  roma?: string;
}
export interface RowData {
  text: string;
  trans?: string;
  roma?: string;
}
export interface PlainTextData {
  text: string;
}

/** One item of `lrc_data` (LYR-01, LYR-02). */
export type LyricEntry =
  | { type: 'colored'; data: ColoredData }
  | { type: 'ttml'; data: TtmlData }
  | { type: 'word'; data: WordData }
  | { type: 'row'; data: RowData }
  | { type: 'plain_text'; data: PlainTextData };

/** A timed word of a row (LYR-03). `w_start` and `w_duration` in seconds. */
export interface LyricWord {
  w_start: number;
  w_duration: number;
  w_text: string;
  /** Ruby segments of this word when its text used the ruby notation (LYR-18). */
  ruby?: RubySegment[];
}

/** A piece of row text; `ruby` is the reading shown above `text` as `<ruby>text<rt>ruby</rt></ruby>` (LYR-18). */
export interface RubySegment {
  text: string;
  ruby?: string;
}

/** A singer of colored lyrics (LYR-14). Colours are CSS colour strings as given. */
export interface Character {
  chara_id: string;
  name: string;
  color: string;
  text_color: string;
}

/** One part of a colored row, sung by one character (LYR-13); `chara` is null when the part names none. */
export interface ColoredPart {
  text: string;
  chara: Character | null;
  ruby?: RubySegment[];
}

/** Background vocals of a TTML row (`ttm:role="x-bg"`), with their own words and translation. */
export interface BackgroundVocals {
  time: number;
  duration: number;
  text: string;
  translate: string;
  roma: string;
  words: LyricWord[];
}

/**
 * A parsed row (LYR-03): `time` and `duration` in seconds, `text`, `translate`, `roma`, `words`.
 * Optional fields carry what some formats have: ruby, colored parts, singers, background vocals.
 */
export interface LyricRow {
  time: number;
  duration: number;
  text: string;
  translate: string;
  roma: string;
  words: LyricWord[];
  /** Present when the text used the ruby notation (LYR-18). */
  ruby?: RubySegment[];
  /** colored rows: the text as parts per singing character (LYR-13). */
  parts?: ColoredPart[];
  /** TTML: background vocals sung with this row. */
  background?: BackgroundVocals;
  /** TTML: the `ttm:agent` id of the singer. */
  agent?: string;
  /** TTML: sung by a person other than the main singer (a duet's other side). */
  duet?: boolean;
  /** YRC: a row wholly in parentheses, i.e. background vocals on a line of their own. */
  bg?: boolean;
  /** word lyrics: an empty row filling a gap of more than 1 s (LYR-15). */
  interval?: boolean;
  /** A credit line (NetEase JSON line such as `作词: Name`), not sung. */
  credit?: boolean;
}

/** Why a line was skipped or read with a fallback. `line` is 1-based (0: the input as a whole). */
export interface Diagnostic {
  /** Which field of the entry's data the line is in: `text`, `trans`, `roma`, `line_time`, `chara`. */
  field: string;
  line: number;
  reason: DiagnosticReason;
  /** The offending text, cut to 80 characters. */
  excerpt?: string;
}

export type DiagnosticReason =
  | 'untimed_line'
  | 'bad_timestamp'
  | 'bad_offset'
  | 'bad_word_stamp'
  | 'bad_json'
  | 'bad_header'
  | 'bad_time'
  | 'xml_error'
  | 'bad_chara'
  | 'unknown_chara'
  | 'unmatched_line'
  | 'unknown_type'
  | 'bad_data';

/** What `parse` returns. */
export interface ParseResult {
  rows: LyricRow[];
  diagnostics: Diagnostic[];
  /** Metadata tags (`[ar:]`, `[ti:]`, TTML `amll:meta` ...), each key with its values in file order. */
  meta: Record<string, string[]>;
  /** false for plain_text: the rows carry no times (all 0). */
  synced: boolean;
}
