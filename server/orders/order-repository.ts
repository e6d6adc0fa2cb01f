import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/db';
import type { PickupStore } from '../../src/domain/pickup';
import type { Attribute, StoredCart } from '../storefront/cart-repository';
import type { CartTotals } from '../storefront/cart-totals';
import { newOrderNumber } from './order-number';
import { attachPaidOrder } from './customer-orders';
import { orderAttributes, type PickupOrder } from '../pickup/pickup-checkout';
import { pickupStoreOf } from './emails/pickup-email-details';

export interface OrderLine {
  readonly title: string;
  readonly productId: string;
  readonly variantId: string;
  readonly variantTitle: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly totalCents: number;
  readonly attributes: readonly Attribute[];
}

export interface Order {
  readonly id: string;
  /** The order number everyone reads (migration 022): 'K7M4Q9XRT'. */
  readonly code: string;
  /** The order's row count (sorting only: never shown). */
  readonly number: number;
  readonly tenantId: string;
  readonly checkoutToken: string;
  readonly email: string | null;
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly totalCents: number;
  readonly discountCodes: readonly string[];
  readonly createdAt: string;
  readonly lines: readonly OrderLine[];
  /** The order's own attributes (the cart's, with the server's `_pickup…` ones). */
  readonly attributes: readonly Attribute[];
  /** Where and when a pick-up order is collected (issue 30); null when it ships. */
  readonly pickup: { readonly store: PickupStore; readonly readyBy: string } | null;
}

const attrs = (value: unknown): Attribute[] => (typeof value === 'string' ? JSON.parse(value) : value) as Attribute[];

/** Orders (what admins see): written once from a priced cart, inside the completion's transaction. */
export class OrderRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Writes the order of a cart with the server-computed totals; answers its id. A pick-up order
   * records its store (id and the store as chosen, migration 024) and the ready-by time with it.
   */
  async createFromCart(
    cart: StoredCart,
    totals: CartTotals,
    billingAddress: unknown,
    pickup: PickupOrder | null = null,
    newNumber: () => string = newOrderNumber,
  ): Promise<string> {
    const id = String(randomInt(1_000_000_000, 281_474_976_710_655));
    const { subtotal, total } = totals.summary;
    // The number is random: a clash with an existing one (odds ~ orders / 2e13) draws again. ON CONFLICT
    // rather than catching the unique violation, which would abort the completion's transaction.
    for (let attempt = 0; ; attempt++) {
      const inserted = await this.db.query(
        `INSERT INTO orders (id, code, tenant_id, checkout_token, email, subtotal_cents, discount_cents, total_cents, discount_codes,
           attributes, billing_address, shipping_rate, pickup_store_id, pickup_store, pickup_ready_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (code) DO NOTHING RETURNING id`,
        [
          id,
          newNumber(),
          cart.tenantId,
          cart.token,
          cart.buyerIdentity.email,
          subtotal,
          subtotal - total,
          total,
          totals.discountCodes.filter((d) => d.applicable).map((d) => d.code),
          JSON.stringify(orderAttributes(cart, pickup)),
          billingAddress === undefined ? null : JSON.stringify(billingAddress),
          cart.checkout.shippingRate,
          pickup?.store.id ?? null,
          pickup ? JSON.stringify(pickup.store) : null,
          pickup ? new Date(pickup.readyAt) : null,
        ],
      );
      if (inserted.length === 1) break;
      if (attempt >= 4) throw new Error('Could not draw a free order number');
    }
    for (const [position, line] of cart.lines.entries()) {
      const priced = totals.lines.get(line.id);
      await this.db.query(
        `INSERT INTO order_lines (order_id, position, product_id, variant_id, title, quantity, unit_price_cents, total_cents, attributes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          position,
          line.variant.productId,
          line.variant.id,
          `${line.variant.productTitle} - ${line.variant.title}`,
          // What the line costs after every discount (its share of the code discount too): the lines add up to the order total.
          line.quantity,
          line.variant.priceCents,
          priced?.total ?? line.variant.priceCents * line.quantity,
          JSON.stringify(line.attributes),
        ],
      );
    }
    // Paid while signed in: the buyer's order from the start (issue 29: orders belong to customers).
    await attachPaidOrder(this.db, id, cart.buyerCustomerId);
    return id;
  }

  async find(tenantId: string, id: string): Promise<Order | null> {
    const [row] = await this.db.query<{
      id: string;
      code: string;
      number: string | number;
      tenant_id: string;
      checkout_token: string;
      email: string | null;
      subtotal_cents: number;
      discount_cents: number;
      total_cents: number;
      discount_codes: string[];
      created_at: Date;
      attributes: unknown;
      pickup_store: unknown;
      pickup_ready_by: Date | string | null;
    }>('SELECT * FROM orders WHERE id = $1 AND tenant_id = $2', [id, tenantId]);
    if (!row) return null;
    const lines = await this.db.query<{
      title: string;
      product_id: string;
      variant_id: string;
      quantity: number;
      unit_price_cents: number;
      total_cents: number;
      attributes: unknown;
    }>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY position', [id]);
    return {
      id: row.id,
      code: row.code,
      number: Number(row.number),
      tenantId: row.tenant_id,
      checkoutToken: row.checkout_token,
      email: row.email,
      subtotalCents: row.subtotal_cents,
      discountCents: row.discount_cents,
      totalCents: row.total_cents,
      discountCodes: row.discount_codes,
      createdAt: new Date(row.created_at).toISOString(),
      attributes: attrs(row.attributes) ?? [],
      pickup:
        row.pickup_store && row.pickup_ready_by ? { store: pickupStoreOf(row.pickup_store)!, readyBy: new Date(row.pickup_ready_by).toISOString() } : null,
      lines: lines.map((l) => ({
        title: l.title,
        productId: l.product_id,
        variantId: l.variant_id,
        variantTitle: l.title.split(' - ').pop() ?? l.title,
        quantity: l.quantity,
        unitPriceCents: l.unit_price_cents,
        totalCents: l.total_cents,
        attributes: attrs(l.attributes),
      })),
    };
  }

  /** An order by its number (the storefront's order gid carries it). */
  async findByCode(tenantId: string, code: string): Promise<Order | null> {
    const [row] = await this.db.query<{ id: string }>('SELECT id FROM orders WHERE code = $1 AND tenant_id = $2', [code, tenantId]);
    return row ? this.find(tenantId, row.id) : null;
  }

  async findByCheckout(tenantId: string, checkoutToken: string): Promise<Order | null> {
    const [row] = await this.db.query<{ id: string }>('SELECT id FROM orders WHERE checkout_token = $1 AND tenant_id = $2', [checkoutToken, tenantId]);
    return row ? this.find(tenantId, row.id) : null;
  }

  /** The tenant's orders, newest first (the admin orders page). */
  async list(tenantId: string, limit = 50): Promise<Order[]> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 ORDER BY created_at DESC, number DESC LIMIT $2', [
      tenantId,
      limit,
    ]);
    const orders = await Promise.all(rows.map((r) => this.find(tenantId, r.id)));
    return orders.filter((o): o is Order => o !== null);
  }
}
