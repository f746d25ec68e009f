import {
  type LabQuotaExceeded,
  type LabUpload,
  labQuotaBytes,
  labQuotaExceededSchema,
  labUploadCapsBytes,
} from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadToLab } from '../../lib/api-client-upload.ts';
import { ErrorText, errorTextLoaded, failureCode } from '../../lib/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/dialog.tsx';
import { Placeholder } from '../../ui/placeholder.tsx';
import { toast } from '../../ui/toast-store.ts';
import { labUploadKeys, useDeleteLabUpload, useMyLabUploads } from './api.ts';
import { formatDuration, formatSize, transferRate } from './progress.ts';
import styles from './upload-lab.module.css';

/** Props of `UploadLab`. */
export interface UploadLabProps {
  /** The signed-in user's token (the page renders this for users only). */
  tokenid: string;
}

/** Where one file of the queue is. */
type JobState = 'sending' | 'done' | 'failed' | 'cancelled';

/** One file picked or dropped: its progress (bytes of the request body), speed sample and outcome. */
interface Job {
  key: number;
  file: File;
  state: JobState;
  loaded: number;
  total: number;
  /** `performance.now()` when the send began (ms). */
  startedAt: number;
  /** `performance.now()` of the last progress event (ms). */
  at: number;
  /** The failure's text, shown under the bar. */
  error?: string;
  /** An object URL of the picked file, for a picture's or audio's preview (revoked when the job goes). */
  preview?: string;
}

/** The kind of a picked file for its preview, from its declared type (the server decides from the bytes). */
const previewKind = (file: File) =>
  file.type.startsWith('image/') ? 'image' : file.type.startsWith('audio/') ? 'audio' : undefined;

/**
 * The upload playground (issue 24 point 2, ROUTE-42): drop or pick several files; each is sent at once with its own
 * progress bar, speed and time left, Cancel (aborts the request: the server keeps nothing) and, after a failure or a
 * cancel, Retry; pictures and audio get a preview. Below: the quota used and one's own uploads (deleted by the server
 * 24 hours after upload) with previews and Delete (asks first). Refusals (413 too large, 413 over quota naming what is
 * left, 415 unsupported type) are shown on the file's row. Every control is a native button, link or file input.
 */
export function UploadLab({ tokenid }: UploadLabProps) {
  const { t, i18n } = useTranslation('lab_upload');
  const locale = i18n.language;
  const client = useQueryClient();
  const query = useMyLabUploads(tokenid);
  const remove = useDeleteLabUpload();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [jobs, setJobs] = useState<Job[]>([]);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<LabUpload | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(1);
  const previews = useRef(new Set<string>());

  useEffect(() => {
    const open = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of open.values()) controller.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const update = (key: number, change: Partial<Job>) =>
    setJobs((all) => all.map((job) => (job.key === key ? { ...job, ...change } : job)));

  const send = async (key: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    const startedAt = performance.now();
    update(key, { state: 'sending', loaded: 0, total: file.size, startedAt, at: startedAt, error: undefined });
    const outcome = await uploadToLab(file, {
      tokenid,
      signal: controller.signal,
      onBytes: (loaded, total) => update(key, { loaded, total, at: performance.now() }),
    });
    controllers.current.delete(key);
    if (outcome.ok) {
      update(key, { state: 'done' });
      setAnnouncement(t('uploaded', { name: file.name }));
      await client.invalidateQueries({ queryKey: labUploadKeys.all });
      return;
    }
    if (outcome.code === 'aborted') {
      update(key, { state: 'cancelled' });
      setAnnouncement(t('cancelled', { name: file.name }));
      return;
    }
    const over = labQuotaExceededSchema.safeParse(outcome.data);
    const error =
      outcome.code === 'quota_exceeded' && over.success
        ? quotaText(over.data, file.size)
        : await errorTextLoaded(failureCode({ code: outcome.code }));
    update(key, { state: 'failed', error });
    setAnnouncement(t('failed', { name: file.name, reason: error }));
  };

  /** The over-quota text: what is left, and the file's whole size (the server stops reading once it cannot fit). */
  const quotaText = (data: LabQuotaExceeded, size: number) =>
    t('over_quota', {
      remaining: formatSize(data.remaining, locale),
      size: formatSize(Math.max(size, data.size), locale),
    });

  const add = (files: File[]) => {
    const added = files.map((file): Job => {
      const kind = previewKind(file);
      const preview = kind ? URL.createObjectURL(file) : undefined;
      if (preview) previews.current.add(preview);
      const now = performance.now();
      return {
        key: nextKey.current++,
        file,
        state: 'sending',
        loaded: 0,
        total: file.size,
        startedAt: now,
        at: now,
        preview,
      };
    });
    setJobs((all) => [...added, ...all]);
    for (const job of added) void send(job.key, job.file);
    if (input.current) input.current.value = '';
  };

  const dismiss = (job: Job) => {
    if (job.preview) {
      URL.revokeObjectURL(job.preview);
      previews.current.delete(job.preview);
    }
    setJobs((all) => all.filter((j) => j.key !== job.key));
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const confirmDelete = () => {
    if (deleting === null) return;
    const { id, name } = deleting;
    remove.mutate(
      { tokenid, id },
      {
        onSuccess: () => {
          const message = t('deleted', { name });
          toast({ status: 'success', message });
          setAnnouncement(message);
        },
        onError: (error) => {
          void errorTextLoaded(failureCode(error)).then((message) => toast({ status: 'error', message }));
        },
      },
    );
  };

  const mine = query.data;
  const quota = mine?.quota;
  return (
    <div className={styles.lab}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <section
        className={styles.drop}
        data-dragging={dragging || undefined}
        aria-labelledby={`${inputId}-label`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <h2 id={`${inputId}-label`} className={styles.heading}>
          {t('drop_title')}
        </h2>
        <p className={styles.muted}>{t('drop_hint')}</p>
        <label htmlFor={inputId} className={styles.pick}>
          {t('pick')}
        </label>
        <input
          id={inputId}
          ref={input}
          className={styles.input}
          type="file"
          multiple
          onChange={(event) => add([...(event.target.files ?? [])])}
        />
        <p className={styles.muted}>
          {t('accepted', {
            image: formatSize(labUploadCapsBytes.image, locale),
            audio: formatSize(labUploadCapsBytes.audio, locale),
            text: formatSize(labUploadCapsBytes.text, locale),
          })}
        </p>
      </section>

      {jobs.length > 0 && (
        <section aria-labelledby={`${inputId}-queue`} className={styles.section}>
          <h2 id={`${inputId}-queue`} className={styles.heading}>
            {t('queue')}
          </h2>
          <ul className={styles.list}>
            {jobs.map((job) => (
              <JobRow
                key={job.key}
                job={job}
                locale={locale}
                onCancel={() => controllers.current.get(job.key)?.abort()}
                onRetry={() => void send(job.key, job.file)}
                onDismiss={() => dismiss(job)}
              />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${inputId}-mine`} className={styles.section}>
        <h2 id={`${inputId}-mine`} className={styles.heading}>
          {t('mine')}
        </h2>
        <div className={styles.quota}>
          <span id={`${inputId}-quota`}>
            {t('quota', {
              used: formatSize(quota?.used ?? 0, locale),
              quota: formatSize(quota?.quota ?? labQuotaBytes, locale),
              remaining: formatSize(quota?.remaining ?? labQuotaBytes, locale),
            })}
          </span>
          <progress max={quota?.quota ?? labQuotaBytes} value={quota?.used ?? 0} aria-labelledby={`${inputId}-quota`} />
        </div>
        <p className={styles.muted}>{t('expiry_note')}</p>
        <Placeholder
          error={query.isError && mine === undefined}
          errorText={query.isError ? <ErrorText code={failureCode(query.error)} context="load" /> : undefined}
          empty={mine !== undefined && mine.items.length === 0}
          emptyText={t('empty')}
          loading={query.isPending}
          onRetry={() => void query.refetch()}
        >
          {mine && (
            <ul className={styles.list} aria-label={t('mine')}>
              {mine.items.map((item) => (
                <StoredRow key={item.id} item={item} locale={locale} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </Placeholder>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={confirmDelete}
        title={t('delete_title')}
        message={deleting === null ? '' : t('delete_text', { name: deleting.name })}
        confirmLabel={t('delete')}
        danger
      />
    </div>
  );
}

/** One file of the queue: preview, name, bar with percent, speed and time left, and its actions. */
function JobRow({
  job,
  locale,
  onCancel,
  onRetry,
  onDismiss,
}: {
  job: Job;
  locale: string;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('lab_upload');
  // A file typed as a picture that the browser cannot show (the server will refuse it too) shows its kind instead.
  const [broken, setBroken] = useState(false);
  const kind = previewKind(job.file);
  const percent = job.total > 0 ? Math.min(100, Math.round((job.loaded / job.total) * 100)) : 0;
  const { bytesPerSecond, secondsLeft } = transferRate(job.loaded, job.total, job.at - job.startedAt);
  const nameId = `lab-job-${job.key}`;
  const shown = job.state === 'done' ? 100 : percent;
  return (
    <li className={styles.item} aria-labelledby={nameId} data-state={job.state}>
      <div className={styles.thumb}>
        {job.preview && kind === 'image' && !broken ? (
          <img src={job.preview} alt={t('preview_of', { name: job.file.name })} onError={() => setBroken(true)} />
        ) : (
          <span aria-hidden="true">{t(`kind.${kind ?? 'other'}`)}</span>
        )}
      </div>
      <div className={styles.body}>
        <p id={nameId} className={styles.name}>
          {job.file.name}
        </p>
        {job.preview && kind === 'audio' && (
          // biome-ignore lint/a11y/useMediaCaption: a preview of the user's own file, which has no captions.
          <audio controls src={job.preview} preload="metadata" aria-label={t('preview_of', { name: job.file.name })} />
        )}
        <div className={styles.progress}>
          <progress max={100} value={shown} aria-labelledby={nameId} aria-valuetext={`${shown}%`} />
          <span className={styles.facts}>
            {job.state === 'sending'
              ? [
                  `${percent}%`,
                  bytesPerSecond !== undefined && t('speed', { speed: formatSize(bytesPerSecond, locale) }),
                  secondsLeft !== undefined && t('time_left', { time: formatDuration(secondsLeft, locale) }),
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t(`state.${job.state}`)}
          </span>
        </div>
        {job.error && (
          <p className={styles.error} role="alert">
            {job.error}
          </p>
        )}
        <div className={styles.actions}>
          {job.state === 'sending' && (
            <Button size="small" onClick={onCancel} aria-label={t('cancel_label', { name: job.file.name })}>
              {t('cancel')}
            </Button>
          )}
          {(job.state === 'failed' || job.state === 'cancelled') && (
            <Button size="small" onClick={onRetry} aria-label={t('retry_label', { name: job.file.name })}>
              {t('retry')}
            </Button>
          )}
          {job.state !== 'sending' && (
            <Button
              size="small"
              variant="ghost"
              onClick={onDismiss}
              aria-label={t('dismiss_label', { name: job.file.name })}
            >
              {t('dismiss')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

/** One stored upload: preview (picture or audio), name, kind, size, when it goes, and Delete. */
function StoredRow({
  item,
  locale,
  onDelete,
}: {
  item: LabUpload;
  locale: string;
  onDelete: (item: LabUpload) => void;
}) {
  const { t } = useTranslation('lab_upload');
  const headingId = `lab-upload-${item.id}`;
  const name = item.name || item.url.split('/').at(-1) || item.url;
  const expires = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.expires_at),
  );
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.thumb}>
        {item.kind === 'image' ? (
          <img src={item.url} alt={t('preview_of', { name })} loading="lazy" decoding="async" />
        ) : (
          <span aria-hidden="true">{t(`kind.${item.kind}`)}</span>
        )}
      </div>
      <div className={styles.body}>
        <h3 id={headingId} className={styles.name}>
          <a href={item.url} target="_blank" rel="noopener">
            {name}
          </a>
        </h3>
        {item.kind === 'audio' && (
          // biome-ignore lint/a11y/useMediaCaption: a preview of the user's own file, which has no captions.
          <audio controls src={item.url} preload="none" aria-label={t('preview_of', { name })} />
        )}
        <p className={styles.facts}>
          <span>{t(`kind.${item.kind}`)}</span> · <span>{formatSize(item.size, locale)}</span> ·{' '}
          <span>{t('expires', { time: expires })}</span>
        </p>
        <div className={styles.actions}>
          <Button size="small" variant="danger" onClick={() => onDelete(item)} aria-label={t('delete_label', { name })}>
            {t('delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
