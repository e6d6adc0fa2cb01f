import type { OrderFilterQuery } from '../../src/contract/admin';
import { parseOrderNumber } from '../../src/domain/admin/order-number';

/** A WHERE clause over `orders o` and its parameters, numbered from $1. */
export interface SqlFilter {
  readonly where: string;
  readonly params: readonly unknown[];
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (m) => `\\${m}`);

const nextDay = (day: string): string => {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
};

/**
 * The orders list's filters as SQL (parameters only, never spliced text). The search is an order
 * number ('#K7M4Q9XRT', any case), an order id or part of the customer's email, case-insensitive; dates are whole UTC
 * days, both ends included (the route refuses a range that ends before it starts); test orders are
 * the ones paid with `test: true`.
 */
export function orderFilterSql(filters: OrderFilterQuery): SqlFilter {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const q = filters.q?.trim();
  if (q) {
    // The order number everyone reads ('#K7M4Q9XRT', any case); an order id (digits: what confirmations
    // quoted before issue 29) still finds its order.
    const code = parseOrderNumber(q);
    const id = /^#?(\d{1,20})$/.exec(q);
    if (code) clauses.push(`o.code = ${param(code)}`);
    else if (id) clauses.push(`o.id = ${param(id[1])}`);
    else clauses.push(`lower(o.email) LIKE ${param(`%${escapeLike(q.toLowerCase())}%`)} ESCAPE '\\'`);
  }
  if (filters.status) clauses.push(`o.status = ${param(filters.status)}`);
  if (filters.tenant) clauses.push(`o.tenant_id = ${param(filters.tenant)}`);
  if (filters.from) clauses.push(`o.created_at >= ${param(`${filters.from}T00:00:00.000Z`)}::timestamptz`);
  if (filters.to) clauses.push(`o.created_at < ${param(nextDay(filters.to))}::timestamptz`);
  const paidInTest = 'EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.test)';
  if (filters.test === 'only') clauses.push(paidInTest);
  if (filters.test === 'exclude') clauses.push(`NOT ${paidInTest}`);
  return { where: clauses.length === 0 ? 'TRUE' : clauses.join(' AND '), params };
}
