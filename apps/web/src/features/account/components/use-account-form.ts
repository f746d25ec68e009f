import { type ChangeEvent, type FormEvent, useMemo, useRef, useState } from 'react';
import { errorText, type FailureCode, loadErrorTexts } from '../../../lib/error-text.ts';
import { type AccountCallResult, useAccountStore } from '../store.ts';

/** Options of `useAccountForm`; `F` is the union of the form's text field names (`'uid' | 'password'`). */
export interface AccountFormOptions<F extends string> {
  /** The text fields in the order they stand in the form: the first invalid one gets the focus. */
  fields: readonly F[];
  /** Whose loading flag shows on the submit button [ACCT-20]. */
  dialog: 'login' | 'register';
  /** Client-side checks (section 5): the code of each invalid field's message (its words are `errorText`'s). */
  check: (values: Record<F, string>) => Partial<Record<F, FailureCode | null>>;
  /** Sends the form; a failure names the field it is about (or null) and its text. */
  send: (values: Record<F, string>, remember: boolean) => Promise<AccountCallResult>;
  /** Whether the form may be sent at all (the register form's agree flag [ACCT-35]); true when left out. */
  canSend?: boolean;
  /** Runs after a successful call. */
  onSuccess?: (() => void) | undefined;
}

/** The props `useAccountForm` hands to one `FormField`: name, value, change handler, error and ref. */
export interface AccountFieldProps<F extends string> {
  name: F;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | null | undefined;
  ref: (input: HTMLInputElement | null) => void;
}

/** What `useAccountForm` returns. */
export interface AccountForm<F extends string> {
  /** Spread onto the `FormField` of that name: `<FormField {...field('uid')} label=... />`. */
  field: (name: F) => AccountFieldProps<F>;
  /** The remember-me switch's state (sent with the call; see `login` / `register` in the store). */
  remember: boolean;
  setRemember: (remember: boolean) => void;
  /** True while the dialog's call is in flight [ACCT-20]. */
  loading: boolean;
  /** The form's submit handler. */
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * The state and submit flow shared by the login and register forms: one text value a field, the remember-me
 * switch, and the messages under the fields. Submitting checks the fields first and shows each refused field's
 * translated message without calling the server; then it sends, runs `onSuccess` on success, or marks the field
 * the server's answer names with its text [ACCT-37][ACCT-38] (an answer naming no field marks none: the store
 * has shown it as a toast). The first marked field (in `fields` order) takes the focus, so a keyboard or screen
 * reader user lands on what to fix.
 *
 * `fields` and `check` are read on every submit; `fields` should be a constant (it keys the refs).
 *
 * @example
 * const form = useAccountForm({ fields: ['uid', 'password'], dialog: 'login',
 *   check: (v) => ({ uid: checkUid(v.uid), password: checkPassword(v.password) }),
 *   send: (v, remember) => login(v.uid, v.password, remember) });
 * <form onSubmit={form.submit}><FormField {...form.field('uid')} label={t('fields.uid')} /></form>
 */
export function useAccountForm<F extends string>(options: AccountFormOptions<F>): AccountForm<F> {
  const { fields, dialog, check, send, canSend = true, onSuccess } = options;
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>);
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<F, string | null>>>({});
  const loading = useAccountStore((s) => s.dialogs[dialog].loading);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});
  // One stable ref callback a field, so React does not detach and re-attach them on every render.
  const refs = useMemo(
    () =>
      Object.fromEntries(
        fields.map((f) => [
          f,
          (input: HTMLInputElement | null) => {
            inputs.current[f] = input;
          },
        ]),
      ) as Record<F, (input: HTMLInputElement | null) => void>,
    [fields],
  );

  const mark = (marked: Partial<Record<F, string | null>>) => {
    setErrors(marked);
    const first = fields.find((f) => marked[f]);
    if (first !== undefined) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const codes = check(values);
    if (fields.some((f) => codes[f])) {
      await loadErrorTexts();
      mark(
        Object.fromEntries(fields.map((f) => [f, codes[f] ? errorText(codes[f]) : null])) as Record<F, string | null>,
      );
      return;
    }
    setErrors({});
    const result = await send(values, remember);
    if (result.ok) onSuccess?.();
    else if (result.field !== null && (fields as readonly string[]).includes(result.field)) {
      mark({ [result.field]: result.message } as Partial<Record<F, string>>);
    }
  };

  const field = (name: F): AccountFieldProps<F> => ({
    name,
    value: values[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((old) => ({ ...old, [name]: value }));
    },
    error: errors[name],
    ref: refs[name],
  });

  return { field, remember, setRemember, loading, submit };
}
