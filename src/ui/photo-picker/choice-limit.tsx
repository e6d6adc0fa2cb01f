import { useEffect, useRef, useState } from 'react';
import type { LimitedChoice } from '../../application/printing';
import styles from './photo-picker.module.css';

/** A chosen photo as the pick shows it. */
export interface ChoiceItem {
  readonly key: string;
  readonly label: string;
  /** A picture to show (a device photo's local address; none when the browser cannot show it). */
  readonly thumb?: string;
}

/**
 * More photos chosen than the tenant's tile limit leaves room for (issue 31 item 8): the tenant's
 * message, every chosen photo, the first that fit already picked; the shopper changes the pick and
 * adds it, or cancels. Nothing is dropped without the shopper seeing it.
 */
export function ChoiceLimit({
  items,
  limit,
  onConfirm,
  onCancel,
}: {
  items: readonly ChoiceItem[];
  limit: LimitedChoice;
  onConfirm: (keys: readonly string[]) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<readonly string[]>(() => items.slice(0, limit.room).map((i) => i.key));
  const heading = useRef<HTMLHeadingElement>(null);
  // The choice replaces what the shopper was doing: focus goes to it, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  const full = picked.length >= limit.room;
  const toggle = (key: string) => setPicked((p) => (p.includes(key) ? p.filter((k) => k !== key) : full ? p : [...p, key]));
  return (
    <section className={styles.choiceLimit} aria-labelledby="tpx-choice-limit">
      <h2 id="tpx-choice-limit" ref={heading} tabIndex={-1}>
        Choose which photos to add
      </h2>
      <p role="alert">{limit.message}</p>
      <p className={styles.hint} aria-live="polite">
        {picked.length} of {limit.room} chosen
      </p>
      <ul className={styles.grid}>
        {items.map((item) => {
          const on = picked.includes(item.key);
          return (
            <li key={item.key}>
              <button type="button" className={styles.photo} aria-pressed={on} aria-label={item.label} disabled={!on && full} onClick={() => toggle(item.key)}>
                {item.thumb ? <img src={item.thumb} alt="" width={160} height={160} /> : <span className={styles.choiceName}>{item.label}</span>}
                {on && (
                  <span className={styles.check} aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.fileLabel}
          disabled={picked.length === 0}
          onClick={() => onConfirm(items.filter((i) => picked.includes(i.key)).map((i) => i.key))}
        >
          {`Add ${picked.length} ${picked.length === 1 ? 'photo' : 'photos'}`}
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
