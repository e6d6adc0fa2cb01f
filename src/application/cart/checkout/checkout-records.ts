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

const SizeCodec = t.readonly(t.type({ width: t.number, height: t.number }));
const RectCodec = t.readonly(t.type({ x: t.number, y: t.number, width: t.number, height: t.number }));
/** A picture kept before photos could turn has no rotation: it decodes unturned. */
const QuarterTurnCodec = t.union([t.literal(0), t.literal(90), t.literal(180), t.literal(270)]);
const TileLayoutCodec = t.readonly(
  t.intersection([
    t.type({
      print: SizeCodec,
      frameHex: t.string,
      matHex: t.union([t.string, t.null]),
      matPx: t.number,
      source: RectCodec,
      image: SizeCodec,
      grayscale: t.boolean,
    }),
    t.partial({ rotation: QuarterTurnCodec }),
  ]),
);
/** A project's pictures as the cart drew them (issue 28 item 3); orders kept before it have only imagePaths. */
const PicturesCodec = t.readonly(
  t.type({
    grid: t.union([t.readonly(t.type({ rows: t.number, cols: t.number, gap: t.number })), t.null]),
    pictures: t.readonlyArray(t.readonly(t.type({ key: t.string, layout: t.union([TileLayoutCodec, t.null]), src: t.string }))),
  }),
);

/** A pick-up store as the order shows it: the one the shopper chose (issue 30). */
const PickupStoreCodec = t.readonly(
  t.type({
    id: t.string,
    name: t.string,
    address: t.readonly(t.type({ line1: t.string, city: t.string, state: t.string, zip: t.string })),
    location: t.readonly(t.type({ lat: t.number, lng: t.number })),
    timeZone: t.string,
    week: t.readonlyArray(t.union([t.readonly(t.type({ opens: t.number, closes: t.number })), t.null])),
    leadMinutes: t.number,
    cutoffMinutes: t.union([t.number, t.null]),
    active: t.boolean,
  }),
);
/** Where and when the order is collected: the store, and the ready-by time the server promised (epoch ms). */
const OrderPickupCodec = t.readonly(t.type({ store: PickupStoreCodec, readyAt: t.union([t.number, t.null]) }));
export type OrderPickup = t.TypeOf<typeof OrderPickupCodec>;

export const PlacedOrderCodec = t.intersection([
  t.partial({ analytics: OrderAnalyticsCodec, pickup: OrderPickupCodec }),
  t.type({
    orderId: t.string,
    email: t.string,
    placedAt: t.number,
    items: t.readonlyArray(
      t.readonly(
        t.intersection([
          t.type({ name: t.string, tiles: t.number, quantity: t.number, frameColor: t.string, imagePaths: t.readonlyArray(t.string) }),
          t.partial({ pictures: PicturesCodec }),
        ]),
      ),
    ),
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
