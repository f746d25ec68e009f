import { blurEm, currentRowIndex, type LyricEntry, type LyricRow as Row, rowState } from '@site/lyrics';
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LyricRow } from './lyric-row.tsx';
import styles from './lyrics-view.module.css';
import type { ManualScrollState } from './manual-scroll.ts';
import { listTranslate } from './scroll-position.ts';
import { useLyricClock } from './use-lyric-clock.ts';
import { useManualScrollInput } from './use-manual-scroll.ts';
import { useParsedLyrics } from './use-parsed-lyrics.ts';
import { useRowLayout } from './use-row-layout.ts';
import { applyWordProgress, clearWordProgress, type WordElements, wordElementsOf } from './word-fill.ts';

/** The player settings the lyric view reads (spec section 3 "Player settings"); offsets in seconds. */
export interface LyricsViewSettings {
  lrc_row_offset: number;
  lrc_word_offset: number;
  show_translate: boolean;
  show_roma: boolean;
  show_ruby: boolean;
  word_lrc: boolean;
  colored_lrc: boolean;
  lrc_align: 'left' | 'center';
}

/** Props of `LyricsPanel`. */
export interface LyricsPanelProps {
  /** The current song's `lrc_data` (LYR-01); parsed here. */
  lrc_data: readonly LyricEntry[];
  /** Whether the lyrics have been fetched (also true when there are none, LYR-29). */
  ready: boolean;
  /** false: no current song, the not-playing text shows [LYR-11]. */
  has_song: boolean;
  settings: LyricsViewSettings;
  /** The audio time in seconds, read straight from the audio element (frame-accurate). */
  getTime: () => number;
  /** While true the view follows the time every animation frame; otherwise only on `subscribeTime` reports. */
  playing: boolean;
  /** Calls `listener` whenever the time changes outside playback (a seek while paused); returns the unsubscribe. */
  subscribeTime?: (listener: () => void) => () => void;
  /** Seeks the audio to `time_s` seconds [LYR-27]. */
  onSeek: (time_s: number) => void;
  className?: string;
}

function readReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The scrolling, synchronised lyrics (spec section 4 "Lyrics") as a component of props, so it is tested without
 * the player; `LyricsView` connects it to the player.
 *
 * - The active lyric type per `word_lrc` / `colored_lrc`, re-parsed when they change [LYR-04..08, LYR-12];
 *   "没有歌词" when nothing qualifies [LYR-09]; the not-playing text with no song [LYR-11].
 * - The current row is `currentRowIndex(rows, time, lrc_row_offset)` [LYR-10]; rows carry `data-state`
 *   [LYR-21] and a blur of min(distance, 3) × 0.03em [LYR-22]; translation, romanisation and ruby per their
 *   settings [LYR-19]; alignment per `lrc_align` [LYR-20].
 * - Performance: React renders again only when the current row changes (rows are memoised, so only rows whose
 *   state or blur changed). Every animation frame reads the audio time and writes transforms on the current
 *   row's words only (the word fill, with `lrc_word_offset`); the list moves by a transform. The "style refresh"
 *   (current row, states, list position) runs at most once per 200 ms [LYR-30]: it counts itself in the root's
 *   `data-style-refreshes` and marks `performance` with `lyric-style-refresh`.
 * - A wheel or touch switches to manual scroll mode [LYR-23] with a "回到当前位置" button [LYR-24, LYR-25]; the
 *   view returns to auto mode 2000 ms after the mouse leaves [LYR-26]. A row click (or Enter / Space on a
 *   row) seeks to its time plus `lrc_row_offset` and returns to auto mode [LYR-27, LYR-28].
 * - After a resize the layout is measured at 200 ms and again at 1000 ms [LYR-31] (`data-layout-passes` counts
 *   measurements).
 * - `prefers-reduced-motion`: the style sheet drops the list's and rows' transitions.
 */
export function LyricsPanel({
  lrc_data,
  ready,
  has_song,
  settings,
  getTime,
  playing,
  subscribeTime,
  onSeek,
  className,
}: LyricsPanelProps) {
  const { t } = useTranslation('fullplayer');
  const parsed = useParsedLyrics(lrc_data, settings.word_lrc, settings.colored_lrc);
  const { rows, synced } = parsed;
  const scrollable = has_song && ready && parsed.type !== null;

  const [current, setCurrent] = useState(-1);

  const rootRef = useRef<HTMLElement>(null);
  const viewRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // Everything the per-frame loop reads lives in refs, so the loop never waits for React.
  const live = useRef({
    rows: [] as Row[],
    synced: false,
    current: -1,
    auto_px: 0,
    manual_base_px: 0,
    refreshes: 0,
    words: [] as WordElements[],
    word_progress: [] as number[],
    settings,
    getTime,
  });
  live.current.rows = rows;
  live.current.synced = synced;
  live.current.settings = settings;
  live.current.getTime = getTime;

  const requestRefresh = useLyricClock({ frame: tick, refresh }, playing, subscribeTime);
  const { layout, measure } = useRowLayout(rootRef, viewRef, listRef, requestRefresh);
  const { manual, scroll, viewHandlers } = useManualScrollInput(
    viewRef,
    scrollable && synced,
    (state, entering) => {
      // Entering manual mode freezes the list where it is; the reader's scrolling moves it from there.
      if (entering) live.current.manual_base_px = live.current.auto_px;
      writeTransform(state);
    },
    () => layout.current.boxes.at(-1)?.top_px ?? 0,
  );

  /** Moves the list so the current row (or, in manual mode, the reader's place) shows. Transform only. */
  function writeTransform(state: ManualScrollState) {
    const l = live.current;
    l.auto_px = listTranslate(layout.current.boxes, l.current, layout.current.view_height_px);
    const y = state.manual ? l.manual_base_px + state.offset_px : l.auto_px;
    // Plain text (no times) scrolls natively instead.
    if (listRef.current) listRef.current.style.transform = l.synced ? `translate3d(0, ${y}px, 0)` : '';
  }

  /** [LYR-30] The style refresh: current row, row states (a React render when the row changed), list position. */
  function refresh() {
    const l = live.current;
    const next = l.synced ? currentRowIndex(l.rows, l.getTime(), l.settings.lrc_row_offset) : -1;
    if (next !== l.current) {
      l.current = next;
      setCurrent(next);
    }
    writeTransform(scroll.state);
    l.refreshes += 1;
    rootRef.current?.setAttribute('data-style-refreshes', String(l.refreshes));
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
      // Keep the timeline small over a long session; a PerformanceObserver still sees every mark.
      if (l.refreshes % 500 === 0) performance.clearMarks('lyric-style-refresh');
      performance.mark('lyric-style-refresh');
    }
  }

  /** One frame: words of the current row, and a refresh request when the row changed. */
  function tick() {
    const l = live.current;
    if (!l.synced) return;
    const time_s = l.getTime();
    if (currentRowIndex(l.rows, time_s, l.settings.lrc_row_offset) !== l.current) requestRefresh();
    const row = l.rows[l.current];
    if (row && l.words.length > 0)
      applyWordProgress(l.words, row.words, time_s, l.settings.lrc_word_offset, l.word_progress);
  }

  // New lyrics (a new song, or a setting that changed the type): start from no current row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new set of rows
  useLayoutEffect(() => {
    live.current.current = -1;
    setCurrent(-1);
    scroll.toAuto();
  }, [rows]);

  // Anything that moves rows: measure again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these settings change the rows' layout
  useLayoutEffect(() => {
    measure();
  }, [measure, rows, settings.show_translate, settings.show_roma, settings.show_ruby, settings.lrc_align]);

  // The current row's word elements, for the per-frame fill; the previous row's fill is handed back to CSS.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new ruby setting renders new word elements
  useLayoutEffect(() => {
    const l = live.current;
    clearWordProgress(l.words);
    const row = current >= 0 ? listRef.current?.querySelector(`[data-index="${current}"]`) : null;
    l.words = (rows[current]?.words.length ?? 0) > 0 ? wordElementsOf(row ?? null) : [];
    l.word_progress = [];
  }, [current, rows, settings.show_ruby]);

  // An offset change moves the current row at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offsets are read through `live`
  useEffect(() => {
    live.current.word_progress = [];
    tick();
    requestRefresh();
  }, [settings.lrc_row_offset, settings.lrc_word_offset]);

  const seekRow = useCallback(
    (index: number) => {
      const row = live.current.rows[index];
      if (!row) return;
      scroll.toAuto(); // [LYR-28]
      onSeek(Math.max(0, row.time + live.current.settings.lrc_row_offset)); // [LYR-27]
      requestRefresh();
    },
    [onSeek, scroll, requestRefresh],
  );

  /** Keyboard: arrows, Home and End move between rows and bring the focused row into view (manual mode). */
  const onRowKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>, index: number) => {
      const last = live.current.rows.length - 1;
      let target: number | null = null;
      if (event.key === 'ArrowDown') target = Math.min(last, index + 1);
      else if (event.key === 'ArrowUp') target = Math.max(0, index - 1);
      else if (event.key === 'Home') target = 0;
      else if (event.key === 'End') target = last;
      else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        event.stopPropagation(); // not also the full player's Space shortcut
        seekRow(index);
        return;
      }
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      const focus_px = listTranslate(layout.current.boxes, target, layout.current.view_height_px);
      if (!scroll.state.manual) scroll.scrollBy(0);
      scroll.scrollBy(live.current.manual_base_px + scroll.state.offset_px - focus_px);
      listRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`)?.focus({ preventScroll: true });
    },
    [seekRow, scroll, layout],
  );

  const reduced = readReducedMotion();

  let body: ReactNode;
  if (!has_song) body = <p className={styles.message}>{t('lyrics.not_playing')}</p>;
  else if (!ready) body = <p className={styles.message}>{t('lyrics.loading')}</p>;
  else if (parsed.type === null) body = <p className={styles.message}>{t('lyrics.none')}</p>;
  else
    body = (
      <div className={styles.list} ref={listRef}>
        {rows.map((row, i) => (
          <LyricRow
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are replaced as a whole when the lyrics change
            key={i}
            row={row}
            index={i}
            state={synced ? rowState(i, current) : 'unvisited'}
            blur_em={synced ? blurEm(i, current) : 0}
            synced={synced}
            tabbable={i === Math.max(0, current)}
            show_translate={settings.show_translate}
            show_roma={settings.show_roma}
            show_ruby={settings.show_ruby}
            onActivate={seekRow}
            onRowKeyDown={onRowKeyDown}
          />
        ))}
      </div>
    );

  return (
    <section
      ref={rootRef}
      className={[styles.root, className ?? ''].filter(Boolean).join(' ')}
      data-align={settings.lrc_align}
      data-type={parsed.type ?? ''}
      data-manual={manual ? '' : undefined}
      data-reduced-motion={reduced ? '' : undefined}
      aria-label={t('lyrics.label')}
    >
      <div ref={viewRef} className={styles.view} data-synced={synced ? '' : undefined} {...viewHandlers}>
        {body}
      </div>
      {manual && scrollable && (
        <button type="button" className={styles.back} onClick={() => scroll.toAuto()}>
          {t('lyrics.back_to_current')}
        </button>
      )}
    </section>
  );
}
