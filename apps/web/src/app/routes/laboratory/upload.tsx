import { useTranslation } from 'react-i18next';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { UploadLab } from '../../../features/lab-uploads/upload-lab.tsx';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import { useViewer } from '../use-viewer.ts';
import styles from './lab.module.css';

/**
 * "/laboratory/upload" [ROUTE-42] (issue 24 point 2): the upload playground for any signed-in user (`UploadLab`);
 * a guest sees the sign-in prompt instead and nothing is asked of the server.
 */
export default function UploadPage() {
  const { t } = useTranslation('lab_upload');
  useBreadcrumbLabel(t('title'));
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <RequireLogin>
        <SignedIn />
      </RequireLogin>
    </article>
  );
}

/** The playground with the viewer's token (rendered only inside `RequireLogin`, so a viewer exists). */
function SignedIn() {
  const viewer = useViewer();
  return viewer ? <UploadLab tokenid={viewer.tokenid} /> : null;
}
