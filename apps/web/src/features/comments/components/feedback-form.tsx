import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextLoaded } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { toastFailure, usePostFeedback } from '../mutations.ts';
import type { Viewer } from '../viewer.ts';
import styles from './comments.module.css';

/**
 * The feedback form of "/about/feedback": the message and, optionally, how to reach the sender (replies do not
 * come by e-mail [SITE-06]; the page says so). An empty message is refused before anything is sent; the server's
 * answer shows as a success or an error toast. The form's toasts share one key (`feedbackToastKey`), so a later one
 * replaces the earlier in place [TOAST-06]: a success never stands beside a stale error (issue 19).
 */
/** The key of the feedback form's toasts (see `FeedbackForm`). */
export const feedbackToastKey = 'feedback-form';

export function FeedbackForm({ viewer }: { viewer: Viewer | null }) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const post = usePostFeedback();
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    if (text.trim() === '') {
      void errorTextLoaded('empty_feedback').then((message) =>
        toast({ message, status: 'error', key: feedbackToastKey }),
      );
      textRef.current?.focus();
      return;
    }
    post.mutate(
      { tokenid: viewer?.tokenid, text, contact: contact.trim() },
      {
        onSuccess: () => {
          toast({ message: t('sent'), status: 'success', key: feedbackToastKey });
          setText('');
          setContact('');
        },
        onError: (error) => toastFailure(error, 'feedback', feedbackToastKey),
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NeedsJavaScript part="forms" />
      <label htmlFor={`${id}-text`} className={fieldStyles.label}>
        {t('text')}
      </label>
      <textarea
        ref={textRef}
        id={`${id}-text`}
        className={`${fieldStyles.input} ${fieldStyles.textarea}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('placeholder')}
        maxLength={5000}
      />
      <TextField
        label={t('contact')}
        hint={t('contact_hint')}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        maxLength={200}
      />
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" loading={post.isPending}>
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
