import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { readSearchParams } from '../../features/search/search-params.ts';
import styles from './blog/blog-page.module.css';

/**
 * "/search?q=<query>&kind=<kind>&page=<n>" (issue 22 point 5): the site's search over the blog, the wiki, the
 * archive, the songs with their lyrics and the links. The box (a GET form: works without JavaScript), then the
 * results of the address's query: filter chips per kind with counts, the ranked results and the page links, all
 * links that carry the query and filter (`searchPath`). The server renders the results into the HTML (the page's
 * query runs in its render). The blog's own `/blog/search` stays as it was.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params] = useSearchParams();
  const address = readSearchParams(params);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {/* A new search (Back, a link) starts a new box with its words. */}
      <SearchForm key={address.text} initial={address.text} />
      <SearchResults address={address} />
    </div>
  );
}
