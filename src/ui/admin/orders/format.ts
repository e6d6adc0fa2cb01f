import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/admin';

/** "28.00" → "$28.00" (amounts arrive as decimal strings). */
export const dollars = (amount: string): string => `$${amount}`;

/** An ISO time as the admin reads it: 'May 10, 2026, 11:59 PM'. */
export const when = (iso: string): string => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const statusLabel = (status: OrderStatus): string => ORDER_STATUS_LABELS[status];
