import type { Comment } from '@site/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextLoaded } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { emptyGuestInfo, forgetGuestInfo, type GuestInfo, loadGuestInfo, saveGuestInfo } from '../guest-info.ts';
import { toastFailure, usePostComment } from '../mutations.ts';
import type { Viewer } from '../viewer.ts';
import styles from './comments.module.css';

/** Props of `CommentForm`. `replyTo` makes it a reply form; `onDone` runs after a successful post or a cancel. */
export type CommentFormProps = {
  target: string;
  viewer: Viewer | null;
  replyTo?: Comment;
  onDone?: () => void;
};

/**
 * The comment box: Markdown text (a short hint says what works; the server renders it), and for a guest the
 * guest information [CMT-06] — nickname (required), e-mail, website — which the guest may have remembered in
 * this browser [CMT-07]. An empty text is refused here, nothing is sent [CMT-05][ERR-19]; a stored comment
 * shows "Posted Comment Success" [ERR-20].
 */
export function CommentForm({ target, viewer, replyTo, onDone }: CommentFormProps) {
  const { t } = useTranslation('comments');
  const id = useId();
  const post = usePostComment();
  const [text, setText] = useState('');
  const [guest, setGuest] = useState<GuestInfo>(emptyGuestInfo);
  const [remember, setRemember] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);

  // [CMT-07] filled in again from what this browser remembers; read after mounting, never during render.
  useEffect(() => {
    const stored = loadGuestInfo();
    if (stored !== null) {
      setGuest(stored);
      setRemember(true);
    }
  }, []);

  useEffect(() => {
    if (replyTo !== undefined) textRef.current?.focus();
  }, [replyTo]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    if (text.trim() === '') {
      void errorTextLoaded('empty_comment').then((message) =>
        toast({ message, status: 'error', group: 'comment-empty' }),
      );
      textRef.current?.focus();
      return;
    }
    if (viewer === null && guest.nickname.trim() === '') {
      toast({ message: t('form.nickname_required'), status: 'error', group: 'comment-nickname' });
      nicknameRef.current?.focus();
      return;
    }
    const identity =
      viewer === null
        ? {
            guest_nickname: guest.nickname.trim(),
            guest_email: guest.email.trim(),
            guest_website: guest.website.trim(),
          }
        : { tokenid: viewer.tokenid };
    post.mutate(
      { target, text, reply_to: replyTo?.id, ...identity },
      {
        onSuccess: () => {
          toast({ message: t('toast.posted'), status: 'success' });
          setText('');
          if (viewer === null) {
            if (remember) saveGuestInfo(guest);
            else forgetGuestInfo();
          }
          onDone?.();
        },
        onError: (error) => {
          toastFailure(error, 'comment');
        },
      },
    );
  };

  const setField = (field: keyof GuestInfo) => (event: { target: { value: string } }) =>
    setGuest((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NeedsJavaScript part="comments" />
      <label htmlFor={`${id}-text`} className={fieldStyles.label}>
        {replyTo === undefined ? t('form.label') : t('form.reply_label', { nickname: replyTo.author.nickname })}
      </label>
      <textarea
        ref={textRef}
        id={`${id}-text`}
        className={`${fieldStyles.input} ${fieldStyles.textarea}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('form.placeholder')}
        maxLength={10000}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className={fieldStyles.hint}>
        {t('form.markdown_hint')}
      </span>
      {viewer === null ? (
        <fieldset className={`${fieldStyles.fieldset} ${styles.guest}`}>
          <legend className={fieldStyles.label}>{t('form.guest_title')}</legend>
          <div className={styles.guestFields}>
            <TextField
              ref={nicknameRef}
              label={t('form.nickname')}
              value={guest.nickname}
              onChange={setField('nickname')}
              autoComplete="nickname"
              maxLength={32}
              required
            />
            <TextField
              label={t('form.email')}
              type="email"
              value={guest.email}
              onChange={setField('email')}
              autoComplete="email"
              maxLength={254}
            />
            <TextField
              label={t('form.website')}
              type="url"
              value={guest.website}
              onChange={setField('website')}
              autoComplete="url"
              placeholder="https://"
              maxLength={500}
            />
          </div>
          <Switch checked={remember} onCheckedChange={setRemember} label={t('form.remember')} />
        </fieldset>
      ) : (
        <p className={fieldStyles.hint}>{t('form.as_user', { nickname: viewer.nickname })}</p>
      )}
      <div className={styles.formActions}>
        {replyTo !== undefined && <Button onClick={onDone}>{t('form.cancel_reply')}</Button>}
        <Button type="submit" variant="primary" loading={post.isPending}>
          {replyTo === undefined ? t('form.submit') : t('form.submit_reply')}
        </Button>
      </div>
    </form>
  );
}
