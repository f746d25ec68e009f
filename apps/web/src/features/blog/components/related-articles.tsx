import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdleOrNear } from '../../../ui/use-idle-or-near.ts';
import { useRelatedArticles } from '../api.ts';
import { articlePath } from '../blog-paths.ts';
import { formatArticleDate } from '../format-date.ts';
import styles from './related-articles.module.css';

/**
 * "Related articles" under an article: the articles sharing most of its tags (newest first among equals), each a
 * link with its date. Below the fold, so its call waits until the browser is idle after the article's first paint
 * or the reader scrolls near (`useIdleOrNear`). Shows nothing when no article shares a tag, or when the call fails
 * (the article is whole without it).
 */
export function RelatedArticles({ id }: { id: string }) {
  const { t, i18n } = useTranslation('blog');
  const sentinel = useRef<HTMLDivElement>(null);
  const ready = useIdleOrNear(sentinel);
  const query = useRelatedArticles(id, ready);
  const related = query.data ?? [];
  if (related.length === 0) return <div ref={sentinel} />;
  return (
    <section className={styles.related} aria-labelledby="related-articles-title">
      <h2 id="related-articles-title" className={styles.title}>
        {t('article.related')}
      </h2>
      <ul className={styles.list}>
        {related.map((article) => (
          <li key={article.id}>
            <Link to={articlePath(article.id)}>{article.title}</Link>
            <time className={styles.date} dateTime={article.date}>
              {formatArticleDate(article.date, i18n.language)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
