import type { ReactNode } from 'react';
import styles from './admin-kit.module.css';
import catalogue from './catalogue/catalogue.module.css';

/** What a field's control takes from its field: marked invalid, and described by its hint and problem. */
export interface FieldDescription {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One field of an admin form: its label, its control, then its hint and its problem, which describe the
 * control. The label holds only its words, so the control's name stays its label whatever is said under
 * it (inside the label, a problem joined the name: "Brand Brand is required"). Three rows (label,
 * control, notes), which an aligned fieldset (catalogue.aligned) lines up with its neighbours'.
 */
export function LabelledField({
  id,
  label,
  hint,
  problem,
  className = '',
  children,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  problem: string | undefined;
  className?: string;
  children: (described: FieldDescription) => ReactNode;
}) {
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${catalogue.slot} ${className}`}>
      <label htmlFor={id}>{label}</label>
      {children({ 'aria-invalid': problem ? true : undefined, 'aria-describedby': described })}
      {(hint || problem) && (
        <span className={catalogue.notes}>
          {hint && (
            <span id={`${id}-hint`} className={catalogue.placeBadge}>
              {hint}
            </span>
          )}
          {problem && (
            <span id={`${id}-problem`} className={catalogue.problem}>
              {problem}
            </span>
          )}
        </span>
      )}
    </div>
  );
}
