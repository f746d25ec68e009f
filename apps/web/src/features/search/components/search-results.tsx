import { searchPath, searchQueryMaxLength } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Pagination } from '../../../ui/pagination.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { searchPageSize, useSearchPage } from '../api.ts';
import { type SearchAddress, searchPageMax } from '../search-params.ts';
import { KindFilters } from './kind-filters.tsx';
import styles from './search.module.css';
import { SearchResultItem } from './search-result-item.tsx';

/**
 * The body of the results page for `address` (`readSearchParams` of `/search?q=&kind=&page=`; issue 22 point 5):
 * without a valid query, a prompt; else the kind filter chips with their counts, the count of results, the results
 * (kind badge, marked title and snippet, context and date) and the page links. Error, empty and loading states are
 * the kit's Placeholder's. Everything comes from one TanStack query, so the server's render shows it in the HTML.
 */
export function SearchResults({ address }: { address: SearchAddress }) {
  const { t } = useTranslation('search');
  const query = useSearchPage(address.params);
  const { params } = address;
  if (params === null)
    return (
      <p className={styles.prompt}>
        {address.reason === 'too_long' ? t('too_long', { max: searchQueryMaxLength }) : t('prompt')}
      </p>
    );
  const answer = query.data;
  const pages = answer ? Math.min(searchPageMax, Math.max(1, Math.ceil(answer.total / searchPageSize))) : 1;
  return (
    <section aria-labelledby="search-results-title" className={styles.results} aria-busy={query.isPlaceholderData}>
      <h2 id="search-results-title" className={styles.resultsTitle}>
        {t('results_for', { q: params.q })}
      </h2>
      {answer && <KindFilters q={params.q} kind={params.kind} kinds={answer.kinds} />}
      <Placeholder
        error={query.isError && answer === undefined}
        errorText={<ErrorText code={failureCode(query.error)} context="load" />}
        empty={answer !== undefined && answer.results.length === 0}
        emptyText={t('empty', { q: params.q })}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {answer && (
          <>
            <p className={styles.count}>{t(answer.more ? 'count_more' : 'count', { count: answer.total })}</p>
            <ol className={styles.list}>
              {answer.results.map((result) => (
                <li key={`${result.kind}:${result.id}`}>
                  <SearchResultItem result={result} />
                </li>
              ))}
            </ol>
            <Pagination
              page={params.page}
              total={pages}
              label={t('pages')}
              hrefFor={(page) => searchPath({ q: params.q, kind: params.kind, page })}
            />
          </>
        )}
      </Placeholder>
    </section>
  );
}
