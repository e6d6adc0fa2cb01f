import * as t from 'io-ts';
import { nullable } from './nullable';

const Id = t.union([t.number, t.string]);
const Money = t.refinement(t.string, (s) => /^\d{1,9}(\.\d{1,2})?$/.test(s), 'Money');
const Property = t.type({ name: t.string, value: t.union([t.string, t.number, t.boolean, t.null]) });

/**
 * The part of Shopify's `orders/create` payload (the REST Order resource) an admin's order needs. Shopify
 * sends far more (customer, addresses, tax and shipping lines…); what is not named here is ignored.
 */
export const ShopOrderCodec = t.type({
  id: Id,
  /** The id exactly (`gid://shopify/Order/…`): a JSON number past 2^53 loses digits when parsed. */
  admin_graphql_api_id: t.union([t.string, t.undefined]),
  email: t.union([t.string, t.null, t.undefined]),
  currency: t.string,
  /** Before discounts (Shopify's `subtotal_price` is after them). */
  total_line_items_price: Money,
  total_discounts: Money,
  discount_codes: t.union([t.array(t.type({ code: t.string })), t.undefined]),
  note_attributes: t.union([t.array(Property), t.undefined]),
  line_items: t.array(
    t.type({
      variant_id: nullable(Id),
      product_id: nullable(Id),
      title: t.string,
      variant_title: t.union([t.string, t.null, t.undefined]),
      quantity: t.number,
      price: Money,
      total_discount: t.union([Money, t.undefined]),
      properties: t.union([t.array(Property), t.null, t.undefined]),
    }),
  ),
});
export type ShopOrder = t.TypeOf<typeof ShopOrderCodec>;

/** The webhook's answer: the order it made (or found), and whether this delivery was a replay. */
export const ShopWebhookAnswerCodec = t.type({ ok: t.literal(true), orderId: t.string, duplicate: t.boolean });
