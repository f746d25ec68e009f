import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { useWikiHistory } from '../api.ts';
import { wikiItemPath, wikiViewSearch } from '../wiki-paths.ts';
import { signed } from './recent-changes.tsx';
import { RevisionKind } from './revision-kind.tsx';
import styles from './wiki.module.css';

/**
 * A page's history, newest first: each revision's number (a link to read it), author, time, what it did, summary,
 * size and size change. Two columns of radio buttons pick the revisions to compare ("from" and "to", the last two
 * at first); "Compare" opens their diff at its own address. The form is a GET form to that address (`view=diff`,
 * `from`, `to`), so the comparison works without JavaScript too (issue 21 point 3).
 */
export function HistoryView({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('wiki');
  const navigate = useNavigate();
  const history = useWikiHistory(id);
  const titleId = useId();
  const revisions = history.data ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const pickedTo = to ?? revisions[0]?.revision ?? null;
  const pickedFrom = from ?? revisions[1]?.revision ?? null;
  const base = wikiItemPath(id);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId}>{t('history.title', { title })}</h2>
      <Placeholder
        error={history.isError}
        loading={history.isPending}
        empty={history.isSuccess && revisions.length === 0}
        emptyText={t('history.empty')}
        onRetry={() => history.refetch()}
      >
        <form
          method="get"
          action={base}
          onSubmit={(event) => {
            event.preventDefault();
            if (pickedFrom !== null && pickedTo !== null)
              navigate(`${base}${wikiViewSearch({ kind: 'diff', from: pickedFrom, to: pickedTo })}`);
          }}
        >
          <input type="hidden" name="view" value="diff" />
          <div className={styles.tableBox}>
            <table className={styles.history}>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{t('history.compare')}</span>
                  </th>
                  <th scope="col">{t('history.revision')}</th>
                  <th scope="col">{t('history.author')}</th>
                  <th scope="col">{t('history.time')}</th>
                  <th scope="col">{t('history.summary')}</th>
                  <th scope="col">{t('history.size')}</th>
                </tr>
              </thead>
              <tbody>
                {revisions.map((revision) => (
                  <tr key={revision.revision}>
                    <td className={styles.pick}>
                      <input
                        type="radio"
                        name="from"
                        value={revision.revision}
                        aria-label={t('history.compare_from', { revision: revision.revision })}
                        checked={pickedFrom === revision.revision}
                        onChange={() => setFrom(revision.revision)}
                      />
                      <input
                        type="radio"
                        name="to"
                        value={revision.revision}
                        aria-label={t('history.compare_to', { revision: revision.revision })}
                        checked={pickedTo === revision.revision}
                        onChange={() => setTo(revision.revision)}
                      />
                    </td>
                    <td>
                      <Link
                        to={`${base}${wikiViewSearch({ kind: 'read', revision: revision.revision })}`}
                        aria-label={t('history.view', { revision: revision.revision })}
                      >
                        {revision.revision}
                      </Link>
                    </td>
                    <td>{revision.author.nickname}</td>
                    <td>
                      <RelativeTime date={revision.created_at} />
                    </td>
                    <td>
                      <span className={styles.muted}>
                        <RevisionKind revision={revision} />
                      </span>
                      {revision.summary && <> · {revision.summary}</>}
                    </td>
                    <td>
                      {t('history.bytes', { count: revision.size })}{' '}
                      <span className={styles.delta}>
                        ({t('history.delta', { delta: signed(revision.size_delta) })})
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Button type="submit" disabled={pickedFrom === null || pickedTo === null || pickedFrom === pickedTo}>
            {t('history.compare')}
          </Button>
        </form>
      </Placeholder>
    </section>
  );
}
