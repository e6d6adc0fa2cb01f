import type { OrderFilterQuery, OrderSummaryWire } from '../../src/contract/admin';
import { centsToDecimal } from '../../src/contract/money';
import type { OrderStatus } from '../../src/domain/admin';
import type { Queryable } from '../db/db';
import { orderFilterSql } from './order-filters';

/** Rows a list page shows. */
export const ORDER_PAGE_SIZE = 25;
/** The most rows one CSV export holds (a larger export asks for a narrower filter). */
export const MAX_EXPORT_ROWS = 50_000;

export interface SummaryRow {
  id: string;
  code: string;
  created_at: Date | string;
  email: string | null;
  tenant_id: string;
  total_cents: number;
  status: OrderStatus;
  tiles: string | number | null;
  test: boolean;
}

/** Tiles: the quantities of the lines that carry tiles (`_tiles`); wall pads and gifts are not tiles. */
export const SUMMARY_COLUMNS = `o.id, o.code, o.created_at, o.email, o.tenant_id, o.total_cents, o.status,
  (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id AND l.attributes @> '[{"key":"_tiles"}]') AS tiles,
  EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.test) AS test`;

export const toSummary = (r: SummaryRow): OrderSummaryWire => ({
  id: r.id,
  number: r.code,
  createdAt: new Date(r.created_at).toISOString(),
  email: r.email,
  tenantId: r.tenant_id,
  tiles: Number(r.tiles ?? 0),
  total: centsToDecimal(r.total_cents),
  status: r.status,
  test: r.test,
});

/** The orders list of every tenant: filtered, newest first, paged on the server. */
export class OrderList {
  constructor(private readonly db: Queryable) {}

  async page(filters: OrderFilterQuery): Promise<{ orders: OrderSummaryWire[]; page: number; pageSize: number; total: number }> {
    const { where, params } = orderFilterSql(filters);
    const page = filters.page ?? 1;
    const [count] = await this.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM orders o WHERE ${where}`, params);
    const rows = await this.db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.number DESC LIMIT ${ORDER_PAGE_SIZE} OFFSET ${(page - 1) * ORDER_PAGE_SIZE}`,
      params,
    );
    return { orders: rows.map(toSummary), page, pageSize: ORDER_PAGE_SIZE, total: Number(count?.n ?? 0) };
  }

  /** Every matching order for the CSV export (at most MAX_EXPORT_ROWS + 1, so the caller can tell it was cut). */
  async all(filters: OrderFilterQuery): Promise<OrderSummaryWire[]> {
    const { where, params } = orderFilterSql(filters);
    const rows = await this.db.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.number DESC LIMIT ${MAX_EXPORT_ROWS + 1}`,
      params,
    );
    return rows.map(toSummary);
  }
}
