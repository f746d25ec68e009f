import type { Profile } from '@site/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useEditProfile } from '../api.ts';
import {
  checkProfileField,
  checkProfileForm,
  type FieldMessage,
  type ProfileField,
  type ProfileValues,
  profileFields,
  profileSaveFailure,
} from '../profile-validation.ts';
import styles from './account-page.module.css';
import { FormField } from './form-field.tsx';
import { MailChoices } from './mail-choices.tsx';
import { TextareaField } from './textarea-field.tsx';

type Problems = Partial<Record<ProfileField, FieldMessage>>;

/**
 * The profile form of "/account/edit" [ROUTE-10]: nickname, avatar address, e-mail, website and introduction,
 * starting from `profile`; the uid is shown read-only [ACCT-26]. The fields are checked with the server's
 * schemas before saving (`checkProfileForm`); a marked field is checked again as it is typed. A refused save
 * marks the field the server names and toasts "Saving failed: <reason>" (`profileSaveFailure`); the first marked
 * field takes the focus. Every message is an error code's words (`useErrorText`).
 */
export function ProfileEditForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const text = useErrorText();
  const character = profile.characters[0];
  // [ACCT-30] the nickname starts as the uid when none is set.
  const [values, setValues] = useState<ProfileValues>({
    nickname: character?.nickname || profile.uid,
    avatar_url: character?.avatar_address ?? '',
    email: profile.email,
    website: profile.website,
    introduction: profile.introduction,
  });
  const [errors, setErrors] = useState<Problems>({});
  const save = useEditProfile();
  const say = (message: FieldMessage | undefined) => (message ? text(message.code, message.vars) : undefined);

  /** Field props: the value, a change handler that re-checks a marked field as it is typed, the message. */
  const bind = (field: ProfileField) => ({
    name: field,
    value: values[field],
    error: say(errors[field]),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors((current) => withProblem(current, field, checkProfileField(field, value)));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const focusFirst = (problems: Problems) => {
      const first = profileFields.find((field) => problems[field]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    };
    const problems = checkProfileForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    save.mutate(values, {
      onSuccess: () => toast({ message: t('toast.saved') }),
      onError: (error) => {
        const failure = profileSaveFailure(error, values);
        setErrors(failure.fields);
        focusFirst(failure.fields);
        if (failure.reason)
          toast({ message: t('toast.save_failed', { reason: say(failure.reason) }), status: 'error' });
      },
    });
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-label={t('pages.edit')}>
      <div className={styles.who}>
        <Avatar src={values.avatar_url || character?.avatar_url} name={values.nickname || profile.uid} size={56} />
        <span className={styles.muted}>{t('fields.avatar')}</span>
      </div>
      {/* [ACCT-26] the username cannot be changed: shown, read-only. */}
      <FormField label={t('edit.uid_readonly')} value={profile.uid} readOnly hint={t('hints.uid_fixed')} />
      <FormField label={t('fields.nickname')} {...bind('nickname')} maxLength={32} required />
      <FormField
        label={t('fields.avatar_address')}
        {...bind('avatar_url')}
        type="url"
        hint={t('hints.avatar_address')}
      />
      <FormField
        label={t('fields.email')}
        {...bind('email')}
        type="email"
        autoComplete="email"
        hint={t('hints.email')}
      />
      <FormField
        label={t('fields.website')}
        {...bind('website')}
        type="url"
        autoComplete="url"
        hint={t('hints.website')}
      />
      <TextareaField label={t('fields.introduction')} {...bind('introduction')} maxLength={2000} />
      {/* Issue 23 point 5: which notifications come by mail (saved as switched; absent without SMTP). */}
      <MailChoices isAdmin={character?.ctype === 'admin'} />
      <Button type="submit" variant="primary" loading={save.isPending}>
        {t('edit.save')}
      </Button>
    </form>
  );
}

/** `problems` with `field`'s entry set to `problem`, or removed when it is null. */
function withProblem(problems: Problems, field: ProfileField, problem: FieldMessage | null): Problems {
  const next = { ...problems };
  if (problem) next[field] = problem;
  else delete next[field];
  return next;
}
