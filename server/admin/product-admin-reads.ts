import type { AdminProductWire } from '../../src/contract/admin-products';
import { centsToDecimal } from '../../src/contract/money';
import { draftToWire } from '../../src/contract/admin-products';
import type { ProductDraft } from '../../src/domain/catalog/product-rules';
import type { Queryable } from '../db/db';
import type { ProductColumns } from '../catalogue/product-columns';
import { refusal, type Refusal } from '../http/refusal';

export const PRODUCTS_PAGE_SIZE = 25;

/** A products row as stored: the shared columns and the admin's own. */
export interface AdminProductRow extends ProductColumns {
  listed: boolean;
  sort_order: number;
  version: number;
  retired_at: Date | string | null;
}

interface VariantRow {
  id: string;
  name: string;
  price_cents: number;
  sku: string;
  precustomized_image_url: string | null;
  image_url: string | null;
}

export const draftOfRow = (r: AdminProductRow, variants: readonly VariantRow[]): ProductDraft => ({
  id: r.id,
  name: r.name,
  urlSlug: r.url_slug,
  priceCents: r.price_cents,
  sku: r.sku,
  listed: r.listed,
  sortOrder: r.sort_order,
  imageUrls: r.image_urls,
  mats: r.mats,
  filters: r.filters,
  defaultOrientation: r.default_orientation,
  orientationEligible: r.orientation_eligible,
  shortNameSingular: r.short_name_singular,
  shortNamePlural: r.short_name_plural,
  widthInches: r.width_inches,
  heightInches: r.height_inches,
  physicalWidthInches: r.physical_width_inches,
  physicalHeightInches: r.physical_height_inches,
  minInputPpi: r.min_input_ppi,
  minInputImageWidth: r.min_input_image_width,
  minInputImageHeight: r.min_input_image_height,
  outputImageWidth: r.output_image_width,
  outputImageHeight: r.output_image_height,
  matInches: r.mat_inches,
  precustomizedImageUrl: r.precustomized_image_url,
  svgTemplateUrl: r.svg_template_url,
  svgClipPath: r.svg_clip_path,
  ignoreSvg: r.ignore_svg,
  depthInches: r.depth_inches,
  materials: r.materials,
  hangingMethod: r.hanging_method,
  shipDaysMin: r.ship_days_min,
  shipDaysMax: r.ship_days_max,
  pickupHours: r.pickup_hours,
  variants: variants.map((v) => ({
    id: v.id,
    name: v.name,
    priceCents: v.price_cents,
    sku: v.sku,
    precustomizedImageUrl: v.precustomized_image_url,
    imageUrl: v.image_url,
  })),
});

/** LIKE's wildcards as text. */
const likeText = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin's read side of products: every product, retired ones included, with what edits need (version). */
export class ProductAdminReads {
  constructor(private readonly db: Queryable) {}

  async list(tenant: string, f: { q?: string; status?: 'active' | 'retired' | 'all'; page?: number }) {
    const missing = await missingTenant(this.db, tenant);
    if (missing) return missing;
    const where = ['p.tenant_id = $1'];
    const params: unknown[] = [tenant];
    const status = f.status ?? 'active';
    if (status !== 'all') where.push(status === 'active' ? 'p.retired_at IS NULL' : 'p.retired_at IS NOT NULL');
    if (f.q?.trim()) {
      params.push(likeText(f.q.trim()));
      const n = params.length;
      where.push(`(lower(p.name) LIKE $${n} OR lower(p.id) LIKE $${n} OR p.url_slug LIKE $${n} OR lower(coalesce(p.sku, '')) LIKE $${n}
        OR EXISTS (SELECT 1 FROM product_variants v WHERE v.tenant_id = p.tenant_id AND v.product_id = p.id AND lower(v.sku) LIKE $${n}))`);
    }
    const page = f.page ?? 1;
    const [count] = await this.db.query<{ n: string | number }>(`SELECT count(*) AS n FROM products p WHERE ${where.join(' AND ')}`, params);
    const rows = await this.db.query<{
      id: string;
      name: string;
      url_slug: string;
      price_cents: number;
      listed: boolean;
      retired_at: unknown;
      image_urls: string[];
      version: number;
      skus: string[] | null;
    }>(
      `SELECT p.id, p.name, p.url_slug, p.price_cents, p.listed, p.retired_at, p.image_urls, p.version,
         (SELECT array_agg(v.sku ORDER BY v.position, v.id) FROM product_variants v WHERE v.tenant_id = p.tenant_id AND v.product_id = p.id) AS skus
       FROM products p WHERE ${where.join(' AND ')} ORDER BY p.sort_order, p.id LIMIT ${PRODUCTS_PAGE_SIZE} OFFSET ${(page - 1) * PRODUCTS_PAGE_SIZE}`,
      params,
    );
    return {
      tenant,
      page,
      pageSize: PRODUCTS_PAGE_SIZE,
      total: Number(count?.n ?? 0),
      products: rows.map((r) => ({
        id: r.id,
        name: r.name,
        urlSlug: r.url_slug,
        price: centsToDecimal(r.price_cents),
        variants: r.skus?.length ?? 0,
        skus: r.skus ?? [],
        listed: r.listed,
        retired: r.retired_at !== null,
        imageUrl: r.image_urls[0] ?? null,
        version: r.version,
      })),
    };
  }

  /** The product as its editor reads it; a 404 refusal for an unknown tenant or product. */
  async find(tenant: string, id: string, db: Queryable = this.db): Promise<AdminProductWire | Refusal> {
    const missing = await missingTenant(db, tenant);
    if (missing) return missing;
    const [row] = await db.query<AdminProductRow>('SELECT * FROM products WHERE tenant_id = $1 AND id = $2', [tenant, id]);
    if (!row) return refusal(404, `Product ${id} not found.`);
    const variants = await db.query<VariantRow>(
      'SELECT id, name, price_cents, sku, precustomized_image_url, image_url FROM product_variants WHERE tenant_id = $1 AND product_id = $2 ORDER BY position, id',
      [tenant, id],
    );
    const [lines] = await db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.tenant_id = $1 AND l.product_id = $2',
      [tenant, id],
    );
    return {
      tenant,
      product: draftToWire(draftOfRow(row, variants)),
      version: row.version,
      retired: row.retired_at !== null,
      orderLines: Number(lines?.n ?? 0),
    };
  }
}

/** A 404 refusal for a tenant that does not exist; null when it does. */
export async function missingTenant(db: Queryable, tenant: string): Promise<Refusal | null> {
  if ((await db.query('SELECT 1 FROM tenants WHERE id = $1', [tenant])).length === 0) return refusal(404, `Tenant ${tenant} not found.`);
  return null;
}

/** An import file read for a tenant: its plan once the tenant is checked (404), or a 422 with why the file cannot be read as a whole. */
export async function readImportFile<P extends { ok: true }>(
  db: Queryable,
  tenant: string,
  plan: () => P | { ok: false; message: string },
): Promise<P | Refusal> {
  const missing = await missingTenant(db, tenant);
  if (missing) return missing;
  const planned = plan();
  return planned.ok ? (planned as P) : refusal(422, planned.message);
}
