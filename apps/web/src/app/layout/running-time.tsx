import { useTranslation } from 'react-i18next';
import { useClock } from '../../ui/use-clock.ts';
import styles from './footer.module.css';
import { elapsedParts, localMidnightMs } from './running-time.ts';

/**
 * The footer's running-time counter [LAYOUT-21]: days, hours, minutes and seconds since local midnight of
 * `start_date` (`YYYY-MM-DD`, site info), refreshed by the shared 1000 ms app clock [CONST-01]. Renders
 * nothing for a malformed date.
 */
export function RunningTime({ start_date }: { start_date: string }) {
  const { t } = useTranslation('layout');
  const now_ms = useClock();
  const start_ms = localMidnightMs(start_date);
  if (start_ms === null) return null;
  return (
    <p className={styles.small}>
      <time dateTime={start_date}>{t('footer.running', elapsedParts(start_ms, now_ms))}</time>
    </p>
  );
}
