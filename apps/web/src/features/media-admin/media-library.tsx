import type { MediaItem } from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uploadToLibrary } from '../../lib/api-client-upload.ts';
import { ErrorText, errorTextLoaded, failureCode } from '../../lib/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { Placeholder } from '../../ui/placeholder.tsx';
import { toast } from '../../ui/toast-store.ts';
import { mediaKeys, useDeleteMedia, useMediaLibrary } from './api.ts';
import { formatBytes, itemBytes, thumbnailUrl, usagePath } from './format.ts';
import styles from './media-library.module.css';

/** Props of `MediaLibrary`. */
export interface MediaLibraryProps {
  /** The admin's token (the page renders the library for the admin only). */
  tokenid: string;
}

/** One file being uploaded: its name and the fraction sent (0..1). */
type Sending = { name: string; fraction: number };

/**
 * The admin's media library (issue 23 point 3), the page `/admin/media`: a file picker that uploads the chosen files
 * one after another with a progress bar each, then every file of the library (newest first) with a thumbnail for
 * pictures, its type, size (and its variants'), pixel size, where it is used (links to the articles, wiki pages and
 * songs) and Delete, which asks first and, for a file in use, says where and deletes it only when confirmed again
 * (`force`). Every control is a native button, link or file input; the list reflows down to 320 px.
 */
export function MediaLibrary({ tokenid }: MediaLibraryProps) {
  const { t, i18n } = useTranslation('media_admin');
  const query = useMediaLibrary(tokenid);
  const client = useQueryClient();
  const remove = useDeleteMedia();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const locale = i18n.language;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    let stored = 0;
    for (const file of files) {
      setSending({ name: file.name, fraction: 0 });
      const outcome = await uploadToLibrary(file, {
        tokenid,
        onProgress: (fraction) => setSending({ name: file.name, fraction }),
      });
      if (outcome.ok) stored += 1;
      else if (outcome.code !== 'aborted') {
        const words = await errorTextLoaded(outcome.code);
        toast({ status: 'error', message: t('upload_failed', { name: file.name, reason: words }) });
      }
    }
    setSending(null);
    if (input.current) input.current.value = '';
    if (stored > 0) {
      const message = t('uploaded', { count: stored });
      toast({ status: 'success', message });
      setAnnouncement(message);
      await client.invalidateQueries({ queryKey: mediaKeys.all });
    }
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    const { id, name, url, used_by } = deleting;
    const label = name || url;
    remove.mutate(
      { tokenid, id, force: used_by.length > 0 },
      {
        onSuccess: () => {
          const message = t('deleted', { name: label });
          toast({ status: 'success', message });
          setAnnouncement(message);
        },
        onError: (error) => {
          void errorTextLoaded(failureCode(error)).then((message) => toast({ status: 'error', message }));
        },
      },
    );
  };

  const library = query.data;
  const percent = sending ? Math.round(sending.fraction * 100) : 0;
  return (
    <section className={styles.library} aria-labelledby="media-library-title">
      <h1 id="media-library-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.muted}>{t('intro')}</p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className={styles.upload}>
        <label htmlFor={inputId} className={styles.uploadLabel}>
          {t('upload')}
        </label>
        <input
          id={inputId}
          ref={input}
          type="file"
          multiple
          disabled={sending !== null}
          accept="image/png,image/jpeg,image/webp,image/gif,audio/*,.lrc,.ttml,.yrc,.qrc,.txt"
          onChange={(event) => void upload(event)}
        />
        <p className={styles.muted}>{t('upload_hint')}</p>
        {sending && (
          <div className={styles.progress}>
            <span id={`${inputId}-progress`}>{t('uploading', { name: sending.name })}</span>
            <progress
              max={100}
              value={percent}
              aria-labelledby={`${inputId}-progress`}
              aria-valuetext={`${percent}%`}
            />
            <span aria-hidden="true">{percent}%</span>
          </div>
        )}
      </div>
      <Placeholder
        error={query.isError && library === undefined}
        errorText={query.isError ? <ErrorText code={failureCode(query.error)} context="load" /> : undefined}
        empty={library !== undefined && library.items.length === 0}
        emptyText={t('empty')}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {library && (
          <>
            <p className={styles.muted}>
              {t('summary', { count: library.items.length, size: formatBytes(library.total_bytes, locale) })}
            </p>
            <ul className={styles.list} aria-label={t('list')}>
              {library.items.map((item) => (
                <MediaRow key={item.id} item={item} locale={locale} onDelete={setDeleting} />
              ))}
            </ul>
          </>
        )}
      </Placeholder>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        title={t('delete_title')}
        message={
          deleting === null
            ? ''
            : deleting.used_by.length > 0
              ? t('delete_used_text', {
                  name: deleting.name || deleting.url,
                  count: deleting.used_by.length,
                  places: deleting.used_by.map((u) => u.title || u.id).join(', '),
                })
              : t('delete_text', { name: deleting.name || deleting.url })
        }
        confirmLabel={deleting !== null && deleting.used_by.length > 0 ? t('delete_anyway') : t('delete')}
        danger
      />
    </section>
  );
}

/** One file of the list: thumbnail, name, facts, usage, address and Delete. */
function MediaRow({
  item,
  locale,
  onDelete,
}: {
  item: MediaItem;
  locale: string;
  onDelete: (item: MediaItem) => void;
}) {
  const { t } = useTranslation('media_admin');
  const thumb = thumbnailUrl(item);
  const name = item.name || item.url.split('/').at(-1) || item.url;
  const headingId = `media-${item.id}`;
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.thumb} aria-hidden="true">
        {thumb ? <img src={thumb} alt="" loading="lazy" decoding="async" /> : <span>{t(`kind.${item.kind}`)}</span>}
      </div>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          <a href={item.url} target="_blank" rel="noopener">
            {name}
          </a>
        </h2>
        <p className={styles.facts}>
          <span>{t(`kind.${item.kind}`)}</span>
          <span>{item.mime.split(';')[0]}</span>
          <span>{formatBytes(item.size, locale)}</span>
          {item.width !== null && item.height !== null && (
            <span>{t('pixels', { width: item.width, height: item.height })}</span>
          )}
          {item.variants.length > 0 && (
            <span>
              {t('variants', { count: item.variants.length, size: formatBytes(itemBytes(item) - item.size, locale) })}
            </span>
          )}
          {item.origin === 'music' && <span>{t('origin_music')}</span>}
        </p>
        <p className={styles.address}>
          <code>{item.url}</code>
        </p>
        {item.used_by.length === 0 ? (
          <p className={styles.muted}>{t('unused')}</p>
        ) : (
          <div className={styles.usage}>
            <span>{t('used_by')}</span>
            <ul>
              {item.used_by.map((usage) => {
                const path = usagePath(usage);
                const label = `${t(`usage.${usage.type}`)}: ${usage.title || usage.id}`;
                return <li key={`${usage.type}:${usage.id}`}>{path ? <Link to={path}>{label}</Link> : label}</li>;
              })}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.actions}>
        <Button size="small" variant="danger" onClick={() => onDelete(item)} aria-label={t('delete_named', { name })}>
          {t('delete')}
        </Button>
      </div>
    </li>
  );
}
