import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icon.tsx';
import styles from './lab.module.css';

/**
 * The frame of a device experiment's page (issue 24 points 5, 6 and 8): a link back to /laboratory, the page's one
 * `<h1>`, its one-line summary and what it needs, then the experiment. `name` is its key in the `lab_device` strings
 * (`shake`, `orientation`, `qidong`).
 */
export function DevicePage({ name, children }: { name: 'shake' | 'orientation' | 'qidong'; children: ReactNode }) {
  const { t } = useTranslation('lab_device');
  return (
    <article className={styles.page}>
      <Link to="/laboratory" className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t(`${name}.title`)}</h1>
      <p className={styles.lead}>{t(`${name}.intro`)}</p>
      <p className={styles.muted}>{t(`${name}.needs`)}</p>
      {children}
    </article>
  );
}
