import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './login-modal.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/**
 * A dialog's labelled text box (the login, the welcome offer, the private site's password): refused, it
 * is marked invalid and described by its error, the paragraph `${id}-error` (FieldAlert, or the
 * caller's own one passed as children, inside the field).
 */
export function FormField({
  id,
  label,
  error,
  children,
  ...input
}: InputProps & { id: string; label: string; error: string | undefined; children?: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error !== undefined} aria-describedby={error !== undefined ? `${id}-error` : undefined} {...input} />
      {children}
    </div>
  );
}

/** A field's error under it, announced as it appears. */
export function FieldAlert({ id, error }: { id: string; error: string | undefined }) {
  return (
    error !== undefined && (
      <p id={`${id}-error`} role="alert" className={styles.error}>
        {error}
      </p>
    )
  );
}
