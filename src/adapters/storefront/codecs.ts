import * as t from 'io-ts';

/**
 * io-ts codecs of the Storefront API answers the cart and checkout read (the fields of ./documents). The
 * transport's own (GraphQL errors) and the page read's live beside them: the cart's phone banner loads
 * those two modules, not these codecs (issue 27's JS budget).
 * Shopify's Decimal may come as "14.0" or "14.00": the codec accepts any plain decimal.
 */
export const DecimalCodec = new t.Type<string, string, unknown>(
  'Decimal',
  (u): u is string => typeof u === 'string' && /^-?\d+(\.\d+)?$/.test(u),
  (u, c) => (typeof u === 'string' && /^-?\d+(\.\d+)?$/.test(u) ? t.success(u) : t.failure(u, c, 'expected a decimal amount like "14.00"')),
  t.identity,
);

/** "14.0" → 1400, exactly (no floating point); more than two places round half up. */
export const decimalToCentsExact = (amount: string): number => {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const padded = fraction.padEnd(3, '0');
  const value = Number(whole) * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  return negative ? -value : value;
};

export const MoneyV2Codec = t.type({ amount: DecimalCodec, currencyCode: t.string });
export const AttributeCodec = t.type({ key: t.string, value: t.union([t.string, t.null]) });
const Nullable = <C extends t.Mixed>(c: C) => t.union([c, t.null]);

export const CartLineCodec = t.type({
  id: t.string,
  quantity: t.number,
  attributes: t.array(AttributeCodec),
  merchandise: t.type({ id: t.string }),
  cost: t.type({ amountPerQuantity: MoneyV2Codec, totalAmount: MoneyV2Codec }),
});

export const CartCodec = t.type({
  id: t.string,
  checkoutUrl: t.string,
  totalQuantity: t.number,
  attributes: t.array(AttributeCodec),
  buyerIdentity: t.type({ email: Nullable(t.string) }),
  cost: t.type({ subtotalAmount: MoneyV2Codec, totalAmount: MoneyV2Codec }),
  discountCodes: t.array(t.type({ code: t.string, applicable: t.boolean })),
  lines: t.type({ nodes: t.array(CartLineCodec) }),
});
export type CartWire = t.TypeOf<typeof CartCodec>;

export const UserErrorCodec = t.type({ field: Nullable(t.array(t.string)), message: t.string, code: Nullable(t.string) });

export const CartPayloadCodec = t.type({ cart: Nullable(CartCodec), userErrors: t.array(UserErrorCodec) });

/** `data.{field}` of a cart mutation. */
export const cartMutationData = <K extends string>(field: K) => t.type({ [field]: CartPayloadCodec } as Record<K, typeof CartPayloadCodec>);

export const CartQueryDataCodec = t.type({ cart: Nullable(CartCodec) });

/** An order as a completion answers it: its id, and its own attributes (Shopify's `Order.customAttributes`). */
const OrderCodec = t.intersection([t.type({ id: t.string }), t.partial({ customAttributes: t.array(t.type({ key: t.string, value: Nullable(t.string) })) })]);

const CheckoutCodec = t.type({ id: t.string, ready: t.boolean, order: Nullable(OrderCodec) });

export const CheckoutPayloadCodec = t.type({ checkout: Nullable(CheckoutCodec), checkoutUserErrors: t.array(UserErrorCodec) });

export const PaymentCodec = t.type({
  id: t.string,
  ready: t.boolean,
  errorMessage: Nullable(t.string),
  transaction: Nullable(t.type({ statusV2: Nullable(t.string) })),
});

export const ShippingLineDataCodec = t.type({ checkoutShippingLineUpdate: CheckoutPayloadCodec });
export const CompleteFreeDataCodec = t.type({ checkoutCompleteFree: CheckoutPayloadCodec });
export const CompleteWithCardDataCodec = t.type({
  checkoutCompleteWithCreditCardV2: t.intersection([CheckoutPayloadCodec, t.type({ payment: Nullable(PaymentCodec) })]),
});

const DiscountApplicationCodec = t.intersection([
  t.type({ value: t.union([MoneyV2Codec, t.type({ percentage: t.number })]) }),
  t.partial({ code: t.string, applicable: t.boolean, title: t.string }),
]);
export const CheckoutDiscountsDataCodec = t.type({
  node: Nullable(t.partial({ discountApplications: t.type({ nodes: t.array(DiscountApplicationCodec) }) })),
});

export const CheckoutReadyDataCodec = t.type({ node: Nullable(t.partial({ id: t.string, ready: t.boolean })) });
export const CheckoutOrderDataCodec = t.type({ node: Nullable(t.partial({ id: t.string, order: Nullable(OrderCodec) })) });
export const PaymentNodeDataCodec = t.type({ node: Nullable(PaymentCodec) });

/** The vault's answer. */
export const VaultSessionCodec = t.type({ id: t.string });
export const VaultErrorCodec = t.type({ message: t.string });
