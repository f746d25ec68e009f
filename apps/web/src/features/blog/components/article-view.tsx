import type { Article } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFoundError, useArticle } from '../api.ts';
import { articlePath, categoryPath, tagPath } from '../blog-paths.ts';
import { formatArticleDate } from '../format-date.ts';
import { ArticleBody } from './article-body.tsx';
import { ArticleToc } from './article-toc.tsx';
import styles from './article-view.module.css';
import { NotFoundState } from './not-found-state.tsx';
import { QueryState } from './query-state.tsx';
import { RelatedArticles } from './related-articles.tsx';

/** The licence articles are published under (site info `licence`, `licence_url`), e.g. CC BY-NC-ND 4.0. */
export type ArticleLicence = { name: string; url: string };

/**
 * Props of `ArticleView`: `id` is the article id from the address (`null` when the address cannot name an
 * article); `licence` comes from the site info, which the page composing this view reads.
 */
export type ArticleViewProps = { id: string | null; licence: ArticleLicence | undefined };

/**
 * The article page's content: h1 title, dates, category path, tags, reading time, table of contents, the
 * article's HTML, the licence notice [SITE-03], the articles related by tags and links to the older and newer
 * articles. A wrong address shows "Article not found" [ERR-03]; loading and other failures go through the
 * Placeholder. From 1200 px wide, the table of contents leaves the article's flow for a sticky column beside it
 * (the text keeps its width).
 */
export function ArticleView({ id, licence }: ArticleViewProps) {
  const query = useArticle(id);
  if (id === null || isNotFoundError(query.error)) return <NotFoundState kind="article" />;
  return (
    <div className={styles.page}>
      <QueryState query={query}>{query.data && <ArticleContent article={query.data} licence={licence} />}</QueryState>
    </div>
  );
}

function ArticleContent({ article, licence }: { article: Article; licence: ArticleLicence | undefined }) {
  const { t, i18n } = useTranslation('blog');
  const published = formatArticleDate(article.date, i18n.language);
  const updated = article.updated ? formatArticleDate(article.updated, i18n.language) : null;
  return (
    <article className={styles.article} data-toc={article.toc.length > 0 || undefined}>
      <header className={styles.header}>
        <h1 className={styles.title} lang={article.language ?? undefined}>
          {article.title}
        </h1>
        <dl className={styles.meta}>
          {published && (
            <div>
              <dt>{t('article.published')}</dt>
              <dd>
                <time dateTime={article.date}>{published}</time>
              </dd>
            </div>
          )}
          {updated && article.updated && (
            <div>
              <dt>{t('article.updated')}</dt>
              <dd>
                <time dateTime={article.updated}>{updated}</time>
              </dd>
            </div>
          )}
          {article.category_path.length > 0 && (
            <div>
              <dt>{t('article.category')}</dt>
              <dd className={styles.path}>
                {article.category_path.map((category) => (
                  <Link key={category.id} to={categoryPath(category.id)}>
                    {category.name}
                  </Link>
                ))}
              </dd>
            </div>
          )}
        </dl>
        <p className={styles.reading}>
          {t('article.reading_time', { count: article.reading_minutes })}
          {' · '}
          {t('article.words', { count: article.word_count })}
        </p>
        {article.tags.length > 0 && (
          <div className={styles.tags}>
            <span className={styles.visuallyHidden}>{t('article.tags')}</span>
            <ul>
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link to={tagPath(tag)} aria-label={t('article.tag_link', { tag })}>
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </header>

      <ArticleToc toc={article.toc} className={styles.toc} />
      <ArticleBody html={article.html} lang={article.language} />

      <footer className={styles.footer}>
        {licence && (
          <p className={styles.licence}>
            {t('article.licence_text')}{' '}
            <a href={licence.url} target="_blank" rel="noopener noreferrer license">
              {licence.name}
            </a>
          </p>
        )}
        <RelatedArticles id={article.id} />
        {(article.prev || article.next) && (
          <nav className={styles.neighbours} aria-label={t('article.neighbours')}>
            {article.prev && (
              <Link className={styles.prev} to={articlePath(article.prev.id)}>
                <span className={styles.direction}>{t('article.prev')}</span>
                <span>{article.prev.title}</span>
              </Link>
            )}
            {article.next && (
              <Link className={styles.next} to={articlePath(article.next.id)}>
                <span className={styles.direction}>{t('article.next')}</span>
                <span>{article.next.title}</span>
              </Link>
            )}
          </nav>
        )}
      </footer>
    </article>
  );
}
