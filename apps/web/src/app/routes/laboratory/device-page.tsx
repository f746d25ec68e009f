import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lab.module.css';
import { ToolPage } from './tool-page.tsx';

/**
 * The frame of a device experiment's page (issue 24 points 5, 6 and 8): a link back to /laboratory, the page's one
 * `<h1>`, its one-line summary and what it needs, then the experiment. `name` is its key in the `lab_device` strings
 * (`shake`, `orientation`, `qidong`).
 */
export function DevicePage({ name, children }: { name: 'shake' | 'orientation' | 'qidong'; children: ReactNode }) {
  const { t } = useTranslation('lab_device');
  return (
    <ToolPage back={t('back')} title={t(`${name}.title`)} intro={t(`${name}.intro`)}>
      <p className={styles.muted}>{t(`${name}.needs`)}</p>
      {children}
    </ToolPage>
  );
}
