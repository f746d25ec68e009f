import { type SearchKind, type SearchKindName, searchKinds, searchPath } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { singleKindOf } from '../search-params.ts';
import styles from './search.module.css';

/** Props of `KindFilters`: the query, the `kind` of the address, and the answer's count per kind. */
export type KindFiltersProps = {
  q: string;
  kind: SearchKindName | undefined;
  kinds: Partial<Record<SearchKind, number>>;
};

/**
 * The results page's filter chips (issue 22 point 5): "All" with the count of every kind, then each kind that has
 * results with its count, in the contract's order. Each is a link to the same query narrowed to it (page 1), so the
 * address carries the filter and it works without JavaScript; the current one has `aria-current="page"`.
 */
export function KindFilters({ q, kind, kinds }: KindFiltersProps) {
  const { t } = useTranslation('search');
  const current = singleKindOf(kind);
  const all = searchKinds.reduce((sum, k) => sum + (kinds[k] ?? 0), 0);
  const shown = searchKinds.filter((k) => (kinds[k] ?? 0) > 0 || k === current);
  return (
    <nav aria-label={t('filters')}>
      <ul className={styles.chips}>
        <li>
          <Link className={styles.chip} to={searchPath({ q })} aria-current={kind === undefined ? 'page' : undefined}>
            {t('chip', { name: t('all'), count: all })}
          </Link>
        </li>
        {shown.map((k) => (
          <li key={k}>
            <Link
              className={styles.chip}
              to={searchPath({ q, kind: k })}
              aria-current={k === current ? 'page' : undefined}
            >
              {t('chip', { name: t(`kinds.${k}`), count: kinds[k] ?? 0 })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
