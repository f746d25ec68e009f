import type { LinkSiteCard } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../lib/clipboard.ts';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast-store.ts';
import { EntryCard } from './entry-card.tsx';
import styles from './links-pages.module.css';
import { formatSiteCard, type SiteCardFormat, siteCardFormats } from './site-card-formats.ts';

/**
 * This site's own card on the friends page (issue 18 point 2): the card as friends will show it, its feed, and one
 * button per format (JSON, YAML, Markdown) that copies the card in that format, said by a toast. The text of the
 * format last chosen shows below, so it can also be selected by hand.
 */
export function SiteCardPanel({ site }: { site: LinkSiteCard }) {
  const { t } = useTranslation('links');
  const [format, setFormat] = useState<SiteCardFormat>('json');
  const text = formatSiteCard(site, format);
  const copy = async (chosen: SiteCardFormat) => {
    setFormat(chosen);
    try {
      await copyText(formatSiteCard(site, chosen));
      toast({ status: 'success', message: t('site.copied', { format: t(`site.format.${chosen}`) }), group: 'copy' });
    } catch {
      toast({ status: 'error', message: t('site.copy_failed'), group: 'copy' });
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="links-site-card">
      <h2 className={styles.groupTitle} id="links-site-card">
        {t('site.title')}
      </h2>
      <p className={styles.muted}>{t('site.intro')}</p>
      <EntryCard site={{ ...site, colour: '' }} level={3} />
      {site.feed !== '' && (
        <p className={styles.muted}>
          {t('site.feed')} <a href={site.feed}>{site.feed}</a>
        </p>
      )}
      <div className={styles.row}>
        {siteCardFormats.map((f) => (
          <Button key={f} onClick={() => void copy(f)} aria-pressed={f === format}>
            {t('site.copy', { format: t(`site.format.${f}`) })}
          </Button>
        ))}
      </div>
      <div className={styles.group}>
        <p className={styles.muted}>{t('site.preview', { format: t(`site.format.${format}`) })}</p>
        <pre className={styles.code}>{text}</pre>
      </div>
    </section>
  );
}
