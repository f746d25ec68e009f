import type { ComponentDemoName } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icon.tsx';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import styles from './lab.module.css';

/**
 * The frame of a component demo page: the page's one `<h1>` (the demo's name), its summary, a link back to
 * /laboratory/components, then the sections. Gives the breadcrumb's last item, and so the title [LAYOUT-30], the
 * demo's name as the heading says it ("文本"), not the path segment ("text") (issue 19).
 */
export function DemoPage({ name, children }: { name: ComponentDemoName; children: ReactNode }) {
  const { t } = useTranslation('lab');
  const title = t(`demo.${name}.name`);
  useBreadcrumbLabel(title);
  return (
    <article className={styles.page}>
      <Link to="/laboratory/components" className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {t('components.back')}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{t(`demo.${name}.summary`)}</p>
      {children}
    </article>
  );
}

/** A titled block of a demo page (`<section>` named by its `<h2>`). */
export function DemoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
