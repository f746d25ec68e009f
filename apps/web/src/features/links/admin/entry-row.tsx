import type { LinkAdminEntry, LinkEntry } from '@site/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { accentOf, initialOf } from '../accent.ts';
import styles from './links-admin.module.css';

/** Props of `EntryRow`. */
export interface EntryRowProps {
  entry: LinkEntry;
  /** Its feed and health state, when known. */
  state?: LinkAdminEntry;
  /** The row's actions. */
  children?: ReactNode;
}

/**
 * One entry in the manager's lists (an `<li>`): its accent, avatar (this site's copy, else the initial), name,
 * kind, link and health, and what the admin needs to know of its feed: last success, last error with when, posts
 * stored; and when its link was last checked.
 */
export function EntryRow({ entry, state, children }: EntryRowProps) {
  const { t } = useTranslation('links_admin');
  const accent = accentOf(entry.colour);
  const style =
    accent === null ? undefined : ({ '--accent': accent.colour, '--accent-text': accent.text } as CSSProperties);
  const health = entry.health;
  return (
    <li className={styles.item} style={style} data-entry-id={entry.id}>
      <span className={styles.avatar} aria-hidden="true">
        {entry.avatar === '' ? (
          initialOf(entry.name) || '?'
        ) : (
          <img src={entry.avatar} alt="" loading="lazy" width={36} height={36} />
        )}
      </span>
      <div className={styles.itemMain}>
        <span className={styles.itemTitle}>
          <span>{entry.name}</span>
          <span className={styles.badge}>{t(`kind.${entry.kind}`)}</span>
          <span className={styles.badge} data-state={health.state}>
            {t(`health.${health.state}`)}
          </span>
        </span>
        <a className={styles.muted} href={entry.link} target="_blank" rel="noopener noreferrer nofollow">
          {entry.link}
        </a>
        {health.since !== null && health.state !== 'ok' && health.state !== 'unknown' && (
          <p className={styles.error}>
            {t(health.state === 'unreachable' ? 'state.unreachable_since' : 'state.failing_since')}{' '}
            <RelativeTime date={health.since} />
          </p>
        )}
        {state !== undefined && <StateFacts state={state} />}
      </div>
      {children !== undefined && <span className={styles.actions}>{children}</span>}
    </li>
  );
}

/** An entry's feed and link-check facts as a definition list. */
function StateFacts({ state }: { state: LinkAdminEntry }) {
  const { t } = useTranslation('links_admin');
  const when = (iso: string | null) => (iso === null ? t('state.never') : <RelativeTime date={iso} />);
  const feed = state.feed;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('state.link_checked')}</dt>
        <dd>{when(state.last_checked_at)}</dd>
      </div>
      {feed === null ? (
        state.feed_url !== '' && (
          <div>
            <dt>{t('state.feed')}</dt>
            <dd>{t('state.feed_not_read')}</dd>
          </div>
        )
      ) : (
        <>
          <div>
            <dt>{t('state.last_success')}</dt>
            <dd>{when(feed.last_success_at)}</dd>
          </div>
          <div>
            <dt>{t('state.posts')}</dt>
            <dd>{feed.posts}</dd>
          </div>
          {feed.last_error !== null && (
            <div>
              <dt>{t('state.last_error')}</dt>
              <dd className={styles.error}>
                {feed.last_error}
                {feed.last_error_at !== null && (
                  <>
                    {' · '}
                    <RelativeTime date={feed.last_error_at} />
                  </>
                )}
              </dd>
            </div>
          )}
        </>
      )}
    </dl>
  );
}
