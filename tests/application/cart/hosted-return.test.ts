import { describe, expect, it } from 'vitest';
import { cartTokenOf, hostedReturn, type HostedOrder } from '../../../src/application/cart/checkout/hosted-return';

const kept = { cartToken: 'abc123token', order: {} } as unknown as HostedOrder;

/** SPEC §1 (issue 34 item 4): back from a shop's hosted checkout, /confirm takes the order for the cart this device sent. */
describe('§1 the return from a hosted checkout', () => {
  it('§1 takes the order id for the kept cart only', () => {
    expect(hostedReturn('?tenant=demo&order_id=K7M4Q9XRT&checkout_token=abc123token', kept)).toBe('K7M4Q9XRT');
    expect(hostedReturn('?order_id=K7M4Q9XRT&checkout_token=another', kept)).toBeNull();
    expect(hostedReturn('?order_id=K7M4Q9XRT&checkout_token=abc123token', undefined)).toBeNull();
    expect(hostedReturn('?order_id=<script>&checkout_token=abc123token', kept)).toBeNull();
    expect(hostedReturn('?checkout_token=abc123token', kept)).toBeNull();
  });

  it('§1 names the cart by the token its gid ends with', () => {
    expect(cartTokenOf('gid://shopify/Cart/abc123token?key=xyz')).toBe('abc123token');
    expect(cartTokenOf('gid://shopify/Cart/abc123token')).toBe('abc123token');
  });
});
