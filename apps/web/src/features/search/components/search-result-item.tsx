import type { SearchResult } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatLyricTime, formatResultDate } from '../format.ts';
import { HighlightedText } from './highlighted-text.tsx';
import styles from './search.module.css';

/**
 * One result of the results page (issue 22 point 5): its kind as a badge, the title (the matched words marked) linking
 * to the result's page, the context line (category, folder, year, artists, site) and date, and the snippet. A lyric
 * match shows its line and time; its link (`url`, with `?t=<seconds>`) plays the song from that line. A links entry
 * also links to the site it points to.
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const { t, i18n } = useTranslation('search');
  const date = result.date === null ? null : formatResultDate(result.date, i18n.language);
  const snippet = result.snippet.some((part) => part.text.trim() !== '');
  return (
    <article className={styles.result}>
      <p className={styles.resultHead}>
        <span className={styles.badge} data-kind={result.kind}>
          {t(`kind.${result.kind}`)}
        </span>
        {result.context !== '' && <span className={styles.context}>{result.context}</span>}
        {date && (
          <time className={styles.date} dateTime={result.date ?? undefined}>
            {date}
          </time>
        )}
      </p>
      <h3 className={styles.resultTitle}>
        <Link to={result.url}>
          <HighlightedText parts={result.title} />
        </Link>
      </h3>
      {result.lyric ? (
        <p className={styles.snippet}>
          <span className={styles.lyricTime}>{t('lyric_at', { time: formatLyricTime(result.lyric.time) })}</span>{' '}
          {snippet ? <HighlightedText parts={result.snippet} /> : result.lyric.line}
        </p>
      ) : (
        snippet && (
          <p className={styles.snippet}>
            <HighlightedText parts={result.snippet} />
          </p>
        )
      )}
      {result.external_url && (
        <p className={styles.external}>
          <a href={result.external_url} target="_blank" rel="noopener noreferrer nofollow">
            {result.external_url}
          </a>
        </p>
      )}
    </article>
  );
}
