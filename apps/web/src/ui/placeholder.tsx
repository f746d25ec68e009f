import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import styles from './placeholder.module.css';

/** Props of `Placeholder`. The flags are usually a query's `isError`, "no rows" and `isPending`. */
export interface PlaceholderProps {
  error?: boolean;
  empty?: boolean;
  loading?: boolean;
  /** Replaces "Failed to load.". */
  errorText?: ReactNode;
  /** Replaces "Nothing here yet.". */
  emptyText?: ReactNode;
  /** Replaces "Loading…". */
  loadingText?: ReactNode;
  /** Shows a Retry button in the error state. */
  onRetry?: () => void;
  /** The content, shown when there is no error, nothing empty and nothing loading. */
  children?: ReactNode;
}

/**
 * Stands in for content that is not there: error, else empty (even while loading), else loading, else the
 * children [WIDGET-06]. The error is announced (`role="alert"`), loading and empty politely (`role="status"`).
 *
 * @example <Placeholder error={q.isError} empty={q.data?.length === 0} loading={q.isPending} onRetry={q.refetch}>…</Placeholder>
 */
export function Placeholder({
  error = false,
  empty = false,
  loading = false,
  errorText,
  emptyText,
  loadingText,
  onRetry,
  children,
}: PlaceholderProps) {
  const { t } = useTranslation('ui');
  // [WIDGET-06] the order of these checks is the rule.
  if (error) {
    return (
      <div className={styles.box} role="alert">
        <Icon name="error" size={28} />
        <p className={styles.text}>{errorText ?? t('placeholder.error')}</p>
        {onRetry && <Button onClick={onRetry}>{t('placeholder.retry')}</Button>}
      </div>
    );
  }
  if (empty) {
    return (
      <div className={styles.box} role="status">
        <Icon name="info" size={28} />
        <p className={styles.text}>{emptyText ?? t('placeholder.empty')}</p>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={styles.box} role="status" aria-busy="true">
        <Icon name="loading" size={28} spin />
        <p className={styles.text}>{loadingText ?? t('placeholder.loading')}</p>
      </div>
    );
  }
  return <>{children}</>;
}
