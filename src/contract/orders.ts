import * as t from 'io-ts';
import { DecimalMoneyCodec } from './money';
import { ServerProjectCodec } from './project';
import { nullable } from './nullable';

/**
 * The shopper's orders on the wire (issue 29 items 4–7): an order's status page, the account's list,
 * reorder. Times are ISO strings; money is the API's decimal strings.
 */

const StatusCodec = t.keyof({ paid: null, in_production: null, shipped: null, cancelled: null });

/** A printed tile's photo, its pixel size when the server could read it, its crop and colours (the shopper's order and the admin's). */
export const PRINTED_TILE_PROPS = {
  imagePath: t.string,
  imageWidth: nullable(t.number),
  imageHeight: nullable(t.number),
  crop: t.union([t.tuple([t.number, t.number, t.number, t.number]), t.null]),
  frameColor: nullable(t.string),
  matColor: t.string,
};

/** A tile of a line as it prints (the admin's print geometry), with its photo's pixel size when known. */
const OrderTileCodec = t.type({
  ...PRINTED_TILE_PROPS,
  filter: t.keyof({ color: null, grayScale: null }),
  orientation: t.keyof({ Landscape: null, Portrait: null }),
});

/** The product's print fields (what the picture's geometry reads). */
const PrintProductCodec = t.partial({
  widthInches: t.number,
  heightInches: t.number,
  outputImageWidth: t.number,
  outputImageHeight: t.number,
  matInches: t.number,
  orientationEligible: t.boolean,
});

export const OrderLineViewCodec = t.type({
  title: t.string,
  /** 'Frame: Black · 3 tiles' (the line's visible attributes). */
  details: t.string,
  quantity: t.number,
  unitPrice: DecimalMoneyCodec,
  total: DecimalMoneyCodec,
  product: PrintProductCodec,
  tiles: t.array(OrderTileCodec),
});

const PickupViewCodec = t.type({
  storeName: t.string,
  address: t.array(t.string),
  timeZone: t.string,
  /** Seven days from Sunday: minutes after local midnight, or null when closed. */
  week: t.array(nullable(t.type({ opens: t.number, closes: t.number }))),
  readyBy: nullable(t.string),
  readyAt: nullable(t.string),
  pickedUpAt: nullable(t.string),
});

/** One order as its status page shows it. */
export const OrderViewCodec = t.type({
  number: t.string,
  placedAt: t.string,
  status: StatusCodec,
  statusChangedAt: nullable(t.string),
  email: t.string,
  shipment: nullable(t.type({ carrierName: t.string, trackingNumber: t.string, trackingUrl: nullable(t.string) })),
  pickup: nullable(PickupViewCodec),
  lines: t.array(OrderLineViewCodec),
  subtotal: DecimalMoneyCodec,
  discount: DecimalMoneyCodec,
  discountCodes: t.array(t.string),
  total: DecimalMoneyCodec,
  /** The address lines it ships to (null: none, a pick-up or free order). */
  address: nullable(t.array(t.string)),
});
export type OrderViewWire = t.TypeOf<typeof OrderViewCodec>;

/** POST v1/orders/lookup: a guest's order number and the email it was placed with. */
export const OrderLookupRequestCodec = t.type({ number: t.string, email: t.string });

/** GET v1/orders/:number (the signed-in owner). */
export const OrderNumberParamCodec = t.type({ number: t.string });

/** One order in the account's list. */
export const OrderSummaryCodec = t.type({
  number: t.string,
  placedAt: t.string,
  status: StatusCodec,
  statusChangedAt: nullable(t.string),
  total: DecimalMoneyCodec,
  tiles: t.number,
  pickup: nullable(t.type({ readyBy: nullable(t.string), readyAt: nullable(t.string), pickedUpAt: nullable(t.string) })),
  /** Up to four pictures (the first tiles), with the geometry to draw them. */
  preview: t.array(t.type({ product: PrintProductCodec, tile: OrderTileCodec })),
});
export type OrderSummaryWire = t.TypeOf<typeof OrderSummaryCodec>;

export const AccountOrdersAnswerCodec = t.type({ orders: t.array(OrderSummaryCodec) });

/**
 * POST v1/orders/reorder: the signed-in owner names the number; a guest also gives the order's email
 * (as for the lookup). The answer carries the projects still sold (the client makes the copies) and
 * one sentence per project that is not.
 */
export const ReorderRequestCodec = t.intersection([t.type({ number: t.string }), t.partial({ email: t.string })]);
export const ReorderAnswerCodec = t.type({
  projects: t.array(t.type({ title: t.string, project: ServerProjectCodec })),
  unavailable: t.array(t.string),
});
export type ReorderAnswer = t.TypeOf<typeof ReorderAnswerCodec>;
