import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { ORDER_STATUSES, type OrderStatus } from '../../../domain/admin';
import type { OrdersListStore } from '../../../application/admin/orders-list-store';
import type { OrderFilters } from '../../../application/ports/admin-api';
import styles from '../admin-kit.module.css';
import { statusLabel } from './format';

/**
 * The orders list's search and filters. Applying them changes the address (the store follows it),
 * so the view can be shared; the form is keyed by the address and starts from it.
 */
export const OrderFiltersForm = observer(function OrderFiltersForm({ store }: { store: OrdersListStore }) {
  const [form, setForm] = useState<OrderFilters>(store.filters);
  const set = (patch: Partial<OrderFilters>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    store.apply(form);
  };
  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Orders">
      <label className={`${styles.field} ${styles.wide}`}>
        <span>Search</span>
        <input type="search" value={form.q ?? ''} maxLength={100} placeholder="Order number or email" onChange={(e) => set({ q: e.target.value })} />
      </label>
      <label className={styles.field}>
        <span>Status</span>
        <select value={form.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as OrderStatus | undefined })}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>Tenant</span>
        <select value={form.tenant ?? ''} onChange={(e) => set({ tenant: e.target.value || undefined })}>
          <option value="">All tenants</option>
          {store.tenants.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>From</span>
        <input type="date" value={form.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
      </label>
      <label className={styles.field}>
        <span>To</span>
        <input type="date" value={form.to ?? ''} min={form.from} onChange={(e) => set({ to: e.target.value || undefined })} />
      </label>
      <label className={styles.field}>
        <span>Test orders</span>
        <select value={form.test ?? 'all'} onChange={(e) => set({ test: e.target.value as OrderFilters['test'] })}>
          <option value="all">All orders</option>
          <option value="exclude">Real orders only</option>
          <option value="only">Test orders only</option>
        </select>
      </label>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.primary}>
          Apply filters
        </button>
        <Link href="/admin/orders" className={styles.secondary}>
          Clear
        </Link>
      </div>
    </form>
  );
});
