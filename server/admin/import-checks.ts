import type { PlannedProduct } from '../../src/domain/catalog';
import type { Queryable } from '../db/db';
import { skuInUse, slugInUse, variantIdInUse, variantInCarts, variantInOrders } from './catalogue-refusals';
import type { AdminProductRow } from './product-admin-reads';

/** A stored variant as the import reads it (for the audit's "before" and the deletes' checks). */
export interface StoredVariant {
  readonly product_id: string;
  readonly id: string;
  readonly name: string;
  readonly price_cents: number;
  readonly sku: string;
  readonly precustomized_image_url: string | null;
  readonly image_url: string | null;
}

/** What the database says about one chunk of planned products. */
export interface CheckedChunk {
  /** The stored rows of the products that exist (locked when the apply asked for it). */
  readonly stored: ReadonlyMap<string, AdminProductRow>;
  readonly variants: ReadonlyMap<string, readonly StoredVariant[]>;
  /** Why a product cannot be written (the first reason, as `CatalogueWriter` words it). */
  readonly refused: ReadonlyMap<string, string>;
}

const groupBy = <T, K>(items: readonly T[], key: (t: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const item of items) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
};

/**
 * The database's checks of a chunk of the import, set-based: a handful of statements for hundreds of
 * products instead of three per product. Same refusals, same order of precedence, same words as
 * `CatalogueWriter.check` (a SKU another product uses, then a variant id, then a slug, then deleting a variant that an
 * order, then a cart, names), so the batched import reports exactly what the one-by-one one did.
 */
export async function checkChunk(db: Queryable, tenant: string, products: readonly PlannedProduct[], lock: boolean): Promise<CheckedChunk> {
  const ids = products.map((p) => p.id);
  const stored = new Map(
    (
      await db.query<AdminProductRow>(`SELECT * FROM products WHERE tenant_id = $1 AND id = ANY($2) ORDER BY id${lock ? ' FOR UPDATE' : ''}`, [tenant, ids])
    ).map((r) => [r.id, r]),
  );
  const variants = groupBy(
    await db.query<StoredVariant>(
      'SELECT product_id, id, name, price_cents, sku, precustomized_image_url, image_url FROM product_variants WHERE tenant_id = $1 AND product_id = ANY($2) ORDER BY product_id, position, id',
      [tenant, ids],
    ),
    (v) => v.product_id,
  );

  const skuPairs = products.flatMap((p) => p.draft.variants.map((v) => [p.id, v.sku.toUpperCase()] as const));
  const skuClash = new Map(
    (
      await db.query<{ pid: string; sku: string; product_id: string }>(
        `SELECT DISTINCT ON (x.pid) x.pid, v.sku, v.product_id
         FROM unnest($2::text[], $3::text[]) AS x(pid, usku)
         JOIN product_variants v ON v.tenant_id = $1 AND upper(v.sku) = x.usku AND v.product_id <> x.pid
        ORDER BY x.pid, v.sku`,
        [tenant, skuPairs.map((s) => s[0]), skuPairs.map((s) => s[1])],
      )
    ).map((r) => [r.pid, skuInUse(r.sku, r.product_id)]),
  );
  const idPairs = products.flatMap((p) => p.draft.variants.map((v) => [p.id, v.id] as const));
  const variantIdClash = new Map(
    (
      await db.query<{ pid: string; vid: string; product_id: string }>(
        `SELECT DISTINCT ON (x.pid) x.pid, x.vid, v.product_id
         FROM unnest($2::text[], $3::text[]) AS x(pid, vid)
         JOIN product_variants v ON v.tenant_id = $1 AND v.id = x.vid AND v.product_id <> x.pid
        ORDER BY x.pid, x.vid`,
        [tenant, idPairs.map((s) => s[0]), idPairs.map((s) => s[1])],
      )
    ).map((r) => [r.pid, variantIdInUse(r.vid, r.product_id)]),
  );
  const slugClash = new Map(
    (
      await db.query<{ pid: string; slug: string; id: string }>(
        // Two equality joins, not one join on an OR: each can use an index or a hash.
        `SELECT DISTINCT ON (pid) pid, slug, id FROM (
         SELECT x.pid, x.slug, p.id FROM unnest($2::text[], $3::text[]) AS x(pid, slug) JOIN products p ON p.tenant_id = $1 AND p.url_slug = x.slug AND p.id <> x.pid
         UNION ALL
         SELECT x.pid, x.slug, p.id FROM unnest($2::text[], $3::text[]) AS x(pid, slug) JOIN products p ON p.tenant_id = $1 AND p.slug = x.slug AND p.id <> x.pid
       ) clash ORDER BY pid, id`,
        [tenant, ids, products.map((p) => p.draft.urlSlug)],
      )
    ).map((r) => [r.pid, slugInUse(r.slug, r.id)]),
  );

  // Variants the file leaves out of a stored product would be deleted: who names them?
  const gone = products.flatMap((p) => {
    const kept = new Set(p.draft.variants.map((v) => v.id));
    return stored.has(p.id) ? (variants.get(p.id) ?? []).filter((v) => !kept.has(v.id)) : [];
  });
  const goneKey = (pid: string, vid: string) => `${pid}\u0000${vid}`;
  const ordersOf = new Map<string, Array<string | number>>();
  const cartsOf = new Map<string, number>();
  if (gone.length > 0) {
    const args = [tenant, gone.map((v) => v.product_id), gone.map((v) => v.id)];
    const orders = await db.query<{ pid: string; vid: string; code: string }>(
      `SELECT x.pid, x.vid, o.code
         FROM unnest($2::text[], $3::text[]) AS x(pid, vid)
         JOIN order_lines l ON l.product_id = x.pid AND l.variant_id = x.vid
         JOIN orders o ON o.id = l.order_id AND o.tenant_id = $1
        GROUP BY x.pid, x.vid, o.code, o.number
        ORDER BY x.pid, x.vid, o.number`,
      args,
    );
    for (const o of orders) {
      const list = ordersOf.get(goneKey(o.pid, o.vid)) ?? [];
      if (list.length < 3) list.push(o.code);
      ordersOf.set(goneKey(o.pid, o.vid), list);
    }
    const carts = await db.query<{ pid: string; vid: string; n: string | number }>(
      `SELECT x.pid, x.vid, count(DISTINCT c.cart_token) AS n
         FROM unnest($2::text[], $3::text[]) AS x(pid, vid)
         JOIN cart_lines c ON c.tenant_id = $1 AND c.product_id = x.pid AND c.variant_id = x.vid
        GROUP BY x.pid, x.vid`,
      args,
    );
    for (const c of carts) cartsOf.set(goneKey(c.pid, c.vid), Number(c.n));
  }

  const goneOf = groupBy(gone, (v) => v.product_id);
  const refused = new Map<string, string>();
  for (const p of products) {
    const reason =
      skuClash.get(p.id) ??
      variantIdClash.get(p.id) ??
      slugClash.get(p.id) ??
      (goneOf.get(p.id) ?? [])
        .map((v) => {
          const orders = ordersOf.get(goneKey(v.product_id, v.id));
          if (orders) return variantInOrders(v.name, orders);
          const carts = cartsOf.get(goneKey(v.product_id, v.id));
          return carts ? variantInCarts(v.name, carts) : undefined;
        })
        .find((r) => r !== undefined);
    if (reason) refused.set(p.id, reason);
  }
  return { stored, variants, refused };
}
