import { Children, type ReactNode } from 'react';
import styles from './admin-kit.module.css';

/** A column's heading, with its class where the column has one (a number's, the sticky first column's). */
export type AdminColumn = string | { readonly label: string; readonly className: string | undefined };

/**
 * An admin table (orders, products, stores, an import's refused rows): a region that scrolls sideways
 * on a phone, named by the table's caption, then the column headings and the rows.
 *
 * Without rows there is no table: its headings alone (they never wrap) are wider than a phone, so the
 * region scrolled sideways to show nothing. Instead the caption and `empty` (what to do next), within
 * the screen's width; a table whose count is said above it (orders, products) gives no `empty`.
 */
export function AdminTable({
  captionId,
  caption,
  captionClassName,
  className = styles.table,
  busy,
  columns,
  empty,
  children,
}: {
  captionId: string;
  caption: ReactNode;
  captionClassName?: string;
  className?: string;
  busy?: boolean;
  columns: readonly AdminColumn[];
  empty?: ReactNode | undefined;
  children: ReactNode;
}) {
  if (Children.count(children) === 0) {
    return empty === undefined ? null : (
      <section className={styles.emptyTable} aria-labelledby={captionId}>
        <p id={captionId} className={captionClassName ?? styles.emptyCaption}>
          {caption}
        </p>
        <p>{empty}</p>
      </section>
    );
  }
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

/** How many rows a paged admin table holds in all (announced), or that it is loading its page. */
export function TableCount({ total, noun }: { total: number | null; noun: { one: string; many: string } }) {
  return (
    <p className={styles.count} role="status">
      {total === null ? `Loading ${noun.many}…` : total === 1 ? `1 ${noun.one}` : `${total.toLocaleString('en-US')} ${noun.many}`}
    </p>
  );
}
