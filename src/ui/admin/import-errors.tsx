import styles from './admin-kit.module.css';

/** One refused row of a CSV import's dry run (products or stores). */
interface RowError {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/** A CSV import's rows with errors: row, column (— when the row as a whole), reason. */
export function ImportErrors({ captionId, errors }: { captionId: string; errors: readonly RowError[] }) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId}>Rows with errors</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {errors.map((e, i) => (
            <tr key={`${e.row}-${i}`}>
              <th scope="row">{e.row}</th>
              <td>{e.column || '—'}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
