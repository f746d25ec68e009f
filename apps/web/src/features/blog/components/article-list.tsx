import { searchWords } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useArticles } from '../api.ts';
import { articlesPageSize, pageCount, parsePageParam } from '../page-param.ts';
import { ArticleCard } from './article-card.tsx';
import styles from './article-list.module.css';
import { ArticlePager } from './article-pager.tsx';
import { QueryState } from './query-state.tsx';

/**
 * Props of `ArticleList`: `categoryId` limits it to a category and its descendants, `tag` to the articles
 * carrying that tag, `search` to those holding every word of it (all articles when none is given);
 * `cardHeadingLevel` is the level of each card's title (2 under the page's h1, 3 under a section's h2);
 * `emptyText` replaces "no articles" when the list is empty.
 */
export type ArticleListProps = {
  categoryId?: string | null;
  tag?: string | null;
  search?: string | null;
  cardHeadingLevel?: 2 | 3;
  emptyText?: string;
};

/**
 * A paged list of article cards, newest first, 10 a page. The page number lives in the address (`?page=2`),
 * so a page can be linked, reloaded and reached with Back; a page number that makes no sense shows page 1.
 * Loading, error and empty states go through the Placeholder; while the next page loads the current one stays.
 */
export function ArticleList({
  categoryId = null,
  tag = null,
  search = null,
  cardHeadingLevel = 2,
  emptyText,
}: ArticleListProps) {
  const { t } = useTranslation('blog');
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const query = useArticles(page, articlesPageSize, { categoryId, tag, search });
  const words = search === null ? [] : searchWords(search);
  const data = query.data;
  const items = data?.items ?? [];
  return (
    <div className={styles.wrapper} aria-busy={query.isFetching}>
      <QueryState
        query={query}
        empty={data !== undefined && items.length === 0}
        emptyText={emptyText ?? t('list.empty')}
      >
        {data && (
          <>
            <p className={styles.summary}>{t('list.summary', { count: data.total })}</p>
            <ul className={styles.list}>
              {items.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} headingLevel={cardHeadingLevel} highlight={words} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      {data && data.total > data.page_size && (
        <ArticlePager page={page} pages={pageCount(data.total, data.page_size)} />
      )}
    </div>
  );
}
