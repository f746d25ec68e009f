import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icon.tsx';
import styles from './pagination.module.css';
import { pageItems } from './pagination-items.ts';

/** Props of `Pagination`. Pages are 1-based. Give `hrefFor` (links) or `onPageChange` (buttons). */
export interface PaginationProps {
  page: number;
  /** Number of pages (not of items). Nothing renders for one page or fewer. */
  total: number;
  /** Builds the react-router path of a page: the bar renders `Link`s (crawlable, open in a new tab). */
  hrefFor?: (page: number) => string;
  /** Called with the chosen page when the bar renders buttons. */
  onPageChange?: (page: number) => void;
  /** Pages shown either side of the current one (default 1). */
  siblings?: number;
  /** Accessible name of the navigation landmark (default "Pagination"). */
  label?: string;
}

/**
 * A page bar: previous, page numbers with gaps, next, inside a labelled `<nav>`. The current page carries
 * `aria-current="page"`; previous/next are disabled at the ends.
 *
 * @example <Pagination page={page} total={pages} hrefFor={(p) => `/archive/music/songs?page=${p}`} />
 */
export function Pagination({ page, total, hrefFor, onPageChange, siblings = 1, label }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (total <= 1) return null;
  const current = Math.min(total, Math.max(1, page));

  const control = (
    target: number,
    content: ReactNode,
    name: string,
    extra: { current?: boolean; className: string | undefined },
  ) => {
    const disabled = target < 1 || target > total || (target === current && !extra.current);
    const ariaCurrent = extra.current ? ('page' as const) : undefined;
    if (hrefFor && !disabled) {
      return (
        <Link
          to={hrefFor(target)}
          className={extra.className}
          aria-label={name}
          aria-current={ariaCurrent}
          onClick={() => onPageChange?.(target)}
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={extra.className}
        aria-label={name}
        aria-current={ariaCurrent}
        disabled={disabled}
        onClick={() => onPageChange?.(target)}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className={styles.nav} aria-label={label ?? t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          {control(current - 1, <Icon name="chevron-left" size={18} />, t('pagination.previous'), {
            className: styles.step,
          })}
        </li>
        {pageItems(current, total, siblings).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {control(item.page, item.page, t('pagination.page', { page: item.page }), {
                current: item.page === current,
                className: styles.page,
              })}
            </li>
          ),
        )}
        <li>
          {control(current + 1, <Icon name="chevron-right" size={18} />, t('pagination.next'), {
            className: styles.step,
          })}
        </li>
      </ul>
    </nav>
  );
}
