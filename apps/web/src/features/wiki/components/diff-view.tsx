import type { WikiDiff, WikiDiffPart, WikiDiffSkipRow } from '@site/contracts';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useWikiDiff } from '../api.ts';
import {
  contextToShow,
  type DiffLayout,
  diffContextParam,
  inlineDiffLines,
  SIDE_BY_SIDE_MIN_WIDTH_PX,
} from '../diff-layout.ts';
import { wikiItemPath, wikiViewSearch } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/** The media query of a window wide enough for side by side (`SIDE_BY_SIDE_MIN_WIDTH_PX`). */
const wideQuery = `(min-width: ${SIDE_BY_SIDE_MIN_WIDTH_PX}px)`;

/** Calls `onChange` whenever the window crosses the side-by-side width; answers the unsubscribe. */
function subscribeToWidth(onChange: () => void): () => void {
  const media = window.matchMedia(wideQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/**
 * The layout the window's width asks for (side by side from `SIDE_BY_SIDE_MIN_WIDTH_PX`), following resizes. The
 * server has no window: it renders side by side, and so does the hydration that follows it (`useSyncExternalStore`'s
 * server snapshot), the window's own layout right after (issue 21: the same markup on both sides).
 */
function useWindowDiffLayout(): DiffLayout {
  return useSyncExternalStore(
    subscribeToWidth,
    (): DiffLayout => (window.matchMedia(wideQuery).matches ? 'side-by-side' : 'inline'),
    (): DiffLayout => 'side-by-side',
  );
}

/**
 * The changes between two revisions of a page: side by side on a wide window, inline on a narrow one (the reader
 * may switch). Every removed or added line carries a "−" or "+" and the words "removed" or "added" for screen
 * readers, and every changed word is a `del` or `ins` with the same words, so colour is never the only sign.
 * Only the address's `context` unchanged lines (default 3) show around each change; each longer unchanged run is a
 * separator whose button asks for the context that shows it (`&context=N` in the address), then moves the focus to
 * the first line it showed.
 */
export function DiffView({ id, from, to }: { id: string; from: number; to: number }) {
  const { t } = useTranslation('wiki');
  const [search, setSearch] = useSearchParams();
  const context = diffContextParam(search);
  const diff = useWikiDiff(id, from, to, context);
  const auto = useWindowDiffLayout();
  const [chosen, setChosen] = useState<DiffLayout | null>(null);
  const layout = chosen ?? auto;
  const titleId = useId();
  const rowsBox = useRef<HTMLDivElement>(null);
  // After an expansion: the first line it showed (new revision's number), once the diff of its context is in.
  const [pendingFocus, setPendingFocus] = useState<{ line: number; context: number } | null>(null);
  const shownContext = diff.isPlaceholderData ? undefined : diff.data?.context;
  useEffect(() => {
    if (pendingFocus === null || shownContext !== pendingFocus.context) return;
    rowsBox.current?.querySelector<HTMLElement>(`[data-new-line="${pendingFocus.line}"]`)?.focus();
    setPendingFocus(null);
  }, [pendingFocus, shownContext]);
  const expand: Expand = (rows, index, row) => {
    const wanted = contextToShow(rows, index, context);
    const next = new URLSearchParams(search);
    next.set('context', String(wanted));
    setPendingFocus({ line: row.new_line, context: wanted });
    setSearch(next, { replace: true, preventScrollReset: true });
  };
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('diff.title', { from, to })}</h2>
      <p>
        <Link to={`${wikiItemPath(id)}${wikiViewSearch({ kind: 'history' })}`}>{t('diff.back')}</Link>
      </p>
      <Placeholder
        error={diff.isError}
        errorText={diff.isError ? <ErrorText code={failureCode(diff.error)} /> : undefined}
        loading={diff.isPending}
        onRetry={() => diff.refetch()}
      >
        {diff.data && (
          <>
            <p aria-live="polite">
              {t('diff.counts', { added: diff.data.added_lines, removed: diff.data.removed_lines })}
            </p>
            <fieldset className={styles.layoutPicker}>
              <legend>{t('diff.layout')}</legend>
              {(['side-by-side', 'inline'] as const).map((value) => (
                <label key={value}>
                  <input type="radio" name="diff-layout" checked={layout === value} onChange={() => setChosen(value)} />{' '}
                  {t(value === 'inline' ? 'diff.inline' : 'diff.side_by_side')}
                </label>
              ))}
            </fieldset>
            <div ref={rowsBox} aria-busy={diff.isPlaceholderData}>
              {diff.data.added_lines + diff.data.removed_lines === 0 ? (
                <p>{t('diff.no_changes')}</p>
              ) : layout === 'side-by-side' ? (
                <SideBySide diff={diff.data} onExpand={expand} />
              ) : (
                <Inline diff={diff.data} onExpand={expand} />
              )}
            </div>
          </>
        )}
      </Placeholder>
    </section>
  );
}

type Expand = (rows: WikiDiff['rows'], index: number, row: WikiDiffSkipRow) => void;

/** A run of unchanged lines left out: "⋯ Show 12 unchanged lines ⋯", the button asking for them. */
function Skipped({ row, columns, onExpand }: { row: WikiDiffSkipRow; columns: number; onExpand: () => void }) {
  const { t } = useTranslation('wiki');
  return (
    <tr className={styles.skippedRow}>
      <td colSpan={columns}>
        <span aria-hidden="true">⋯ </span>
        <Button variant="ghost" size="small" onClick={onExpand}>
          {t('diff.show_skipped', { count: row.count })}
        </Button>
        <span aria-hidden="true"> ⋯</span>
      </td>
    </tr>
  );
}

/** The text of a line's parts; the parts of `mark` kind are `del` or `ins` with their kind in words. */
function Parts({ parts }: { parts: readonly WikiDiffPart[] }) {
  const { t } = useTranslation('wiki');
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'same') return <span key={key}>{part.text}</span>;
        const Mark = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Mark key={key} className={part.kind === 'added' ? styles.insWord : styles.delWord}>
            <span className={styles.visuallyHidden}>[{t(`diff.${part.kind}`)}: </span>
            {part.text}
            <span className={styles.visuallyHidden}>]</span>
          </Mark>
        );
      })}
    </>
  );
}

/** A line's sign: "−" or "+" visibly, "removed" or "added" for screen readers. */
function Sign({ kind }: { kind: 'same' | 'removed' | 'added' }) {
  const { t } = useTranslation('wiki');
  if (kind === 'same') return null;
  return (
    <>
      <span aria-hidden="true">{kind === 'added' ? '+' : '−'}</span>
      <span className={styles.visuallyHidden}>{t(`diff.${kind}`)}</span>
    </>
  );
}

function SideBySide({ diff, onExpand }: { diff: WikiDiff; onExpand: Expand }) {
  const { t } = useTranslation('wiki');
  return (
    <div className={styles.tableBox}>
      <table className={`${styles.diff} ${styles.sideBySide}`}>
        <thead>
          <tr>
            <th scope="col" colSpan={3}>
              {t('history.revision')} {diff.from.revision}
            </th>
            <th scope="col" colSpan={3}>
              {t('history.revision')} {diff.to.revision}
            </th>
          </tr>
        </thead>
        <tbody>
          {diff.rows.map((row, index) => {
            if (row.kind === 'skipped')
              return (
                <Skipped
                  key={`skip-${row.old_line}`}
                  row={row}
                  columns={6}
                  onExpand={() => onExpand(diff.rows, index, row)}
                />
              );
            const oldKind = row.kind === 'same' ? 'same' : 'removed';
            const newKind = row.kind === 'same' ? 'same' : 'added';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
              <tr key={index} data-new-line={row.new?.line} tabIndex={-1}>
                <td className={styles.lineNo}>{row.old?.line}</td>
                <td className={styles.sign}>{row.old && <Sign kind={oldKind} />}</td>
                <td className={row.old && oldKind !== 'same' ? styles.removed : undefined}>
                  {row.old && <Parts parts={row.old.parts.filter((p) => p.kind !== 'added')} />}
                </td>
                <td className={styles.lineNo}>{row.new?.line}</td>
                <td className={styles.sign}>{row.new && <Sign kind={newKind} />}</td>
                <td className={row.new && newKind !== 'same' ? styles.added : undefined}>
                  {row.new && <Parts parts={row.new.parts.filter((p) => p.kind !== 'removed')} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Inline({ diff, onExpand }: { diff: WikiDiff; onExpand: Expand }) {
  return (
    <div className={styles.tableBox}>
      <table className={`${styles.diff} ${styles.inline}`}>
        <tbody>
          {inlineDiffLines(diff.rows).map((line, index) => {
            if (line.kind === 'skipped') {
              const at = diff.rows.indexOf(line);
              return (
                <Skipped
                  key={`skip-${line.old_line}`}
                  row={line}
                  columns={4}
                  onExpand={() => onExpand(diff.rows, at, line)}
                />
              );
            }
            return (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
                key={index}
                className={line.kind === 'same' ? undefined : styles[line.kind]}
                data-new-line={line.kind === 'removed' ? undefined : (line.new_line ?? undefined)}
                tabIndex={-1}
              >
                <td className={styles.lineNo}>{line.old_line}</td>
                <td className={styles.lineNo}>{line.new_line}</td>
                <td className={styles.sign}>
                  <Sign kind={line.kind} />
                </td>
                <td>
                  <Parts parts={line.parts} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
