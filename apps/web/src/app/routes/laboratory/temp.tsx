import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import tools from '../../../features/lab-tools/lab-tools.module.css';
import {
  autosaveDelayMs,
  loadPad,
  type NotePad,
  newNote,
  noteFileName,
  notesKey,
  noteTitle,
  savePad,
} from '../../../features/lab-tools/notes.ts';
import { countCharacters, countWords } from '../../../features/lab-tools/word-count.ts';
import { localStore } from '../../../lib/browser-storage.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import styles from './lab.module.css';

type SaveState = 'saved' | 'pending' | 'failed';

/**
 * "/laboratory/temp" [ROUTE-44] (issue 24 point 7): a scratch pad of several Markdown notes kept in this browser's
 * localStorage only (`notes.ts`; nothing is ever sent), saved `autosaveDelayMs` after the last keystroke and when
 * the page is left, with a CJK-aware word count, a preview rendered in the browser with the comments' sanitiser
 * rules (`markdown-preview.ts`, loaded when the preview is first opened) and export as a .md file.
 */
export default function TempPage() {
  const { t } = useTranslation('lab_tools');
  useBreadcrumbLabel(t('temp.title'));
  const [pad, setPad] = useState<NotePad | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [html, setHtml] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const padRef = useRef<NotePad | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const editorId = useId();

  // The pad is read after hydration: the server's render knows no notes.
  useEffect(() => {
    const loaded = loadPad(localStore());
    padRef.current = loaded;
    setPad(loaded);
  }, []);

  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (padRef.current) setSaveState(savePad(localStore(), padRef.current) ? 'saved' : 'failed');
  };

  // Save what is pending when the page is hidden or left.
  // biome-ignore lint/correctness/useExhaustiveDependencies: flush reads refs only
  useEffect(() => {
    const onHide = () => {
      if (timer.current !== undefined) flush();
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      onHide();
    };
  }, []);

  // Another tab of this site saved the pad: show its notes, keeping this tab's open note where it still exists.
  // While this tab has an edit waiting to be saved it keeps its own (its save comes last and wins).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== notesKey || timer.current !== undefined) return;
      const next = loadPad(localStore());
      const open = padRef.current?.current;
      const synced = open !== undefined && next.notes.some((n) => n.id === open) ? { ...next, current: open } : next;
      padRef.current = synced;
      setPad(synced);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** Replaces the pad; `now` saves at once (a new or deleted note), else after the autosave delay. */
  const update = (next: NotePad, now = false) => {
    padRef.current = next;
    setPad(next);
    if (now) {
      flush();
      return;
    }
    setSaveState('pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, autosaveDelayMs);
  };

  const current = pad?.notes.find((n) => n.id === pad.current);
  const body = current?.body ?? '';

  // The preview renders in the browser, from the module loaded only here and only when it is first shown.
  useEffect(() => {
    if (mode !== 'preview') return;
    let live = true;
    void import('../../../features/lab-tools/markdown-preview.ts').then(({ renderNote }) => {
      if (live) setHtml(renderNote(body));
    });
    return () => {
      live = false;
    };
  }, [mode, body]);

  if (pad === null || current === undefined)
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>{t('temp.title')}</h1>
        <p className={styles.lead}>{t('temp.intro')}</p>
        <NeedsJavaScript part="editor" />
      </article>
    );

  const edit = (text: string) =>
    update({
      ...pad,
      notes: pad.notes.map((n) => (n.id === current.id ? { ...n, body: text, updated: Date.now() } : n)),
    });
  const add = () => {
    const note = newNote();
    update({ notes: [note, ...pad.notes], current: note.id }, true);
    setMode('write');
  };
  const remove = () => {
    const rest = pad.notes.filter((n) => n.id !== current.id);
    const notes = rest.length > 0 ? rest : [newNote()];
    update({ notes, current: (notes[0] as (typeof notes)[number]).id }, true);
  };
  const open = (id: string) => {
    flush();
    update({ ...pad, current: id }, true);
  };

  const words = countWords(body);
  const characters = countCharacters(body);
  const title = noteTitle(body);

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('temp.title')}</h1>
      <p className={styles.lead}>{t('temp.intro')}</p>
      <div className={tools.pad}>
        <nav aria-label={t('temp.notes')}>
          <div className={styles.stack}>
            <Button icon="plus" onClick={add}>
              {t('temp.new')}
            </Button>
            <ul className={tools.noteList}>
              {pad.notes.map((note) => (
                <li key={note.id}>
                  <button
                    type="button"
                    className={tools.noteButton}
                    aria-current={note.id === current.id ? 'true' : undefined}
                    onClick={() => open(note.id)}
                  >
                    <span className={tools.noteName}>{noteTitle(note.body) || t('temp.untitled')}</span>
                    <span className={styles.muted}>{t('temp.words', { count: countWords(note.body) })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <section className={tools.editor} aria-label={title || t('temp.untitled')}>
          <div className={styles.row}>
            <Button aria-pressed={mode === 'write'} onClick={() => setMode('write')}>
              {t('temp.write')}
            </Button>
            <Button aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
              {t('temp.preview')}
            </Button>
            <Button onClick={() => saveFile(noteFileName(body), body, 'text/markdown;charset=utf-8')}>
              {t('temp.export')}
            </Button>
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t('temp.delete')}
            </Button>
          </div>
          <label htmlFor={editorId} className={mode === 'write' ? styles.muted : tools.hidden}>
            {t('temp.editor')}
          </label>
          <textarea
            id={editorId}
            className={mode === 'write' ? tools.textarea : tools.hidden}
            value={body}
            onChange={(e) => edit(e.target.value)}
            onBlur={() => timer.current !== undefined && flush()}
            spellCheck
          />
          {mode === 'preview' && (
            <section className={tools.preview} aria-label={t('temp.preview')} aria-busy={html === null}>
              {html === null ? (
                <p className={styles.muted}>{t('temp.rendering')}</p>
              ) : body.trim() === '' ? (
                <p className={styles.muted}>{t('temp.empty')}</p>
              ) : (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the comments' allow-list (renderNote, rehype-sanitize)
                <div dangerouslySetInnerHTML={{ __html: html }} />
              )}
            </section>
          )}
          <p className={tools.stats}>
            <span>{t('temp.words', { count: words })}</span>
            <span>{t('temp.characters', { count: characters })}</span>
            <span data-save={saveState}>{t(`temp.save.${saveState}`)}</span>
          </p>
          <p className={styles.muted}>{t('temp.private')}</p>
        </section>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        onConfirm={remove}
        title={t('temp.delete_title')}
        message={t('temp.delete_message', { title: title || t('temp.untitled') })}
        confirmLabel={t('temp.delete')}
        danger
      />
    </article>
  );
}
