import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './not-found-state.module.css';

/** What a wrong blog address names: an article [ERR-03], a category or a tag. */
export type NotFoundKind = 'article' | 'category' | 'tag';

/** Per kind: the `blog` keys of the h1 and the reason, and the list that the second way on leads to. */
const states: Record<NotFoundKind, { title: string; text: string; list: string; listLabel: string }> = {
  article: {
    title: 'not_found.title',
    text: 'not_found.text',
    list: '/blog/articles',
    listLabel: 'not_found.all_articles',
  },
  category: {
    title: 'category.not_found_title',
    text: 'category.not_found_text',
    list: '/blog/categories',
    listLabel: 'category.all_categories',
  },
  tag: { title: 'tag.not_found_title', text: 'tag.not_found_text', list: '/blog/tags', listLabel: 'tag.all_tags' },
};

/**
 * What a blog address that finds nothing shows: "Article not found" [ERR-03], "Category not found" or "Tag not
 * found" as the page's h1, why (the address is wrong, or the thing has moved or gone), and two ways on: the blog
 * and the list of all articles, categories or tags.
 */
export function NotFoundState({ kind }: { kind: NotFoundKind }) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const state = states[kind];
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t(state.title)}
      </h1>
      <p>{t(state.text)}</p>
      <p className={styles.links}>
        <Link to="/blog">{t('not_found.back')}</Link>
        <Link to={state.list}>{t(state.listLabel)}</Link>
      </p>
    </section>
  );
}
