import { useTranslation } from 'react-i18next';
import styles from './about.module.css';

/** "/about/bb" [ROUTE-39]: the joke page of nonsense; its intro says "just kidding, don't mind". */
export default function NonsensePage() {
  const { t } = useTranslation('about');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('bb.title')}</h1>
      <p className={styles.lead}>{t('bb.intro')}</p>
      <ul className={styles.list}>
        {(t('bb.items', { returnObjects: true }) as string[]).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
