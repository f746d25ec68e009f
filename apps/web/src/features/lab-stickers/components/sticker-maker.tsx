import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localStore } from '../../../lib/browser-storage.ts';
import { PictureFileError, readPictureFile } from '../../../lib/picture-file.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { Button } from '../../../ui/button.tsx';
import field from '../../../ui/field.module.css';
import panel from '../../../ui/panel.module.css';
import { characterUrl } from '../characters.ts';
import { canvasPng, drawSticker, loadPicture, type StickerPicture } from '../draw.ts';
import { clampToSticker, nudge, type Point, stickerSize } from '../layout.ts';
import {
  characterIds,
  defaultSettings,
  expressions,
  limits,
  loadSettings,
  type NumberSetting,
  type StickerSettings,
  saveSettings,
} from '../settings.ts';
import styles from './sticker-maker.module.css';

/** An uploaded picture: checked by `readPictureFile`, kept in memory only. */
type Upload = { dataUrl: string; width: number; height: number };

/** A note under the export buttons: what happened, and whether it is a failure. */
type Note = { text: string; failed: boolean };

/** The unit shown after each number setting's value. */
const units: Record<NumberSetting, 'px' | 'deg' | 'times'> = {
  size: 'px',
  outline: 'px',
  rotation: 'deg',
  curve: 'deg',
  lineSpacing: 'times',
};
const numberSettings: readonly NumberSetting[] = ['size', 'outline', 'rotation', 'curve', 'lineSpacing'];

/**
 * The sticker maker of "/laboratory/sekai_stickers" (issue 25 point 2). One canvas of `stickerSize` is both the
 * preview and the export, drawn by `drawSticker`: one of our characters (`characters.ts`) with an expression, or a
 * picture the user uploads (checked by `readPictureFile`: a refused file shows `picture_file:<code>` in an alert
 * and changes nothing), and a caption with colour, outline, size, rotation, curve and line spacing. The caption is
 * dragged on the canvas with any pointer, or moved by the arrow keys on its named handle. "Download PNG" saves the
 * canvas (transparent where nothing is drawn); "Copy image" writes it with `navigator.clipboard.write` and says so
 * where the browser refuses. The settings (not the upload) are kept in localStorage.
 */
export function StickerMaker() {
  const { t } = useTranslation(['lab_stickers', 'picture_file']);
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [settings, setSettings] = useState<StickerSettings>(defaultSettings);
  const [loaded, setLoaded] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [picture, setPicture] = useState<StickerPicture | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ pointer: number; offset: Point } | null>(null);

  // The last sticker's settings are read after hydration (the server's render shows the defaults), then kept.
  useEffect(() => {
    setSettings(loadSettings(localStore()));
    setLoaded(true);
  }, []);
  useEffect(() => {
    if (loaded) saveSettings(localStore(), settings);
  }, [loaded, settings]);

  const source = upload ? upload.dataUrl : characterUrl(settings.character, settings.expression);
  useEffect(() => {
    let current = true;
    loadPicture(source).then(
      (p) => current && setPicture(p),
      () => current && setPicture(null),
    );
    return () => {
      current = false;
    };
  }, [source]);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (context) drawSticker(context, picture, settings);
  }, [picture, settings]);

  const set = <K extends keyof StickerSettings>(key: K, value: StickerSettings[K]) =>
    setSettings((s) => ({ ...s, [key]: value }));

  /** The sticker point under a pointer event (the canvas may be shown larger or smaller than its pixels). */
  const pointOf = (event: PointerEvent): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * stickerSize.width,
      y: ((event.clientY - rect.top) / rect.height) * stickerSize.height,
    };
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const p = pointOf(event);
    drag.current = {
      pointer: event.pointerId,
      offset: { x: settings.position.x - p.x, y: settings.position.y - p.y },
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== event.pointerId) return;
    const p = pointOf(event);
    set('position', clampToSticker({ x: p.x + d.offset.x, y: p.y + d.offset.y }));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer === event.pointerId) drag.current = null;
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudge(settings.position, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    set('position', next);
  };

  const onFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    try {
      const checked = await readPictureFile(file);
      // A file that passes the header checks may still fail to decode: then nothing changes either.
      await loadPicture(checked.dataUrl);
      setUpload({ dataUrl: checked.dataUrl, width: checked.width, height: checked.height });
      setUploadError(null);
    } catch (error) {
      setUploadError(
        error instanceof PictureFileError ? t(`picture_file:${error.code}`) : t('lab_stickers:upload_failed'),
      );
    }
  };

  const fileName = () => (upload ? 'sticker.png' : `sticker-${settings.character}-${settings.expression}.png`);

  const savePng = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setBusy(true);
    try {
      const name = fileName();
      saveFile(name, await canvasPng(canvas));
      setNote({ text: t('lab_stickers:downloaded', { name }), failed: false });
    } catch {
      setNote({ text: t('lab_stickers:png_failed'), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const copyPng = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (typeof ClipboardItem === 'undefined' || typeof navigator.clipboard?.write !== 'function') {
      setNote({ text: t('lab_stickers:copy_unsupported'), failed: true });
      return;
    }
    try {
      // The blob is handed over as a promise, so the write starts inside the click (Safari asks for that).
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': canvasPng(canvas) })]);
      setNote({ text: t('lab_stickers:copied'), failed: false });
    } catch {
      setNote({ text: t('lab_stickers:copy_refused'), failed: true });
    }
  };

  const pictureName = upload
    ? t('lab_stickers:your_picture')
    : t('lab_stickers:picture_name', {
        character: t(`lab_stickers:characters.${settings.character}`),
        expression: t(`lab_stickers:expressions.${settings.expression}`),
      });
  const caption = settings.text.replace(/\s+/g, ' ').trim();
  const format = (name: NumberSetting, value: number) =>
    t(`lab_stickers:unit.${units[name]}`, { value: name === 'lineSpacing' ? value.toFixed(2) : value });

  return (
    <div className={styles.maker}>
      <section className={panel.panel} aria-labelledby={`${id}-preview`}>
        <h2 className={styles.heading} id={`${id}-preview`}>
          {t('lab_stickers:preview')}
        </h2>
        <p className={styles.muted} id={`${id}-size`}>
          {t('lab_stickers:size_note', stickerSize)}
        </p>
        {/* Pointer dragging anywhere on the sticker moves the caption; the handle below does the same by keyboard. */}
        <div
          className={styles.stage}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <canvas
            ref={canvasRef}
            className={styles.canvas}
            width={stickerSize.width}
            height={stickerSize.height}
            role="img"
            aria-label={
              caption
                ? t('lab_stickers:canvas_label', { picture: pictureName, text: caption })
                : t('lab_stickers:canvas_label_empty', { picture: pictureName })
            }
            data-testid="sticker-canvas"
          />
          <button
            type="button"
            className={styles.handle}
            style={{
              left: `${(settings.position.x / stickerSize.width) * 100}%`,
              top: `${(settings.position.y / stickerSize.height) * 100}%`,
            }}
            aria-label={t('lab_stickers:handle', settings.position)}
            aria-describedby={`${id}-handle-hint`}
            onKeyDown={onHandleKey}
          />
        </div>
        <p className={styles.muted} id={`${id}-handle-hint`}>
          {t('lab_stickers:handle_hint')}
        </p>
        <div className={styles.row}>
          <Button variant="primary" onClick={() => void savePng()} loading={busy}>
            {t('lab_stickers:download')}
          </Button>
          <Button onClick={() => void copyPng()}>{t('lab_stickers:copy')}</Button>
        </div>
        <p role="status" className={note?.failed ? styles.error : styles.muted}>
          {note?.text}
        </p>
      </section>

      <div className={styles.controls}>
        <section className={panel.panel} aria-labelledby={`${id}-picture`}>
          <h2 className={styles.heading} id={`${id}-picture`}>
            {t('lab_stickers:picture')}
          </h2>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('lab_stickers:character')}</legend>
            {characterIds.map((c) => (
              <button
                key={c}
                type="button"
                className={styles.choice}
                aria-pressed={!upload && settings.character === c}
                onClick={() => {
                  setUpload(null);
                  set('character', c);
                }}
              >
                <img src={characterUrl(c, settings.expression)} alt="" width={56} height={56} />
                <span>{t(`lab_stickers:characters.${c}`)}</span>
              </button>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('lab_stickers:expression')}</legend>
            {expressions.map((e) => (
              <button
                key={e}
                type="button"
                className={styles.choice}
                aria-pressed={!upload && settings.expression === e}
                onClick={() => {
                  setUpload(null);
                  set('expression', e);
                }}
              >
                <img src={characterUrl(settings.character, e)} alt="" width={56} height={56} />
                <span>{t(`lab_stickers:expressions.${e}`)}</span>
              </button>
            ))}
          </fieldset>
          <div className={styles.field}>
            <label htmlFor={`${id}-upload`} className={styles.legend}>
              {t('lab_stickers:upload')}
            </label>
            <input
              id={`${id}-upload`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              aria-describedby={`${id}-upload-hint`}
              onChange={(e) => void onFile(e.currentTarget)}
            />
            <span className={styles.muted} id={`${id}-upload-hint`}>
              {upload ? t('lab_stickers:using_upload', upload) : t('lab_stickers:upload_hint')}
            </span>
          </div>
          <p role="alert" className={styles.error}>
            {uploadError}
          </p>
        </section>

        <section className={panel.panel} aria-labelledby={`${id}-caption`}>
          <h2 className={styles.heading} id={`${id}-caption`}>
            {t('lab_stickers:caption')}
          </h2>
          <div className={styles.field}>
            <label htmlFor={`${id}-text`} className={styles.legend}>
              {t('lab_stickers:text')}
            </label>
            <textarea
              id={`${id}-text`}
              className={`${field.input} ${field.textarea}`}
              rows={3}
              maxLength={limits.textLength}
              value={settings.text}
              onChange={(e) => set('text', e.target.value)}
            />
          </div>
          <div className={styles.row}>
            <label className={styles.colour}>
              <input type="color" value={settings.colour} onChange={(e) => set('colour', e.target.value)} />
              {t('lab_stickers:colour')}
            </label>
            <label className={styles.colour}>
              <input
                type="color"
                value={settings.outlineColour}
                onChange={(e) => set('outlineColour', e.target.value)}
              />
              {t('lab_stickers:outline_colour')}
            </label>
          </div>
          {numberSettings.map((name) => (
            <div key={name} className={styles.range}>
              <label htmlFor={`${id}-${name}`}>{t(`lab_stickers:setting.${name}`)}</label>
              <output htmlFor={`${id}-${name}`}>{format(name, settings[name])}</output>
              <input
                id={`${id}-${name}`}
                type="range"
                min={limits[name].min}
                max={limits[name].max}
                step={limits[name].step}
                value={settings[name]}
                aria-valuetext={format(name, settings[name])}
                aria-describedby={name === 'curve' ? `${id}-curve-hint` : undefined}
                onChange={(e) => set(name, Number(e.target.value))}
              />
              {name === 'curve' && (
                <span className={styles.muted} id={`${id}-curve-hint`}>
                  {t('lab_stickers:curve_hint')}
                </span>
              )}
            </div>
          ))}
          <div className={styles.row}>
            <Button
              size="small"
              onClick={() =>
                setSettings((s) => ({
                  ...defaultSettings,
                  character: s.character,
                  expression: s.expression,
                  text: s.text,
                }))
              }
            >
              {t('lab_stickers:reset')}
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
