import { draftToWire } from '../../src/contract/admin-products';
import { productProblems, type ProductDraft } from '../../src/domain/catalog/product-rules';
import type { Db, Queryable } from '../db/db';
import { refusal, refusingTransaction, type Refusal } from '../http/refusal';
import { AuditLog, type AdminActor } from './audit-log';
import { productColumnsOf, skuInUse, slugInUse, variantIdInUse, variantInCarts, variantInOrders } from './catalogue-refusals';
import { draftOfRow, missingTenant, type AdminProductRow } from './product-admin-reads';

export const STALE_PRODUCT = 'This product was changed by someone else since you opened it. Reload to see the change, then make yours again.';

/** A draft the domain's rules refuse: 400 naming the first problem, every problem in `details`. */
function badDraft(draft: ProductDraft): Refusal | null {
  const found = productProblems(draft);
  if (found.length === 0) return null;
  return refusal(
    400,
    `${found[0]!.field}: ${found[0]!.message}`,
    found.map((p) => `${p.field}: ${p.message}`),
  );
}

/**
 * The catalogue's write side (issue #17), apart from the storefront's read side (`CatalogueRepository`):
 * creates, edits and retires products with their variants. Every write runs in the caller's
 * transaction with its audit entry, is checked with the domain's `productProblems`, and refuses
 * (409) what would clash or break: a SKU or slug another product uses, a stale version, or deleting a
 * variant that an order line or a shopper's cart names.
 */
export class CatalogueWriter {
  private readonly audit: AuditLog;

  constructor(private readonly db: Db) {
    this.audit = new AuditLog(db);
  }

  async create(tenant: string, draft: ProductDraft, actor: AdminActor): Promise<'created' | 'updated' | Refusal> {
    return refusingTransaction(this.db, (tx) => this.write(tx, tenant, draft, null, actor));
  }

  async save(tenant: string, draft: ProductDraft, version: number, actor: AdminActor): Promise<'created' | 'updated' | Refusal> {
    return refusingTransaction(this.db, (tx) => this.write(tx, tenant, draft, version, actor));
  }

  /** Retires a product (it leaves shop-all and the artist pages; orders keep showing it) or brings it back. */
  async retire(tenant: string, id: string, version: number, retired: boolean, actor: AdminActor): Promise<Refusal | null> {
    return refusingTransaction(this.db, async (tx) => {
      const before = await this.lock(tx, tenant, id);
      if (!before) return refusal(404, `Product ${id} not found.`);
      if (before.version !== version) return refusal(409, STALE_PRODUCT);
      await tx.query(
        `UPDATE products SET retired_at = ${retired ? 'coalesce(retired_at, now())' : 'NULL'}, version = version + 1, updated_at = now() WHERE tenant_id = $1 AND id = $2`,
        [tenant, id],
      );
      await this.audit.record(tx, actor, {
        action: retired ? 'product.retire' : 'product.restore',
        recordType: 'product',
        recordId: `${tenant}:${id}`,
        before: { retired: before.retired_at !== null },
        after: { retired },
      });
      return null;
    });
  }

  /**
   * Creates (`version` null) or updates one product inside `tx`. The import applies many rows through
   * this in one transaction, so a refusal of any row rolls back every row.
   */
  async write(tx: Queryable, tenant: string, draft: ProductDraft, version: number | null, actor: AdminActor): Promise<'created' | 'updated' | Refusal> {
    const bad = badDraft(draft) ?? (await missingTenant(tx, tenant));
    if (bad) return bad;
    const before = await this.lock(tx, tenant, draft.id);
    if (version === null && before) return refusal(409, `A product with id ${draft.id} already exists.`);
    if (version !== null && !before) return refusal(404, `Product ${draft.id} not found.`);
    if (before && version !== null && before.version !== version) return refusal(409, STALE_PRODUCT);
    const oldVariants = before ? await this.variantsOf(tx, tenant, draft.id) : [];
    const refused = (await this.clash(tx, tenant, draft)) ?? (await this.breakingDelete(tx, tenant, draft, oldVariants));
    if (refused) return refused;

    const row = productColumnsOf(draft);
    const names = Object.keys(row).join(', ');
    const columns = Object.values(row);
    if (before) {
      const sets = Object.keys(row)
        .map((n, i) => `${n} = $${i + 3}`)
        .join(', ');
      await tx.query(`UPDATE products SET ${sets}, version = version + 1, updated_at = now() WHERE tenant_id = $1 AND id = $2`, [tenant, draft.id, ...columns]);
    } else {
      const values = columns.map((_, i) => `$${i + 3}`).join(', ');
      await tx.query(`INSERT INTO products (tenant_id, id, ${names}) VALUES ($1, $2, ${values})`, [tenant, draft.id, ...columns]);
    }
    await this.writeVariants(tx, tenant, draft);
    const after = draftToWire(draft);
    await this.audit.record(tx, actor, {
      action: before ? 'product.save' : 'product.create',
      recordType: 'product',
      recordId: `${tenant}:${draft.id}`,
      before: before ? draftToWire(draftOfRow(before, oldVariants)) : null,
      after,
    });
    return before ? 'updated' : 'created';
  }

  /**
   * What `write` would refuse about a valid draft, without writing (the import's dry run): a clash
   * with another product's SKU, variant id or slug, or deleting a variant an order or a cart names.
   */
  async check(db: Queryable, tenant: string, draft: ProductDraft): Promise<Refusal | null> {
    const [row] = await db.query<{ id: string }>('SELECT id FROM products WHERE tenant_id = $1 AND id = $2', [tenant, draft.id]);
    const clash = await this.clash(db, tenant, draft);
    if (clash || !row) return clash;
    return this.breakingDelete(db, tenant, draft, await this.variantsOf(db, tenant, draft.id));
  }

  private async lock(tx: Queryable, tenant: string, id: string): Promise<AdminProductRow | undefined> {
    const [row] = await tx.query<AdminProductRow>('SELECT * FROM products WHERE tenant_id = $1 AND id = $2 FOR UPDATE', [tenant, id]);
    return row;
  }

  private variantsOf(tx: Queryable, tenant: string, id: string) {
    return tx.query<{ id: string; name: string; price_cents: number; sku: string; precustomized_image_url: string | null; image_url: string | null }>(
      'SELECT id, name, price_cents, sku, precustomized_image_url, image_url FROM product_variants WHERE tenant_id = $1 AND product_id = $2 ORDER BY position, id',
      [tenant, id],
    );
  }

  private async clash(tx: Queryable, tenant: string, draft: ProductDraft): Promise<Refusal | null> {
    const skus = draft.variants.map((v) => v.sku.toUpperCase());
    const [sku] = await tx.query<{ sku: string; product_id: string }>(
      'SELECT sku, product_id FROM product_variants WHERE tenant_id = $1 AND upper(sku) = ANY($2) AND product_id <> $3 ORDER BY sku LIMIT 1',
      [tenant, skus, draft.id],
    );
    if (sku) return refusal(409, skuInUse(sku.sku, sku.product_id));
    const [variant] = await tx.query<{ id: string; product_id: string }>(
      'SELECT id, product_id FROM product_variants WHERE tenant_id = $1 AND id = ANY($2) AND product_id <> $3 ORDER BY id LIMIT 1',
      [tenant, draft.variants.map((v) => v.id), draft.id],
    );
    if (variant) return refusal(409, variantIdInUse(variant.id, variant.product_id));
    const [slug] = await tx.query<{ id: string }>('SELECT id FROM products WHERE tenant_id = $1 AND (url_slug = $2 OR slug = $2) AND id <> $3 LIMIT 1', [
      tenant,
      draft.urlSlug,
      draft.id,
    ]);
    return slug ? refusal(409, slugInUse(draft.urlSlug, slug.id)) : null;
  }

  /** An order line or a cart line names each variant it sold: such a variant cannot be deleted. */
  private async breakingDelete(tx: Queryable, tenant: string, draft: ProductDraft, old: ReadonlyArray<{ id: string; name: string }>): Promise<Refusal | null> {
    const kept = new Set(draft.variants.map((v) => v.id));
    for (const gone of old.filter((v) => !kept.has(v.id))) {
      const orders = await tx.query<{ code: string }>(
        `SELECT o.code FROM order_lines l JOIN orders o ON o.id = l.order_id
         WHERE o.tenant_id = $1 AND l.product_id = $2 AND l.variant_id = $3 GROUP BY o.code, o.number ORDER BY o.number LIMIT 3`,
        [tenant, draft.id, gone.id],
      );
      if (orders.length > 0) {
        return refusal(
          409,
          variantInOrders(
            gone.name,
            orders.map((o) => o.code),
          ),
        );
      }
      const [carts] = await tx.query<{ n: string | number }>(
        'SELECT count(DISTINCT cart_token) AS n FROM cart_lines WHERE tenant_id = $1 AND product_id = $2 AND variant_id = $3',
        [tenant, draft.id, gone.id],
      );
      if (Number(carts?.n ?? 0) > 0) return refusal(409, variantInCarts(gone.name, Number(carts!.n)));
    }
    return null;
  }

  private async writeVariants(tx: Queryable, tenant: string, draft: ProductDraft): Promise<void> {
    const ids = draft.variants.map((v) => v.id);
    await tx.query('DELETE FROM product_variants WHERE tenant_id = $1 AND product_id = $2 AND NOT (id = ANY($3))', [tenant, draft.id, ids]);
    // Variants may swap names or SKUs with each other: park the old ones on values the rules never
    // allow ('~'), so that the unique indexes hold after every statement.
    await tx.query(`UPDATE product_variants SET sku = '~' || md5(product_id || '/' || id), name = '~' || md5(id) WHERE tenant_id = $1 AND product_id = $2`, [
      tenant,
      draft.id,
    ]);
    for (const [position, v] of draft.variants.entries()) {
      await tx.query(
        `INSERT INTO product_variants (tenant_id, product_id, id, name, price_cents, sku, position, precustomized_image_url, image_url) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (tenant_id, product_id, id) DO UPDATE SET name = EXCLUDED.name, price_cents = EXCLUDED.price_cents, sku = EXCLUDED.sku,
           position = EXCLUDED.position, precustomized_image_url = EXCLUDED.precustomized_image_url, image_url = EXCLUDED.image_url`,
        [tenant, draft.id, v.id, v.name.trim(), v.priceCents, v.sku, position, v.precustomizedImageUrl, v.imageUrl],
      );
    }
  }
}
