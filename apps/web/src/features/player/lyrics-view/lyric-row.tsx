import type { ColoredPart, LyricWord, LyricRow as Row, RowState, RubySegment } from '@site/lyrics';
import { type CSSProperties, type KeyboardEvent, memo, type ReactNode } from 'react';
import styles from './lyrics-view.module.css';

/** Which optional lines of a row show [LYR-19]. */
export interface RowDisplay {
  show_translate: boolean;
  show_roma: boolean;
  show_ruby: boolean;
}

/** Props of `LyricRow`. */
export interface LyricRowProps extends RowDisplay {
  row: Row;
  index: number;
  /** [LYR-21] visited, last-visited, visiting or unvisited. */
  state: RowState;
  /** [LYR-22] min(distance, 3) × 0.03, in em. */
  blur_em: number;
  /** false for plain text: the row is text, not a seek button. */
  synced: boolean;
  /** Whether Tab reaches this row (one row of the list is tabbable; arrows move between rows). */
  tabbable: boolean;
  /** Click, Enter or Space on a synced row [LYR-27]. */
  onActivate: (index: number) => void;
  /** Arrow keys, Home and End move the focus between rows. */
  onRowKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
}

/**
 * [LYR-18, LYR-19] Ruby segments as `<ruby>base<rt>reading</rt></ruby>` while `show_ruby` is on, else the bases only.
 */
export function RubyText({ segments, show_ruby }: { segments: readonly RubySegment[]; show_ruby: boolean }) {
  return (
    <>
      {segments.map((s, i) =>
        s.ruby !== undefined && show_ruby ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed sequence of one row's text
          <ruby key={i}>
            {s.text}
            <rp>(</rp>
            <rt>{s.ruby}</rt>
            <rp>)</rp>
          </ruby>
        ) : (
          s.text
        ),
      )}
    </>
  );
}

function textOf(text: string, ruby: readonly RubySegment[] | undefined, show_ruby: boolean): ReactNode {
  return ruby ? <RubyText segments={ruby} show_ruby={show_ruby} /> : text;
}

/**
 * One timed word: the dim base text and, over it, the filled copy that the view reveals from left to right by
 * translating a clipping box and counter-translating its content (transforms only, so the compositor does the
 * per-frame work; see `applyWordProgress`). The copy of a plain word is generated content (`data-text`), so the
 * text is in the page once (copying, search); a word with ruby needs a real copy, hidden from assistive tech.
 */
function Word({ word, show_ruby }: { word: LyricWord; show_ruby: boolean }) {
  const ruby = word.ruby && show_ruby;
  return (
    <span className={styles.word} data-word="">
      <span className={styles.wordBase}>{textOf(word.w_text, word.ruby, show_ruby)}</span>
      <span className={styles.wordFill} data-fill="" aria-hidden="true">
        {ruby ? (
          <span className={styles.wordFillInner}>{textOf(word.w_text, word.ruby, show_ruby)}</span>
        ) : (
          <span className={styles.wordFillInner} data-text={word.w_text} />
        )}
      </span>
    </span>
  );
}

/** A colored row's part in its singer's colours [LYR-13, LYR-14]; `--chara-text` is the singer's text colour. */
function Part({ part, show_ruby }: { part: ColoredPart; show_ruby: boolean }) {
  const chara = part.chara;
  return (
    <span
      className={styles.part}
      data-chara={chara?.chara_id}
      title={chara?.name || undefined}
      style={chara ? ({ color: chara.color, '--chara-text': chara.text_color } as CSSProperties) : undefined}
    >
      {textOf(part.text, part.ruby, show_ruby)}
    </span>
  );
}

function MainText({ row, show_ruby }: { row: Row; show_ruby: boolean }) {
  if (row.parts && row.parts.length > 0)
    return (
      <>
        {row.parts.map((part, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are a fixed sequence of one row
          <Part key={i} part={part} show_ruby={show_ruby} />
        ))}
      </>
    );
  if (row.words.length > 0)
    return (
      <>
        {row.words.map((word, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: words are a fixed sequence of one row
          <Word key={i} word={word} show_ruby={show_ruby} />
        ))}
      </>
    );
  return <>{textOf(row.text, row.ruby, show_ruby)}</>;
}

/** A word row's accessible name: the words joined as sung (names computed from the word boxes lose spaces). */
function wordRowLabel(row: Row, show_translate: boolean, show_roma: boolean): string {
  const parts = [row.text];
  if (row.background && row.background.text !== '') parts.push(row.background.text);
  if (show_translate && row.translate !== '') parts.push(row.translate);
  if (show_roma && row.roma !== '') parts.push(row.roma);
  return parts.join(' / ');
}

/**
 * One lyric row [LYR-19..22, LYR-27]: its text (words, colored parts or plain, with ruby), and under it the
 * background vocals, the translation and the romanisation while their settings are on. A synced row is a button
 * (click, Enter or Space seeks); its state and blur step are data attributes for the style sheet. Memoised: when
 * the current row changes only the rows whose state or blur changed render again.
 */
export const LyricRow = memo(function LyricRow({
  row,
  index,
  state,
  blur_em,
  synced,
  tabbable,
  show_translate,
  show_roma,
  show_ruby,
  onActivate,
  onRowKeyDown,
}: LyricRowProps) {
  const lines = (
    <>
      <span className={styles.text}>
        {row.interval ? (
          <span className={styles.interval} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        ) : (
          <MainText row={row} show_ruby={show_ruby} />
        )}
      </span>
      {row.background && row.background.text !== '' && <span className={styles.background}>{row.background.text}</span>}
      {show_translate && row.translate !== '' && <span className={styles.translate}>{row.translate}</span>}
      {show_roma && row.roma !== '' && <span className={styles.roma}>{row.roma}</span>}
    </>
  );
  const common = {
    className: styles.row,
    'data-index': index,
    'data-state': state,
    'data-blur': Math.round(blur_em / 0.03),
    'data-interval': row.interval ? '' : undefined,
    'data-credit': row.credit ? '' : undefined,
    'data-duet': row.duet ? '' : undefined,
    'data-words': row.words.length > 0 ? '' : undefined,
    style: blur_em > 0 ? { filter: `blur(${blur_em}em)` } : undefined,
  };
  if (!synced) return <p {...common}>{lines}</p>;
  return (
    <button
      {...common}
      type="button"
      tabIndex={tabbable ? 0 : -1}
      aria-current={state === 'visiting' ? 'true' : undefined}
      aria-label={row.interval ? '…' : row.words.length > 0 ? wordRowLabel(row, show_translate, show_roma) : undefined}
      onClick={() => onActivate(index)}
      onKeyDown={(event) => onRowKeyDown(event, index)}
    >
      {lines}
    </button>
  );
});
