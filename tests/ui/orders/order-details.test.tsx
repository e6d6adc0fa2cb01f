// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cents } from '../../../src/domain/money';
import type { OrderView, PickupView } from '../../../src/domain/orders';
import { OrderDetails } from '../../../src/ui/orders/order-details';

afterEach(cleanup);

const OPEN = { opens: 480, closes: 1320 };
const pickup = (marks: Partial<PickupView>): PickupView => ({
  storeName: 'Omaha Maple St',
  address: ['7286 Maple St', 'Omaha, NE 68117'],
  timeZone: 'America/Chicago',
  week: [OPEN, OPEN, OPEN, OPEN, OPEN, OPEN, OPEN],
  readyBy: null,
  readyAt: null,
  pickedUpAt: null,
  ...marks,
});

const order = (p: PickupView): OrderView => ({
  number: 'Y5WVGHNSP',
  placedAt: Date.UTC(2026, 10, 27, 20, 21),
  status: 'paid',
  statusChangedAt: null,
  email: 'ada@example.com',
  shipment: null,
  pickup: p,
  lines: [],
  subtotal: cents(2800),
  discount: cents(0),
  discountCodes: [],
  total: cents(2800),
  address: null,
});

const show = (p: PickupView) =>
  render(<OrderDetails order={order(p)} reorder={{ busy: false, outcome: null, run: () => undefined }} />).container.textContent ?? '';

describe('the order page: a pick-up store’s times', () => {
  // The page's progress and "Placed" are on the shopper's clock; the store's times are on the store's,
  // so they name its zone (a shopper in another zone read "ready by 3:25 PM" under "placed 8:21 PM").
  it('names the store’s time zone on the ready-by, ready-since and picked-up times', () => {
    expect(show(pickup({ readyBy: Date.UTC(2026, 10, 27, 21, 25) }))).toContain('Ready by Nov 27, 2026, 3:25 PM CST');
    cleanup();
    expect(show(pickup({ readyBy: Date.UTC(2026, 10, 27, 21, 25), readyAt: Date.UTC(2026, 10, 27, 21, 5) }))).toContain(
      'Ready for pick-up since Nov 27, 2026, 3:05 PM CST',
    );
    cleanup();
    expect(show(pickup({ readyAt: Date.UTC(2026, 10, 27, 21, 5), pickedUpAt: Date.UTC(2026, 6, 1, 23, 40) }))).toContain('Picked up Jul 1, 2026, 6:40 PM CDT');
    expect(screen.getByRole('heading', { name: 'Pick up at Omaha Maple St' })).toBeTruthy();
  });
});

describe('the order page: Payment', () => {
  it('names the delivery as the confirmation does: free pick-up in store', () => {
    render(<OrderDetails order={order(pickup({}))} reorder={{ busy: false, outcome: null, run: () => undefined }} />);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toBe('PaymentSubtotal$28.00Pick-upFreeTotal paid$28.00');
  });
});
