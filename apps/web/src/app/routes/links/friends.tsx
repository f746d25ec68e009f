import { useTranslation } from 'react-i18next';
import { useLinkFriends } from '../../../features/links/api.ts';
import { ApplicationFormPanel } from '../../../features/links/application-form.tsx';
import { EntryList } from '../../../features/links/entry-list.tsx';
import styles from '../../../features/links/links-pages.module.css';
import { LinksPageFrame } from '../../../features/links/page-frame.tsx';
import { SiteCardPanel } from '../../../features/links/site-card-panel.tsx';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useViewer } from '../use-viewer.ts';

/**
 * "/links/friends" [ROUTE-21]: the friends' sites as cards [SITE-08], this site's own card to copy, and the form to
 * ask for a friend link (with the signed-in user's requests and their states). Friends' links keep the referrer
 * (`rel="noopener"`, the browser's default policy sends the origin only): a friend sees the visits their link
 * brings, which is what exchanging links is for.
 */
export default function LinkFriendsPage() {
  const { t } = useTranslation('links');
  const query = useLinkFriends();
  const viewer = useViewer();
  const friends = query.data;
  return (
    <LinksPageFrame title={t('friends.title')} intro={t('friends.intro')}>
      <Placeholder
        error={query.isError && friends === undefined}
        errorText={query.isError ? <ErrorText code={failureCode(query.error)} context="load" /> : undefined}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {friends && (
          <>
            <section className={styles.group} aria-labelledby="links-friends-list">
              <h2 className={styles.groupTitle} id="links-friends-list">
                {t('friends.list')}
              </h2>
              <EntryList entries={friends.entries} empty={t('friends.empty')} rel="noopener" />
            </section>
            <SiteCardPanel site={friends.site} />
          </>
        )}
      </Placeholder>
      <ApplicationFormPanel tokenid={viewer?.tokenid ?? null} />
    </LinksPageFrame>
  );
}
