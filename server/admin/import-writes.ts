import { draftToWire } from '../../src/contract/admin-products';
import type { PlannedProduct } from '../../src/domain/catalog';
import type { Queryable } from '../db/db';
import type { AdminActor } from './audit-log';
import { PRODUCT_COLUMN_TYPES, productColumnsOf } from './catalogue-refusals';
import type { CheckedChunk } from './import-checks';
import { draftOfRow } from './product-admin-reads';

const COLUMNS = Object.keys(PRODUCT_COLUMN_TYPES);
const RECORD_TYPE = ['id text', ...COLUMNS.map((c) => `${c} ${PRODUCT_COLUMN_TYPES[c as keyof typeof PRODUCT_COLUMN_TYPES]}`)].join(', ');

/**
 * Writes one checked chunk of the import inside the apply's transaction, set-based: one statement
 * for the products (created or updated, version + 1), three for their variants (deleted, parked,
 * upserted) and one for the audit entries — whatever the chunk's size. The rows land exactly as
 * `CatalogueWriter.write` would land them one by one, audit entries included ('product.create' /
 * 'product.save' with the admin view before and after). Answers how many were created.
 */
export async function writeChunk(
  tx: Queryable,
  tenant: string,
  checked: ReadonlyArray<{ product: PlannedProduct; chunk: CheckedChunk }>,
  actor: AdminActor,
): Promise<number> {
  if (checked.length === 0) return 0;
  const products = checked.map((c) => c.product);
  const ids = products.map((p) => p.id);
  const rows = products.map((p) => ({ id: p.id, ...productColumnsOf(p.draft) }));
  await tx.query(
    `INSERT INTO products (tenant_id, id, ${COLUMNS.join(', ')})
     SELECT $1, r.id, ${COLUMNS.map((c) => `r.${c}`).join(', ')} FROM jsonb_to_recordset($2::jsonb) AS r(${RECORD_TYPE})
     ON CONFLICT (tenant_id, id) DO UPDATE SET ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, version = products.version + 1, updated_at = now()`,
    [tenant, JSON.stringify(rows)],
  );

  const variants = products.flatMap((p) => p.draft.variants.map((v, position) => ({ p: p.id, v, position })));
  await tx.query(
    `DELETE FROM product_variants d WHERE d.tenant_id = $1 AND d.product_id = ANY($2)
       AND NOT EXISTS (SELECT 1 FROM unnest($3::text[], $4::text[]) AS k(pid, vid) WHERE k.pid = d.product_id AND k.vid = d.id)`,
    [tenant, ids, variants.map((x) => x.p), variants.map((x) => x.v.id)],
  );
  // Variants may swap names or SKUs with each other: park the old ones of such a product on values
  // the rules never allow ('~'), so that the unique indexes hold after every statement (as
  // CatalogueWriter does). Only the products that swap: parking every row doubles the writes.
  const swapping = checked.filter(({ product, chunk }) => {
    const old = chunk.variants.get(product.id) ?? [];
    return product.draft.variants.some((v) => old.some((o) => o.id !== v.id && (o.sku === v.sku || o.name === v.name.trim())));
  });
  if (swapping.length > 0) {
    await tx.query(
      `UPDATE product_variants SET sku = '~' || md5(product_id || '/' || id), name = '~' || md5(id) WHERE tenant_id = $1 AND product_id = ANY($2)`,
      [tenant, swapping.map((s) => s.product.id)],
    );
  }
  const stored = new Set(checked.flatMap(({ product, chunk }) => (chunk.variants.get(product.id) ?? []).map((v) => `${v.product_id}\u0000${v.id}`)));
  const columnsOf = (list: typeof variants) => [
    list.map((x) => x.p),
    list.map((x) => x.v.id),
    list.map((x) => x.v.name.trim()),
    list.map((x) => x.v.priceCents),
    list.map((x) => x.v.sku),
    list.map((x) => x.position),
    list.map((x) => x.v.precustomizedImageUrl),
    list.map((x) => x.v.imageUrl),
  ];
  const kept = variants.filter((x) => stored.has(`${x.p}\u0000${x.v.id}`));
  const added = variants.filter((x) => !stored.has(`${x.p}\u0000${x.v.id}`));
  const UNNEST =
    'unnest($2::text[], $3::text[], $4::text[], $5::integer[], $6::text[], $7::integer[], $8::text[], $9::text[]) AS x(pid, vid, name, price_cents, sku, position, image, picture)';
  if (kept.length > 0) {
    await tx.query(
      `UPDATE product_variants v SET name = x.name, price_cents = x.price_cents, sku = x.sku, position = x.position, precustomized_image_url = x.image, image_url = x.picture
         FROM ${UNNEST} WHERE v.tenant_id = $1 AND v.product_id = x.pid AND v.id = x.vid`,
      [tenant, ...columnsOf(kept)],
    );
  }
  if (added.length > 0) {
    await tx.query(
      `INSERT INTO product_variants (tenant_id, product_id, id, name, price_cents, sku, position, precustomized_image_url, image_url) SELECT $1, x.* FROM ${UNNEST}`,
      [tenant, ...columnsOf(added)],
    );
  }

  const entries = checked.map(({ product: p, chunk }) => {
    const before = chunk.stored.get(p.id);
    return {
      action: before ? 'product.save' : 'product.create',
      record_id: `${tenant}:${p.id}`,
      before: before ? draftToWire(draftOfRow(before, chunk.variants.get(p.id) ?? [])) : null,
      after: draftToWire(p.draft),
    };
  });
  // In file order: the log's ids follow the rows as the one-by-one import wrote them.
  await tx.query(
    `INSERT INTO audit_log (actor_id, actor_email, actor_tenant, action, record_type, record_id, before, after)
     SELECT $1, $2, $3, r.action, 'product', r.record_id, r.before, r.after
       FROM ROWS FROM (jsonb_to_recordset($4::jsonb) AS (action text, record_id text, before jsonb, after jsonb)) WITH ORDINALITY AS r(action, record_id, before, after, n)
      ORDER BY r.n`,
    [actor.id, actor.email, actor.tenant, JSON.stringify(entries)],
  );
  return entries.filter((e) => e.before === null).length;
}
