import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../features/account/api.ts';
import styles from '../../../features/account/components/account-page.module.css';
import { ProfileEditForm } from '../../../features/account/components/profile-edit-form.tsx';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';

/** "/account/edit" [ROUTE-10]: the profile form (`ProfileEditForm`) once the owner's profile has loaded. */
export default function EditPage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t('pages.edit')}</h1>
      <RequireLogin>
        <Placeholder error={profile.isError} loading={profile.isPending} onRetry={() => void profile.refetch()}>
          {profile.data && <ProfileEditForm profile={profile.data} />}
        </Placeholder>
      </RequireLogin>
    </article>
  );
}
