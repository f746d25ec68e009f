import {
  type ArticleConflict,
  type ArticleDiff,
  type ArticleDraft,
  type ArticleStatus,
  articleDraftSchema,
  articleEditIdSchema,
  articleEditPath,
  articlePath,
  type Category,
  type EditorArticle,
  type TagCount,
} from '@site/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { uploadToLibrary } from '../../../lib/api-client-upload.ts';
import { errorText, failureCode } from '../../../lib/error-text.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import {
  checkArticleId,
  createPreviewLink,
  editorKeys,
  getArticleDiff,
  previewArticle,
  restoreArticleRevision,
  revokePreviewLinks,
  saveArticle,
  useArticleRevisions,
} from '../api.ts';
import { clearLocalDraft, loadLocalDraft, saveLocalDraft } from '../local-draft.ts';
import { categoryPaths, fromLocalInput, insertAt, markdownImage, toLocalInput } from '../model.ts';
import styles from './article-editor.module.css';

/** How long the typing pauses before the preview and the id check are asked for, in ms. */
export const PREVIEW_DELAY_MS = 600;
/** How long the form rests before it is kept in the browser, in ms. */
export const LOCAL_DRAFT_DELAY_MS = 400;
/** How long the form rests before it is autosaved to the server as a draft revision, in ms. */
export const AUTOSAVE_DELAY_MS = 5_000;

/** `value`, `delay_ms` after it last changed. */
function useDebounced<T>(value: T, delay_ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay_ms);
    return () => window.clearTimeout(timer);
  }, [value, delay_ms]);
  return settled;
}

/** A new article's empty form, dated `now`. */
export function emptyDraft(now: Date = new Date()): ArticleDraft {
  return {
    id: '',
    title: '',
    source: '',
    date: now.toISOString(),
    categories: [],
    tags: [],
    summary: '',
    cover: null,
    language: null,
    license: null,
    status: 'draft',
    publish_at: null,
  };
}

/** Props of `ArticleEditor`. */
export type ArticleEditorProps = {
  tokenid: string;
  /** The article as stored (null: a new article). */
  stored: EditorArticle | null;
  categories: readonly Category[];
  tags: readonly TagCount[];
  /** Renders server-sanitised HTML the way an article shows it. */
  renderHtml: (html: string) => ReactNode;
};

type Upload = { key: number; name: string; fraction: number; error: string | null };

/**
 * The article editor (issue 23 point 1): the front matter as a form (title, id with a check that it is free,
 * categories picked from the existing paths, tags with suggestions, summary, cover, language, licence), status and
 * schedule (issue 23 point 2), the Markdown with the server's own preview, pictures pasted or dropped into the text
 * uploaded to the media library with a progress bar and inserted at the caret as Markdown. The form is kept in the
 * browser as it is typed (a reload brings it back) and autosaved to the server as a draft revision once it rests
 * (`AUTOSAVE_DELAY_MS`); Save names the revision the form started from, and a save someone else made in between
 * is shown beside yours (409) instead of being overwritten. Revisions list with a diff against the one before and
 * a restore; preview links for a draft.
 */
export function ArticleEditor({ tokenid, stored, categories, tags, renderHtml }: ArticleEditorProps) {
  const { t } = useTranslation('blog_editor');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const storedId = stored?.draft.id ?? null;
  const [restoredLocal] = useState(() => {
    const local = loadLocalDraft(storedId ?? '');
    if (!local) return null;
    // A form kept from an older revision is stale: the server has saves made since (here or elsewhere).
    if (local.base_revision !== (stored?.revision ?? 0)) return null;
    const same = stored && JSON.stringify(local.draft) === JSON.stringify(stored.draft);
    return same ? null : local;
  });
  const [initialForm] = useState<ArticleDraft>(() => stored?.draft ?? emptyDraft());
  const [form, setForm] = useState<ArticleDraft>(restoredLocal?.draft ?? initialForm);
  const [base, setBase] = useState(restoredLocal?.base_revision ?? stored?.revision ?? 0);
  const [currentId, setCurrentId] = useState<string | null>(storedId);
  // The browser keeps the form under the article's id ('' before its first save).
  const localKey = currentId ?? '';
  const currentIdRef = useRef(currentId);
  const [savedStatus, setSavedStatus] = useState<ArticleStatus>(stored?.draft.status ?? 'draft');
  const [savedPublishAt, setSavedPublishAt] = useState<string | null>(stored?.draft.publish_at ?? null);
  const [lastSaved, setLastSaved] = useState<string>(() => JSON.stringify(initialForm));
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'autosaved' | 'error'; text?: string }>({
    kind: restoredLocal ? 'idle' : 'idle',
  });
  const [conflict, setConflict] = useState<ArticleConflict | null>(null);
  const [preview, setPreview] = useState<{ html: string } | null>(null);
  const [idFree, setIdFree] = useState<boolean | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [link, setLink] = useState<string | null>(null);
  const [tagInput, setTagInput] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const uploadKey = useRef(0);
  const saving = useRef<Promise<void> | null>(null);
  // The revision the next save starts from, read by a save queued behind another (state would be a render late).
  const baseRef = useRef(base);
  baseRef.current = base;
  const revisions = useArticleRevisions(tokenid, currentId);
  const [diff, setDiff] = useState<ArticleDiff | null>(null);
  const ids = { tags: useId(), source: useId(), preview: useId(), summary: useId(), status: useId() };

  const update = (patch: Partial<ArticleDraft>) => setForm((f) => ({ ...f, ...patch }));
  const serialised = JSON.stringify(form);
  const dirty = serialised !== lastSaved;
  const idValid = articleEditIdSchema.safeParse(form.id).success;
  const formValid = articleDraftSchema.safeParse(form).success;

  // Closing the tab or typing another address with unsaved changes asks first (the form is kept in the browser too).
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  // Kept in the browser as typed.
  const settledForm = useDebounced(form, LOCAL_DRAFT_DELAY_MS);
  useEffect(() => {
    // Only a form that has rested (the debounced one is the current one): a save between the two must not be
    // followed by the older form written back.
    const rested = JSON.stringify(settledForm);
    if (rested === serialised && rested !== lastSaved)
      saveLocalDraft(localKey, { draft: settledForm, base_revision: base });
  }, [settledForm, serialised, base, lastSaved, localKey]);

  // The server's preview of the Markdown.
  const settledSource = useDebounced(form.source, PREVIEW_DELAY_MS);
  useEffect(() => {
    let live = true;
    previewArticle(tokenid, settledSource).then(
      (answer) => live && setPreview({ html: answer.html }),
      () => live && setPreview(null),
    );
    return () => {
      live = false;
    };
  }, [tokenid, settledSource]);

  // Is the id free?
  const settledId = useDebounced(form.id, PREVIEW_DELAY_MS);
  useEffect(() => {
    if (!articleEditIdSchema.safeParse(settledId).success) {
      setIdFree(null);
      return;
    }
    let live = true;
    checkArticleId(tokenid, settledId, currentId ?? undefined).then(
      (answer) => live && setIdFree(answer.free),
      () => live && setIdFree(null),
    );
    return () => {
      live = false;
    };
  }, [tokenid, settledId, currentId]);

  /** Saves the form (`autosave`: as a draft revision, never changing the status a visitor sees). */
  const save = async (autosave: boolean): Promise<void> => {
    if (conflict !== null) return;
    if (saving.current !== null) {
      // An autosave under way: a second autosave is not needed; a Save waits for it, then saves on its revision.
      if (autosave) return;
      await saving.current;
    }
    // An id change moves the article and its address: only a Save does that, never an autosave.
    if (autosave && currentIdRef.current !== null && form.id !== currentIdRef.current) return;
    const draft: ArticleDraft = autosave ? { ...form, status: savedStatus, publish_at: savedPublishAt } : form;
    if (!articleDraftSchema.safeParse(draft).success) return;
    const run = saveNow(draft, autosave);
    saving.current = run;
    await run;
  };
  const saveNow = async (draft: ArticleDraft, autosave: boolean): Promise<void> => {
    setState({ kind: 'saving' });
    try {
      const renaming = currentIdRef.current !== null && currentIdRef.current !== form.id;
      const result = await saveArticle(tokenid, draft, baseRef.current, {
        ...(renaming && { current_id: currentIdRef.current ?? undefined }),
        ...(autosave && { autosave: true }),
      });
      baseRef.current = result.revision;
      setBase(result.revision);
      setLastSaved(JSON.stringify(autosave ? form : { ...form, status: result.status, publish_at: result.publish_at }));
      if (!autosave || result.id !== currentIdRef.current) {
        setSavedStatus(result.status);
        setSavedPublishAt(result.publish_at);
      }
      clearLocalDraft(localKey);
      setState({ kind: autosave ? 'autosaved' : 'saved' });
      // The list and the revisions changed; the loaded article is this editor's own (the page's query of the id it
      // was opened at must not refetch: after an id change that id is gone, and the page would show Not Found).
      await queryClient.invalidateQueries({ queryKey: editorKeys.list });
      await queryClient.invalidateQueries({ queryKey: ['blog-editor', 'revisions'] });
      if (result.id !== currentIdRef.current) {
        currentIdRef.current = result.id;
        setCurrentId(result.id);
        // The address follows the id without a navigation: the router would mount a new editor (from /blog/new, or
        // for the new id) and drop what this one holds, uploads under way included. A reload opens the saved article.
        window.history.replaceState(window.history.state, '', articleEditPath(result.id));
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'article_edit_conflict') {
        setConflict(error.data as ArticleConflict);
        setState({ kind: 'error', text: errorText('article_edit_conflict') });
      } else {
        const text = errorText(failureCode(error));
        setState({ kind: 'error', text });
        if (!autosave) toast({ message: text, status: 'error' });
      }
    } finally {
      saving.current = null;
    }
  };

  // Autosave once the form rests.
  const restingForm = useDebounced(serialised, AUTOSAVE_DELAY_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the resting form changes, with the latest save.
  useEffect(() => {
    if (restingForm === serialised && dirty && formValid) void save(true);
  }, [restingForm]);

  /** Uploads each picture of `files` with a progress bar and inserts its Markdown at `caret`. */
  const uploadPictures = (files: File[], caret: number) => {
    let at = caret;
    for (const file of files) {
      const key = ++uploadKey.current;
      setUploads((list) => [...list, { key, name: file.name, fraction: 0, error: null }]);
      const insertAtCaret = at;
      at += 0;
      void uploadToLibrary(file, {
        tokenid,
        onProgress: (fraction) => setUploads((list) => list.map((u) => (u.key === key ? { ...u, fraction } : u))),
      }).then((outcome) => {
        if (!outcome.ok) {
          const text = errorText(outcome.code === 'aborted' ? 'network' : outcome.code);
          setUploads((list) => list.map((u) => (u.key === key ? { ...u, error: text } : u)));
          return;
        }
        setUploads((list) => list.filter((u) => u.key !== key));
        const image = markdownImage(file.name, outcome.media.url);
        setForm((f) => ({ ...f, source: insertAt(f.source, Math.min(insertAtCaret, f.source.length), image) }));
      });
    }
  };
  const picturesOf = (list: FileList | null | undefined): File[] =>
    [...(list ?? [])].filter((file) => file.type.startsWith('image/'));

  const restore = async (revision: number) => {
    if (currentId === null) return;
    try {
      const result = await restoreArticleRevision(tokenid, currentId, revision, base);
      await queryClient.invalidateQueries({ queryKey: editorKeys.article(currentId) });
      await queryClient.invalidateQueries({ queryKey: editorKeys.revisions(currentId) });
      setBase(result.revision);
      toast({ message: t('revisions.restored', { revision }) });
      // The restored form is the server's now: the one kept in the browser must not come back over it.
      clearLocalDraft(localKey);
      navigate(0);
    } catch (error) {
      toast({ message: errorText(failureCode(error)), status: 'error' });
    }
  };

  const paths = useMemo(() => categoryPaths(categories), [categories]);
  const statusText: Record<ArticleStatus, string> = {
    draft: t('status.draft'),
    scheduled: t('status.scheduled'),
    published: t('status.published'),
  };

  return (
    <div className={styles.editor}>
      {restoredLocal && <p role="status">{t('local_restored')}</p>}
      {stored?.unsaved_autosave === true && !restoredLocal && <p role="status">{t('autosave_pending')}</p>}
      <p className={styles.state} role="status" aria-live="polite">
        {t('current_status', { status: statusText[savedStatus] })} {state.kind === 'saving' && t('state.saving')}
        {state.kind === 'saved' && t('state.saved')}
        {state.kind === 'autosaved' && t('state.autosaved')}
        {state.kind === 'error' && state.text}
        {state.kind === 'idle' && dirty && t('state.unsaved')}
      </p>
      {conflict && (
        <section className={styles.conflict} aria-labelledby={`${ids.source}-conflict`}>
          <h2 id={`${ids.source}-conflict`}>{t('conflict.title')}</h2>
          <p>{t('conflict.explain', { revision: conflict.current_revision })}</p>
          <label className={styles.block}>
            {t('conflict.theirs')}
            <textarea readOnly className={styles.source} rows={8} value={conflict.theirs.source} />
          </label>
          <Button
            onClick={() => {
              setBase(conflict.current_revision);
              setConflict(null);
              setState({ kind: 'idle' });
            }}
          >
            {t('conflict.keep_mine')}
          </Button>
          <Button
            onClick={() => {
              setForm(conflict.theirs);
              setBase(conflict.current_revision);
              setConflict(null);
              setState({ kind: 'idle' });
            }}
          >
            {t('conflict.take_theirs')}
          </Button>
        </section>
      )}
      <div className={styles.fields}>
        <TextField
          label={t('field.title')}
          value={form.title}
          maxLength={200}
          required
          onChange={(e) => update({ title: e.target.value })}
        />
        <TextField
          label={t('field.id')}
          value={form.id}
          maxLength={200}
          required
          aria-invalid={form.id !== '' && (!idValid || idFree === false)}
          hint={
            form.id === ''
              ? t('id.hint')
              : !idValid
                ? t('id.invalid')
                : idFree === false
                  ? t('id.taken')
                  : idFree === true
                    ? currentId !== null && currentId !== form.id
                      ? t('id.moves', { old: currentId })
                      : t('id.free')
                    : t('id.hint')
          }
          onChange={(e) => update({ id: e.target.value.trim() })}
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('field.categories')}</legend>
          {paths.length === 0 && <p>{t('categories.none')}</p>}
          {paths.map((path) => (
            <label key={path.id} className={styles.check}>
              <input
                type="checkbox"
                checked={form.categories.includes(path.id)}
                onChange={(e) =>
                  update({
                    categories: e.target.checked
                      ? [...form.categories, path.id]
                      : form.categories.filter((id) => id !== path.id),
                  })
                }
              />
              {path.label}
              {form.categories[0] === path.id && ` (${t('categories.main')})`}
            </label>
          ))}
        </fieldset>
        <div className={styles.block}>
          <label htmlFor={ids.tags}>{t('field.tags')}</label>
          <ul className={styles.chips} aria-label={t('field.tags')}>
            {form.tags.map((tag) => (
              <li key={tag}>
                {tag}{' '}
                <button
                  type="button"
                  aria-label={t('tags.remove', { tag })}
                  onClick={() => update({ tags: form.tags.filter((x) => x !== tag) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <input
            id={ids.tags}
            className={styles.input}
            list={`${ids.tags}-suggestions`}
            value={tagInput}
            placeholder={t('tags.placeholder')}
            onChange={(e) => setTagInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' && e.key !== ',') return;
              e.preventDefault();
              const tag = tagInput.trim();
              if (tag !== '' && !form.tags.includes(tag)) update({ tags: [...form.tags, tag] });
              setTagInput('');
            }}
          />
          <datalist id={`${ids.tags}-suggestions`}>
            {tags.map((tag) => (
              <option key={tag.tag} value={tag.tag} />
            ))}
          </datalist>
        </div>
        <div className={styles.block}>
          <label htmlFor={ids.summary}>{t('field.summary')}</label>
          <textarea
            id={ids.summary}
            className={styles.input}
            rows={2}
            maxLength={1000}
            value={form.summary}
            onChange={(e) => update({ summary: e.target.value })}
          />
        </div>
        <TextField
          label={t('field.cover')}
          value={form.cover ?? ''}
          placeholder="/media/…"
          onChange={(e) => update({ cover: e.target.value.trim() === '' ? null : e.target.value.trim() })}
        />
        <TextField
          label={t('field.language')}
          value={form.language ?? ''}
          placeholder="en, zh-CN, ja"
          onChange={(e) => update({ language: e.target.value.trim() === '' ? null : e.target.value.trim() })}
        />
        <TextField
          label={t('field.license')}
          value={form.license ?? ''}
          placeholder="CC BY 4.0"
          onChange={(e) => update({ license: e.target.value === '' ? null : e.target.value })}
        />
        <fieldset className={styles.fieldset}>
          <legend>{t('field.status')}</legend>
          {(['draft', 'scheduled', 'published'] as const).map((status) => (
            <label key={status} className={styles.check}>
              <input
                type="radio"
                name={ids.status}
                value={status}
                checked={form.status === status}
                onChange={() =>
                  update({
                    status,
                    publish_at:
                      status === 'scheduled'
                        ? (form.publish_at ?? new Date(Date.now() + 3_600_000).toISOString())
                        : null,
                  })
                }
              />
              {statusText[status]}
            </label>
          ))}
          {form.status === 'scheduled' && (
            <TextField
              label={t('field.publish_at')}
              type="datetime-local"
              step={1}
              value={form.publish_at ? toLocalInput(form.publish_at) : ''}
              onChange={(e) => update({ publish_at: fromLocalInput(e.target.value) })}
            />
          )}
        </fieldset>
      </div>
      <div className={styles.panes}>
        <div className={styles.block}>
          <label htmlFor={ids.source}>{t('field.source')}</label>
          <textarea
            id={ids.source}
            ref={textarea}
            className={styles.source}
            rows={20}
            value={form.source}
            aria-describedby={`${ids.source}-hint`}
            onChange={(e) => update({ source: e.target.value })}
            onPaste={(e) => {
              const files = picturesOf(e.clipboardData?.files);
              if (files.length === 0) return;
              e.preventDefault();
              uploadPictures(files, e.currentTarget.selectionStart ?? form.source.length);
            }}
            onDragOver={(e) => {
              if ([...(e.dataTransfer?.types ?? [])].includes('Files')) e.preventDefault();
            }}
            onDrop={(e) => {
              const files = picturesOf(e.dataTransfer?.files);
              if (files.length === 0) return;
              e.preventDefault();
              uploadPictures(files, e.currentTarget.selectionStart ?? form.source.length);
            }}
          />
          <span id={`${ids.source}-hint`} className={styles.hint}>
            {t('source.hint')}
          </span>
          {uploads.length > 0 && (
            <ul className={styles.uploads} aria-label={t('upload.list')}>
              {uploads.map((upload) => (
                <li key={upload.key}>
                  <span>{t('upload.name', { name: upload.name })}</span>
                  {upload.error === null ? (
                    <progress
                      max={1}
                      value={upload.fraction}
                      aria-label={t('upload.progress', { name: upload.name })}
                    />
                  ) : (
                    <span role="alert">{upload.error}</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <section className={styles.preview} aria-labelledby={ids.preview}>
          <h2 id={ids.preview}>{t('preview.title')}</h2>
          {preview ? renderHtml(preview.html) : <p>{t('preview.empty')}</p>}
        </section>
      </div>
      <p className={styles.actions}>
        <Button
          variant="primary"
          disabled={!formValid || idFree === false || conflict !== null}
          onClick={() => void save(false)}
        >
          {form.status === 'published'
            ? t('action.publish')
            : form.status === 'scheduled'
              ? t('action.schedule')
              : t('action.save_draft')}
        </Button>
        {currentId !== null && savedStatus === 'published' && (
          <Link to={articlePath(currentId)}>{t('action.view')}</Link>
        )}
      </p>
      {currentId !== null && (
        <section className={styles.block} aria-labelledby={`${ids.preview}-links`}>
          <h2 id={`${ids.preview}-links`}>{t('links.title')}</h2>
          <p className={styles.actions}>
            <Button
              onClick={async () => {
                try {
                  const made = await createPreviewLink(tokenid, currentId);
                  setLink(new URL(made.path, window.location.origin).href);
                } catch (error) {
                  toast({ message: errorText(failureCode(error)), status: 'error' });
                }
              }}
            >
              {t('links.create')}
            </Button>
            <Button
              onClick={async () => {
                try {
                  const { revoked } = await revokePreviewLinks(tokenid, currentId);
                  setLink(null);
                  toast({ message: t('links.revoked', { count: revoked }) });
                } catch (error) {
                  toast({ message: errorText(failureCode(error)), status: 'error' });
                }
              }}
            >
              {t('links.revoke')}
            </Button>
          </p>
          {link && (
            <p>
              {t('links.made')} <a href={link}>{link}</a>
            </p>
          )}
        </section>
      )}
      {currentId !== null && (revisions.data?.length ?? 0) > 0 && (
        <section className={styles.block} aria-labelledby={`${ids.preview}-revisions`}>
          <h2 id={`${ids.preview}-revisions`}>{t('revisions.title')}</h2>
          <ol className={styles.revisions}>
            {revisions.data?.map((revision, index, list) => {
              const older = list[index + 1];
              return (
                <li key={revision.revision}>
                  <span>
                    {t('revisions.row', {
                      revision: revision.revision,
                      kind: t(`revisions.kind_${revision.kind}`),
                      author: revision.author,
                      date: new Date(revision.created_at).toLocaleString(),
                    })}
                  </span>{' '}
                  {older && (
                    <Button
                      size="small"
                      onClick={async () => {
                        try {
                          setDiff(await getArticleDiff(tokenid, currentId, older.revision, revision.revision));
                        } catch (error) {
                          toast({ message: errorText(failureCode(error)), status: 'error' });
                        }
                      }}
                    >
                      {t('revisions.diff')}
                    </Button>
                  )}{' '}
                  {index > 0 && (
                    <Button size="small" onClick={() => void restore(revision.revision)}>
                      {t('revisions.restore')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ol>
          {diff && <DiffRows diff={diff} />}
        </section>
      )}
    </div>
  );
}

/** The rows of a Markdown diff: each changed line with "−"/"+" and words for screen readers, not colour alone. */
function DiffRows({ diff }: { diff: ArticleDiff }) {
  const { t } = useTranslation('blog_editor');
  return (
    <section
      className={styles.diff}
      aria-label={t('revisions.diff_of', { from: diff.from.revision, to: diff.to.revision })}
    >
      <p>{t('revisions.diff_of', { from: diff.from.revision, to: diff.to.revision })}</p>
      {diff.rows.map((row, index) =>
        row.kind === 'skipped' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their order.
          <p key={index} className={styles.skipped}>
            {t('revisions.skipped', { count: row.count })}
          </p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <div key={index}>
            {row.old && row.kind !== 'same' && (
              <p className={styles.removed}>
                <span className={styles.hidden}>{t('revisions.removed')}</span>−{' '}
                {row.old.parts.map((p) => p.text).join('')}
              </p>
            )}
            {row.new && row.kind !== 'same' && (
              <p className={styles.added}>
                <span className={styles.hidden}>{t('revisions.added')}</span>+{' '}
                {row.new.parts.map((p) => p.text).join('')}
              </p>
            )}
            {row.kind === 'same' && <p>{row.new?.parts.map((p) => p.text).join('')}</p>}
          </div>
        ),
      )}
    </section>
  );
}
