import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clientHints,
  detectFeatures,
  type FeatureResult,
  type FeatureStatus,
  features,
  reportText,
} from '../../../features/lab-tools/features.ts';
import tools from '../../../features/lab-tools/lab-tools.module.css';
import { copyText } from '../../../lib/clipboard.ts';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import styles from './lab.module.css';

const marks: Record<FeatureStatus, string> = { pass: '✓', partial: '◐', missing: '✗' };

/**
 * "/laboratory/compatibility" [ROUTE-44] (issue 24 point 3): the browser features the site relies on, each
 * detected live in this browser (`detectFeatures`) as pass / partial / missing with what on this site depends on
 * it, the user agent and its client hints (`clientHints`), and "copy as text".
 */
export default function CompatibilityPage() {
  const { t } = useTranslation('lab_tools');
  useBreadcrumbLabel(t('compat.title'));
  const [results, setResults] = useState<{ id: string; result: FeatureResult }[] | null>(null);
  const [hints, setHints] = useState<[string, string][] | null | undefined>(undefined);
  const [userAgent, setUserAgent] = useState('');

  useEffect(() => {
    let live = true;
    setUserAgent(navigator.userAgent);
    void detectFeatures().then((r) => live && setResults(r));
    void clientHints().then((h) => live && setHints(h));
    return () => {
      live = false;
    };
  }, []);

  const found = new Map((results ?? []).map(({ id, result }) => [id, result]));
  const rows = features.map(({ id }) => ({
    id,
    name: t(`compat.features.${id}.name`),
    uses: t(`compat.features.${id}.uses`),
    status: found.get(id)?.status ?? null,
    detail: found.get(id)?.detail ?? '',
  }));
  const passed = rows.filter((r) => r.status === 'pass').length;

  const copy = async () => {
    const text = reportText({
      title: t('compat.title'),
      userAgent,
      rows: rows.map((r) => ({ ...r, status: r.status === null ? '' : t(`compat.status.${r.status}`) })),
      hintsTitle: t('compat.hints_title'),
      hints: hints ?? null,
      noHints: t('compat.no_hints'),
    });
    try {
      await copyText(text);
      toast({ status: 'success', message: t('compat.copied'), group: 'copy' });
    } catch {
      toast({ status: 'error', message: t('compat.copy_failed'), group: 'copy' });
    }
  };

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('compat.title')}</h1>
      <p className={styles.lead}>{t('compat.intro')}</p>
      <div className={styles.row}>
        <Button variant="primary" onClick={() => void copy()} disabled={results === null || hints === undefined}>
          {t('compat.copy')}
        </Button>
      </div>
      <section className={styles.section} aria-labelledby="compat-features" aria-busy={results === null}>
        <h2 className={styles.sectionTitle} id="compat-features">
          {t('compat.features_title')}
        </h2>
        <p className={tools.summary}>
          {results === null ? t('compat.detecting') : t('compat.summary', { passed, total: rows.length })}
        </p>
        {/* Every row is drawn from the first render on, its status "checking" until it is known, and each row keeps
            its lines whatever the result: the page does not move when the results come in. */}
        <ul className={tools.features}>
          {rows.map((row) => (
            <li key={row.id} className={tools.feature} data-status={row.status ?? 'checking'} data-feature={row.id}>
              <h3 className={tools.featureHead}>{row.name}</h3>
              <p className={tools.status} data-status={row.status ?? 'checking'}>
                {row.status === null ? (
                  t('compat.checking')
                ) : (
                  <>
                    <span aria-hidden="true">{marks[row.status]} </span>
                    {t(`compat.status.${row.status}`)}
                  </>
                )}
              </p>
              <p className={tools.detail}>{row.detail === '' ? '\u00a0' : row.detail}</p>
              <p className={styles.muted}>
                {t('compat.uses')} {row.uses}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="compat-hints">
        <h2 className={styles.sectionTitle} id="compat-hints">
          {t('compat.hints_title')}
        </h2>
        <p className={styles.muted}>{t('compat.ua')}</p>
        <p className={tools.ua}>{userAgent === '' ? '\u00a0' : userAgent}</p>
        {hints === undefined ? (
          <p className={styles.muted}>{t('compat.detecting')}</p>
        ) : hints === null ? (
          <p className={styles.muted}>{t('compat.no_hints')}</p>
        ) : (
          <dl className={tools.hints}>
            {hints.map(([key, value]) => (
              <div key={key} className={tools.hintRow}>
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </article>
  );
}
