import { type ArchiveLink, type ArchiveViewing, archiveLinkSites } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import fieldStyles from '../../../ui/field.module.css';
import styles from './editor.module.css';

/** Props of a list editor: the rows, how to change them, the list's error. */
interface ListProps<T> {
  value: T[];
  onChange: (rows: T[]) => void;
  error?: string;
}

const replaceAt = <T,>(rows: T[], index: number, row: T) => rows.map((old, i) => (i === index ? row : old));
const today = () => new Date().toISOString().slice(0, 10);

/** The list's error under its legend, or nothing. */
function ListError({ error }: { error?: string }) {
  return error === undefined ? null : (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
}

/**
 * Every viewing or play of an item: a date and "rewatch" each, rows added (today by default) and removed; each
 * control is named by its row ("Date of viewing 2").
 */
export function ViewingsField({ value, onChange, error }: ListProps<ArchiveViewing>) {
  const { t } = useTranslation('archive_item');
  return (
    <fieldset className={`${fieldStyles.fieldset} ${styles.list}`}>
      <legend className={fieldStyles.label}>{t('field.viewings')}</legend>
      {value.map((viewing, index) => (
        // Rows have no id of their own; the index is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.listRow}>
          <input
            type="date"
            className={fieldStyles.input}
            aria-label={t('field.viewing_date', { n: index + 1 })}
            value={viewing.date}
            onChange={(event) => onChange(replaceAt(value, index, { ...viewing, date: event.target.value }))}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={viewing.rewatch}
              onChange={(event) => onChange(replaceAt(value, index, { ...viewing, rewatch: event.target.checked }))}
            />
            {t('field.rewatch')}
          </label>
          <Button
            size="small"
            variant="ghost"
            icon="close"
            aria-label={t('field.remove_viewing', { n: index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <ListError error={error} />
      <Button
        size="small"
        onClick={() => onChange([...value, { date: today(), rewatch: value.length > 0 }])}
        className={styles.add}
      >
        {t('field.add_viewing')}
      </Button>
    </fieldset>
  );
}

/** The item's external links: a site and an address each, rows added and removed. */
export function LinksField({ value, onChange, error }: ListProps<ArchiveLink>) {
  const { t } = useTranslation('archive_item');
  return (
    <fieldset className={`${fieldStyles.fieldset} ${styles.list}`}>
      <legend className={fieldStyles.label}>{t('field.links')}</legend>
      {value.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own while editing
        <div key={index} className={styles.listRow}>
          <select
            className={fieldStyles.select}
            aria-label={t('field.link_site', { n: index + 1 })}
            value={link.site}
            onChange={(event) =>
              onChange(replaceAt(value, index, { ...link, site: event.target.value as ArchiveLink['site'] }))
            }
          >
            {archiveLinkSites.map((site) => (
              <option key={site} value={site}>
                {t(`site.${site}`)}
              </option>
            ))}
          </select>
          <input
            type="url"
            className={fieldStyles.input}
            aria-label={t('field.link_url', { n: index + 1 })}
            placeholder="https://"
            value={link.url}
            onChange={(event) => onChange(replaceAt(value, index, { ...link, url: event.target.value }))}
          />
          <Button
            size="small"
            variant="ghost"
            icon="close"
            aria-label={t('field.remove_link', { n: index + 1 })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <ListError error={error} />
      <Button size="small" onClick={() => onChange([...value, { site: 'imdb', url: '' }])} className={styles.add}>
        {t('field.add_link')}
      </Button>
    </fieldset>
  );
}
