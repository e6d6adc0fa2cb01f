import * as t from 'io-ts';
import type { LocalRecord } from '../../ports/local-records';
import { CentsCodec } from '../cart-records';

// The checkout's own records, apart from the cart's (cart-records.ts) so that they load with the
// cart page's chunk, not with the entry.

/** An unfinished checkout as kept across a reload: the storefront cart, its payment key and what it was made from. */
const PendingCheckoutCodec = t.readonly(t.type({ cartId: t.string, idempotencyKey: t.union([t.string, t.null]), contents: t.string }));
export type PendingCheckout = t.TypeOf<typeof PendingCheckoutCodec>;

/** An order as /confirm shows it (kept as the last cart, so a reload keeps the page). */
/** What the order's purchase event reports (GA4 items, the promo code): kept with the order so /confirm can send it. */
const OrderAnalyticsCodec = t.readonly(
  t.type({
    items: t.readonlyArray(
      t.intersection([t.type({ itemId: t.string, itemName: t.string, price: CentsCodec, quantity: t.number }), t.partial({ itemVariant: t.string })]),
    ),
    coupon: t.union([t.string, t.null]),
  }),
);

const PlacedOrderCodec = t.intersection([
  t.partial({ analytics: OrderAnalyticsCodec }),
  t.type({
    orderId: t.string,
    email: t.string,
    placedAt: t.number,
    items: t.readonlyArray(t.readonly(t.type({ name: t.string, tiles: t.number, quantity: t.number, frameColor: t.string, imagePaths: t.readonlyArray(t.string) }))),
    wallPads: t.number,
    /** The server's figures: what was charged. */
    subtotal: CentsCodec,
    discount: CentsCodec,
    total: CentsCodec,
  }),
]);
export type PlacedOrder = t.TypeOf<typeof PlacedOrderCodec>;

export const PendingCheckoutRecord: LocalRecord<PendingCheckout> = { key: 'checkoutId', codec: PendingCheckoutCodec };
export const LastOrderRecord: LocalRecord<PlacedOrder> = { key: 'lastCart', codec: PlacedOrderCodec };
