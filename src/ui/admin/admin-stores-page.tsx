import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { PickupStoresAdminStore } from '../../application/admin/pickup-stores-admin-store';
import { formatDayHours } from '../../domain/pickup';
import { useFresh } from '../hooks/use-service';
import catalogue from './catalogue/catalogue.module.css';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';
import { AdminTable } from './admin-table';
import { ImportErrors } from './import-errors';
import { StoreEditor } from './stores/store-editor';

const StoreImport = observer(function StoreImport({ store }: { store: PickupStoresAdminStore }) {
  const report = store.report;
  return (
    <section className={catalogue.card} aria-labelledby="store-import-heading">
      <h2 id="store-import-heading">Import stores from CSV</h2>
      <p>One row per store; the hours one column per day (09:00-21:00, closed or 24h). A file with any row in error imports nothing.</p>
      <div className={catalogue.row}>
        <label className={styles.field} htmlFor="store-import-file">
          CSV file
          <input
            id="store-import-file"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void f.text().then((t) => store.chooseCsv(f.name, t));
            }}
          />
        </label>
        <button type="button" className={styles.secondary} onClick={() => void store.downloadTemplate()}>
          Download template
        </button>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={!store.csv || store.busy} onClick={() => void store.dryRun()}>
          Dry run
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={!report || report.errorRows > 0 || report.create + report.update === 0 || store.busy}
          onClick={() => void store.apply()}
        >
          {report && report.errorRows === 0 ? `Import ${report.create + report.update} ${report.create + report.update === 1 ? 'store' : 'stores'}` : 'Import'}
        </button>
      </div>
      {report && <h3>{report.summary}</h3>}
      {report && report.errors.length > 0 && <ImportErrors captionId="store-errors-caption" errors={report.errors} />}
    </section>
  );
});

/** /admin/stores (issue 30): one tenant's pick-up stores, their editor and the CSV import. */
export default observer(function AdminStoresPage() {
  const store = useFresh(PickupStoresAdminStore);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  return (
    <AdminPage
      title="Stores"
      actions={
        <button type="button" className={styles.primary} onClick={() => store.add()}>
          New store
        </button>
      }
    >
      <p>Tenant: {store.tenant}. Pick-up stores shoppers choose at checkout and on /stores.</p>
      <p className={styles.notice} role="status">
        {store.notice ?? (store.loading ? 'Loading the stores…' : '')}
      </p>
      {store.error && (
        <p className={styles.error} role="alert">
          {store.error}
        </p>
      )}
      <StoreEditor store={store} />
      <StoreImport store={store} />
      <AdminTable
        captionId="stores-caption"
        caption={`${store.stores.length} ${store.stores.length === 1 ? 'store' : 'stores'}`}
        columns={['Store', 'Address', 'Monday', 'Orders', 'Status', 'Actions']}
        // While loading, the notice above says so: no "no stores" before the answer.
        empty={store.loading ? undefined : 'No pick-up stores yet. Add one with New store, or import them from a CSV file.'}
      >
        {store.stores.map((s) => (
          <tr key={s.store.id}>
            <th scope="row">
              {s.store.name}
              <br />
              <small>{s.store.id}</small>
            </th>
            <td>
              {s.store.address.line1}, {s.store.address.city}, {s.store.address.state} {s.store.address.zip}
            </td>
            <td>{formatDayHours(s.store.week[1] ?? null)}</td>
            <td>{s.orders}</td>
            <td>{s.store.active ? 'Active' : 'Retired'}</td>
            <td>
              <div className={styles.actions}>
                <button type="button" className={styles.secondary} aria-label={`Edit ${s.store.name} (${s.store.id})`} onClick={() => store.edit(s)}>
                  Edit
                </button>
                <button
                  type="button"
                  className={styles.secondary}
                  aria-label={`${s.store.active ? 'Retire' : 'Restore'} ${s.store.name} (${s.store.id})`}
                  disabled={store.busy}
                  onClick={() => void store.setActive(s, !s.store.active)}
                >
                  {s.store.active ? 'Retire' : 'Restore'}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </AdminPage>
  );
});
