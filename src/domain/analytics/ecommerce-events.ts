import type { Cents } from '../money';

/**
 * GA4 ecommerce events (Google's "Measure ecommerce" reference), built from our cart lines and
 * products. Pure: data in, the exact object to push to the data layer out. Prices go out in the
 * store's currency units (14.00, not 1400 cents); `item_id` is the SKU, or the variant id when the
 * variant has no SKU.
 */

/** The store's currency: every price in the catalogue is in US dollars. */
export const STORE_CURRENCY = 'USD';

/** One line of what is viewed, added, removed or bought, in our units. */
export interface EcommerceItem {
  /** SKU, or variant id, or product id: what GA4 reports as item_id. */
  readonly itemId: string;
  readonly itemName: string;
  /** Frame colour or other variant name. */
  readonly itemVariant?: string;
  /** The price of one unit (one tile, one kit). */
  readonly price: Cents;
  readonly quantity: number;
}

/** An item as GA4 reads it. */
export interface Ga4Item {
  readonly item_id: string;
  readonly item_name: string;
  readonly item_variant?: string;
  readonly price: number;
  readonly quantity: number;
  readonly index?: number;
  readonly item_list_id?: string;
  readonly item_list_name?: string;
}

/** The GA4 ecommerce event names this store sends. */
export type EcommerceEventName =
  'view_item_list' | 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/** A push to the data layer. */
export interface DataLayerEvent {
  readonly event: string;
  readonly [field: string]: unknown;
}

/** An ecommerce push: the event and its `ecommerce` object. */
export interface EcommerceEvent extends DataLayerEvent {
  readonly event: EcommerceEventName;
  readonly ecommerce: Readonly<Record<string, unknown>> & { readonly items: readonly Ga4Item[] };
}

/** Cents as the currency's decimal number, exact to the cent (1400 → 14, 1999 → 19.99). */
export const currencyUnits = (amount: Cents): number => Math.round(amount) / 100;

const ga4Item = (item: EcommerceItem, extra: Partial<Ga4Item> = {}): Ga4Item => ({
  item_id: item.itemId,
  item_name: item.itemName,
  ...(item.itemVariant === undefined || item.itemVariant === '' ? {} : { item_variant: item.itemVariant }),
  price: currencyUnits(item.price),
  quantity: item.quantity,
  ...extra,
});

/** What the items are worth together (price × quantity, in cents). */
export const itemsValue = (items: readonly EcommerceItem[]): Cents => items.reduce((sum, i) => sum + i.price * i.quantity, 0) as Cents;

const withValue = (name: EcommerceEventName, items: readonly EcommerceItem[], value: Cents, extra: Record<string, unknown> = {}): EcommerceEvent => ({
  event: name,
  ecommerce: { currency: STORE_CURRENCY, value: currencyUnits(value), ...extra, items: items.map((i) => ga4Item(i)) },
});

/** A product list was shown (shop-all, a group, an artist's page). `listId` is a stable slug, `listName` what the shopper reads. */
export const viewItemList = (list: { readonly id: string; readonly name: string }, items: readonly EcommerceItem[]): EcommerceEvent => ({
  event: 'view_item_list',
  ecommerce: {
    item_list_id: list.id,
    item_list_name: list.name,
    items: items.map((item, index) => ga4Item(item, { index, item_list_id: list.id, item_list_name: list.name })),
  },
});

/** A product page was shown. */
export const viewItem = (item: EcommerceItem): EcommerceEvent => withValue('view_item', [item], itemsValue([item]));

/** Items went into the cart. */
export const addToCart = (items: readonly EcommerceItem[]): EcommerceEvent => withValue('add_to_cart', items, itemsValue(items));

/** Items left the cart. */
export const removeFromCart = (items: readonly EcommerceItem[]): EcommerceEvent => withValue('remove_from_cart', items, itemsValue(items));

/** The cart was shown; `value` is the cart's total as the shopper sees it. */
export const viewCart = (items: readonly EcommerceItem[], value: Cents): EcommerceEvent => withValue('view_cart', items, value);

/** Checkout started; the promo code, when applied, is the coupon. */
export const beginCheckout = (items: readonly EcommerceItem[], value: Cents, coupon: string | null): EcommerceEvent =>
  withValue('begin_checkout', items, value, coupon ? { coupon } : {});

/** Payment details were given (the order is being placed with them). */
export const addPaymentInfo = (items: readonly EcommerceItem[], value: Cents, coupon: string | null, paymentType: string): EcommerceEvent =>
  withValue('add_payment_info', items, value, { ...(coupon ? { coupon } : {}), payment_type: paymentType });

/** An order, as the purchase event reports it. */
export interface PurchaseFigures {
  /** The order number the shopper reads ('#1001'): GA4's transaction_id. */
  readonly transactionId: string;
  readonly items: readonly EcommerceItem[];
  /** What was charged. */
  readonly total: Cents;
  readonly shipping: Cents;
  readonly tax: Cents;
  readonly coupon: string | null;
}

/** The order was placed. */
export const purchase = (order: PurchaseFigures): EcommerceEvent =>
  withValue('purchase', order.items, order.total, {
    transaction_id: order.transactionId,
    shipping: currencyUnits(order.shipping),
    tax: currencyUnits(order.tax),
    ...(order.coupon ? { coupon: order.coupon } : {}),
  });

/** A line of the cart as the cart changes are compared: an item and the cart line it belongs to. */
export interface CartLineItem extends EcommerceItem {
  readonly lineId: string;
}

/**
 * What changed between two views of the cart: quantities that went up are added, quantities that
 * went down (or lines that left) are removed. The same line keeps its id across the change.
 */
export const cartChanges = (
  before: readonly CartLineItem[],
  after: readonly CartLineItem[],
): { readonly added: readonly EcommerceItem[]; readonly removed: readonly EcommerceItem[] } => {
  const previous = new Map(before.map((l) => [l.lineId, l]));
  const next = new Map(after.map((l) => [l.lineId, l]));
  const added: EcommerceItem[] = [];
  const removed: EcommerceItem[] = [];
  const strip = ({ lineId: _lineId, ...item }: CartLineItem, quantity: number): EcommerceItem => ({ ...item, quantity });
  for (const line of after) {
    const was = previous.get(line.lineId)?.quantity ?? 0;
    if (line.quantity > was) added.push(strip(line, line.quantity - was));
    else if (line.quantity < was) removed.push(strip(line, was - line.quantity));
  }
  for (const line of before) if (!next.has(line.lineId) && line.quantity > 0) removed.push(strip(line, line.quantity));
  return { added, removed };
};
