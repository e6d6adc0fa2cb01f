import { centsToDecimal } from '../../src/contract/money';
import { checkPurchasable } from '../../src/domain/pricing';
import type { Order } from '../orders/order-repository';
import type { StoredPayment } from '../orders/checkout-service';
import type { Attribute, StoredCart, StoredLine, VariantInfo } from './cart-repository';
import type { CartTotals } from './cart-totals';
import { gid } from './gid';
import { PICKUP_RATE_HANDLE } from '../pickup/pickup-checkout';

/** GraphQL views of stored rows: plain objects whose function fields take the field's arguments. */

export const money = (cents: number) => ({ amount: centsToDecimal(cents), currencyCode: 'USD' });

/**
 * The reference store's rates: tiles ship free; the pick-up tenants' orders are collected in a store
 * (issue 30: `PICKUP_RATE_HANDLE`, refused where the tenant has no store), also free.
 */
export const SHIPPING_RATES = [
  { handle: 'tilepix-standard', title: 'Standard shipping', priceCents: 0 },
  { handle: PICKUP_RATE_HANDLE, title: 'Pick up in store', priceCents: 0 },
] as const;

const attributeOf =
  (list: readonly Attribute[]) =>
  ({ key }: { key: string }) =>
    list.find((a) => a.key === key) ?? null;

/** An absolute URL for a stored picture (Shopify's URL scalar): a path on this server gets the public origin. */
export const absoluteUrl = (url: string, origin: string): string => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);

/** A picture as Shopify's Image: ours have no id and no stored size (both nullable in Shopify's schema). */
export const imageView = (url: string | null, altText: string, origin: string) =>
  url === null ? null : { __typename: 'Image', id: null, url: absoluteUrl(url, origin), altText, width: null, height: null };

/**
 * A catalogue variant (its id as the catalogue stores it: the seeded ones are Shopify gids). Nothing of ours has a compare-at price; every variant is a printed or
 * physical thing that ships (a pick-up order is shipped to the store); reward tiles cannot be bought.
 */
export const variantView = (v: VariantInfo, origin: string) => ({
  __typename: 'ProductVariant',
  id: v.id,
  title: v.title,
  sku: v.sku,
  price: money(v.priceCents),
  availableForSale: checkPurchasable(v.kind, 1)._tag === 'Right',
  compareAtPrice: null,
  requiresShipping: true,
  image: imageView(v.imageUrl, v.productTitle, origin),
  // Shopify's single-option form: the variant's title is its one option's value.
  selectedOptions: [{ name: 'Title', value: v.title }],
  product: { __typename: 'Product', id: gid('Product', v.productId), handle: v.productHandle, title: v.productTitle },
});

const automaticTitle = (totals: CartTotals): string =>
  totals.summary.automaticKind === 'membership'
    ? `Membership ${totals.summary.automaticPercent}% off`
    : `Volume discount ${totals.summary.automaticPercent}% off`;

const lineView = (line: StoredLine, totals: CartTotals, origin: string) => {
  const priced = totals.lines.get(line.id);
  const automatic = priced?.automatic ?? 0;
  const code = priced?.code ?? 0;
  const applied = totals.discountCodes.find((d) => d.applicable);
  return {
    __typename: 'CartLine',
    id: gid('CartLine', line.id),
    quantity: line.quantity,
    merchandise: variantView(line.variant, origin),
    attributes: line.attributes,
    attribute: attributeOf(line.attributes),
    cost: {
      amountPerQuantity: money(line.variant.priceCents),
      compareAtAmountPerQuantity: null,
      subtotalAmount: money(priced?.gross ?? 0),
      totalAmount: money(priced?.total ?? 0),
    },
    discountAllocations: [
      ...(automatic > 0 ? [{ __typename: 'CartAutomaticDiscountAllocation', title: automaticTitle(totals), discountedAmount: money(automatic) }] : []),
      ...(applied && code > 0 ? [{ __typename: 'CartCodeDiscountAllocation', code: applied.code, discountedAmount: money(code) }] : []),
    ],
  };
};

/**
 * `customer`: the signed-in shopper the cart is bought for, read only by that shopper (Shopify shows it to
 * the holder of the customer's access token); null otherwise.
 */
export const cartView = (cart: StoredCart, totals: CartTotals, checkoutBase: string, customer: () => Promise<unknown> = async () => null) => {
  const lines = cart.lines.map((l) => lineView(l, totals, checkoutBase));
  const applied = totals.discountCodes.find((d) => d.applicable);
  return {
    __typename: 'Cart',
    id: gid('Cart', cart.token),
    checkoutUrl: `${checkoutBase}/checkouts/${cart.token}`,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    totalQuantity: cart.lines.reduce((n, l) => n + l.quantity, 0),
    lines: ({ first, after }: { first?: number | null; after?: string | null }) => {
      const start = after ? lines.findIndex((l) => l.id === after) + 1 : 0;
      const count = Math.max(0, Math.min(first ?? 50, 250));
      const page = lines.slice(start, start + count);
      return {
        nodes: page,
        edges: page.map((node) => ({ cursor: node.id, node })),
        pageInfo: {
          hasNextPage: start + count < lines.length,
          hasPreviousPage: start > 0,
          startCursor: page[0]?.id ?? null,
          endCursor: page[page.length - 1]?.id ?? null,
        },
      };
    },
    attributes: cart.attributes,
    attribute: attributeOf(cart.attributes),
    buyerIdentity: { ...cart.buyerIdentity, customer },
    cost: {
      subtotalAmount: money(totals.summary.subtotal),
      totalAmount: money(totals.summary.total),
      checkoutChargeAmount: money(totals.summary.total),
      // The price is what the shopper pays: orders carry no tax or duty line, so none here and nothing estimated.
      totalTaxAmount: money(0),
      totalDutyAmount: null,
      subtotalAmountEstimated: false,
      totalAmountEstimated: false,
      totalTaxAmountEstimated: false,
      totalDutyAmountEstimated: false,
    },
    discountCodes: totals.discountCodes.map(({ code, applicable }) => ({ code, applicable })),
    discountAllocations: [
      ...(totals.summary.automaticDiscount > 0
        ? [{ __typename: 'CartAutomaticDiscountAllocation', title: automaticTitle(totals), discountedAmount: money(totals.summary.automaticDiscount) }]
        : []),
      ...(applied && totals.summary.codeDiscount > 0
        ? [{ __typename: 'CartCodeDiscountAllocation', code: applied.code, discountedAmount: money(totals.summary.codeDiscount) }]
        : []),
    ],
  };
};

/**
 * An order's gid is its number (issue 29: the confirmation shows the gid's last segment, so the shopper
 * reads the number the emails and the admin show) and carries its checkout token as `key` (as Shopify's
 * order status links do): the number alone reads nothing.
 */
export const orderGid = (order: Pick<Order, 'code' | 'checkoutToken'>): string => `${gid('Order', order.code)}?key=${order.checkoutToken}`;

export const orderView = (order: Order) => ({
  __typename: 'Order',
  id: orderGid(order),
  name: `#${order.code}`,
  // Shopify's field is an Int; ours is not numeric, so this stays the row count (no client of ours reads it).
  orderNumber: 1000 + order.number,
  email: order.email,
  processedAt: order.createdAt,
  subtotalPrice: money(order.subtotalCents),
  totalPrice: money(order.totalCents),
  // Shopify's order-level attributes: the cart's, with the server's pick-up store and ready-by time.
  customAttributes: order.attributes,
  lineItems: ({ first }: { first?: number | null }) => ({
    nodes: order.lines.slice(0, Math.max(0, Math.min(first ?? 50, 250))).map((l) => ({
      title: l.title,
      quantity: l.quantity,
      customAttributes: l.attributes,
      variant: null,
      // Shopify's names: before any discount, and what the line costs after them (these add up to totalPrice).
      originalTotalPrice: money(l.unitPriceCents * l.quantity),
      discountedTotalPrice: money(l.totalCents),
    })),
  }),
});

/** The checkout's discount applications: the automatic tile discount and each discount code. */
const discountApplications = (totals: CartTotals) => {
  const shared = { allocationMethod: 'ACROSS', targetType: 'LINE_ITEM' };
  const all = [
    ...(totals.summary.automaticPercent > 0
      ? [
          {
            __typename: 'AutomaticDiscountApplication',
            ...shared,
            targetSelection: 'ENTITLED',
            title: automaticTitle(totals),
            value: { __typename: 'PricingPercentageValue', percentage: totals.summary.automaticPercent },
          },
        ]
      : []),
    ...totals.discountCodes.map((d) => ({
      __typename: 'DiscountCodeApplication',
      ...shared,
      targetSelection: 'ALL',
      code: d.code,
      applicable: d.applicable,
      value: { __typename: 'MoneyV2', ...money(d.applicable ? totals.summary.codeDiscount : 0) },
    })),
  ];
  return ({ first, after }: { first?: number | null; after?: string | null }) => {
    const start = after ? Number(after) + 1 : 0;
    const page = all.slice(start, start + Math.max(0, Math.min(first ?? 250, 250)));
    return {
      nodes: page,
      edges: page.map((node, i) => ({ cursor: String(start + i), node })),
      pageInfo: {
        hasNextPage: start + page.length < all.length,
        hasPreviousPage: start > 0,
        startCursor: page.length > 0 ? String(start) : null,
        endCursor: page.length > 0 ? String(start + page.length - 1) : null,
      },
    };
  };
};

export const checkoutView = (cart: StoredCart, totals: CartTotals, order: Order | null, checkoutBase: string) => {
  const rate = SHIPPING_RATES.find((r) => r.handle === cart.checkout.shippingRate);
  const total = order ? order.totalCents : totals.summary.total;
  return {
    __typename: 'Checkout',
    id: gid('Checkout', cart.token),
    ready: true,
    webUrl: `${checkoutBase}/checkouts/${cart.token}`,
    email: cart.buyerIdentity.email,
    completedAt: cart.checkout.completedAt,
    order: order ? orderView(order) : null,
    subtotalPrice: money(order ? order.subtotalCents : totals.summary.subtotal),
    totalPrice: money(total),
    paymentDue: money(order ? 0 : total),
    discountApplications: discountApplications(totals),
    shippingLine: rate ? { handle: rate.handle, title: rate.title, priceV2: money(rate.priceCents) } : null,
    availableShippingRates: {
      ready: true,
      shippingRates: SHIPPING_RATES.map((r) => ({ handle: r.handle, title: r.title, priceV2: money(r.priceCents) })),
    },
  };
};

export const paymentView = (payment: StoredPayment, checkout: () => Promise<unknown>) => ({
  __typename: 'Payment',
  id: gid('Payment', payment.id),
  ready: payment.status !== 'PENDING',
  test: payment.test,
  idempotencyKey: payment.idempotencyKey,
  errorMessage: payment.errorMessage,
  amount: money(payment.amountCents),
  checkout,
  transaction: { statusV2: payment.status, amountV2: money(payment.amountCents), test: payment.test },
});
