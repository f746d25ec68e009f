import type { ArchiveItem } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/i18n.ts';
import { Cover } from '../cover.tsx';
import { genreKey, intlLocale, movieTypeKey, statusKey } from '../labels.ts';
import { useRegionNames } from '../region-names.ts';
import { formatDay, formatPrice } from './format.ts';
import styles from './item-detail.module.css';
import { ItemRating } from './rating.tsx';

/** One fact of an item: a term and its value, left out when there is no value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (
    children === null ||
    children === undefined ||
    children === '' ||
    (Array.isArray(children) && children.length === 0)
  )
    return null;
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The facts of an item's kind: a movie's type [CONST-05], directors, cast, runtime (minutes) and episodes; a game's
 * genres [CONST-04], platforms, developer, publisher and play time (hours); a product's brand, category, price in
 * its currency and where it was bought. Then its regions by name in the visitor's language [CONST-08] and its tags.
 */
export function ItemFacts({ item }: { item: ArchiveItem }) {
  const { t, i18n } = useTranslation(['archive_item', 'archive']);
  const language = i18n.language as Language;
  const regionNames = useRegionNames(language);
  const locale = intlLocale(language);
  const list = (values: readonly string[]) => (values.length === 0 ? null : values.join(t('list_separator')));
  return (
    <dl className={styles.facts}>
      {item.kind === 'movie' && (
        <>
          <Fact term={t('field.movie_type')}>{t(movieTypeKey(item.movie.type))}</Fact>
          <Fact term={t('field.directors')}>{list(item.movie.directors)}</Fact>
          <Fact term={t('field.cast')}>{list(item.movie.cast)}</Fact>
          <Fact term={t('field.runtime')}>
            {item.movie.runtime_minutes === null ? null : t('minutes', { count: item.movie.runtime_minutes })}
          </Fact>
          <Fact term={t('field.episodes')}>{item.movie.episodes === null ? null : String(item.movie.episodes)}</Fact>
        </>
      )}
      {item.kind === 'game' && (
        <>
          <Fact term={t('field.genres')}>{list(item.game.genres.map((genre) => t(genreKey(genre))))}</Fact>
          <Fact term={t('field.platforms')}>{list(item.game.platforms)}</Fact>
          <Fact term={t('field.developer')}>{item.game.developer}</Fact>
          <Fact term={t('field.publisher')}>{item.game.publisher}</Fact>
          <Fact term={t('field.play_time')}>
            {item.game.play_hours === null ? null : t('hours', { count: item.game.play_hours })}
          </Fact>
        </>
      )}
      {item.kind === 'product' && (
        <>
          <Fact term={t('field.brand')}>{item.product.brand}</Fact>
          <Fact term={t('field.category')}>{item.product.category}</Fact>
          <Fact term={t('field.price')}>
            {item.product.price === null ? null : formatPrice(item.product.price, item.product.currency, locale)}
          </Fact>
          <Fact term={t('field.bought_at')}>{item.product.bought_at}</Fact>
        </>
      )}
      <Fact term={t('field.release_date')}>
        {item.release_date === null ? null : formatDay(item.release_date, locale)}
      </Fact>
      <Fact term={t('field.regions')}>{list(item.regions.map(regionNames.name))}</Fact>
      <Fact term={t('field.tags')}>
        {item.tags.length === 0 ? null : (
          <ul className={styles.tags}>
            {item.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  );
}

/**
 * The head of an item's page: its cover, its original title as the heading and, when the item has a title in the
 * visitor's language that differs, that title under it; the year, the status in its kind's words, the rating.
 */
export function ItemHeader({
  item,
  actions,
  titleAs: Title = 'h1',
}: {
  item: ArchiveItem;
  actions?: ReactNode;
  titleAs?: 'h1' | 'h2';
}) {
  const { t, i18n } = useTranslation(['archive_item', 'archive']);
  const language = i18n.language as Language;
  const local = item.titles[language];
  return (
    <header className={styles.header}>
      <Cover src={item.cover_url} title={item.title} size="large" />
      <div className={styles.headText}>
        <Title className={styles.title}>{item.title}</Title>
        {local !== undefined && local !== item.title && (
          <p className={styles.localTitle} lang={language}>
            {local}
          </p>
        )}
        <p className={styles.meta}>
          {item.year !== null && <span>{item.year}</span>}
          <span className={styles.status}>{t(statusKey(item.kind, item.status))}</span>
        </p>
        <ItemRating item={item} />
        {actions}
      </div>
    </header>
  );
}

/** Every viewing or play, oldest first, with rewatches marked; nothing when there is none. */
export function ItemViewings({ item }: { item: ArchiveItem }) {
  const { t, i18n } = useTranslation('archive_item');
  const locale = intlLocale(i18n.language as Language);
  if (item.viewings.length === 0) return null;
  const sorted = [...item.viewings].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <section className={styles.section} aria-labelledby="archive-viewings">
      <h2 id="archive-viewings">{t(`viewings_title.${item.kind}`, { count: sorted.length })}</h2>
      <ol className={styles.viewings}>
        {sorted.map((viewing, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two viewings may share a day
          <li key={`${viewing.date}-${index}`}>
            <time dateTime={viewing.date}>{formatDay(viewing.date, locale)}</time>
            {viewing.rewatch && <span className={styles.rewatch}>{t(`rewatch.${item.kind}`)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The owner's words on an item: the short comment, then the review as the server rendered and sanitised it
 * (`review_html`; spoilers are `<details class="spoiler">`, closed until opened), then the external links.
 */
export function ItemWords({ item }: { item: ArchiveItem }) {
  const { t } = useTranslation('archive_item');
  return (
    <>
      {item.comment !== '' && (
        <section className={styles.section} aria-labelledby="archive-comment">
          <h2 id="archive-comment">{t('comment_title')}</h2>
          <blockquote className={styles.comment}>{item.comment}</blockquote>
        </section>
      )}
      {item.review_html !== '' && (
        <section className={styles.section} aria-labelledby="archive-review">
          <h2 id="archive-review">{t('review_title')}</h2>
          <div
            className={styles.review}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised rendering of the owner's Markdown (modules/archive/review.ts)
            dangerouslySetInnerHTML={{ __html: withSpoilerLabel(item.review_html, t('spoiler')) }}
          />
        </section>
      )}
      {item.links.length > 0 && (
        <section className={styles.section} aria-labelledby="archive-links">
          <h2 id="archive-links">{t('links_title')}</h2>
          <ul className={styles.links}>
            {item.links.map((link) => (
              <li key={`${link.site}-${link.url}`}>
                <a href={link.url} rel="noopener noreferrer external" target="_blank">
                  {t(`site.${link.site}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** `html` with the server's English spoiler summaries in the visitor's words (`label`, escaped). */
export function withSpoilerLabel(html: string, label: string): string {
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return html.replaceAll('<summary>Spoiler</summary>', `<summary>${escaped}</summary>`);
}

/**
 * A whole item's page body without its comments: head, facts, viewings, the owner's words. `titleAs` h2 where the
 * page has its own h1 (the products page).
 */
export function ArchiveItemDetail({
  item,
  actions,
  titleAs = 'h1',
}: {
  item: ArchiveItem;
  actions?: ReactNode;
  titleAs?: 'h1' | 'h2';
}) {
  return (
    <article className={styles.card}>
      <ItemHeader item={item} actions={actions} titleAs={titleAs} />
      <ItemFacts item={item} />
      <ItemViewings item={item} />
      <ItemWords item={item} />
    </article>
  );
}
