import type { ArchiveItem } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { levelMeaningKey } from '../labels.ts';
import { LevelBadge } from '../level-badge.tsx';
import { ratingSourceNames, sourceScoreDisplay } from '../source-score.ts';
import styles from './item-detail.module.css';

/**
 * An item's rating: its level as a badge [CONST-06] (or no-rate [CONST-07]), what that level means with a link to
 * the rating reference, and an imported rating's own score beside it ("★★★½ on Letterboxd", "8/10 on IMDb").
 */
export function ItemRating({ item }: { item: Pick<ArchiveItem, 'level' | 'source_rating'> }) {
  const { t } = useTranslation(['archive_item', 'archive']);
  const source = item.source_rating;
  const display = source === null ? null : sourceScoreDisplay(source);
  return (
    <div className={styles.rating}>
      <div className={styles.ratingLine}>
        <LevelBadge level={item.level} />
        {source !== null && display !== null && (
          <span className={styles.sourceScore}>
            {display.kind === 'stars' ? (
              <span
                role="img"
                aria-label={t('rating.stars_label', {
                  score: display.score,
                  scale: display.scale,
                  site: ratingSourceNames[source.source],
                })}
              >
                <span aria-hidden="true">
                  {t('rating.on_site', { score: display.stars, site: ratingSourceNames[source.source] })}
                </span>
              </span>
            ) : (
              t('rating.on_site', {
                score: `${display.score}/${display.scale}`,
                site: ratingSourceNames[source.source],
              })
            )}
          </span>
        )}
      </div>
      <p className={styles.meaning}>
        {t(levelMeaningKey(item.level))} <Link to="/archive/ref">{t('rating.reference')}</Link>
      </p>
    </div>
  );
}
