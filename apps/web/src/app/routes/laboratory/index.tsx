import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './lab.module.css';

/** "/laboratory": the laboratory home [ROUTE-40], leading to the component demos. */
export default function LaboratoryPage() {
  const { t } = useTranslation('lab');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.intro')}</p>
      <ul className={styles.cards}>
        <li>
          <Link to="/laboratory/components" className={styles.card}>
            <span className={styles.cardTitle}>{t('home.components')}</span>
            <span className={styles.muted}>{t('home.components_text')}</span>
          </Link>
        </li>
      </ul>
    </article>
  );
}
