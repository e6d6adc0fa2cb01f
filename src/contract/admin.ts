import * as t from 'io-ts';
import { pattern } from './checked-codecs';
import { DecimalMoneyCodec } from './money';
import { PRINTED_TILE_PROPS } from './orders';
import { nullable } from './nullable';

/**
 * The admin's wire (issue #17): orders (list, detail, status, notes, export, print files), the audit
 * log and the tenants the filters offer. Amounts are decimal strings, times ISO 8601 strings.
 */

/** A calendar day, YYYY-MM-DD (UTC). */
export const DayCodec = pattern('Day', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected a date like 2026-06-01');
export const TenantIdCodec = pattern('TenantId', /^[a-z0-9-]{1,40}$/, 'expected a tenant id (lowercase letters, digits or hyphens)');
export const OrderIdCodec = pattern('OrderId', /^\d{1,20}$/, 'expected an order id (digits)');
/** A search: an order number ('#K7M4Q9XRT', any case), an order id or part of an email; at most 100 characters. */
export const OrderSearchCodec = pattern('OrderSearch', /^[^\u0000-\u001f]{1,100}$/, 'expected at most 100 characters');

/** A page number in the query: 1 to 10,000. */
export const PageNumberCodec = new t.Type<number, string, unknown>(
  'PageNumber',
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= 10_000,
  (u, c) =>
    typeof u === 'string' && /^[1-9]\d{0,4}$/.test(u) && Number(u) <= 10_000 ? t.success(Number(u)) : t.failure(u, c, 'expected a page number from 1 to 10000'),
  String,
);

export const OrderEmailKindCodec = t.keyof({ confirmation: null, shipped: null }, 'OrderEmailKind');
export const OrderStatusCodec = t.keyof({ paid: null, in_production: null, shipped: null, cancelled: null }, 'OrderStatus');
/** Test orders apart: all orders, only test orders, or real orders only. */
export const TestFilterCodec = t.keyof({ all: null, only: null, exclude: null }, 'TestFilter');

/** The orders list's filters (every one optional; all of them kept in the admin page's address too). */
export const OrderFilterQueryCodec = t.partial({
  q: OrderSearchCodec,
  status: OrderStatusCodec,
  tenant: TenantIdCodec,
  from: DayCodec,
  to: DayCodec,
  test: TestFilterCodec,
  page: PageNumberCodec,
});
export type OrderFilterQuery = t.TypeOf<typeof OrderFilterQueryCodec>;

export const OrderSummaryCodec = t.type({
  id: t.string,
  /** The order number (issue 29, 'K7M4Q9XRT'): the one the shopper's confirmation and emails show. */
  number: t.string,
  createdAt: t.string,
  email: nullable(t.string),
  tenantId: t.string,
  tiles: t.number,
  total: DecimalMoneyCodec,
  status: OrderStatusCodec,
  test: t.boolean,
});
export type OrderSummaryWire = t.TypeOf<typeof OrderSummaryCodec>;

export const OrderListAnswerCodec = t.type({
  orders: t.array(OrderSummaryCodec),
  page: t.number,
  pageSize: t.number,
  total: t.number,
});

export const OrderedTileCodec = t.intersection([
  t.type({
    index: t.number,
    /** The photo's pixel size when the server could read it (the picture is then shown as cropped). */
    ...PRINTED_TILE_PROPS,
    filter: t.string,
    orientation: t.string,
    /** The print file's pixel size (the product's output size in this orientation). */
    printWidth: t.number,
    printHeight: t.number,
    /** The mat's width on each side of the print file, in its pixels (0: no mat). */
    matPx: t.number,
  }),
  t.partial({
    /** The photo's clockwise turn in its frame (issue 31 item 6); the crop is in its turned pixels. */
    rotation: t.union([t.literal(0), t.literal(90), t.literal(180), t.literal(270)]),
  }),
]);

export const OrderLineCodec = t.type({
  position: t.number,
  title: t.string,
  productId: t.string,
  variantId: t.string,
  quantity: t.number,
  unitPrice: DecimalMoneyCodec,
  total: DecimalMoneyCodec,
  attributes: t.array(t.type({ key: t.string, value: t.string })),
  tiles: t.array(OrderedTileCodec),
  /** Null when the line adds up (issue 26); else why nothing is printed from it (an older order's line). */
  tilesProblem: nullable(t.string),
});

export const PaymentCodec = t.type({
  kind: t.string,
  status: t.string,
  amount: DecimalMoneyCodec,
  test: t.boolean,
  card: nullable(t.type({ brand: t.string, last4: t.string })),
  createdAt: t.string,
});

export const TimelineEntryCodec = t.type({
  at: t.string,
  kind: t.keyof({ placed: null, payment: null, status: null, note: null, email: null }),
  text: t.string,
  by: nullable(t.string),
});

export const PickupDetailCodec = t.type({
  storeId: t.string,
  storeName: t.string,
  address: t.array(t.string),
  hours: t.array(t.string),
  readyBy: nullable(t.string),
  readyAt: nullable(t.string),
  pickedUpAt: nullable(t.string),
});

export const OrderDetailCodec = t.type({
  order: OrderSummaryCodec,
  subtotal: DecimalMoneyCodec,
  discount: DecimalMoneyCodec,
  discountCodes: t.array(t.string),
  shippingRate: nullable(t.string),
  billingAddress: nullable(t.record(t.string, t.unknown)),
  cancelReason: nullable(t.string),
  lines: t.array(OrderLineCodec),
  /** False when a line does not add up: the detail page flags the order, and that line prints nothing. */
  linesAddUp: t.boolean,
  payments: t.array(PaymentCodec),
  timeline: t.array(TimelineEntryCodec),
  nextStatuses: t.array(OrderStatusCodec),
  /** How the order shipped (issue 29), once it has: the carrier's name, the number, its tracking page (null: a carrier we do not know). */
  shipment: nullable(t.type({ carrier: t.string, carrierName: t.string, trackingNumber: t.string, trackingUrl: nullable(t.string) })),
  /** The emails an admin may send again now (the shipped one once the order shipped). */
  resendableEmails: t.array(OrderEmailKindCodec),
  /**
   * Issue 30: a pick-up order's store (as the shopper chose it), the ready-by time promised at checkout
   * and the admin's two marks (ISO times or null); null for an order that ships.
   */
  pickup: nullable(PickupDetailCodec),
});
export type OrderDetailWire = t.TypeOf<typeof OrderDetailCodec>;

/** A status move carries the status the admin saw: another admin's move in between is a 409, not an overwrite. */
export const StatusMoveRequestCodec = t.intersection([t.type({ from: OrderStatusCodec, to: OrderStatusCodec }), t.partial({ reason: t.string })]);

export const NoteRequestCodec = t.type({ text: t.string });

/** Marks a shipped order (issue 29): the status the admin saw, the carrier ('usps', 'ups', 'fedex', 'dhl' or a name) and its number. */
export const ShipRequestCodec = t.type({ from: OrderStatusCodec, carrier: t.string, trackingNumber: t.string });

/** Sends an order's email again. */
export const ResendEmailRequestCodec = t.type({ kind: OrderEmailKindCodec });

export const AuditQueryCodec = t.type({
  recordType: pattern('RecordType', /^[a-z_]{1,40}$/, 'expected a record type such as order'),
  recordId: pattern('RecordId', /^[A-Za-z0-9_:.-]{1,100}$/, 'expected a record id'),
});

export const AuditEntryCodec = t.type({
  id: t.number,
  at: t.string,
  actorEmail: t.string,
  action: t.string,
  recordType: t.string,
  recordId: t.string,
  before: t.unknown,
  after: t.unknown,
});
export const AuditAnswerCodec = t.type({ entries: t.array(AuditEntryCodec) });

export const AdminTenantListCodec = t.type({ tenants: t.array(t.type({ id: t.string, name: t.string })) });
