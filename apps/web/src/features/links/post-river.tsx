import type { LinkPost } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { accentOf } from './accent.ts';
import { SiteAvatar } from './entry-card.tsx';
import { formatLinkDate } from './format.ts';
import styles from './links-pages.module.css';

/**
 * The river of the followed sites' posts (issue 18 point 2), newest first: each post's title (a link to the post,
 * in a new tab), its site's avatar and name, its date ("no date" when the feed gave none) and its excerpt. Titles
 * and excerpts are plain text (the server removed the feeds' HTML).
 */
export function PostRiver({ posts }: { posts: LinkPost[] }) {
  const { t, i18n } = useTranslation('links');
  return (
    <ol className={styles.list} aria-label={t('following.river')}>
      {posts.map((post) => {
        const accent = accentOf(post.site.colour);
        const date = formatLinkDate(post.published_at, i18n.language);
        return (
          <li
            key={post.id}
            className={styles.post}
            style={accent ? ({ '--link-accent': accent.colour } as CSSProperties) : undefined}
          >
            <h3 className={styles.postTitle}>
              <a href={post.url} target="_blank" rel="noopener noreferrer">
                {post.title || post.url}
              </a>
            </h3>
            <p className={styles.postMeta}>
              <SiteAvatar src={post.site.avatar} name={post.site.name} size={20} />
              <a href={post.site.link} target="_blank" rel="noopener noreferrer">
                {post.site.name}
              </a>
              {date === null ? (
                <span>{t('following.no_date')}</span>
              ) : (
                <time dateTime={post.published_at ?? undefined}>{date}</time>
              )}
            </p>
            {post.excerpt !== '' && <p className={styles.excerpt}>{post.excerpt}</p>}
          </li>
        );
      })}
    </ol>
  );
}
