import { decimalToCents } from '../../src/contract/money';
import type { Queryable } from '../db/db';
import { catalogueFor } from './catalogue';
import type { GroupSeed, ProductSeed } from './catalogue-products';
import { albumImageSeeds, albumSeeds, faqSeeds, layoutsFor } from './content';
import { promoSeeds } from './promos';

/** Upserts a tenant's catalogue: products, variants, groups and memberships (stale ones removed). */
export async function seedCatalogue(tx: Queryable, tenantId: string): Promise<void> {
  const { products, groups } = catalogueFor(tenantId);
  for (const g of groups) await upsertGroup(tx, tenantId, g);
  for (const p of products) await upsertProduct(tx, tenantId, p);
  const main = products.find((p) => p.groups?.some((g) => g.defaultProduct === p.id)) ?? products[0];
  await tx.query('DELETE FROM layouts WHERE tenant_id = $1', [tenantId]);
  for (const layout of main ? layoutsFor(main.id) : []) {
    await tx.query('INSERT INTO layouts (tenant_id, name, product_id, num_frames, positions, images) VALUES ($1, $2, $3, $4, $5, $6)', [
      tenantId,
      layout.name,
      layout.productId ?? null,
      layout.numFrames,
      JSON.stringify(layout.positions),
      layout.images,
    ]);
  }
}

/** Albums, FAQ articles and promos: shared by every tenant (promos may name one). An album an admin changed (version > 1) keeps the admin's changes. */
export async function seedContent(tx: Queryable): Promise<void> {
  for (const a of albumSeeds) {
    await tx.query(
      `INSERT INTO albums (id, name, position) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, position = EXCLUDED.position, public = true
       WHERE albums.version = 1`,
      [a.id, a.name, a.position],
    );
  }
  for (const i of albumImageSeeds) {
    await tx.query(
      `INSERT INTO album_images (album_id, key, key_thumb, file_name, file_name_thumb, width, height, position)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8 WHERE EXISTS (SELECT 1 FROM albums WHERE id = $1 AND version = 1)
       ON CONFLICT (album_id, key) DO UPDATE SET key_thumb = EXCLUDED.key_thumb, file_name = EXCLUDED.file_name,
         file_name_thumb = EXCLUDED.file_name_thumb, width = EXCLUDED.width, height = EXCLUDED.height, position = EXCLUDED.position`,
      [i.albumId, i.key, i.keyThumb, i.fileName, i.fileNameThumb, i.width, i.height, i.position],
    );
  }
  for (const f of faqSeeds) {
    await tx.query(
      `INSERT INTO faq_articles (id, title, body, position) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body, position = EXCLUDED.position, promoted = true`,
      [f.id, f.title, f.body, f.position ?? 0],
    );
  }
  for (const p of promoSeeds) {
    await tx.query(
      `INSERT INTO promos (code, tenant_id, full_code, type, value_cents, start_date, end_date, entitled_variant_ids,
         required_variant_ids, entitled_quantity, required_quantity, required_purchase_cents, minimum_quantity,
         minimum_purchase_cents, max_tiles, allocation_limit, allocate_once_per_order, is_walgreens_promo)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18)
       ON CONFLICT (code) DO UPDATE SET tenant_id = EXCLUDED.tenant_id, full_code = EXCLUDED.full_code, type = EXCLUDED.type,
         value_cents = EXCLUDED.value_cents, start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date,
         entitled_variant_ids = EXCLUDED.entitled_variant_ids, required_variant_ids = EXCLUDED.required_variant_ids,
         entitled_quantity = EXCLUDED.entitled_quantity, required_quantity = EXCLUDED.required_quantity,
         required_purchase_cents = EXCLUDED.required_purchase_cents, minimum_quantity = EXCLUDED.minimum_quantity,
         minimum_purchase_cents = EXCLUDED.minimum_purchase_cents, max_tiles = EXCLUDED.max_tiles,
         allocation_limit = EXCLUDED.allocation_limit, allocate_once_per_order = EXCLUDED.allocate_once_per_order,
         is_walgreens_promo = EXCLUDED.is_walgreens_promo`,
      [
        p.code,
        p.tenantId,
        p.fullCode ?? null,
        p.type,
        p.valueCents,
        p.startDate ?? null,
        p.endDate ?? null,
        p.entitledVariantIds ?? [],
        p.requiredVariantIds ?? [],
        p.entitledQuantity ?? null,
        p.requiredQuantity ?? null,
        p.requiredPurchaseCents ?? null,
        p.minimumQuantity ?? null,
        p.minimumPurchaseCents ?? null,
        p.maxTiles ?? null,
        p.allocationLimit ?? null,
        p.allocateOncePerOrder ?? false,
        p.isWalgreensPromo ?? false,
      ],
    );
  }
}

/*
 * A row an admin has changed (version > 1, migration 013) is the admin's: the seed leaves it, its
 * variants and its groups as they are, so a restart never undoes an admin's edit.
 */
async function upsertGroup(tx: Queryable, tenantId: string, g: GroupSeed): Promise<void> {
  await tx.query(
    `INSERT INTO product_groups (tenant_id, id, kind, name, collection_name, image_url, sort_order, tags, default_product)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, id) DO UPDATE SET kind = EXCLUDED.kind, name = EXCLUDED.name,
       collection_name = EXCLUDED.collection_name, image_url = EXCLUDED.image_url, sort_order = EXCLUDED.sort_order,
       tags = EXCLUDED.tags, default_product = EXCLUDED.default_product
     WHERE product_groups.version = 1`,
    [tenantId, g.id, g.kind, g.name, g.collectionName ?? null, g.imageUrl ?? null, g.sortOrder, g.tags ?? [], g.defaultProduct ?? null],
  );
}

async function upsertProduct(tx: Queryable, tenantId: string, p: ProductSeed): Promise<void> {
  const [edited] = await tx.query('SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2 AND version > 1', [tenantId, p.id]);
  if (edited) return;
  await tx.query(
    `INSERT INTO products (tenant_id, id, url_slug, slug, name, sku, price_cents, listed, sort_order, image_urls, mats, filters,
       default_orientation, orientation_eligible, short_name_singular, short_name_plural, width_inches, height_inches,
       physical_width_inches, physical_height_inches, min_input_ppi, min_input_image_width, min_input_image_height,
       output_image_width, output_image_height, mat_inches, precustomized_image_url, svg_template_url, svg_template_data,
       svg_clip_path, ignore_svg, depth_inches, materials, hanging_method, ship_days_min, ship_days_max, pickup_hours)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37)
     ON CONFLICT (tenant_id, id) DO UPDATE SET url_slug = EXCLUDED.url_slug, slug = EXCLUDED.slug, name = EXCLUDED.name,
       sku = EXCLUDED.sku, price_cents = EXCLUDED.price_cents, listed = EXCLUDED.listed, sort_order = EXCLUDED.sort_order,
       image_urls = EXCLUDED.image_urls, mats = EXCLUDED.mats, filters = EXCLUDED.filters,
       default_orientation = EXCLUDED.default_orientation, orientation_eligible = EXCLUDED.orientation_eligible,
       short_name_singular = EXCLUDED.short_name_singular, short_name_plural = EXCLUDED.short_name_plural,
       width_inches = EXCLUDED.width_inches, height_inches = EXCLUDED.height_inches,
       physical_width_inches = EXCLUDED.physical_width_inches, physical_height_inches = EXCLUDED.physical_height_inches,
       min_input_ppi = EXCLUDED.min_input_ppi, min_input_image_width = EXCLUDED.min_input_image_width,
       min_input_image_height = EXCLUDED.min_input_image_height, output_image_width = EXCLUDED.output_image_width,
       output_image_height = EXCLUDED.output_image_height, mat_inches = EXCLUDED.mat_inches,
       precustomized_image_url = EXCLUDED.precustomized_image_url, svg_template_url = EXCLUDED.svg_template_url,
       svg_template_data = EXCLUDED.svg_template_data, svg_clip_path = EXCLUDED.svg_clip_path,
       ignore_svg = EXCLUDED.ignore_svg, depth_inches = EXCLUDED.depth_inches, materials = EXCLUDED.materials,
       hanging_method = EXCLUDED.hanging_method, ship_days_min = EXCLUDED.ship_days_min, ship_days_max = EXCLUDED.ship_days_max,
       pickup_hours = EXCLUDED.pickup_hours, updated_at = now()`,
    [
      tenantId,
      p.id,
      p.urlSlug,
      p.slug ?? null,
      p.name,
      p.sku ?? null,
      decimalToCents(p.price),
      p.listed,
      p.sortOrder,
      p.imageUrls ?? [],
      p.mats ?? null,
      p.filters ?? null,
      p.defaultOrientation ?? null,
      p.orientationEligible ?? null,
      p.shortNameSingular ?? null,
      p.shortNamePlural ?? null,
      p.widthInches ?? null,
      p.heightInches ?? null,
      p.physicalWidthInches ?? null,
      p.physicalHeightInches ?? null,
      p.minInputPpi ?? null,
      p.minInputImageWidth ?? null,
      p.minInputImageHeight ?? null,
      p.outputImageWidth ?? null,
      p.outputImageHeight ?? null,
      p.matInches ?? null,
      p.precustomizedImageUrl ?? null,
      p.svgTemplateUrl ?? null,
      p.svgTemplateData ?? null,
      p.svgClipPath ?? null,
      p.ignoreSvg ?? null,
      p.depthInches ?? null,
      p.materials ?? null,
      p.hangingMethod ?? null,
      p.shipDaysMin ?? null,
      p.shipDaysMax ?? null,
      p.pickupHours ?? null,
    ],
  );
  const variantIds = p.variants.map((v) => v.id);
  await tx.query('DELETE FROM product_variants WHERE tenant_id = $1 AND product_id = $2 AND NOT (id = ANY($3))', [tenantId, p.id, variantIds]);
  for (const [position, v] of p.variants.entries()) {
    await tx.query(
      `INSERT INTO product_variants (tenant_id, product_id, id, name, price_cents, sku, position, precustomized_image_url, tool_thumb_primary, image_url)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (tenant_id, product_id, id) DO UPDATE SET name = EXCLUDED.name, price_cents = EXCLUDED.price_cents,
         sku = EXCLUDED.sku, position = EXCLUDED.position, precustomized_image_url = EXCLUDED.precustomized_image_url,
         tool_thumb_primary = EXCLUDED.tool_thumb_primary, image_url = EXCLUDED.image_url`,
      [
        tenantId,
        p.id,
        v.id,
        v.name,
        decimalToCents(v.price),
        v.sku,
        position,
        v.precustomizedImageUrl ?? null,
        v.toolThumbs?.Primary ?? null,
        v.imageUrl ?? null,
      ],
    );
  }
  const groupIds = (p.groups ?? []).map((g) => g.id);
  await tx.query('DELETE FROM product_group_members WHERE tenant_id = $1 AND product_id = $2 AND NOT (group_id = ANY($3))', [tenantId, p.id, groupIds]);
  for (const g of p.groups ?? []) {
    await tx.query(
      `INSERT INTO product_group_members (tenant_id, group_id, product_id, product_sort_order) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_id, group_id, product_id) DO UPDATE SET product_sort_order = EXCLUDED.product_sort_order`,
      [tenantId, g.id, p.id, g.productSortOrder ?? 0],
    );
  }
}
