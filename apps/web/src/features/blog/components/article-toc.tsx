import type { TocEntry } from '@site/contracts';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollToHeading } from '../scroll-to-heading.ts';
import styles from './article-toc.module.css';

/** Props of `ArticleToc`: the article's outline (`Article.toc`, h2–h4 in document order). */
export type ArticleTocProps = { toc: TocEntry[] };

/**
 * The table of contents: a `nav` of links to the headings' anchors, indented by depth. Following a link
 * scrolls to the heading 100 px below the top of the window [LAYOUT-38] and moves focus there; the link
 * keeps a real `#id` address so it can be opened or copied. Renders nothing for an article without headings.
 */
export function ArticleToc({ toc }: ArticleTocProps) {
  const { t } = useTranslation('blog');
  if (toc.length === 0) return null;
  const top = Math.min(...toc.map((entry) => entry.depth));

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (scrollToHeading(id)) event.preventDefault();
  };

  return (
    <nav className={styles.toc} aria-labelledby="article-toc-title">
      <h2 id="article-toc-title" className={styles.title}>
        {t('article.toc')}
      </h2>
      <ol className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id} style={{ paddingInlineStart: `${(entry.depth - top) * 1}em` }}>
            <a href={`#${encodeURIComponent(entry.id)}`} onClick={(event) => onClick(event, entry.id)}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
