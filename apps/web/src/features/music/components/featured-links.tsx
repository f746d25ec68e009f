import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './featured-links.module.css';

/** One featured entry: where it leads and what it is called (its id when it has no name). */
export type FeaturedLink = { path: string; label: string };

/**
 * The featured ids of an index page (ROUTE-30..33) as a labelled list of links, under the heading "Featured".
 */
export function FeaturedLinks({ links, headingId }: { links: readonly FeaturedLink[]; headingId: string }) {
  const { t } = useTranslation('music');
  if (links.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('featured.title')}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
