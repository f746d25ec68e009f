import type { LinkApplication } from '@site/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { ErrorText, failureCode } from '../../lib/error-text.ts';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { NeedsJavaScript } from '../../ui/needs-javascript.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { toast } from '../../ui/toast-store.ts';
import { useApplyForLink, useMyLinkApplications } from './api.ts';
import {
  type ApplicationForm,
  applicationFields,
  checkApplication,
  emptyApplication,
  type FieldErrors,
  serverFieldErrors,
} from './application-fields.ts';
import { formatLinkDate } from './format.ts';
import styles from './links-pages.module.css';

/** Fields typed as addresses (the browser's keyboard and autofill for URLs). */
const urlFields = new Set(['link', 'avatar', 'feed_url']);

/**
 * The friend-link request form (issue 18 point 2): the applicant's site as they want it shown (name, link, avatar,
 * colour, description, feed) and a note. A signed-in user sends it with `tokenid`; a guest gives an e-mail address,
 * never shown publicly. Checked with the contract's schema before sending; the fields the schema or the server's
 * 400 refuse show their error beside them; a 429 says to wait. A signed-in user sees their requests' states.
 */
export function ApplicationFormPanel({ tokenid }: { tokenid: string | null }) {
  const { t } = useTranslation('links');
  const id = useId();
  const [form, setForm] = useState<ApplicationForm>(emptyApplication);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const apply = useApplyForLink();
  const guest = tokenid === null;

  const focusFirstError = () =>
    requestAnimationFrame(() =>
      document.getElementById(id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkApplication(form);
    const local: FieldErrors = checked.ok ? {} : { ...checked.errors };
    if (guest && email.trim() === '') local.email = t('apply.email_required');
    if (!checked.ok || Object.keys(local).length > 0) {
      setErrors(local);
      focusFirstError();
      return;
    }
    setErrors({});
    apply.mutate(
      guest ? { email: email.trim(), application: checked.application } : { tokenid, application: checked.application },
      {
        onSuccess: () => {
          toast({ status: 'success', message: t('apply.sent') });
          setForm(emptyApplication);
        },
        onError: (error) => {
          setFailure(error);
          if (error instanceof ApiRequestError && error.code === 'invalid_input') {
            setErrors(serverFieldErrors(error.data));
            focusFirstError();
          }
        },
      },
    );
  };
  const errorOf = (field: string) =>
    field in errors ? t('apply.field_error', { detail: errors[field] || t('apply.refused') }) : undefined;
  const invalid = (field: string) => ({ 'aria-invalid': field in errors || undefined, hint: errorOf(field) });
  const code = failure === null ? null : failureCode(failure);

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 className={styles.groupTitle} id={`${id}-title`}>
        {t('apply.title')}
      </h2>
      <p className={styles.muted}>{t(guest ? 'apply.intro_guest' : 'apply.intro_user')}</p>
      <NeedsJavaScript part="forms" />
      <form id={id} className={styles.form} onSubmit={submit} noValidate>
        {guest && (
          <TextField
            className={styles.wide}
            label={t('apply.field.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...invalid('email')}
            hint={errorOf('email') ?? t('apply.email_private')}
          />
        )}
        {applicationFields.map((field) =>
          field === 'message' || field === 'description' ? (
            <LabelledArea
              key={field}
              label={t(`apply.field.${field}`)}
              value={form[field]}
              onChange={(value) => setForm((f) => ({ ...f, [field]: value }))}
              error={errorOf(field)}
              maxLength={field === 'message' ? 2000 : 500}
            />
          ) : (
            <TextField
              key={field}
              label={t(`apply.field.${field}`)}
              type={urlFields.has(field) ? 'url' : 'text'}
              inputMode={urlFields.has(field) ? 'url' : undefined}
              required={field === 'name' || field === 'link'}
              placeholder={field === 'colour' ? '#0099ff' : urlFields.has(field) ? 'https://' : undefined}
              value={form[field]}
              onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
              {...invalid(field)}
            />
          ),
        )}
        {code !== null && code !== 'invalid_input' && (
          <p className={styles.wide} role="alert">
            {code === 'rate_limited' ? t('apply.rate_limited') : <ErrorText code={code} />}
          </p>
        )}
        <div className={`${styles.row} ${styles.wide}`}>
          <Button type="submit" variant="primary" disabled={apply.isPending}>
            {t('apply.submit')}
          </Button>
        </div>
      </form>
      {!guest && <MyApplications tokenid={tokenid} />}
    </section>
  );
}

/** A labelled multi-line field in the kit's look, its error (if any) beside it. */
function LabelledArea({
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  maxLength: number;
}) {
  const id = useId();
  return (
    <div className={`${fieldStyles.field} ${styles.wide}`}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={`${fieldStyles.input} ${fieldStyles.textarea}`}
        value={value}
        rows={3}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error !== undefined || undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
      />
      {error !== undefined && (
        <span id={`${id}-error`} className={fieldStyles.hint}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The signed-in user's own requests, newest first, with their states. */
function MyApplications({ tokenid }: { tokenid: string }) {
  const { t, i18n } = useTranslation('links');
  const query = useMyLinkApplications(tokenid);
  const mine: LinkApplication[] = query.data ?? [];
  if (mine.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby="links-my-applications">
      <h3 className={styles.groupTitle} id="links-my-applications">
        {t('mine.title')}
      </h3>
      <ul className={styles.list}>
        {mine.map((a) => (
          <li key={a.id} className={styles.row} data-state={a.state}>
            <strong>{a.name}</strong>
            <span>{a.link}</span>
            <span>{t(`mine.state.${a.state}`)}</span>
            <span className={styles.muted}>{formatLinkDate(a.decided_at ?? a.created_at, i18n.language)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
