import type { ArticleSummary } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articlePath, categoryPath } from '../blog-paths.ts';
import { formatArticleDate } from '../format-date.ts';
import { highlightParts } from '../highlight.ts';
import styles from './article-card.module.css';

/**
 * Props of `ArticleCard`: the article's summary from a list answer; `headingLevel` 2 or 3 keeps the outline right;
 * `highlight`, the searched words to mark in the title and summary.
 */
export type ArticleCardProps = { article: ArticleSummary; headingLevel?: 2 | 3; highlight?: readonly string[] };

/** `text` with each of `words` in a `<mark>` (search results); plain text without words. */
function Marked({ text, words }: { text: string; words: readonly string[] }) {
  return highlightParts(text, words).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
    part.match ? <mark key={i}>{part.text}</mark> : part.text,
  );
}

/**
 * One article in a list: title (link to the article), absolute localised date, category (link), reading time
 * in minutes and the plain-text summary, with the searched words marked in the search results.
 */
export function ArticleCard({ article, headingLevel = 2, highlight = [] }: ArticleCardProps) {
  const { t, i18n } = useTranslation('blog_card');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatArticleDate(article.date, i18n.language);
  return (
    <article className={styles.card}>
      <Heading className={styles.title} lang={article.language ?? undefined}>
        <Link to={articlePath(article.id)}>
          <Marked text={article.title} words={highlight} />
        </Link>
      </Heading>
      <p className={styles.meta}>
        {date && <time dateTime={article.date}>{date}</time>}
        {article.category_id && (
          <Link
            to={categoryPath(article.category_id)}
            aria-label={t('card.category', { name: article.category_name ?? article.category_id })}
          >
            {article.category_name ?? article.category_id}
          </Link>
        )}
        <span>{t('card.reading_time', { count: article.reading_minutes })}</span>
      </p>
      {article.summary && (
        <p className={styles.summary} lang={article.language ?? undefined}>
          <Marked text={article.summary} words={highlight} />
        </p>
      )}
    </article>
  );
}
