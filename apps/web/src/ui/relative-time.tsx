import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../lib/intl-formats.ts';
import { formatRelativeTime } from './relative-time-format.ts';
import { useClock } from './use-clock.ts';

/** Props of `RelativeTime`. */
export interface RelativeTimeProps {
  /** A Date, ms since the epoch, or an ISO 8601 string. */
  date: Date | number | string;
  className?: string;
}

/**
 * A `<time>` showing "N ago" in the interface language, refreshed by the shared 1 s clock [CONST-01][CONST-02];
 * older than 7 days it shows the date [CONST-03]. The full local date and time is its tooltip.
 *
 * @example <RelativeTime date={comment.time} />
 */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const { i18n } = useTranslation();
  const now_ms = useClock();
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return null;
  return (
    <time
      className={className}
      dateTime={at.toISOString()}
      title={dateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(at)}
    >
      {formatRelativeTime(at, now_ms, i18n.language)}
    </time>
  );
}
