import type { LinkAdminEntry } from '@site/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLinkAdminState, useLinkDirectory } from '../api.ts';
import { ApplicationsSection } from './applications-section.tsx';
import { ClassesSection } from './classes-section.tsx';
import { EntriesSection } from './entries-section.tsx';
import { HealthSection } from './health-section.tsx';
import styles from './links-admin.module.css';

/** Props of `LinksManager`. */
export interface LinksManagerProps {
  /** The admin's token (the page renders the manager for the admin only). */
  tokenid: string;
}

/**
 * The admin's links manager (issue 18 points 3-5), which the /links page renders lazily at `/links?manage=1`:
 * the feeds' and links' health with "Refresh now" and the OPML export, the classes, the entries by class (with
 * each one's feed and health state), and the friend-link requests. Every reorder is by Move up / Move down buttons
 * whose moves a polite live region announces.
 */
export default function LinksManager({ tokenid }: LinksManagerProps) {
  const { t } = useTranslation('links_admin');
  const directory = useLinkDirectory();
  const state = useLinkAdminState(tokenid);
  const [announcement, setAnnouncement] = useState('');
  const states = useMemo(
    () => new Map<number, LinkAdminEntry>((state.data?.entries ?? []).map((entry) => [entry.id, entry])),
    [state.data],
  );
  const classes = useMemo(
    () => (directory.data?.classes ?? []).map(({ id, name, order }) => ({ id, name, order })),
    [directory.data],
  );
  return (
    <section className={styles.manager} aria-labelledby="links-admin-title">
      <h2 id="links-admin-title">{t('title')}</h2>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <HealthSection tokenid={tokenid} unreachable={state.data?.unreachable} />
      {directory.isError || state.isError ? <p className={styles.error}>{t('load_failed')}</p> : null}
      {directory.data === undefined ? (
        directory.isPending && <p className={styles.muted}>{t('loading')}</p>
      ) : (
        <>
          <ClassesSection tokenid={tokenid} classes={directory.data.classes} announce={setAnnouncement} />
          <EntriesSection tokenid={tokenid} directory={directory.data} states={states} announce={setAnnouncement} />
        </>
      )}
      <ApplicationsSection tokenid={tokenid} classes={classes} />
    </section>
  );
}
