import { observer } from 'mobx-react-lite';
import { Fragment, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { ProductsListStore } from '../../../application/admin/products-list-store';
import styles from '../admin-kit.module.css';
import { AdminTable, TableCount } from '../admin-table';
import catalogue from './catalogue.module.css';
import { LinkPager } from '../pager';

/** The list's search and status filter (applied by a new address). */
export const ProductFilters = observer(function ProductFilters({ store }: { store: ProductsListStore }) {
  const [q, setQ] = useState(store.address.q ?? '');
  const [status, setStatus] = useState(store.address.status ?? 'active');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    store.apply({ q, status });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Find products">
      <label className={`${styles.field} ${styles.wide}`} htmlFor="products-q">
        Search (name, id, slug or SKU)
        <input id="products-q" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </label>
      <label className={styles.field} htmlFor="products-status">
        Status
        <select id="products-status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
          <option value="active">Active</option>
          <option value="retired">Retired</option>
          <option value="all">All</option>
        </select>
      </label>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.primary}>
          Search
        </button>
      </div>
    </form>
  );
});

/** The products as a real table, scrolling sideways in its own region on a phone; names link to the editor. */
export const ProductsTable = observer(function ProductsTable({ store }: { store: ProductsListStore }) {
  const page = store.page;
  const pages = store.pageCount;
  if (store.failed) {
    return (
      <p className={styles.error} role="alert">
        {store.failed}
      </p>
    );
  }
  return (
    <>
      <TableCount total={page === null || store.loading ? null : page.total} noun={{ one: 'product', many: 'products' }} />
      {page && (
        <AdminTable
          captionId="products-caption"
          caption="Products in shop-all order"
          captionClassName="tpx-visually-hidden"
          className={`${styles.table} ${catalogue.fitting}`}
          busy={store.loading}
          columns={[
            { label: 'Product', className: styles.sticky },
            { label: 'Id', className: catalogue.optional },
            { label: 'Price', className: styles.number },
            { label: 'SKUs', className: catalogue.optional },
            'Status',
          ]}
        >
          {page.products.map((p) => (
            <tr key={p.id}>
              <th scope="row" className={styles.sticky}>
                <Link href={store.href({ edit: p.id })}>{p.name}</Link>
              </th>
              <td className={catalogue.optional}>{p.id}</td>
              <td className={styles.number}>${p.price}</td>
              <td className={catalogue.optional}>
                {/* The comma and space after a SKU, not inside its unbreakable span: the line may break there. */}
                {p.skus.map((sku, i) => (
                  <Fragment key={sku}>
                    <span className={catalogue.sku}>{sku}</span>
                    {i < p.skus.length - 1 ? ', ' : ''}
                  </Fragment>
                ))}
              </td>
              <td>{p.retired ? 'Retired' : p.listed ? 'Listed' : 'Not listed'}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {page && pages > 1 && <LinkPager page={page.page} pages={pages} href={(n) => store.href({ page: n })} />}
    </>
  );
});
