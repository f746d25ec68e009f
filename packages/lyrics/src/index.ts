/**
 * @site/lyrics: every lyric format of the spec to parsed rows, lyric selection, current-row maths and writers.
 * Pure TypeScript: no DOM, no React, no API paths; runs in Node and the browser. Times are in seconds unless
 * named `_ms`. The source converters take answers the caller fetched and checked with `@site/contracts`.
 */
export { parse } from './parse.ts';
export { parseRuby } from './ruby.ts';
export { isAvailable, type LyricSettings, selectLyric } from './select.ts';
export { lrcDataFromMeting, lrcDataFromNcm, lrcDataFromSongDetail } from './sources.ts';
export { formatLrcTime } from './time.ts';
export { blurEm, currentRowIndex, type RowState, rowState, wordProgress } from './timing.ts';
export type {
  BackgroundVocals,
  Character,
  ColoredData,
  ColoredPart,
  Diagnostic,
  DiagnosticReason,
  LyricEntry,
  LyricRow,
  LyricType,
  LyricWord,
  ParseResult,
  PlainTextData,
  RowData,
  RubySegment,
  TtmlData,
  WordData,
} from './types.ts';
export { type WriteLrcOptions, writeLrc } from './write-lrc.ts';
export { escapeXml, type WriteTtmlOptions, writeTtml } from './write-ttml.ts';
