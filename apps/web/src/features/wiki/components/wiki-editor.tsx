import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorTextLoaded, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useWikiPreview } from '../api.ts';
import { clearDraft, loadDraft, saveDraft } from '../draft-storage.ts';
import { conflictOf, useSaveWikiItem } from '../mutations.ts';
import { useDebounced, useLeaveGuard } from '../use-leave-guard.ts';
import { wikiItemPath } from '../wiki-paths.ts';
import { ConflictPanel } from './conflict-panel.tsx';
import styles from './wiki.module.css';

/** How long the typing pauses before the preview is asked for, in ms. */
export const PREVIEW_DELAY_MS = 600;
/** How long the typing pauses before the draft is written to the browser's storage, in ms. */
export const DRAFT_DELAY_MS = 400;

/** Props of `WikiEditor`: the page, its stored text and revision (0 and '' for a new page), the editor's token. */
export type WikiEditorProps = {
  id: string;
  tokenid: string;
  stored: { source: string; revision: number };
  /** Renders server-sanitised HTML (the preview, with the title the server read from it) the way a page shows it. */
  renderHtml: (html: string, title: string) => ReactNode;
};

/**
 * The page editor: the Markdown in a text area, a live preview rendered by the server's own pipeline (asked for once
 * the typing pauses), a summary, and Save, which names the revision the edit started from. Until saved, the text
 * is kept in the browser (`draft-storage.ts`; a reload brings it back) and leaving asks first. When someone saved
 * in between and the changes overlap, the server refuses with both sides: the editor shows their text beside
 * yours, and the next save is based on their revision, so neither text is lost.
 */
export function WikiEditor({ id, tokenid, stored, renderHtml }: WikiEditorProps) {
  const { t } = useTranslation('wiki');
  const navigate = useNavigate();
  const save = useSaveWikiItem();
  const [initial] = useState(() => {
    const draft = loadDraft(id);
    return draft && draft.source !== stored.source ? draft : null;
  });
  const [text, setText] = useState(initial?.source ?? stored.source);
  const [summary, setSummary] = useState(initial?.summary ?? '');
  const [base, setBase] = useState(initial?.base_revision ?? stored.revision);
  const [restored, setRestored] = useState(initial !== null);
  const [conflict, setConflict] = useState<{ theirs: string; revision: number } | null>(null);
  const dirty = text !== stored.source || conflict !== null;
  const guard = useLeaveGuard(dirty);
  const sourceId = useId();
  const previewId = useId();

  const draftText = useDebounced(
    useMemo(() => ({ text, summary, base }), [text, summary, base]),
    DRAFT_DELAY_MS,
  );
  const saved = useRef(false);
  useEffect(() => {
    if (saved.current) return;
    if (draftText.text === stored.source) clearDraft(id);
    else saveDraft(id, { source: draftText.text, summary: draftText.summary, base_revision: draftText.base });
  }, [draftText, id, stored.source]);

  const previewSource = useDebounced(text, PREVIEW_DELAY_MS);
  const preview = useWikiPreview(tokenid, id, previewSource);

  const onSave = () => {
    save.mutate(
      { tokenid, id, source: text, summary, base_revision: base },
      {
        onSuccess: (result) => {
          saved.current = true;
          clearDraft(id);
          guard.allow();
          toast({ status: 'success', message: t(result.merged ? 'edit.merged' : 'edit.saved') });
          navigate(wikiItemPath(result.id));
        },
        onError: async (error) => {
          const found = conflictOf(error);
          if (found) {
            setConflict({ theirs: found.theirs, revision: found.current_revision });
            setBase(found.current_revision); // the next save is based on their text: nothing of theirs is undone
            return;
          }
          toast({ status: 'error', message: await errorTextLoaded(failureCode(error)) });
        },
      },
    );
  };

  return (
    <>
      <NeedsJavaScript part="editor" />
      <form
        className={styles.editor}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <p className={styles.muted}>{base > 0 ? t('edit.based_on', { revision: base }) : t('edit.new_page')}</p>
        {restored && (
          <div className={styles.notice} role="status">
            <p>{t('edit.draft_restored')}</p>
            <Button
              size="small"
              onClick={() => {
                clearDraft(id);
                setText(stored.source);
                setSummary('');
                setBase(stored.revision);
                setRestored(false);
              }}
            >
              {t('edit.discard_draft')}
            </Button>
          </div>
        )}
        {conflict && <ConflictPanel theirs={conflict.theirs} revision={conflict.revision} />}
        <div className={styles.editorPanes}>
          <div className={styles.pane}>
            <label htmlFor={sourceId} className={styles.label}>
              {conflict ? t('edit.yours') : t('edit.source')}
            </label>
            <textarea
              id={sourceId}
              className={styles.textarea}
              value={text}
              onChange={(event) => setText(event.target.value)}
              spellCheck
            />
          </div>
          <section className={styles.pane} aria-labelledby={previewId} aria-busy={preview.isFetching}>
            <h2 id={previewId} className={styles.label}>
              {t('edit.preview')}
            </h2>
            <div className={styles.preview}>
              {preview.isError && <p role="alert">{t('edit.preview_failed')}</p>}
              {preview.data ? (
                renderHtml(preview.data.html, preview.data.title)
              ) : (
                <p className={styles.muted}>{t('edit.preview_empty')}</p>
              )}
            </div>
          </section>
        </div>
        <TextField
          label={t('edit.summary')}
          value={summary}
          maxLength={500}
          onChange={(event) => setSummary(event.target.value)}
        />
        <p className={styles.actions}>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('edit.save')}
          </Button>
          <Link to={stored.revision > 0 ? wikiItemPath(id) : '/wiki'}>{t('edit.cancel')}</Link>
        </p>
      </form>
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => {
          if (!open) guard.stay();
        }}
        onConfirm={guard.leave}
        title={t('edit.leave_title')}
        message={t('edit.unsaved')}
        confirmLabel={t('edit.leave')}
        cancelLabel={t('edit.stay')}
        danger
      />
    </>
  );
}
