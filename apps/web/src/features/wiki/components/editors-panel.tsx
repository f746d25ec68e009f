import type { WikiEditorAccount } from '@site/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useWikiEditors } from '../api.ts';
import { useSetWikiEditor } from '../mutations.ts';
import admin from './admin.module.css';
import styles from './wiki.module.css';

/**
 * The admin's list of the wiki's editors (as MediaWiki's user rights or Wiki.js's group members): each with their
 * nickname, uid and since when, and a "Remove" button; under it, a user id and "Make editor". An unknown id is
 * said under the field. The admin edits without being listed. Only rendered for the admin (the server answers
 * anyone else 403).
 */
export function EditorsPanel({ tokenid }: { tokenid: string }) {
  const { t } = useTranslation('wiki');
  const editors = useWikiEditors(tokenid);
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('editors.title')}</h2>
      <p className={styles.muted}>{t('editors.intro')}</p>
      <Placeholder
        error={editors.isError}
        loading={editors.isPending}
        empty={editors.data?.length === 0}
        emptyText={t('editors.empty')}
        onRetry={() => editors.refetch()}
      >
        {editors.data && <EditorList editors={editors.data} tokenid={tokenid} label={t('editors.title')} />}
      </Placeholder>
      <AddEditorForm tokenid={tokenid} />
    </section>
  );
}

function EditorList({ editors, tokenid, label }: { editors: WikiEditorAccount[]; tokenid: string; label: string }) {
  const { t } = useTranslation('wiki');
  const change = useSetWikiEditor();
  const remove = (editor: WikiEditorAccount) =>
    change.mutate(
      { tokenid, uid: editor.uid, editor: false },
      {
        onSuccess: () => toast({ status: 'success', message: t('editors.removed', { name: editor.nickname }) }),
        onError: async (error) => toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) }),
      },
    );
  return (
    <ul className={admin.editors} aria-label={label}>
      {editors.map((editor) => (
        <li key={editor.uid} className={admin.editor}>
          <span>
            <strong>{editor.nickname}</strong> <span className={styles.muted}>({editor.uid})</span>
            <br />
            <span className={styles.muted}>
              {t('editors.since')} <RelativeTime date={editor.since} />
            </span>
          </span>
          <Button
            size="small"
            aria-label={t('editors.remove_label', { name: editor.nickname, uid: editor.uid })}
            disabled={change.isPending && change.variables?.uid === editor.uid}
            onClick={() => remove(editor)}
          >
            {t('editors.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function AddEditorForm({ tokenid }: { tokenid: string }) {
  const { t } = useTranslation('wiki');
  const change = useSetWikiEditor();
  const [uid, setUid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const wanted = uid.trim();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted === '') return;
    setProblem(null);
    change.mutate(
      { tokenid, uid: wanted, editor: true },
      {
        onSuccess: () => {
          toast({ status: 'success', message: t('editors.added', { uid: wanted }) });
          setUid('');
        },
        onError: async (error) =>
          setProblem(
            error instanceof ApiRequestError && ['account_not_found', 'invalid_input'].includes(error.code)
              ? t('editors.not_found', { uid: wanted })
              : await errorTextLoaded(failureCode(error)),
          ),
      },
    );
  };
  return (
    <form className={admin.addEditor} onSubmit={onSubmit}>
      <TextField
        label={t('editors.uid')}
        value={uid}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem !== null}
        hint={problem === null ? undefined : <span role="alert">{problem}</span>}
        onChange={(event) => {
          setUid(event.target.value);
          setProblem(null);
        }}
      />
      <Button type="submit" variant="primary" disabled={wanted === ''} loading={change.isPending}>
        {t('editors.add')}
      </Button>
    </form>
  );
}
