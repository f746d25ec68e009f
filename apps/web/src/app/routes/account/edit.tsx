import type { Profile } from '@site/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditProfile, useProfile } from '../../../features/account/api.ts';
import styles from '../../../features/account/components/account-page.module.css';
import { FormField } from '../../../features/account/components/form-field.tsx';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { checkNickname } from '../../../features/account/validation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { toast } from '../../../ui/toast-store.ts';

/** "/account/edit" [ROUTE-10]: nickname, avatar address, e-mail, website and introduction; the uid is fixed. */
export default function EditPage() {
  const { t } = useTranslation('account');
  const profile = useProfile();
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t('pages.edit')}</h1>
      <RequireLogin>
        <Placeholder error={profile.isError} loading={profile.isPending} onRetry={() => void profile.refetch()}>
          {profile.data && <EditForm profile={profile.data} />}
        </Placeholder>
      </RequireLogin>
    </article>
  );
}

function EditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const character = profile.characters[0];
  // [ACCT-30] the nickname starts as the uid when none is set.
  const [nickname, setNickname] = useState(character?.nickname || profile.uid);
  const [avatar, setAvatar] = useState(character?.avatar_address ?? '');
  const [email, setEmail] = useState(profile.email);
  const [website, setWebsite] = useState(profile.website);
  const [introduction, setIntroduction] = useState(profile.introduction);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useEditProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nicknameKey = checkNickname(nickname);
    if (nicknameKey) {
      setErrors({ nickname: t(nicknameKey) });
      return;
    }
    setErrors({});
    save.mutate(
      { nickname, avatar_url: avatar, email, website, introduction },
      {
        onSuccess: () => toast({ message: t('toast.saved') }),
        onError: (error) => {
          const code = error instanceof ApiRequestError ? error.code : 'network';
          if (code === 'network') return; // the app already showed "Cannot connect to the server"
          const known = code === 'nickname_is_used' || code === 'nickname_required';
          const reason = known ? t(code === 'nickname_required' ? 'errors.nickname_required' : `errors.${code}`) : code;
          if (known) setErrors({ nickname: reason });
          toast({ message: t('toast.save_failed', { reason }), status: 'error' });
        },
      },
    );
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={t('pages.edit')}>
      <div className={styles.who}>
        <Avatar src={avatar || character?.avatar_url} name={nickname || profile.uid} size={56} />
        <span className={styles.muted}>{t('fields.avatar')}</span>
      </div>
      {/* [ACCT-26] the username cannot be changed: shown, read-only. */}
      <FormField label={t('edit.uid_readonly')} value={profile.uid} readOnly hint={t('hints.uid_fixed')} />
      <FormField
        label={t('fields.nickname')}
        name="nickname"
        value={nickname}
        onChange={(e) => setNickname(e.target.value)}
        maxLength={32}
        required
        error={errors.nickname}
      />
      <FormField
        label={t('fields.avatar_address')}
        name="avatar_url"
        type="url"
        value={avatar}
        onChange={(e) => setAvatar(e.target.value)}
        hint={t('hints.avatar_address')}
      />
      <FormField
        label={t('fields.email')}
        name="email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        hint={t('hints.email')}
      />
      <FormField
        label={t('fields.website')}
        name="website"
        type="url"
        value={website}
        onChange={(e) => setWebsite(e.target.value)}
        autoComplete="url"
        hint={t('hints.website')}
      />
      <label className={fieldStyles.field}>
        <span className={fieldStyles.label}>{t('fields.introduction')}</span>
        <textarea
          className={`${fieldStyles.input} ${fieldStyles.textarea}`}
          name="introduction"
          value={introduction}
          maxLength={2000}
          onChange={(e) => setIntroduction(e.target.value)}
        />
      </label>
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('edit.save')}
      </Button>
    </form>
  );
}
