import { randomBytes } from 'node:crypto';
import { lineKindOf, type LineKind } from '../../src/domain/pricing';
import type { Queryable } from '../db/db';

/** A Shopify custom attribute (tile image paths, frame colour, crop… on lines; cart-wide notes on carts). */
export interface Attribute {
  readonly key: string;
  readonly value: string;
}

export interface BuyerIdentity {
  readonly email: string | null;
  readonly phone: string | null;
  readonly countryCode: string | null;
}

/** A catalogue variant as the cart sees it, with its server-side price. */
export interface VariantInfo {
  readonly id: string;
  readonly productId: string;
  readonly productTitle: string;
  readonly productHandle: string;
  readonly title: string;
  readonly sku: string;
  readonly priceCents: number;
  readonly kind: LineKind;
  /** The variant's own picture, else its product's first (a path on this server or a full URL); null: none. */
  readonly imageUrl: string | null;
  readonly words: { readonly singular: string; readonly plural: string };
}

export interface StoredLine {
  readonly id: string;
  readonly quantity: number;
  readonly attributes: readonly Attribute[];
  readonly variant: VariantInfo;
}

export interface StoredCart {
  readonly token: string;
  readonly tenantId: string;
  readonly attributes: readonly Attribute[];
  readonly buyerIdentity: BuyerIdentity;
  /** The signed-in customer the cart is bought for (who created it, or first changed it, signed in); null: anonymous so far. */
  readonly buyerCustomerId: string | null;
  readonly note: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lines: readonly StoredLine[];
  readonly discountCodes: readonly string[];
  readonly checkout: { readonly shippingRate: string | null; readonly completedAt: string | null };
  /** The tenant record's rule (SPEC §1, §6: issue 33): how a code combines with the welcome offer; absent: 'sum'. */
  readonly promoCombination?: 'sum' | 'larger';
}

export interface NewLine {
  readonly variant: VariantInfo;
  readonly quantity: number;
  readonly attributes: readonly Attribute[];
}

/** The most lines a cart holds (the client reads 50 at a time: SPEC §9). */
export const MAX_CART_LINES = 50;

export const newToken = (): string => randomBytes(18).toString('base64url');

/**
 * Which pricing rule a catalogue product falls under. The seeded catalogue names these products;
 * any other printable product (it has an output image size) is a tile, anything else a plain product.
 */

const iso = (d: Date | string): string => new Date(d).toISOString();
const attrs = (value: unknown): Attribute[] => (typeof value === 'string' ? JSON.parse(value) : value) as Attribute[];

/** Carts, lines, codes and the cart's checkout, over the Db port. Every read and write is scoped to a tenant. */
export class CartRepository {
  /** `db`: the pool, or the transaction the caller holds (checks made beside the repository read through it too). */
  constructor(readonly db: Queryable) {}

  /** Variants of the tenant's catalogue by id (unknown ids are simply absent). */
  async variants(tenantId: string, ids: readonly string[]): Promise<Map<string, VariantInfo>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{
      id: string;
      product_id: string;
      name: string;
      sku: string;
      price_cents: number;
      product_name: string;
      url_slug: string;
      short_name_singular: string | null;
      short_name_plural: string | null;
      output_image_width: number | null;
      image_url: string | null;
    }>(
      `SELECT v.id, v.product_id, v.name, v.sku, v.price_cents, p.name AS product_name, p.url_slug,
              p.short_name_singular, p.short_name_plural, p.output_image_width,
              COALESCE(v.image_url, p.image_urls[1]) AS image_url
         FROM product_variants v JOIN products p ON p.tenant_id = v.tenant_id AND p.id = v.product_id
        WHERE v.tenant_id = $1 AND v.id = ANY($2::text[])
        ORDER BY p.sort_order DESC, p.id DESC`,
      [tenantId, [...new Set(ids)]],
    );
    // Ordered so that the first-sorted product wins when two products share a variant id.
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          productId: r.product_id,
          productTitle: r.product_name,
          productHandle: r.url_slug,
          title: r.name,
          sku: r.sku,
          priceCents: r.price_cents,
          kind: lineKindOf(r.product_id, r.output_image_width !== null),
          imageUrl: r.image_url,
          words: { singular: r.short_name_singular ?? 'item', plural: r.short_name_plural ?? 'items' },
        },
      ]),
    );
  }

  async create(
    tenantId: string,
    input: { attributes: readonly Attribute[]; buyerIdentity: BuyerIdentity; note: string | null; buyerCustomerId?: string | null },
  ): Promise<string> {
    const token = newToken();
    await this.db.query(
      `INSERT INTO carts (token, tenant_id, attributes, buyer_email, buyer_phone, buyer_country, note, buyer_customer_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        token,
        tenantId,
        JSON.stringify(input.attributes),
        input.buyerIdentity.email,
        input.buyerIdentity.phone,
        input.buyerIdentity.countryCode,
        input.note,
        input.buyerCustomerId ?? null,
      ],
    );
    await this.db.query('INSERT INTO checkouts (token, tenant_id) VALUES ($1, $2)', [token, tenantId]);
    return token;
  }

  /** A cart with its lines and codes; `lock` (inside a transaction) holds its row until the transaction ends. */
  async find(tenantId: string, token: string, options: { lock?: boolean } = {}): Promise<StoredCart | null> {
    if (options.lock) await this.db.query('SELECT token FROM carts WHERE token = $1 AND tenant_id = $2 FOR UPDATE', [token, tenantId]);
    const [cart] = await this.db.query<{
      token: string;
      tenant_id: string;
      attributes: unknown;
      buyer_email: string | null;
      buyer_phone: string | null;
      buyer_country: string | null;
      buyer_customer_id: string | null;
      note: string | null;
      created_at: Date;
      updated_at: Date;
      shipping_rate: string | null;
      completed_at: Date | null;
      promo_combination: 'sum' | 'larger';
    }>(
      `SELECT c.*, k.shipping_rate, k.completed_at, t.promo_combination FROM carts c JOIN checkouts k ON k.token = c.token
         JOIN tenants t ON t.id = c.tenant_id
        WHERE c.token = $1 AND c.tenant_id = $2`,
      [token, tenantId],
    );
    if (!cart) return null;
    const lineRows = await this.db.query<{ id: string; variant_id: string; quantity: number; attributes: unknown }>(
      'SELECT id, variant_id, quantity, attributes FROM cart_lines WHERE cart_token = $1 ORDER BY position, id',
      [token],
    );
    const variants = await this.variants(
      tenantId,
      lineRows.map((l) => l.variant_id),
    );
    const codes = await this.db.query<{ code: string }>('SELECT code FROM cart_discount_codes WHERE cart_token = $1 ORDER BY position', [token]);
    return {
      token: cart.token,
      tenantId: cart.tenant_id,
      attributes: attrs(cart.attributes),
      buyerIdentity: { email: cart.buyer_email, phone: cart.buyer_phone, countryCode: cart.buyer_country },
      buyerCustomerId: cart.buyer_customer_id,
      note: cart.note,
      createdAt: iso(cart.created_at),
      updatedAt: iso(cart.updated_at),
      lines: lineRows.flatMap((l) => {
        const variant = variants.get(l.variant_id);
        return variant ? [{ id: l.id, quantity: l.quantity, attributes: attrs(l.attributes), variant }] : [];
      }),
      discountCodes: codes.map((c) => c.code),
      checkout: { shippingRate: cart.shipping_rate, completedAt: cart.completed_at ? iso(cart.completed_at) : null },
      promoCombination: cart.promo_combination,
    };
  }

  async addLines(token: string, tenantId: string, lines: readonly NewLine[]): Promise<void> {
    const [row] = await this.db.query<{ n: number | null }>('SELECT max(position) AS n FROM cart_lines WHERE cart_token = $1', [token]);
    let position = Number(row?.n ?? -1);
    for (const line of lines) {
      position += 1;
      await this.db.query(
        `INSERT INTO cart_lines (id, cart_token, tenant_id, product_id, variant_id, quantity, attributes, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [newToken(), token, tenantId, line.variant.productId, line.variant.id, line.quantity, JSON.stringify(line.attributes), position],
      );
    }
    await this.touch(token);
  }

  /** Removes lines by id (the caller has checked that every id is in the cart). */
  async removeLines(token: string, lineIds: readonly string[]): Promise<void> {
    await this.db.query('DELETE FROM cart_lines WHERE cart_token = $1 AND id = ANY($2::text[])', [token, [...lineIds]]);
    await this.touch(token);
  }

  /** Changes a line in place (the caller has checked it is in the cart and that the new variant is the tenant's). */
  async updateLine(token: string, lineId: string, line: NewLine): Promise<void> {
    await this.db.query('UPDATE cart_lines SET product_id = $3, variant_id = $4, quantity = $5, attributes = $6 WHERE cart_token = $1 AND id = $2', [
      token,
      lineId,
      line.variant.productId,
      line.variant.id,
      line.quantity,
      JSON.stringify(line.attributes),
    ]);
    await this.touch(token);
  }

  async setNote(token: string, note: string): Promise<void> {
    await this.db.query('UPDATE carts SET note = $2, updated_at = now() WHERE token = $1', [token, note]);
  }

  async setDiscountCodes(token: string, codes: readonly string[]): Promise<void> {
    await this.db.query('DELETE FROM cart_discount_codes WHERE cart_token = $1', [token]);
    for (const [i, code] of codes.entries()) {
      await this.db.query('INSERT INTO cart_discount_codes (cart_token, code, position) VALUES ($1, $2, $3)', [token, code, i]);
    }
    await this.touch(token);
  }

  async setAttributes(token: string, attributes: readonly Attribute[]): Promise<void> {
    await this.db.query('UPDATE carts SET attributes = $2, updated_at = now() WHERE token = $1', [token, JSON.stringify(attributes)]);
  }

  async setBuyerIdentity(token: string, identity: BuyerIdentity): Promise<void> {
    await this.db.query('UPDATE carts SET buyer_email = $2, buyer_phone = $3, buyer_country = $4, updated_at = now() WHERE token = $1', [
      token,
      identity.email,
      identity.phone,
      identity.countryCode,
    ]);
  }

  /**
   * Records the signed-in customer a cart without a buyer is bought for (a cart made before signing
   * in); a cart that has a buyer keeps it. Answers the cart's buyer afterwards.
   */
  async claimBuyer(token: string, customerId: string): Promise<string | null> {
    await this.db.query('UPDATE carts SET buyer_customer_id = $2 WHERE token = $1 AND buyer_customer_id IS NULL', [token, customerId]);
    const [row] = await this.db.query<{ buyer_customer_id: string | null }>('SELECT buyer_customer_id FROM carts WHERE token = $1', [token]);
    return row?.buyer_customer_id ?? null;
  }

  async setShippingRate(token: string, handle: string): Promise<void> {
    await this.db.query('UPDATE checkouts SET shipping_rate = $2 WHERE token = $1', [token, handle]);
  }

  async page(tenantId: string, handle: string): Promise<{ handle: string; title: string; body: string } | null> {
    const [row] = await this.db.query<{ handle: string; title: string; body: string }>(
      'SELECT handle, title, body FROM storefront_pages WHERE tenant_id = $1 AND handle = $2',
      [tenantId, handle],
    );
    return row ?? null;
  }

  /** The tenant a public storefront access token belongs to. */
  async tenantOfToken(token: string): Promise<string | null> {
    const [row] = await this.db.query<{ tenant_id: string }>('SELECT tenant_id FROM storefront_tokens WHERE token = $1', [token]);
    return row?.tenant_id ?? null;
  }

  private async touch(token: string): Promise<void> {
    await this.db.query('UPDATE carts SET updated_at = now() WHERE token = $1', [token]);
  }
}
