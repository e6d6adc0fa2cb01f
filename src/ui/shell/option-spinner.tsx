import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { OPTION_SPINNER_BOX, OPTION_SPINNER_ITEM_HEIGHT, SPINNER_DRAG_THRESHOLD_PX, spinnerIndexAfterDrag } from '../../domain/shell/shell-constants';
import styles from './option-spinner.module.css';

export interface SpinnerOption<T extends string> {
  readonly label: string;
  readonly value: T;
  /** A colour dot before the label (frame and mat colours). */
  readonly swatch?: string;
}

/** Where the list sits in the 40 px box so that item `index` is centred in it (SPEC §9: 17 px items). */
const trackOffset = (index: number): number => (OPTION_SPINNER_BOX - OPTION_SPINNER_ITEM_HEIGHT) / 2 - index * OPTION_SPINNER_ITEM_HEIGHT;

/** One of the wheel's arrow buttons (the wheel itself takes the keyboard: the arrows are for the pointer only). */
function StepButton({ name, disabled, onClick, children }: { name: string; disabled: boolean; onClick: () => void; children: string }) {
  return (
    <button type="button" tabIndex={-1} className={styles.step} aria-label={name} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The option spinner (SPEC §9, issue 33): a choice shown as a small wheel where space is tight (the
 * design tool's strip over the preview on phones). The chosen item sits in a 40 px box between its
 * neighbours (17 px items); a vertical drag past 10 px turns the wheel by whole items and chooses where
 * it stops, a tap on a neighbour chooses it, and the ‹ › buttons (44 px) step. Screen readers and the
 * keyboard meet a listbox: arrow keys, Home and End choose, each option named.
 */
export function OptionSpinner<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<SpinnerOption<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  const id = useId();
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  const drag = useRef<{ readonly pointerId: number; readonly y: number } | null>(null);
  const [dragPx, setDragPx] = useState(0);
  const choose = (next: number) => {
    const option = options[Math.max(0, Math.min(options.length - 1, next))];
    if (option && option.value !== value) onChange(option.value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? index + 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? options.length - 1
              : null;
    if (next === null) return;
    e.preventDefault();
    choose(next);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    drag.current = { pointerId: e.pointerId, y: e.clientY };
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // A pointer the browser does not track (synthetic input): the drag still works over the box.
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.pointerId === e.pointerId) setDragPx(e.clientY - d.y);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (d?.pointerId !== e.pointerId) return;
    drag.current = null;
    setDragPx(0);
    const moved = e.clientY - d.y;
    if (Math.abs(moved) >= SPINNER_DRAG_THRESHOLD_PX) {
      choose(spinnerIndexAfterDrag(index, moved, options.length));
      return;
    }
    // A tap: on the neighbour above or below, that neighbour; on the chosen item, nothing.
    const box = e.currentTarget.getBoundingClientRect();
    const fromCentre = d.y - (box.top + box.height / 2);
    if (Math.abs(fromCentre) > OPTION_SPINNER_ITEM_HEIGHT / 2) choose(index + Math.sign(fromCentre));
  };
  const onPointerCancel = () => {
    drag.current = null;
    setDragPx(0);
  };
  // While dragging, the wheel follows the finger (kept inside the list's ends).
  const max = trackOffset(0);
  const min = trackOffset(options.length - 1);
  const offset = Math.max(min, Math.min(max, trackOffset(index) + (Math.abs(dragPx) >= SPINNER_DRAG_THRESHOLD_PX ? dragPx : 0)));
  const current = options[index];
  return (
    <div className={styles.spinner}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <StepButton name={`Previous ${label.toLowerCase()}`} disabled={index <= 0} onClick={() => choose(index - 1)}>
        ‹
      </StepButton>
      <div
        role="listbox"
        tabIndex={0}
        className={styles.box}
        aria-labelledby={`${id}-label`}
        aria-activedescendant={current ? `${id}-${index}` : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <div className={styles.window} style={{ height: OPTION_SPINNER_BOX }}>
          <div className={styles.track} style={{ transform: `translateY(${offset}px)`, transition: dragPx === 0 ? undefined : 'none' }} role="presentation">
            {options.map((o, i) => (
              <div
                key={o.value}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === index}
                className={i === index ? styles.chosen : styles.item}
                style={{ height: OPTION_SPINNER_ITEM_HEIGHT }}
              >
                {o.swatch && <span className={styles.swatch} style={{ background: o.swatch }} aria-hidden="true" />}
                {o.label}
              </div>
            ))}
          </div>
        </div>
      </div>
      <StepButton name={`Next ${label.toLowerCase()}`} disabled={index >= options.length - 1} onClick={() => choose(index + 1)}>
        ›
      </StepButton>
    </div>
  );
}
