import { type LinkApplicationInput, linkApplicationInputSchema } from '@site/contracts';

/** The application form's text: every field of `LinkApplicationInput`, as typed. */
export type ApplicationForm = Record<keyof LinkApplicationInput, string>;

/** The form's fields in the order shown; `email` (a guest's) comes first when shown. */
export const applicationFields = ['name', 'link', 'avatar', 'colour', 'description', 'feed_url', 'message'] as const;

/** An empty form. */
export const emptyApplication: ApplicationForm = {
  name: '',
  link: '',
  avatar: '',
  colour: '',
  description: '',
  feed_url: '',
  message: '',
};

/** Errors by field key (`name`, `link`, …, `email`): the schema's or the server's message, '' when it gave none. */
export type FieldErrors = Record<string, string>;

/**
 * Checks `form` with the contract's `linkApplicationInputSchema` (values trimmed, except the message): the input to
 * send, or the first error of each field.
 */
export function checkApplication(
  form: ApplicationForm,
): { ok: true; application: LinkApplicationInput } | { ok: false; errors: FieldErrors } {
  const input = Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, key === 'message' ? value : value.trim()]),
  );
  const result = linkApplicationInputSchema.safeParse(input);
  if (result.success) return { ok: true, application: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The field errors of the server's 400 answer's data (`{field, issues: [{field, message}]}`, fields like
 * `application.link` or `email`), by the form's field key (the path without the body's `prefix` and what follows
 * its first segment); empty when `data` is not of that shape. The admin's entry form passes `entry`.
 */
export function serverFieldErrors(data: unknown, prefix = 'application'): FieldErrors {
  const errors: FieldErrors = {};
  if (typeof data !== 'object' || data === null) return errors;
  const { issues, field } = data as { issues?: unknown; field?: unknown };
  const key = (path: string) =>
    (path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path).split('.')[0] ?? path;
  if (Array.isArray(issues))
    for (const issue of issues as { field?: unknown; message?: unknown }[])
      if (typeof issue?.field === 'string') errors[key(issue.field)] ??= String(issue.message ?? '');
  if (Object.keys(errors).length === 0 && typeof field === 'string') errors[key(field)] = '';
  return errors;
}
