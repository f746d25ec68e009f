import { type LinkAdminEntry, type LinkRefreshAnswer, linksOpmlPath } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../ui/button.tsx';
import { useRefreshLinks } from '../api.ts';
import { EntryRow } from './entry-row.tsx';
import styles from './links-admin.module.css';
import { useFailureToast } from './use-failure-toast.ts';

/** The command that imports an OPML file (there is no import call over HTTP: the server's CLI does it). */
export const opmlImportCommand = 'npm run import -- --opml <file.opml>';

/**
 * The feeds and links' health: "Refresh now" (collects every feed and checks every link at once, then says what it
 * found, or that the round goes on past the server's wait), the entries unreachable for 3 days or more, and the
 * blogroll's OPML: its export (the public `/links.opml`, downloaded) and how to import one.
 */
export function HealthSection({
  tokenid,
  unreachable,
}: {
  tokenid: string;
  unreachable: LinkAdminEntry[] | undefined;
}) {
  const { t } = useTranslation('links_admin');
  const failed = useFailureToast();
  const refresh = useRefreshLinks();
  const [answer, setAnswer] = useState<LinkRefreshAnswer | null>(null);
  const run = () => {
    setAnswer(null);
    refresh.mutate({ tokenid }, { onSuccess: setAnswer, onError: failed });
  };
  const summary = answer?.summary;
  return (
    <section className={styles.section} aria-labelledby="links-admin-health">
      <div className={styles.sectionHead}>
        <h3 id="links-admin-health">{t('health_section.title')}</h3>
        <span className={styles.actions}>
          <Button size="small" onClick={run} loading={refresh.isPending}>
            {t('refresh.button')}
          </Button>
          <a className={buttonClassName('secondary', 'small')} href={linksOpmlPath} download="links.opml">
            {t('opml.export')}
          </a>
        </span>
      </div>
      <p className={styles.muted} role="status">
        {refresh.isPending
          ? t('refresh.running')
          : answer === null
            ? ''
            : answer.done && summary
              ? t('refresh.done', {
                  feeds: summary.feeds,
                  feed_errors: summary.feed_errors,
                  links: summary.links,
                  link_errors: summary.link_errors,
                })
              : t('refresh.still_running')}
      </p>
      <p className={`${styles.muted} ${styles.help}`}>
        {t('opml.import_help')} <code>{opmlImportCommand}</code>
      </p>
      <section className={styles.group} aria-labelledby="links-admin-unreachable">
        <h4 id="links-admin-unreachable">{t('unreachable.title')}</h4>
        {unreachable === undefined ? null : unreachable.length === 0 ? (
          <p className={styles.muted}>{t('unreachable.none')}</p>
        ) : (
          <ul className={styles.list}>
            {unreachable.map((entry) => (
              <EntryRow key={entry.id} entry={entry} state={entry} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
