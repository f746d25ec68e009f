import type { WikiDiff, WikiDiffPart } from '@site/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useWikiDiff } from '../api.ts';
import { type DiffLayout, diffLayoutFor, inlineDiffLines, SIDE_BY_SIDE_MIN_WIDTH_PX } from '../diff-layout.ts';
import { wikiItemPath, wikiViewSearch } from '../wiki-paths.ts';
import styles from './wiki.module.css';

/** The layout the window's width asks for (`diffLayoutFor`), following resizes. */
function useWindowDiffLayout(): DiffLayout {
  const query = `(min-width: ${SIDE_BY_SIDE_MIN_WIDTH_PX}px)`;
  const [layout, setLayout] = useState<DiffLayout>(() => diffLayoutFor(window.innerWidth));
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setLayout(media.matches ? 'side-by-side' : 'inline');
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [query]);
  return layout;
}

/**
 * The changes between two revisions of a page: side by side on a wide window, inline on a narrow one (the reader
 * may switch). Every removed or added line carries a "−" or "+" and the words "removed" or "added" for screen
 * readers, and every changed word is a `del` or `ins` with the same words, so colour is never the only sign.
 */
export function DiffView({ id, from, to }: { id: string; from: number; to: number }) {
  const { t } = useTranslation('wiki');
  const diff = useWikiDiff(id, from, to);
  const auto = useWindowDiffLayout();
  const [chosen, setChosen] = useState<DiffLayout | null>(null);
  const layout = chosen ?? auto;
  const titleId = useId();
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
            {diff.data.rows.every((row) => row.kind === 'same') ? (
              <p>{t('diff.no_changes')}</p>
            ) : layout === 'side-by-side' ? (
              <SideBySide diff={diff.data} />
            ) : (
              <Inline diff={diff.data} />
            )}
          </>
        )}
      </Placeholder>
    </section>
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

function SideBySide({ diff }: { diff: WikiDiff }) {
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
            const oldKind = row.kind === 'same' ? 'same' : 'removed';
            const newKind = row.kind === 'same' ? 'same' : 'added';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond their place
              <tr key={index}>
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

function Inline({ diff }: { diff: WikiDiff }) {
  return (
    <div className={styles.tableBox}>
      <table className={`${styles.diff} ${styles.inline}`}>
        <tbody>
          {inlineDiffLines(diff.rows).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their place
            <tr key={index} className={line.kind === 'same' ? undefined : styles[line.kind]}>
              <td className={styles.lineNo}>{line.old_line}</td>
              <td className={styles.lineNo}>{line.new_line}</td>
              <td className={styles.sign}>
                <Sign kind={line.kind} />
              </td>
              <td>
                <Parts parts={line.parts} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
