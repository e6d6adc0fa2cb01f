import { AdminTable } from './admin-table';

/** One refused row of a CSV import's dry run (products or stores). */
interface RowError {
  readonly row: number;
  readonly column: string;
  readonly message: string;
}

/** A CSV import's rows with errors: row, column (— when the row as a whole), reason. */
export function ImportErrors({ captionId, errors }: { captionId: string; errors: readonly RowError[] }) {
  return (
    <AdminTable captionId={captionId} caption="Rows with errors" columns={['Row', 'Column', 'Reason']}>
      {errors.map((e, i) => (
        <tr key={`${e.row}-${i}`}>
          <th scope="row">{e.row}</th>
          <td>{e.column || '—'}</td>
          <td>{e.message}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
