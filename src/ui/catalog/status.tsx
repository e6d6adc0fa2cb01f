import type { ReactNode } from 'react';
import { Link } from 'wouter';
import styles from './catalog.module.css';

/** A failure the shopper can act on: the spec's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={styles.alert} role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className={styles.retry} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** A page for something that does not exist (an unknown product, collection or artist). */
export function NotFoundBlock({ heading, children, back }: { heading: string; children: ReactNode; back: { href: string; label: string } }) {
  return (
    <div className={styles.page}>
      <h1>{heading}</h1>
      <p className={styles.lead}>{children}</p>
      <Link href={back.href}>{back.label}</Link>
    </div>
  );
}
