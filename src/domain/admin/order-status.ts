import { left, right, type Either } from 'fp-ts/Either';
import { domainError, type DomainError } from '../errors';

/** An order's fulfilment status (issue #17): paid → in production → shipped, or cancelled with a reason. */
export type OrderStatus = 'paid' | 'in_production' | 'shipped' | 'cancelled';

export const ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'in_production', 'shipped', 'cancelled'];

/** What an admin reads for each status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  paid: 'Paid',
  in_production: 'In production',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

/** Where each status may go: forward only; a shipped or cancelled order is final. */
const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  paid: ['in_production', 'cancelled'],
  in_production: ['shipped', 'cancelled'],
  shipped: [],
  cancelled: [],
};

/** The statuses an order in `from` may move to, in the order an admin would pick them. */
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => NEXT[from];

/** The longest cancellation reason kept (a sentence or two for the timeline). */
export const MAX_CANCEL_REASON = 500;

export type StatusMoveError = DomainError<'status/invalid-move' | 'status/reason-required' | 'status/reason-too-long'>;

/** A checked move: the new status and, for a cancellation, its trimmed reason. */
export interface StatusMove {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly reason: string | null;
}

/**
 * Checks a status move. Backwards, sideways or out of a final status: 'status/invalid-move' with a
 * message naming both statuses. A cancellation needs a reason (1..500 characters once trimmed).
 */
export function checkStatusMove(from: OrderStatus, to: OrderStatus, reason?: string | null): Either<StatusMoveError, StatusMove> {
  if (!NEXT[from].includes(to)) {
    const why = NEXT[from].length === 0 ? ` A ${ORDER_STATUS_LABELS[from].toLowerCase()} order is final.` : '';
    return left(domainError('status/invalid-move', `An order that is ${ORDER_STATUS_LABELS[from]} cannot move to ${ORDER_STATUS_LABELS[to]}.${why}`));
  }
  if (to !== 'cancelled') return right({ from, to, reason: null });
  const trimmed = (reason ?? '').trim();
  if (trimmed === '') return left(domainError('status/reason-required', 'A cancellation needs a reason.'));
  if (trimmed.length > MAX_CANCEL_REASON)
    return left(domainError('status/reason-too-long', `The reason must be no more than ${MAX_CANCEL_REASON} characters.`));
  return right({ from, to, reason: trimmed });
}

/** The answer when another admin moved the order first: what it is now. */
export const staleStatusMessage = (current: OrderStatus): string =>
  `This order is ${ORDER_STATUS_LABELS[current]} now: someone else changed it. Reload to see the latest.`;
