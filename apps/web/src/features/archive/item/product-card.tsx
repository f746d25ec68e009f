import type { ArchiveItem, ArchiveItemSummary } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/i18n.ts';
import { Cover } from '../cover.tsx';
import { intlLocale } from '../labels.ts';
import { LevelBadge } from '../level-badge.tsx';
import { formatPrice } from './format.ts';
import styles from './products.module.css';

/** Props of `ProductCard`: the product's summary, its whole item once loaded, its address, whether it is chosen. */
export interface ProductCardProps {
  summary: ArchiveItemSummary;
  item: ArchiveItem | undefined;
  /** The address that selects it (`?item=<id>`). */
  href: string;
  selected: boolean;
}

/**
 * A product as a card: cover, name (and its name in the visitor's language), brand and category, its price in its
 * currency formatted in the visitor's language, where it was bought, its rating, and the owner's short comment.
 * The name links to the product's community posts (`?item=<id>`); the chosen card is marked `aria-current`.
 */
export function ProductCard({ summary, item, href, selected }: ProductCardProps) {
  const { t, i18n } = useTranslation(['archive_item', 'archive']);
  const language = i18n.language as Language;
  const product = item?.kind === 'product' ? item.product : undefined;
  const local = summary.titles[language];
  const details = [product?.brand, product?.category].filter(Boolean).join(' · ');
  return (
    <li className={`${styles.card} ${selected ? styles.selected : ''}`}>
      <Cover src={summary.cover_url} title={summary.title} size="small" />
      <div className={styles.cardText}>
        <h3 className={styles.cardTitle}>
          <Link to={href} aria-current={selected ? 'true' : undefined} preventScrollReset>
            {summary.title}
          </Link>
        </h3>
        {local !== undefined && local !== summary.title && (
          <p className={styles.muted} lang={language}>
            {local}
          </p>
        )}
        {details !== '' && <p className={styles.muted}>{details}</p>}
        {product?.price != null && (
          <p className={styles.price}>
            <span className={styles.visuallyHidden}>{t('field.price')}: </span>
            {formatPrice(product.price, product.currency, intlLocale(language))}
          </p>
        )}
        {product !== undefined && product.bought_at !== '' && (
          <p className={styles.muted}>{t('product.bought_at', { place: product.bought_at })}</p>
        )}
        <LevelBadge level={summary.level} size="small" />
        {item !== undefined && item.comment !== '' && <p className={styles.comment}>{item.comment}</p>}
      </div>
    </li>
  );
}
