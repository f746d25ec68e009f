import type { LinkEntry } from '@site/contracts';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accentOf, initialOf } from './accent.ts';
import styles from './entry-card.module.css';
import { formatLinkDate, hostOf } from './format.ts';

/** What a card shows of a site: an entry's fields [SITE-08], its health when it has one. */
export type CardSite = Pick<LinkEntry, 'name' | 'avatar' | 'colour' | 'description' | 'link'> & {
  health?: LinkEntry['health'];
};

/** Props of `EntryCard`. */
export interface EntryCardProps {
  site: CardSite;
  /** The heading level of the site's name (default 3: under a page's or a class's heading). */
  level?: 2 | 3 | 4;
  /** The `rel` of the site's link (default `noopener noreferrer`: the other site learns nothing of this page). */
  rel?: string;
}

/**
 * A site-info entry as a card [SITE-08]: avatar, name (a link to the site, in a new tab), description and the
 * site's host. The entry's colour is the card's accent (a stripe, and the fallback initial's ground with a text
 * colour chosen for contrast, `accentOf`); the avatar is this site's copy (`entry.avatar`, lazy-loaded), the
 * name's first letter when there is none or it fails to load. An entry unreachable for 3 days is dimmed with
 * "unreachable since <date>" (issue 18 point 4). All text is plain text.
 */
export function EntryCard({ site, level = 3, rel = 'noopener noreferrer' }: EntryCardProps) {
  const { t, i18n } = useTranslation('links');
  const accent = accentOf(site.colour);
  const unreachable = site.health?.state === 'unreachable';
  const since = unreachable ? formatLinkDate(site.health?.since ?? null, i18n.language) : null;
  const Heading = `h${level}` as const;
  const style = accent
    ? ({ '--link-accent': accent.colour, '--link-accent-text': accent.text } as CSSProperties)
    : undefined;
  return (
    <article
      className={styles.card}
      style={style}
      data-accent={accent ? '' : undefined}
      data-unreachable={unreachable ? '' : undefined}
    >
      <SiteAvatar src={site.avatar} name={site.name} />
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={site.link} target="_blank" rel={rel}>
            {site.name}
          </a>
        </Heading>
        {site.description !== '' && <p className={styles.description}>{site.description}</p>}
        <p className={styles.host}>{hostOf(site.link)}</p>
        {unreachable && (
          <p className={styles.unreachable}>
            {since === null ? t('card.unreachable') : t('card.unreachable_since', { date: since })}
          </p>
        )}
      </div>
    </article>
  );
}

/** A site's avatar: the image (lazy), else, with none or when it fails to load, the name's first letter. */
export function SiteAvatar({ src, name, size = 48 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (src !== '' && failed !== src)
    return (
      <img
        className={styles.avatar}
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
        data-kind="image"
      />
    );
  return (
    <span className={styles.avatar} style={box} aria-hidden="true" data-kind="initial">
      {initialOf(name)}
    </span>
  );
}
