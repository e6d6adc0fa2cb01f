/**
 * The shopper's view of an order (issue 29 items 4–7): what its page says about where the order is,
 * the wording of the lookup's one refusal, and how an order number is read from what a shopper types.
 * Pure: the server gathers the facts, the page draws what this answers.
 */

/** The order number's alphabet (migration 022): no 0/O, 1/I/L, U. */
const ORDER_CODE = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{9}$/;

/**
 * The one answer for a wrong number, a wrong email, or another customer's order: the same words and
 * status whichever it was, so the lookup never tells that a number exists (no enumeration).
 */
export const ORDER_NOT_FOUND = 'We couldn’t find an order with that number and email. Check both and try again.';
/** Too many tries from one address or on one order number. */
export const ORDER_LOOKUP_THROTTLED = 'Too many tries. Please wait a few minutes and try again.';

/**
 * An order number as a shopper may type or paste it: '#k7m-4q9 xrt' reads 'K7M4Q9XRT'. Null when it
 * cannot be one (the lookup then refuses with ORDER_NOT_FOUND, like a number that does not exist).
 */
/** The number a shopper reads and quotes: the order id's last segment ('gid://shopify/Order/1001?key=…' → '#1001', without its key). */
export const orderNumberOf = (orderId: string): string => `#${orderId.slice(orderId.lastIndexOf('/') + 1).split('?')[0]}`;

export function readOrderNumber(typed: string): string | null {
  if (typed.length > 40) return null;
  const code = typed.replace(/[\s#-]/g, '').toUpperCase();
  return ORDER_CODE.test(code) ? code : null;
}

export type OrderStatusName = 'paid' | 'in_production' | 'shipped' | 'cancelled';

/** What the page knows of an order's progress (times as epoch ms). */
export interface OrderProgressFacts {
  readonly status: OrderStatusName;
  readonly placedAt: number;
  readonly statusChangedAt: number | null;
  /** A pick-up order's promise and the store's two marks; null for a shipped order. */
  readonly pickup: { readonly readyBy: number | null; readonly readyAt: number | null; readonly pickedUpAt: number | null } | null;
}

/** One step of the status timeline: done (with when, if known) or still ahead. */
export interface ProgressStep {
  readonly key: 'paid' | 'in_production' | 'shipped' | 'ready' | 'picked_up' | 'cancelled';
  readonly label: string;
  readonly done: boolean;
  readonly at: number | null;
}

const RANK: Record<OrderStatusName, number> = { paid: 0, in_production: 1, shipped: 2, cancelled: -1 };

/**
 * The order's steps in order: Paid, In production, then Shipped (a delivery) or Ready for pick-up and
 * Picked up (a pick-up order). A cancelled order shows Paid and Cancelled only.
 */
export function orderProgress(facts: OrderProgressFacts): ProgressStep[] {
  const paid: ProgressStep = { key: 'paid', label: 'Paid', done: true, at: facts.placedAt };
  if (facts.status === 'cancelled') return [paid, { key: 'cancelled', label: 'Cancelled', done: true, at: facts.statusChangedAt }];
  const rank = RANK[facts.status];
  const changedAt = (forRank: number) => (rank === forRank ? facts.statusChangedAt : null);
  const production: ProgressStep = { key: 'in_production', label: 'In production', done: rank >= 1 || facts.pickup?.readyAt != null, at: changedAt(1) };
  if (facts.pickup) {
    return [
      paid,
      production,
      { key: 'ready', label: 'Ready for pick-up', done: facts.pickup.readyAt !== null, at: facts.pickup.readyAt },
      { key: 'picked_up', label: 'Picked up', done: facts.pickup.pickedUpAt !== null, at: facts.pickup.pickedUpAt },
    ];
  }
  return [paid, production, { key: 'shipped', label: 'Shipped', done: rank >= 2, at: changedAt(2) }];
}

/** The order's status in a word or two, as the account's list and the page's heading show it. */
export function orderStatusLabel(facts: OrderProgressFacts): string {
  const steps = orderProgress(facts);
  const last = [...steps].reverse().find((s) => s.done);
  return last?.label ?? 'Paid';
}
