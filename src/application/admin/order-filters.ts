import { ORDER_STATUSES, type OrderStatus } from '../../domain/admin';
import type { OrderFilters } from '../ports/admin-api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TENANT = /^[a-z0-9-]{1,40}$/;

/**
 * The orders list's filters from the page's address (`?q=…&status=…`), so a view can be shared: a
 * value that is not one the server takes is left out rather than sent to be refused.
 */
export function filtersFromSearch(search: string): OrderFilters {
  const p = new URLSearchParams(search);
  const q = p.get('q')?.trim().slice(0, 100);
  const status = p.get('status');
  const tenant = p.get('tenant');
  const from = p.get('from');
  const to = p.get('to');
  const test = p.get('test');
  const page = Number(p.get('page'));
  return {
    ...(q ? { q } : {}),
    ...(status && (ORDER_STATUSES as readonly string[]).includes(status) ? { status: status as OrderStatus } : {}),
    ...(tenant && TENANT.test(tenant) ? { tenant } : {}),
    ...(from && DAY.test(from) ? { from } : {}),
    ...(to && DAY.test(to) ? { to } : {}),
    ...(test === 'only' || test === 'exclude' ? { test } : {}),
    ...(Number.isInteger(page) && page > 1 && page <= 10_000 ? { page } : {}),
  };
}

/** The address's query for a set of filters: only those set, in a fixed order (no leading '?'). */
export function searchFromFilters(filters: OrderFilters): string {
  const p = new URLSearchParams();
  if (filters.q?.trim()) p.set('q', filters.q.trim());
  if (filters.status) p.set('status', filters.status);
  if (filters.tenant) p.set('tenant', filters.tenant);
  if (filters.from) p.set('from', filters.from);
  if (filters.to) p.set('to', filters.to);
  if (filters.test && filters.test !== 'all') p.set('test', filters.test);
  if (filters.page && filters.page > 1) p.set('page', String(filters.page));
  return p.toString();
}

/** The address of the orders list with these filters. */
export const ordersHref = (filters: OrderFilters): string => {
  const search = searchFromFilters(filters);
  return search ? `/admin/orders?${search}` : '/admin/orders';
};
