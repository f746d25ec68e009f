import type { MailChoices as Choices } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../ui/switch.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useMailChoices, useSetMailChoices } from '../mail-api.ts';
import styles from './account-page.module.css';

type Choice = keyof Omit<Choices, 'mail'>;

/**
 * The profile form's mail choices (issue 23 point 5): a switch per kind of notification mail (replies to my
 * comments; for the admin also new comments and friend-link requests), each saved as it is switched. Every choice
 * starts off. Shown only when the site sends mail; `isAdmin` adds the admin's kinds. Strings: `notifications`.
 */
export function MailChoices({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('notifications');
  const choices = useMailChoices();
  const save = useSetMailChoices();
  if (!choices.data?.mail) return null;
  const kinds: Choice[] = isAdmin ? ['replies', 'comments', 'link_applications'] : ['replies'];
  const change = (kind: Choice, on: boolean) =>
    save.mutate(
      { [kind]: on },
      {
        onSuccess: () => toast({ message: t('saved') }),
        onError: () => toast({ message: t('save_failed'), status: 'error' }),
      },
    );
  return (
    <fieldset className={styles.section}>
      <legend>{t('legend')}</legend>
      <p className={styles.muted}>{t('intro')}</p>
      {kinds.map((kind) => (
        <Switch
          key={kind}
          checked={choices.data[kind]}
          onCheckedChange={(on) => change(kind, on)}
          label={t(`kinds.${kind}`)}
          disabled={save.isPending}
        />
      ))}
    </fieldset>
  );
}
