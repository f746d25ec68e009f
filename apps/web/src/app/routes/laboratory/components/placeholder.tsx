import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../../../ui/placeholder.tsx';
import { Switch } from '../../../../ui/switch.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/** "/laboratory/components/placeholder": `Placeholder`'s priority error > empty > loading [WIDGET-06], and `Switch`. */
export default function PlaceholderDemo() {
  const { t } = useTranslation('lab');
  const [error, setError] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [loading, setLoading] = useState(true);
  return (
    <DemoPage name="placeholder">
      <DemoSection title={t('demo.placeholder.name')}>
        <p className={styles.muted}>{t('placeholder.intro')}</p>
        <div className={styles.grid}>
          <Switch label={t('placeholder.error')} checked={error} onCheckedChange={setError} />
          <Switch label={t('placeholder.empty')} checked={empty} onCheckedChange={setEmpty} />
          <Switch label={t('placeholder.loading')} checked={loading} onCheckedChange={setLoading} />
        </div>
        <Placeholder
          error={error}
          empty={empty}
          loading={loading}
          onRetry={() => toast({ message: t('placeholder.retried') })}
        >
          <p className={styles.output}>{t('placeholder.content')}</p>
        </Placeholder>
      </DemoSection>
    </DemoPage>
  );
}
