import type { BackupInfo } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { downloadBackup, useBackups, useDeleteBackup, useStartBackup } from '../api.ts';
import styles from './backups-panel.module.css';

/** The code of a failed call, for its words in the `errors` namespace. */
const codeOf = (error: unknown) => (error instanceof ApiRequestError ? error.code : 'unknown');

/** Megabytes with one decimal (sizes are bytes). */
const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

/**
 * The admin's backups (issue 23 point 6): the last backup written (by this page or `npm run backup`), a button
 * that writes a new archive on the server, and the kept archives with download and delete (confirmed). `tokenid`
 * is the admin's token.
 */
export function BackupsPanel({ tokenid }: { tokenid: string }) {
  const { t } = useTranslation('admin', { keyPrefix: 'backups' });
  const errorText = useErrorText();
  const backups = useBackups(tokenid);
  const start = useStartBackup();
  const remove = useDeleteBackup();
  const [deleting, setDeleting] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const startBackup = () =>
    start.mutate(
      { tokenid },
      {
        onSuccess: (info) => toast({ message: t('written', { name: info.name }) }),
        onError: (error) => toast({ status: 'error', message: errorText(codeOf(error)) }),
      },
    );
  const download = async (name: string) => {
    setDownloading(name);
    try {
      await downloadBackup(tokenid, name);
    } catch (error) {
      toast({ status: 'error', message: errorText(codeOf(error)) });
    } finally {
      setDownloading(null);
    }
  };
  const confirmDelete = () => {
    if (deleting === null) return;
    remove.mutate(
      { tokenid, name: deleting },
      {
        onSuccess: () => toast({ message: t('deleted') }),
        onError: (error) => toast({ status: 'error', message: errorText(codeOf(error)) }),
      },
    );
  };
  const data = backups.data;
  const running = start.isPending || data?.running === true;

  return (
    <Placeholder
      error={backups.isError}
      errorText={backups.isError ? errorText(codeOf(backups.error)) : undefined}
      loading={backups.isPending}
      onRetry={() => void backups.refetch()}
    >
      {data && (
        <>
          <section className={styles.section} aria-labelledby="backups-last">
            <h2 id="backups-last" className={styles.heading}>
              {t('last_title')}
            </h2>
            {data.last ? <LastBackup info={data.last} /> : <p>{t('never')}</p>}
            <p className={styles.hint}>{t('what')}</p>
            {data.available ? (
              <Button variant="primary" loading={running} onClick={startBackup}>
                {running ? t('running') : t('start')}
              </Button>
            ) : (
              <p role="note">{t('unavailable')}</p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="backups-kept">
            <h2 id="backups-kept" className={styles.heading}>
              {t('kept_title')}
            </h2>
            {data.files.length === 0 ? (
              <p>{t('none_kept')}</p>
            ) : (
              <ul className={styles.files}>
                {data.files.map((file) => (
                  <li key={file.name} className={styles.file}>
                    <span className={styles.name}>{file.name}</span>
                    <span className={styles.meta}>
                      {t('size', { mb: megabytes(file.bytes) })} · <RelativeTime date={file.created_at} />
                    </span>
                    <span className={styles.actions}>
                      <Button
                        size="small"
                        loading={downloading === file.name}
                        onClick={() => void download(file.name)}
                        aria-label={t('download_named', { name: file.name })}
                      >
                        {t('download')}
                      </Button>
                      <Button
                        size="small"
                        variant="danger"
                        onClick={() => setDeleting(file.name)}
                        aria-label={t('delete_named', { name: file.name })}
                      >
                        {t('delete')}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="backups-restore">
            <h2 id="backups-restore" className={styles.heading}>
              {t('restore_title')}
            </h2>
            <p>{t('restore_how')}</p>
            <pre className={styles.command}>
              <code>npm run restore -- site-….tar.gz</code>
            </pre>
          </section>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => {
              if (!open) setDeleting(null);
            }}
            onConfirm={confirmDelete}
            title={t('delete_title')}
            message={t('delete_question', { name: deleting ?? '' })}
            confirmLabel={t('delete')}
            danger
          />
        </>
      )}
    </Placeholder>
  );
}

/** The last backup: when, its size, its engine and how many media files it holds. */
function LastBackup({ info }: { info: BackupInfo }) {
  const { t } = useTranslation('admin', { keyPrefix: 'backups' });
  return (
    <p>
      <RelativeTime date={info.created_at} />
      {' · '}
      {t('last_detail', {
        name: info.name,
        mb: megabytes(info.bytes),
        count: info.media_files,
        engine: info.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      })}
    </p>
  );
}
