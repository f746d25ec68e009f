import { useTranslation } from 'react-i18next';
import styles from '../../../features/media-admin/media-library.module.css';
import { MediaLibrary } from '../../../features/media-admin/media-library.tsx';
import { useViewer } from '../use-viewer.ts';

/**
 * "/admin/media" (issue 23 point 3): the admin's media library. Anyone else sees a short note that the page is the
 * admin's (the server refuses their calls anyway).
 */
export default function MediaAdminPage() {
  const { t } = useTranslation('media_admin');
  const viewer = useViewer();
  if (viewer?.is_admin !== true) {
    return (
      <section className={styles.library}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p>{t('admin_only')}</p>
      </section>
    );
  }
  return <MediaLibrary tokenid={viewer.tokenid} />;
}
