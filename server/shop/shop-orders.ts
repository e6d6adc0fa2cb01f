import type { ShopOrder } from '../../src/contract/shop-webhook';
import { decimalToCents } from '../../src/contract/money';
import type { Queryable } from '../db/db';
import { refusal, type Refusal } from '../http/refusal';
import { newOrderNumber } from '../orders/order-number';

const attributesOf = (props: ShopOrder['note_attributes'] | null) =>
  (props ?? []).map((p) => ({ key: p.name, value: p.value === null ? '' : String(p.value) }));

/** The order's id as Shopify has it: from its gid when there is one (exact), else its `id`. */
export const shopOrderId = (order: ShopOrder): string =>
  /^gid:\/\/shopify\/Order\/([0-9]{1,20})$/.exec(order.admin_graphql_api_id ?? '')?.[1] ?? String(order.id);

/** Why a decoded order cannot be written, in words (400); null when it can. */
export function shopOrderProblem(order: ShopOrder): string | null {
  if (!/^[0-9]{1,20}$/.test(shopOrderId(order))) return 'The order id must be a number.';
  if (order.currency !== 'USD') return 'Only USD orders are taken.';
  if (order.line_items.length === 0 || order.line_items.length > 250) return 'An order has 1 to 250 line items.';
  if (order.line_items.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > 10_000))
    return 'A line item quantity must be a whole number from 1.';
  if (decimalToCents(order.total_discounts) > decimalToCents(order.total_line_items_price)) return 'The discounts exceed the line items.';
  return null;
}

/**
 * Records a shop's order for the admin (issue 34 item 4), once per webhook delivery id: a replayed
 * delivery answers `duplicate`. An order the reference shop wrote itself (same database: it completed
 * the checkout here) is linked, not written twice; an order a real shop took is written with its
 * lines, its id Shopify's, no local checkout. Totals are the line items less discounts: the shop's
 * shipping and taxes are its own.
 */
export async function recordShopOrder(
  tx: Queryable,
  tenantId: string,
  webhookId: string,
  topic: string,
  order: ShopOrder,
): Promise<{ readonly orderId: string; readonly duplicate: boolean } | Refusal> {
  const id = shopOrderId(order);
  const [fresh] = await tx.query<{ webhook_id: string }>(
    'INSERT INTO shop_webhooks (webhook_id, tenant_id, topic) VALUES ($1, $2, $3) ON CONFLICT (webhook_id) DO NOTHING RETURNING webhook_id',
    [webhookId, tenantId, topic],
  );
  if (!fresh) return { orderId: id, duplicate: true };
  const [existing] = await tx.query<{ tenant_id: string }>('SELECT tenant_id FROM orders WHERE id = $1', [id]);
  if (existing && existing.tenant_id !== tenantId) return refusal(409, 'An order with this id belongs to another store.');
  if (!existing) await insertOrder(tx, tenantId, id, order);
  await tx.query('UPDATE shop_webhooks SET order_id = $2 WHERE webhook_id = $1', [webhookId, id]);
  return { orderId: id, duplicate: false };
}

async function insertOrder(tx: Queryable, tenantId: string, id: string, order: ShopOrder): Promise<void> {
  const subtotal = decimalToCents(order.total_line_items_price);
  const discount = decimalToCents(order.total_discounts);
  for (let attempt = 0; ; attempt++) {
    const inserted = await tx.query(
      `INSERT INTO orders (id, code, tenant_id, checkout_token, email, subtotal_cents, discount_cents, total_cents, discount_codes, attributes)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [
        id,
        newOrderNumber(),
        tenantId,
        order.email ?? null,
        subtotal,
        discount,
        subtotal - discount,
        (order.discount_codes ?? []).map((d) => d.code),
        JSON.stringify(attributesOf(order.note_attributes)),
      ],
    );
    if (inserted.length === 1) break;
    if (attempt >= 4) throw new Error('Could not draw a free order number');
  }
  // Our catalogue's variants are Shopify gids: a line names the product of the same variant here, if any.
  const variantIds = order.line_items.map((l) => (l.variant_id === null ? null : `gid://shopify/ProductVariant/${l.variant_id}`));
  const known = await tx.query<{ id: string; product_id: string }>(
    'SELECT id, product_id FROM product_variants WHERE tenant_id = $1 AND id = ANY($2::text[])',
    [tenantId, variantIds.filter((v): v is string => v !== null)],
  );
  for (const [position, line] of order.line_items.entries()) {
    const variantId = variantIds[position] ?? 'unknown';
    const productId = known.find((k) => k.id === variantId)?.product_id ?? (line.product_id === null ? 'unknown' : `gid://shopify/Product/${line.product_id}`);
    const unit = decimalToCents(line.price);
    const total = Math.max(0, unit * line.quantity - (line.total_discount ? decimalToCents(line.total_discount) : 0));
    await tx.query(
      `INSERT INTO order_lines (order_id, position, product_id, variant_id, title, quantity, unit_price_cents, total_cents, attributes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        position,
        productId,
        variantId,
        line.variant_title ? `${line.title} - ${line.variant_title}` : line.title,
        line.quantity,
        unit,
        total,
        JSON.stringify(attributesOf(line.properties)),
      ],
    );
  }
}
