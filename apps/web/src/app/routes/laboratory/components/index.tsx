import { componentDemoNames } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../lab.module.css';

/** "/laboratory/components": links to the twelve component demo pages [ROUTE-41]. */
export default function ComponentsPage() {
  const { t } = useTranslation('lab');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('components.title')}</h1>
      <p className={styles.lead}>{t('components.intro')}</p>
      <ul className={styles.cards}>
        {componentDemoNames.map((name) => (
          <li key={name}>
            <Link to={`/laboratory/components/${name}`} className={styles.card}>
              <span className={styles.cardTitle}>{t(`demo.${name}.name`)}</span>
              <span className={styles.muted}>{t(`demo.${name}.summary`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
