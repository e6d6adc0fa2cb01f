import * as t from 'io-ts';
import type { LocalRecord } from '../../ports/local-records';
import { PlacedOrderCodec } from './checkout-records';

/**
 * The order a shopper took to a shop's hosted checkout (issue 34 item 4): what the cart held, kept on
 * this device until the shop sends them back to /confirm with the order (`order_id`, `checkout_token`).
 * The email is the one they gave the shop: this device never had it.
 */
const HostedOrderCodec = t.type({ cartToken: t.string, order: PlacedOrderCodec });
export type HostedOrder = t.TypeOf<typeof HostedOrderCodec>;
export const HostedOrderRecord: LocalRecord<HostedOrder> = { key: 'hostedCheckout', codec: HostedOrderCodec };

/** The order id the shop sent the shopper back with, when it is for the kept cart; null otherwise. */
export function hostedReturn(search: string, kept: HostedOrder | undefined): string | null {
  const params = new URLSearchParams(search);
  const orderId = params.get('order_id');
  if (kept === undefined || orderId === null || !/^[A-Za-z0-9#-]{1,40}$/.test(orderId)) return null;
  return params.get('checkout_token') === kept.cartToken ? orderId : null;
}

/** The token a cart gid ends with (`gid://shopify/Cart/{token}?key=…`): what the shop's checkout names. */
export const cartTokenOf = (cartId: string): string => cartId.slice(cartId.lastIndexOf('/') + 1).split('?')[0] ?? cartId;
