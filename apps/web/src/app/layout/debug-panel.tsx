import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettingsStore } from '../../features/settings/store.ts';
import styles from './debug-panel.module.css';
import { usePageStore } from './page-store.ts';
import { useSiteInfo } from './site-info.ts';

const readViewport = () => `${window.innerWidth} × ${window.innerHeight}`;

function useViewport(): string {
  const [size, setSize] = useState(readViewport);
  useEffect(() => {
    const onResize = () => setSize(readViewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/**
 * The debug information panel [LAYOUT-37]: path, viewport, header width type, language, build version and the
 * current settings as JSON. The layout mounts it only while the `debug` setting is on.
 */
export function DebugPanel() {
  const { t, i18n } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const viewport = useViewport();
  const widthType = usePageStore((s) => s.header_width_type);
  const settings = useSettingsStore((s) => s.settings);
  const version = useSiteInfo().data?.version ?? '—';
  return (
    <aside aria-label={t('debug.title')} className={styles.panel}>
      <details>
        <summary>{t('debug.title')}</summary>
        <dl className={styles.list}>
          <dt>{t('debug.path')}</dt>
          <dd>{pathname + search}</dd>
          <dt>{t('debug.viewport')}</dt>
          <dd>{viewport}</dd>
          <dt>{t('debug.header_width')}</dt>
          <dd>{widthType}</dd>
          <dt>{t('debug.language')}</dt>
          <dd>{i18n.language}</dd>
          <dt>{t('debug.version')}</dt>
          <dd>{version}</dd>
          <dt>{t('debug.settings')}</dt>
          <dd>
            <pre className={styles.pre}>{JSON.stringify(settings, null, 2)}</pre>
          </dd>
        </dl>
      </details>
    </aside>
  );
}
