import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NumberInput } from '../../../../ui/number-input.tsx';
import { Pagination } from '../../../../ui/pagination.tsx';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/** "/laboratory/components/pagination": `Pagination` as buttons and as react-router links (`?page=N`). */
export default function PaginationDemo() {
  const { t } = useTranslation('lab');
  const [total, setTotal] = useState(12);
  const [page, setPage] = useState(1);
  const [params] = useSearchParams();
  const linked = Math.min(20, Math.max(1, Number(params.get('page')) || 1));
  return (
    <DemoPage name="pagination">
      <DemoSection title={t('pagination.buttons')}>
        <NumberInput
          label={t('pagination.total')}
          value={total}
          min={1}
          max={99}
          onValueChange={(next) => {
            setTotal(next);
            setPage((p) => Math.min(p, next));
          }}
        />
        <Pagination page={page} total={total} onPageChange={setPage} />
        <output className={styles.output}>{t('pagination.current', { page, total })}</output>
      </DemoSection>
      <DemoSection title={t('pagination.links')}>
        <p className={styles.muted}>{t('pagination.links_text')}</p>
        <Pagination page={linked} total={20} siblings={2} hrefFor={(p) => `?page=${p}`} label={t('pagination.links')} />
        <output className={styles.output}>{t('pagination.current', { page: linked, total: 20 })}</output>
      </DemoSection>
    </DemoPage>
  );
}
