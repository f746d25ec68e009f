import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeedbackList, useMyComments, usePageViews, useProfile } from '../../../features/account/api.ts';
import styles from '../../../features/account/components/account-page.module.css';
import { CommentItem } from '../../../features/account/components/comment-item.tsx';
import { PageViewsChart } from '../../../features/account/components/page-views-chart.tsx';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { useAccountStore } from '../../../features/account/store.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';

/** "/account/overview" [ROUTE-10]: the profile and recent comments; for the admin also page views and feedback. */
export default function OverviewPage() {
  const { t } = useTranslation('account');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.overview')}</h1>
      <RequireLogin>
        <Overview />
      </RequireLogin>
    </article>
  );
}

function Overview() {
  const { t } = useTranslation('account');
  const isAdmin = useAccountStore((s) => s.is_admin);
  const profile = useProfile();
  const comments = useMyComments();
  const character = profile.data?.characters[0];
  return (
    <>
      <section className={styles.section} aria-labelledby="overview-profile">
        <h2 id="overview-profile">{t('overview.profile')}</h2>
        <Placeholder error={profile.isError} loading={profile.isPending} onRetry={() => void profile.refetch()}>
          {profile.data && character && (
            <>
              <div className={styles.who}>
                <Avatar src={character.avatar_url} name={character.nickname} size={56} />
                <div>
                  <p>{character.nickname}</p>
                  <p className={styles.muted}>
                    {character.ctype === 'admin' ? t('overview.role_admin') : t('overview.role_user')}
                  </p>
                </div>
              </div>
              <dl className={styles.facts}>
                <dt>{t('fields.uid')}</dt>
                <dd>{profile.data.uid}</dd>
                <dt>{t('fields.email')}</dt>
                <dd>{profile.data.email || '—'}</dd>
                <dt>{t('fields.website')}</dt>
                <dd>
                  {profile.data.website ? (
                    <a href={profile.data.website} target="_blank" rel="noopener noreferrer nofollow ugc">
                      {profile.data.website}
                    </a>
                  ) : (
                    '—'
                  )}
                </dd>
                <dt>{t('fields.introduction')}</dt>
                <dd>{profile.data.introduction || '—'}</dd>
                <dt>{t('fields.registration_time')}</dt>
                <dd>
                  <RelativeTime date={profile.data.registered_at} />
                </dd>
              </dl>
            </>
          )}
        </Placeholder>
      </section>
      <section className={styles.section} aria-labelledby="overview-activity">
        <h2 id="overview-activity">{t('overview.activity')}</h2>
        <Placeholder
          error={comments.isError}
          empty={comments.data?.length === 0}
          loading={comments.isPending}
          emptyText={t('overview.no_activity')}
        >
          <ul className={styles.list}>
            {comments.data?.slice(0, 5).map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ul>
        </Placeholder>
      </section>
      {isAdmin && <AdminPanel />}
    </>
  );
}

function AdminPanel() {
  const { t } = useTranslation('account');
  const views = usePageViews(30, true);
  const feedback = useFeedbackList(true);
  return (
    <>
      {/* Issue 23 point 4: the accounts, with the reset links the admin hands over. */}
      <p className={styles.section}>
        <Link to="/account/users">{t('admin_users:title')}</Link>
      </p>
      <section className={styles.section} aria-labelledby="overview-views">
        <h2 id="overview-views">{t('overview.page_views')}</h2>
        <Placeholder error={views.isError} empty={views.data?.length === 0} loading={views.isPending}>
          {views.data && <PageViewsChart days={views.data} />}
        </Placeholder>
      </section>
      <section className={styles.section} aria-labelledby="overview-feedback">
        <h2 id="overview-feedback">{t('overview.feedback')}</h2>
        <Placeholder
          error={feedback.isError}
          empty={feedback.data?.length === 0}
          loading={feedback.isPending}
          emptyText={t('overview.no_feedback')}
        >
          <ul className={styles.list}>
            {feedback.data?.map((item) => (
              <li key={item.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <span>{item.uid ?? t('overview.anonymous')}</span>
                  <RelativeTime date={item.created_at} className={styles.muted} />
                </div>
                <p>{item.text}</p>
                {item.contact && <p className={styles.muted}>{t('overview.contact', { contact: item.contact })}</p>}
              </li>
            ))}
          </ul>
        </Placeholder>
      </section>
    </>
  );
}
