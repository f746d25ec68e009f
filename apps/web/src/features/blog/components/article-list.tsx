import { type ArticleSummary, searchWords } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useArticles } from '../api.ts';
import { articlesPageSize, pageCount, parsePageParam } from '../page-param.ts';
import { formatYear, groupByYear } from '../year-groups.ts';
import { ArticleCard } from './article-card.tsx';
import styles from './article-list.module.css';
import { ArticlePager } from './article-pager.tsx';
import { QueryState } from './query-state.tsx';

/**
 * Props of `ArticleList`: `categoryId` limits it to a category and its descendants, `tag` to the articles
 * carrying that tag, `search` to those holding every word of it (all articles when none is given);
 * `cardHeadingLevel` is the level of each card's title (2 under the page's h1, 3 under a section's h2);
 * `emptyText` replaces "no articles" when the list is empty; `byYear` puts the cards under a heading (h2) per
 * year, the cards' titles then h3 (the archive of all articles, as Hexo's archive page).
 */
export type ArticleListProps = {
  categoryId?: string | null;
  tag?: string | null;
  search?: string | null;
  cardHeadingLevel?: 2 | 3;
  emptyText?: string;
  byYear?: boolean;
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
  byYear = false,
}: ArticleListProps) {
  const { t, i18n } = useTranslation('blog_card');
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
            {byYear ? (
              groupByYear(items).map((group) => (
                <section key={group.year ?? 'none'} className={styles.year}>
                  {group.year !== null && (
                    <h2 className={styles.yearHeading}>{formatYear(group.year, i18n.language)}</h2>
                  )}
                  <Cards items={group.items} headingLevel={3} words={words} />
                </section>
              ))
            ) : (
              <Cards items={items} headingLevel={cardHeadingLevel} words={words} />
            )}
          </>
        )}
      </QueryState>
      {data && data.total > data.page_size && (
        <ArticlePager page={page} pages={pageCount(data.total, data.page_size)} />
      )}
    </div>
  );
}

/** The cards of `items` as a list, titles at `headingLevel`, `words` marked. */
function Cards({
  items,
  headingLevel,
  words,
}: {
  items: readonly ArticleSummary[];
  headingLevel: 2 | 3;
  words: readonly string[];
}) {
  return (
    <ul className={styles.list}>
      {items.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} highlight={words} />
        </li>
      ))}
    </ul>
  );
}
