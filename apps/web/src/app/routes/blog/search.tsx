import { searchTextSchema } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArticleList } from '../../../features/blog/components/article-list.tsx';
import { SearchForm } from '../../../features/blog/components/search-form.tsx';
import styles from './blog-page.module.css';

/**
 * "/blog/search?q=<words>": the search box and the articles whose title, summary or text holds every word, newest
 * first, paged by `?page=N`. Without words (or with words the server would refuse) only the box shows.
 */
export default function SearchPage() {
  const { t } = useTranslation('blog');
  const [params] = useSearchParams();
  const raw = params.get('q') ?? '';
  const q = searchTextSchema.safeParse(raw).success ? raw : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('search.title')}</h1>
      {/* A new search (Back, a link) starts a new box with its words. */}
      <SearchForm key={raw} initial={raw} />
      {q === null ? (
        <p>{t('search.prompt')}</p>
      ) : (
        <section aria-labelledby="search-results-title">
          <h2 id="search-results-title" className={styles.sectionTitle}>
            {t('search.results_for', { q })}
          </h2>
          <ArticleList search={q} emptyText={t('search.empty', { q })} />
        </section>
      )}
    </div>
  );
}
