import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ProductImportStore } from '../../application/admin/product-import-store';
import { MAX_IMPORT_ROWS } from '../../domain/catalog';
import { useFresh } from '../hooks/use-service';
import catalogue from './catalogue/catalogue.module.css';
import styles from './admin-kit.module.css';
import { AdminPage } from './admin-page';
import { ImportErrors } from './import-errors';

const ErrorReport = observer(function ErrorReport({ store }: { store: ProductImportStore }) {
  const errors = store.errors;
  if (errors.length === 0) return null;
  return <ImportErrors captionId="import-errors-caption" errors={errors.slice(0, 500)} />;
});

/**
 * /admin/product-import: template, file, the domain's preview, the server's dry run with its per-row
 * report and error file, then the import (confirmed).
 */
export default observer(function AdminProductImportPage() {
  const store = useFresh(ProductImportStore);
  useEffect(() => () => store.dispose(), [store]);
  const plan = store.plan;
  const report = store.report;
  return (
    <AdminPage
      title="Product Import"
      actions={
        <button type="button" className={styles.secondary} onClick={() => void store.downloadTemplate()}>
          Download template
        </button>
      }
    >
      <p>
        One row per variant, grouped into products by id; UTF-8 (with or without BOM), separated by , or ;. At most {MAX_IMPORT_ROWS.toLocaleString('en-US')}{' '}
        rows and 2 MB a file. Tenant: {store.tenant}.
      </p>
      <div className={catalogue.card}>
        <label className={styles.field} htmlFor="import-file">
          CSV file
          <input id="import-file" type="file" accept=".csv,text/csv" onChange={(e) => e.target.files?.[0] && void store.chooseFile(e.target.files[0])} />
        </label>
        {plan?.ok && !report && (
          <p>
            Preview: {plan.rowCount} {plan.rowCount === 1 ? 'row' : 'rows'}, {plan.products.length} {plan.products.length === 1 ? 'product' : 'products'}{' '}
            readable.
          </p>
        )}
        <div className={catalogue.row}>
          <button type="button" className={styles.primary} disabled={!plan?.ok || !!store.busy} onClick={() => void store.dryRun()}>
            Dry run
          </button>
          <button type="button" className={styles.secondary} disabled={store.errors.length === 0} onClick={() => store.downloadErrors()}>
            Download error file
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={!report || report.create + report.update === 0 || !!store.busy}
            onClick={() => void store.apply()}
          >
            {report ? `Import ${report.create + report.update} ${report.create + report.update === 1 ? 'product' : 'products'}` : 'Import'}
          </button>
        </div>
      </div>
      <p className={styles.notice} role="status">
        {store.progressText ?? store.notice ?? ''}
      </p>
      {store.busy && (
        // Indeterminate until the first step is known (no value: the browser animates it).
        <progress
          className={catalogue.progress}
          aria-label="Import progress"
          max={100}
          {...(store.progressPercent === null ? {} : { value: store.progressPercent })}
        />
      )}
      {store.error && (
        <p className={styles.error} role="alert">
          {store.error}
        </p>
      )}
      {/* The summary is said once, in the status line above ('Dry run: …', then 'Imported: …'; issue 32). */}
      <ErrorReport store={store} />
    </AdminPage>
  );
});
