import type { TocEntry } from '@site/contracts';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentHeading } from '../current-heading.ts';
import { scrollToHeading } from '../scroll-to-heading.ts';
import styles from './article-toc.module.css';

/**
 * Props of `ArticleToc`: the article's outline (`Article.toc`, h2–h4 in document order); `className` places it
 * (the article page makes it a sticky side column on wide windows).
 */
export type ArticleTocProps = { toc: TocEntry[]; className?: string };

/**
 * The table of contents: a `nav` of links to the headings' anchors, indented by depth. Following a link
 * scrolls to the heading 100 px below the top of the window [LAYOUT-38] and moves focus there; the link
 * keeps a real `#id` address so it can be opened or copied. The entry of the section being read is highlighted
 * and marked `aria-current="location"` (`useCurrentHeading`); when the contents scroll on their own (a long outline
 * in the sticky column), that entry is kept in view. Renders nothing for an article without headings.
 */
export function ArticleToc({ toc, className }: ArticleTocProps) {
  const { t } = useTranslation('blog');
  const current = useCurrentHeading(toc.map((entry) => entry.id));
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (current !== null && nav.current) keepInView(nav.current);
  }, [current]);
  if (toc.length === 0) return null;
  const top = Math.min(...toc.map((entry) => entry.depth));

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (scrollToHeading(id)) event.preventDefault();
  };

  return (
    <nav
      ref={nav}
      className={className ? `${styles.toc} ${className}` : styles.toc}
      aria-labelledby="article-toc-title"
    >
      <h2 id="article-toc-title" className={styles.title}>
        {t('article.toc')}
      </h2>
      <ol className={styles.list}>
        {toc.map((entry) => (
          <li key={entry.id} style={{ paddingInlineStart: `${(entry.depth - top) * 1}em` }}>
            <a
              href={`#${encodeURIComponent(entry.id)}`}
              aria-current={entry.id === current ? 'location' : undefined}
              onClick={(event) => onClick(event, entry.id)}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Scrolls `nav`, when it scrolls on its own (taller than its box), so that its `aria-current` entry is in view,
 * with a little room around it. Leaves the window alone (unlike `scrollIntoView`, which would also move the page
 * when the contents sit in the article's flow).
 */
function keepInView(nav: HTMLElement): void {
  if (nav.scrollHeight <= nav.clientHeight) return;
  const link = nav.querySelector('[aria-current]');
  if (!(link instanceof HTMLElement)) return;
  const linkTop = link.getBoundingClientRect().top - nav.getBoundingClientRect().top + nav.scrollTop;
  const room = 24;
  if (linkTop - room < nav.scrollTop) nav.scrollTop = Math.max(0, linkTop - room);
  else if (linkTop + link.offsetHeight + room > nav.scrollTop + nav.clientHeight)
    nav.scrollTop = linkTop + link.offsetHeight + room - nav.clientHeight;
}
