import { isCssColour, isHttpUrl } from '@site/contracts';
import { colord } from 'colord';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CardFields,
  type CardFormat,
  cardFormats,
  contrastChecks,
  formatCard,
  minimumContrast,
} from '../../../features/lab-tools/card-formats.ts';
import { cardPng } from '../../../features/lab-tools/card-png.ts';
import tools from '../../../features/lab-tools/lab-tools.module.css';
import { accentOf } from '../../../features/links/accent.ts';
import { EntryCard } from '../../../features/links/entry-card.tsx';
import { hostOf } from '../../../features/links/format.ts';
import { pageOrigin } from '../../../lib/api-client.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useResolvedAppearance } from '../../../lib/theme.ts';
import { palettes } from '../../../lib/theme-palette.ts';
import { Button } from '../../../ui/button.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import { useSiteInfo } from '../../layout/site-info.ts';
import styles from './lab.module.css';

/**
 * "/laboratory/card" [ROUTE-44] (issue 24 point 4): a card maker for a site-info entry of the links pages
 * [SITE-08]: name, avatar address, colour, description and link, starting from this site's name and address; a
 * live preview drawn by the links pages' own card (`EntryCard`), the colour's WCAG contrast on the light and dark
 * card (a warning under 4.5:1), and export as a PNG (canvas) and as JSON, YAML and Markdown snippets (copy
 * buttons). Nothing is sent: the avatar loads straight from its address in the preview.
 */
export default function CardPage() {
  const { t } = useTranslation(['lab_tools', 'links']);
  useBreadcrumbLabel(t('card.title'));
  const site = useSiteInfo().data;
  const [edited, setEdited] = useState<Partial<CardFields>>({});
  const [format, setFormat] = useState<CardFormat>('json');
  const [exporting, setExporting] = useState(false);
  const appearance = useResolvedAppearance();
  const id = useId();
  // This site's address, the same on the server and in the browser (the visitor's origin).
  const origin = `${pageOrigin()}/`;
  const card: CardFields = {
    name: edited.name ?? site?.name ?? '',
    avatar: edited.avatar ?? '',
    colour: edited.colour ?? '#0099ff',
    description: edited.description ?? site?.description ?? '',
    link: edited.link ?? origin,
  };
  const set = (field: keyof CardFields) => (value: string) => setEdited((e) => ({ ...e, [field]: value }));

  const colourValid = card.colour.trim() === '' || isCssColour(card.colour);
  const linkValid = isHttpUrl(card.link.trim());
  const avatarValid = card.avatar.trim() === '' || isHttpUrl(card.avatar.trim());
  const nameValid = card.name.trim() !== '';
  const valid = colourValid && linkValid && avatarValid && nameValid;
  const shown: CardFields = { ...card, colour: colourValid ? card.colour : '', avatar: avatarValid ? card.avatar : '' };
  const checks = colourValid ? contrastChecks(card.colour) : null;
  const pickerValue =
    colourValid && card.colour.trim() !== '' ? colord(card.colour).alpha(1).toHex().slice(0, 7) : '#000000';
  const snippet = formatCard(card, format);

  const copy = async (chosen: CardFormat) => {
    setFormat(chosen);
    try {
      await copyText(formatCard(card, chosen));
      toast({ status: 'success', message: t('card.copied', { format: t(`card.format.${chosen}`) }), group: 'copy' });
    } catch {
      toast({ status: 'error', message: t('card.copy_failed'), group: 'copy' });
    }
  };

  const exportPng = async () => {
    setExporting(true);
    try {
      const blob = await cardPng(shown, accentOf(shown.colour), palettes[appearance], hostOf(card.link.trim()));
      saveFile(`${hostOf(card.link.trim()).replace(/[^\w.-]+/g, '-') || 'card'}.png`, blob);
    } catch {
      toast({ status: 'error', message: t('card.png_failed'), group: 'copy' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('card.title')}</h1>
      <p className={styles.lead}>{t('card.intro')}</p>
      <NeedsJavaScript part="editor" />
      <div className={tools.maker}>
        <form
          className={`${styles.section} ${styles.stack}`}
          aria-labelledby={`${id}-form`}
          onSubmit={(e) => e.preventDefault()}
        >
          <h2 className={styles.sectionTitle} id={`${id}-form`}>
            {t('card.fields')}
          </h2>
          <TextField
            label={t('card.name')}
            value={card.name}
            onChange={(e) => set('name')(e.target.value)}
            maxLength={100}
            required
            aria-invalid={!nameValid}
            hint={nameValid ? undefined : t('card.name_required')}
          />
          <TextField
            label={t('card.avatar')}
            type="url"
            value={card.avatar}
            onChange={(e) => set('avatar')(e.target.value)}
            placeholder="https://"
            aria-invalid={!avatarValid}
            hint={avatarValid ? t('card.avatar_hint') : t('card.url_invalid')}
          />
          <div className={tools.colourRow}>
            <input
              type="color"
              className={tools.colourPicker}
              value={pickerValue}
              onChange={(e) => set('colour')(e.target.value)}
              aria-label={t('card.colour_picker')}
            />
            <TextField
              label={t('card.colour')}
              value={card.colour}
              onChange={(e) => set('colour')(e.target.value)}
              maxLength={64}
              aria-invalid={!colourValid}
              hint={colourValid ? t('card.colour_hint') : t('card.colour_invalid')}
            />
          </div>
          <label className={styles.muted} htmlFor={`${id}-description`}>
            {t('card.description')}
          </label>
          <textarea
            id={`${id}-description`}
            className={tools.textareaSmall}
            value={card.description}
            maxLength={500}
            onChange={(e) => set('description')(e.target.value)}
          />
          <TextField
            label={t('card.link')}
            type="url"
            value={card.link}
            onChange={(e) => set('link')(e.target.value)}
            required
            aria-invalid={!linkValid}
            hint={linkValid ? undefined : t('card.url_invalid')}
          />
        </form>
        <div className={styles.stack}>
          <section className={`${styles.section} ${styles.stack}`} aria-labelledby={`${id}-preview`}>
            <h2 className={styles.sectionTitle} id={`${id}-preview`}>
              {t('card.preview')}
            </h2>
            <EntryCard site={shown} level={3} />
            <div className={styles.stack} data-testid="contrast">
              {checks === null ? (
                <p className={styles.muted}>{t('card.no_colour')}</p>
              ) : (
                checks.map((check) => (
                  <p key={check.appearance} className={check.passes ? tools.ok : tools.warning}>
                    {t(check.passes ? 'card.contrast_ok' : 'card.contrast_low', {
                      theme: t(`card.theme.${check.appearance}`),
                      ratio: check.ratio.toFixed(2),
                      minimum: minimumContrast,
                    })}
                  </p>
                ))
              )}
            </div>
            <div className={styles.row}>
              <Button variant="primary" onClick={() => void exportPng()} loading={exporting} disabled={!valid}>
                {t('card.png')}
              </Button>
            </div>
          </section>
          <section className={`${styles.section} ${styles.stack}`} aria-labelledby={`${id}-snippets`}>
            <h2 className={styles.sectionTitle} id={`${id}-snippets`}>
              {t('card.snippets')}
            </h2>
            {!valid && <p className={tools.warning}>{t('card.fix_fields')}</p>}
            <div className={styles.row}>
              {cardFormats.map((f) => (
                <Button key={f} onClick={() => void copy(f)} aria-pressed={f === format} disabled={!valid}>
                  {t('card.copy', { format: t(`card.format.${f}`) })}
                </Button>
              ))}
            </div>
            <p className={styles.muted}>{t('card.snippet_shown', { format: t(`card.format.${format}`) })}</p>
            <pre className={tools.code} data-testid="snippet">
              {snippet}
            </pre>
          </section>
        </div>
      </div>
    </article>
  );
}
