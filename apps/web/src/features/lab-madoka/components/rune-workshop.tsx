import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file.ts';
import { Button } from '../../../ui/button.tsx';
import field from '../../../ui/field.module.css';
import { NumberInput } from '../../../ui/number-input.tsx';
import panel from '../../../ui/panel.module.css';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { backgroundColours, pngScale, type RuneBackground, runesPng, runesSvg, safeInk } from '../export.ts';
import { columnLimits, layoutRunes } from '../layout.ts';
import styles from '../madoka.module.css';
import { encodeRunes, pressRuneKey, readRunes, runeCount } from '../runes.ts';
import { RuneKeyboard } from './rune-keyboard.tsx';
import { RuneLines } from './rune-line.tsx';

/** The longest text the encoder takes, in UTF-16 code units (a few pages of runes). */
export const maxTextLength = 2000;

const backgrounds = Object.keys(backgroundColours) as RuneBackground[];

/** The export's file name without extension: "runes-" and the first words of the reading (letters only). */
function fileStem(reading: string): string {
  const words = reading.replace(/\s+/g, '-').slice(0, 32).replace(/-+$/, '');
  return `runes-${words || 'text'}`;
}

/**
 * The rune workshop of "/laboratory/madoka" (issue 25 point 4): a Latin text field and its runes live, a rune
 * keyboard writing a decoded Latin text, and the export of the typed text's runes as SVG and PNG wrapped to a chosen
 * number of runes per row, on a chosen background with a chosen ink. Text is only ever rendered as React text or
 * an attribute, never as HTML.
 */
export function RuneWorkshop() {
  const { t } = useTranslation('lab_madoka');
  const [text, setText] = useState('Madoka');
  const [decoded, setDecoded] = useState('');
  const [columns, setColumns] = useState(12);
  const [background, setBackground] = useState<RuneBackground>('transparent');
  const [ink, setInk] = useState('#7a1f5c');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const inkId = useId();

  const runes = useMemo(() => encodeRunes(text), [text]);
  const decodedRunes = useMemo(() => encodeRunes(decoded), [decoded]);
  const layout = useMemo(() => layoutRunes(runes.lines, columns), [runes, columns]);
  const reading = readRunes(runes.lines);
  const count = runeCount(runes.lines);
  const style = { background, ink: safeInk(ink) };

  const exportSvg = () => {
    const svg = runesSvg(layout, reading, style);
    saveFile(`${fileStem(reading)}.svg`, new Blob([svg], { type: 'image/svg+xml;charset=utf-8' }));
  };
  const exportPng = async () => {
    setBusy(true);
    try {
      saveFile(`${fileStem(reading)}.png`, await runesPng(layout, style));
    } catch {
      toast({ status: 'error', message: t('export.png_failed'), group: 'madoka' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.workshop}>
      <section className={panel.panel} aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`} className={panel.panelTitle}>
          {t('encode.title')}
        </h2>
        <label htmlFor={inputId} className={field.label}>
          {t('encode.input')}
        </label>
        <textarea
          id={inputId}
          className={`${field.input} ${field.textarea}`}
          value={text}
          maxLength={maxTextLength}
          rows={3}
          spellCheck={false}
          aria-describedby={`${inputId}-rules`}
          onChange={(e) => setText(e.target.value)}
        />
        <p id={`${inputId}-rules`} className={styles.muted}>
          {t('rules')}
        </p>
        <RuneLines lines={runes.lines} empty={t('encode.empty')} />
        <p className={styles.muted} aria-live="polite">
          {t('encode.count', { count })}
          {runes.skipped.length > 0 && (
            <>
              {' · '}
              {t('encode.skipped', { count: runes.skipped.length })}{' '}
              <span className={styles.skipped} data-testid="skipped">
                {runes.skipped.join(' ')}
              </span>
            </>
          )}
        </p>
      </section>

      <section className={panel.panel} aria-labelledby={`${inputId}-export`}>
        <h2 id={`${inputId}-export`} className={panel.panelTitle}>
          {t('export.title')}
        </h2>
        <div className={styles.options}>
          <NumberInput
            label={t('export.columns')}
            value={columns}
            onValueChange={setColumns}
            min={columnLimits.min}
            max={columnLimits.max}
          />
          <RadioGroup
            label={t('export.background')}
            value={background}
            onValueChange={setBackground}
            options={backgrounds.map((value) => ({ value, label: t(`export.backgrounds.${value}`) }))}
            inline
          />
          <div className={styles.inkField}>
            <label htmlFor={inkId} className={field.label}>
              {t('export.ink')}
            </label>
            <input
              id={inkId}
              type="color"
              className={styles.colour}
              value={safeInk(ink)}
              onChange={(e) => setInk(e.target.value)}
            />
          </div>
        </div>
        <p className={styles.muted}>
          {count === 0
            ? t('export.nothing')
            : t('export.size', {
                width: layout.width,
                height: layout.height,
                pngWidth: layout.width * pngScale,
                pngHeight: layout.height * pngScale,
                rows: layout.rows,
              })}{' '}
          {t(`export.background_note.${background === 'transparent' ? 'transparent' : 'filled'}`)}
        </p>
        <div className={styles.keyRow}>
          <Button onClick={exportSvg} disabled={count === 0}>
            {t('export.svg')}
          </Button>
          <Button onClick={() => void exportPng()} disabled={count === 0} loading={busy}>
            {t('export.png')}
          </Button>
        </div>
      </section>

      <section className={panel.panel} aria-labelledby={`${inputId}-decode`}>
        <h2 id={`${inputId}-decode`} className={panel.panelTitle}>
          {t('decode.title')}
        </h2>
        <p className={styles.muted}>{t('decode.intro')}</p>
        <RuneKeyboard onKey={(key) => setDecoded((d) => pressRuneKey(d, key))} onClear={() => setDecoded('')} />
        <RuneLines lines={decodedRunes.lines} empty={t('decode.empty')} />
        <p className={styles.decodedRow}>
          <label htmlFor={`${inputId}-decoded`} className={field.label}>
            {t('decode.output')}
          </label>{' '}
          <output id={`${inputId}-decoded`} className={styles.decoded} aria-live="polite" data-testid="decoded">
            {decoded}
          </output>
        </p>
      </section>
    </div>
  );
}
