import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { checkStatusMove, nextStatuses, ORDER_STATUSES, staleStatusMessage, type OrderStatus } from '../../../src/domain/admin';

describe('order status machine', () => {
  it('moves forward only: paid → in production → shipped, or cancelled before shipping', () => {
    const allowed = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => isRight(checkStatusMove(from, to, 'why'))).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['paid→in_production', 'paid→cancelled', 'in_production→shipped', 'in_production→cancelled']);
    expect(nextStatuses('shipped')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
  });

  it.each<[OrderStatus, OrderStatus, string]>([
    ['in_production', 'paid', 'An order that is In production cannot move to Paid.'],
    ['paid', 'shipped', 'An order that is Paid cannot move to Shipped.'],
    ['paid', 'paid', 'An order that is Paid cannot move to Paid.'],
    ['shipped', 'cancelled', 'An order that is Shipped cannot move to Cancelled. A shipped order is final.'],
    ['cancelled', 'paid', 'An order that is Cancelled cannot move to Paid. A cancelled order is final.'],
  ])('refuses %s → %s', (from, to, message) => {
    const result = checkStatusMove(from, to, 'reason');
    expect(isLeft(result) && result.left).toEqual({ code: 'status/invalid-move', message });
  });

  it('needs a reason to cancel, trimmed, at most 500 characters', () => {
    expect(checkStatusMove('paid', 'cancelled')).toEqual({ _tag: 'Left', left: { code: 'status/reason-required', message: 'A cancellation needs a reason.' } });
    expect(checkStatusMove('paid', 'cancelled', ' \n ')).toMatchObject({ left: { code: 'status/reason-required' } });
    expect(checkStatusMove('paid', 'cancelled', 'x'.repeat(501))).toMatchObject({ left: { message: 'The reason must be no more than 500 characters.' } });
    expect(checkStatusMove('in_production', 'cancelled', '  Lost in the post ')).toEqual({
      _tag: 'Right',
      right: { from: 'in_production', to: 'cancelled', reason: 'Lost in the post' },
    });
    expect(checkStatusMove('paid', 'in_production', 'ignored')).toEqual({ _tag: 'Right', right: { from: 'paid', to: 'in_production', reason: null } });
  });

  it('says what the order is now when another admin moved it first', () => {
    expect(staleStatusMessage('shipped')).toBe('This order is Shipped now: someone else changed it. Reload to see the latest.');
  });
});
