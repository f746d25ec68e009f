import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLinkFollowing } from '../../../features/links/api.ts';
import { EntryList } from '../../../features/links/entry-list.tsx';
import styles from '../../../features/links/links-pages.module.css';
import { LinksPageFrame } from '../../../features/links/page-frame.tsx';
import { PostRiver } from '../../../features/links/post-river.tsx';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';

/** Posts per page of the river. */
const perPage = 20;

/** The page number of `?page=` (1 when absent or not a page number). */
export function riverPageOf(raw: string | null): number {
  return raw !== null && /^[1-9]\d{0,5}$/.test(raw) ? Math.min(Number(raw), 100_000) : 1;
}

/**
 * "/links/following" [ROUTE-21]: the sites the owner follows as cards [SITE-08], then the river of their latest
 * posts, collected by the server from their feeds, paged with `?page=`.
 */
export default function LinkFollowingPage() {
  const { t } = useTranslation('links');
  const [params] = useSearchParams();
  const page = riverPageOf(params.get('page'));
  const query = useLinkFollowing(page, perPage);
  const following = query.data;
  const pages = following ? Math.ceil(following.posts.total / following.posts.per_page) : 0;
  return (
    <LinksPageFrame title={t('following.title')} intro={t('following.intro')}>
      <Placeholder
        error={query.isError && following === undefined}
        errorText={query.isError ? <ErrorText code={failureCode(query.error)} context="load" /> : undefined}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {following && (
          <>
            <section className={styles.group} aria-labelledby="links-following-sites">
              <h2 className={styles.groupTitle} id="links-following-sites">
                {t('following.sites')}
              </h2>
              <EntryList entries={following.entries} empty={t('following.no_sites')} />
            </section>
            <section className={styles.group} aria-labelledby="links-following-river">
              <h2 className={styles.groupTitle} id="links-following-river">
                {t('following.river')}
              </h2>
              {following.posts.items.length === 0 ? (
                <p className={styles.muted}>
                  {t(following.entries.length === 0 ? 'following.river_no_sites' : 'following.river_empty')}
                </p>
              ) : (
                <PostRiver posts={following.posts.items} />
              )}
              <Pagination
                page={page}
                total={pages}
                hrefFor={(p) => (p === 1 ? '/links/following' : `/links/following?page=${p}`)}
                label={t('following.pages')}
              />
            </section>
          </>
        )}
      </Placeholder>
    </LinksPageFrame>
  );
}
