import { useId } from 'react';
import styles from './dialogs.module.css';

/** Props of `SliderField`. */
export interface SliderFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onValueChange: (value: number) => void;
  /** The value as read out and shown beside the slider (e.g. "0.35 s"). */
  format: (value: number) => string;
}

/**
 * A labelled slider (native `<input type="range">`: arrows, Page keys, Home and End on the keyboard), with its
 * value shown beside it and read out by `aria-valuetext`. The value is rounded to the step's decimals.
 *
 * @example <SliderField label="Volume" min={0} max={1} step={0.01} value={v} onValueChange={setV} format={(v) => `${Math.round(v * 100)}%`} />
 */
export function SliderField({ label, value, min, max, step, onValueChange, format }: SliderFieldProps) {
  const id = useId();
  const decimals = (String(step).split('.')[1] ?? '').length;
  const text = format(value);
  return (
    <div className={styles.slider}>
      <label htmlFor={id} className={styles.sliderLabel}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={Math.min(max, Math.max(min, value))}
        aria-valuetext={text}
        onChange={(event) => onValueChange(Number(Number(event.target.value).toFixed(decimals)))}
      />
      <output htmlFor={id} className={styles.sliderValue}>
        {text}
      </output>
    </div>
  );
}
