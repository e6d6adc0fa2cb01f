import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FIELD_LABELS, filterNumericInput, isNumericInputKey, NUMERIC_INPUT_MAX_LENGTH } from '../../domain/validation';
import styles from './number-spinner.module.css';

export interface NumberSpinnerProps {
  /** The field's label (SPEC §5 'Number of tiles' unless told). */
  readonly label?: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly onChange: (next: number) => void;
  /** Digits the small numeric input takes (SPEC §5: 4 by default). */
  readonly maxLength?: number;
  /** Draws the label above the control instead of for screen readers only. */
  readonly visibleLabel?: boolean;
  /** The − and + buttons' names, when the feature has words of its own for them. */
  readonly fewerLabel?: string;
  readonly moreLabel?: string;
}

const clamp = (n: number, min: number, max: number): number => Math.max(min, Math.min(max, n));

/**
 * A quantity that can be typed (SPEC §5 'small numeric input', issue 33): − / + buttons beside a
 * small numeric input that blocks non-digits and takes at most 4 digits. A screen reader meets one
 * spinbutton (arrow keys step, Home/End go to the ends); what is typed counts when the field is left
 * or Enter is pressed, clamped into min..max, so a half-typed number never reaches the cart.
 */
export function NumberSpinner({
  label = FIELD_LABELS.numberOfTiles,
  value,
  min,
  max,
  onChange,
  maxLength = NUMERIC_INPUT_MAX_LENGTH,
  visibleLabel = false,
  fewerLabel = `Fewer: ${label}`,
  moreLabel = `More: ${label}`,
}: NumberSpinnerProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  useEffect(() => setDraft(null), [value]);
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft === '') return;
    const next = clamp(Number(draft), min, max);
    if (next !== value) onChange(next);
  };
  const step = (next: number) => {
    setDraft(null);
    const clamped = clamp(next, min, max);
    if (clamped !== value) onChange(clamped);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(value + (e.key === 'ArrowUp' ? 1 : -1));
    } else if (e.key === 'Home' && draft === null) {
      e.preventDefault();
      step(min);
    } else if (e.key === 'End' && draft === null) {
      e.preventDefault();
      step(max);
    } else if (e.key === 'Enter') {
      commit();
    } else if (!e.ctrlKey && !e.metaKey && !e.altKey && e.key.length === 1 && !isNumericInputKey(e.key)) {
      // Blocks non-digits as typed (a paste is filtered by onChange).
      e.preventDefault();
    }
  };
  const spinner = (
    <div className={styles.spinner} role="group" aria-labelledby={`${id}-label`}>
      {!visibleLabel && (
        <span id={`${id}-label`} className="tpx-visually-hidden">
          {label}
        </span>
      )}
      <button type="button" aria-label={fewerLabel} disabled={value <= min} onClick={() => step(value - 1)}>
        −
      </button>
      <input
        id={id}
        className={styles.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        role="spinbutton"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        maxLength={maxLength}
        size={Math.max(2, String(max).length)}
        value={draft ?? String(value)}
        onChange={(e) => setDraft(filterNumericInput(e.currentTarget.value, maxLength))}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      <button type="button" aria-label={moreLabel} disabled={value >= max} onClick={() => step(value + 1)}>
        +
      </button>
    </div>
  );
  if (!visibleLabel) return spinner;
  return (
    <div className={styles.field}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {spinner}
    </div>
  );
}
