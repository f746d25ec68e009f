/**
 * @site/lyrics: every lyric format of the spec to parsed rows, lyric selection, current-row maths and writers.
 * Pure TypeScript: no DOM, no React; runs in Node and the browser. Times are in seconds unless named `_ms`.
 */
export { insertIntervals } from './intervals.ts';
export { attachByTime, MATCH_TOLERANCE_S } from './match-lines.ts';
export { detectWordFormat, parse, type WordFormat } from './parse.ts';
export { UNTIMED_COLORED_S } from './parse-colored.ts';
export { parseRuby } from './ruby.ts';
export { isAvailable, isTypeEnabled, type LyricSettings, selectLyric } from './select.ts';
export {
  type LyricRequest,
  lrcDataFromMeting,
  lrcDataFromNcm,
  lrcDataFromSongDetail,
  metingLyricRequest,
  ncmLyricRequest,
  songDetailRequest,
} from './sources.ts';
export { formatLrcTime, formatTtmlTime, parseClockMs, parseTtmlTimeMs } from './time.ts';
export {
  BLUR_STEP_EM,
  blurEm,
  blurSteps,
  currentRowIndex,
  currentWordIndex,
  MAX_BLUR_STEPS,
  type RowState,
  rowState,
  wordProgress,
} from './timing.ts';
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
