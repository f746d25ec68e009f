import type { LinkApplicationAdmin, LinkClass } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { Select } from '../../../ui/select.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useDecideLinkApplication, useLinkApplications } from '../api.ts';
import styles from './links-admin.module.css';
import { useFailureToast } from './use-failure-toast.ts';

/**
 * The friend-link requests: the pending ones first, each with its sender (a user's uid, or a guest's e-mail, which
 * only the admin sees), its site and message, Approve (into the class chosen beside it; approval makes the friend
 * entry) and Decline; then the decided ones with their outcome.
 */
export function ApplicationsSection({ tokenid, classes }: { tokenid: string; classes: readonly LinkClass[] }) {
  const { t } = useTranslation('links_admin');
  const applications = useLinkApplications(tokenid);
  const all = applications.data ?? [];
  const pending = all.filter((a) => a.state === 'pending');
  const decided = all.filter((a) => a.state !== 'pending');
  return (
    <section className={styles.section} aria-labelledby="links-admin-applications">
      <h3 id="links-admin-applications">{t('applications.title')}</h3>
      {applications.isError && <p className={styles.error}>{t('load_failed')}</p>}
      <section className={styles.group} aria-labelledby="links-admin-pending">
        <h4 id="links-admin-pending">{t('applications.pending', { n: pending.length })}</h4>
        {pending.length === 0 ? (
          <p className={styles.muted}>{applications.isPending ? t('loading') : t('applications.none_pending')}</p>
        ) : (
          <ul className={styles.list}>
            {pending.map((application) => (
              <PendingApplication key={application.id} tokenid={tokenid} application={application} classes={classes} />
            ))}
          </ul>
        )}
      </section>
      {decided.length > 0 && (
        <section className={styles.group} aria-labelledby="links-admin-decided">
          <h4 id="links-admin-decided">{t('applications.decided')}</h4>
          <ul className={styles.list}>
            {decided.map((application) => (
              <li key={application.id} className={styles.item}>
                <ApplicationDetails application={application} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** A pending request with its class chooser, Approve and Decline. */
function PendingApplication({
  tokenid,
  application,
  classes,
}: {
  tokenid: string;
  application: LinkApplicationAdmin;
  classes: readonly LinkClass[];
}) {
  const { t } = useTranslation('links_admin');
  const failed = useFailureToast();
  const decide = useDecideLinkApplication();
  const [classId, setClassId] = useState('');
  const [choice, setChoice] = useState<'approve' | 'decline' | null>(null);
  const run = (decision: 'approve' | 'decline') => {
    setChoice(decision);
    decide.mutate(
      { tokenid, id: application.id, decision, class_id: classId === '' ? null : Number(classId) },
      {
        onSuccess: () =>
          toast({
            status: 'success',
            message: t(decision === 'approve' ? 'toast.approved' : 'toast.declined', { name: application.name }),
          }),
        onError: failed,
      },
    );
  };
  return (
    <li className={styles.item}>
      <ApplicationDetails application={application} />
      <fieldset
        className={`${styles.actions} ${styles.plain}`}
        aria-label={t('applications.decide', { name: application.name })}
      >
        <Select
          label={t('applications.class')}
          value={classId}
          onValueChange={setClassId}
          options={[
            { value: '', label: t('no_class') },
            ...classes.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
        />
        <Button
          size="small"
          variant="primary"
          loading={decide.isPending && choice === 'approve'}
          disabled={decide.isPending}
          onClick={() => run('approve')}
          aria-label={t('applications.approve_named', { name: application.name })}
        >
          {t('applications.approve')}
        </Button>
        <Button
          size="small"
          loading={decide.isPending && choice === 'decline'}
          disabled={decide.isPending}
          onClick={() => run('decline')}
          aria-label={t('applications.decline_named', { name: application.name })}
        >
          {t('applications.decline')}
        </Button>
      </fieldset>
    </li>
  );
}

/** What a request says: the site, who sent it and when, the message, and for a decided one its outcome. */
function ApplicationDetails({ application }: { application: LinkApplicationAdmin }) {
  const { t } = useTranslation('links_admin');
  const sender =
    application.uid !== null
      ? t('applications.from_user', { uid: application.uid })
      : t('applications.from_guest', { email: application.email ?? '' });
  return (
    <div className={styles.itemMain}>
      <span className={styles.itemTitle}>
        <span>{application.name}</span>
        {application.state !== 'pending' && (
          <span className={styles.badge} data-state={application.state === 'approved' ? 'ok' : 'failing'}>
            {t(`applications.state.${application.state}`)}
          </span>
        )}
      </span>
      <a className={styles.muted} href={application.link} target="_blank" rel="noopener noreferrer nofollow">
        {application.link}
      </a>
      {application.description !== '' && <p className={styles.muted}>{application.description}</p>}
      <p className={styles.muted}>
        {sender} · <RelativeTime date={application.created_at} />
        {application.decided_at !== null && (
          <>
            {' · '}
            {t('applications.decided_at')} <RelativeTime date={application.decided_at} />
          </>
        )}
      </p>
      {application.feed_url !== '' && (
        <p className={styles.muted}>
          {t('applications.feed')} {application.feed_url}
        </p>
      )}
      {application.message !== '' && (
        <blockquote className={styles.message} aria-label={t('applications.message')}>
          {application.message}
        </blockquote>
      )}
    </div>
  );
}
