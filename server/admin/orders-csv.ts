import type { OrderSummaryWire } from '../../src/contract/admin';
import { csvRow, ORDER_STATUS_LABELS } from '../../src/domain/admin';

export const ORDERS_CSV_HEADER = ['Number', 'Date', 'Customer email', 'Tenant', 'Tiles', 'Total', 'Status', 'Test order'];

/** The orders list as CSV (every cell escaped against spreadsheet formulas: src/domain/admin/csv.ts). */
export const ordersCsv = (orders: readonly OrderSummaryWire[]): string =>
  csvRow(ORDERS_CSV_HEADER) +
  orders.map((o) => csvRow([o.number, o.createdAt, o.email, o.tenantId, o.tiles, o.total, ORDER_STATUS_LABELS[o.status], o.test ? 'yes' : 'no'])).join('');
