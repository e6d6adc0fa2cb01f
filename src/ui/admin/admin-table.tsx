import type { ReactNode } from 'react';
import styles from './admin-kit.module.css';

/** A column's heading, with its class where the column has one (a number's, the sticky first column's). */
export type AdminColumn = string | { readonly label: string; readonly className: string | undefined };

/**
 * An admin table (orders, products, stores, an import's refused rows): a region that scrolls sideways
 * on a phone, named by the table's caption, then the column headings and the rows.
 */
export function AdminTable({
  captionId,
  caption,
  captionClassName,
  className = styles.table,
  busy,
  columns,
  children,
}: {
  captionId: string;
  caption: ReactNode;
  captionClassName?: string;
  className?: string;
  busy?: boolean;
  columns: readonly AdminColumn[];
  children: ReactNode;
}) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className} aria-busy={busy}>
        <caption id={captionId} className={captionClassName}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
