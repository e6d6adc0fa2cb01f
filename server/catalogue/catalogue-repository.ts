import type { AlbumWire } from '../../src/contract/album';
import { normalisePromoCode } from '../../src/domain/promo/promo-code';
import type { ArtistGroupWire } from '../../src/contract/artist';
import type { FaqArticleWire } from '../../src/contract/faq';
import type { LayoutWire } from '../../src/contract/layout';
import { centsToDecimal } from '../../src/contract/money';
import type { ProductGroupWire, ProductVariantWire, ProductWire } from '../../src/contract/product';
import type { PromoWireFormat } from '../../src/contract/promo';
import { groupSlug } from '../../src/domain/catalog/product';
import type { Queryable } from '../db/db';
import type { ProductColumns } from './product-columns';

interface ProductRow extends ProductColumns {
  slug: string | null;
  svg_template_data: string | null;
}

interface VariantRow {
  product_id: string;
  id: string;
  name: string;
  price_cents: number;
  sku: string;
  precustomized_image_url: string | null;
  tool_thumb_primary: string | null;
  image_url: string | null;
}

interface MemberRow {
  product_id: string;
  id: string;
  name: string;
  tags: string[];
  default_product: string | null;
  product_sort_order: number;
}

/** Keeps the keys whose value is neither null nor undefined (the wire's optional fields are absent, never null). */
function present<T extends Record<string, unknown>>(fields: T): { [K in keyof T]?: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as never;
}

/** Reads the catalogue of a tenant, and the content every tenant shares, in wire form. */
export class CatalogueRepository {
  constructor(private readonly db: Queryable) {}

  async tenantExists(tenantId: string): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM tenants WHERE id = $1', [tenantId])).length > 0;
  }

  /** Shop-all: the tenant's listed products, in their sort order (retired ones left out, issue #17). */
  async listedProducts(tenantId: string): Promise<ProductWire[]> {
    const rows = await this.db.query<ProductRow>('SELECT * FROM products WHERE tenant_id = $1 AND listed AND retired_at IS NULL ORDER BY sort_order, id', [
      tenantId,
    ]);
    return this.withDetails(tenantId, rows);
  }

  /** One product by id, or by slug (its url slug or its older slug, e.g. 'wood8x8'). */
  async product(tenantId: string, key: { productId: string } | { urlSlug: string }): Promise<ProductWire | null> {
    const rows =
      'productId' in key
        ? await this.db.query<ProductRow>('SELECT * FROM products WHERE tenant_id = $1 AND id = $2', [tenantId, key.productId])
        : await this.db.query<ProductRow>(
            'SELECT * FROM products WHERE tenant_id = $1 AND (url_slug = $2 OR slug = $2) ORDER BY (url_slug = $2) DESC LIMIT 1',
            [tenantId, key.urlSlug.toLowerCase()],
          );
    const [product] = await this.withDetails(tenantId, rows);
    return product ?? null;
  }

  /** The tenant's artist groups that have at least one product, hidden ones included (the client filters). */
  async artistGroups(tenantId: string): Promise<ArtistGroupWire[]> {
    const rows = await this.db.query<{ id: string; name: string; sort_order: number; collection_name: string | null; image_url: string | null }>(
      `SELECT g.id, g.name, g.sort_order, g.collection_name, g.image_url FROM product_groups g
       WHERE g.tenant_id = $1 AND g.kind = 'artist'
         AND EXISTS (SELECT 1 FROM product_group_members m WHERE m.tenant_id = g.tenant_id AND m.group_id = g.id)
       ORDER BY g.sort_order, g.name`,
      [tenantId],
    );
    return rows.map((g) => ({
      id: g.id,
      name: g.name,
      sortOrder: g.sort_order,
      ...present({ collectionName: g.collection_name, imageUrl: g.image_url }),
    }));
  }

  /**
   * An artist's products by the artist's name or its slug (name lowercased, spaces to hyphens), in
   * the artist's product order; null when the tenant has no such artist.
   */
  async artistProducts(tenantId: string, artistName: string): Promise<ProductWire[] | null> {
    const groups = await this.db.query<{ id: string; name: string }>("SELECT id, name FROM product_groups WHERE tenant_id = $1 AND kind = 'artist'", [
      tenantId,
    ]);
    const wanted = groupSlug(artistName.trim());
    const group = groups.find((g) => groupSlug(g.name) === wanted);
    if (!group) return null;
    const rows = await this.db.query<ProductRow>(
      `SELECT p.* FROM products p JOIN product_group_members m ON m.tenant_id = p.tenant_id AND m.product_id = p.id
       WHERE p.tenant_id = $1 AND m.group_id = $2 AND p.retired_at IS NULL ORDER BY m.product_sort_order, p.id`,
      [tenantId, group.id],
    );
    return this.withDetails(tenantId, rows);
  }

  async layouts(tenantId: string): Promise<LayoutWire[]> {
    const rows = await this.db.query<{ name: string; product_id: string | null; num_frames: number; positions: unknown; images: string[] }>(
      'SELECT name, product_id, num_frames, positions, images FROM layouts WHERE tenant_id = $1 ORDER BY num_frames',
      [tenantId],
    );
    return rows.map((r) => ({
      name: r.name,
      numFrames: r.num_frames,
      positions: (typeof r.positions === 'string' ? JSON.parse(r.positions) : r.positions) as LayoutWire['positions'],
      images: r.images,
      ...present({ productId: r.product_id }),
    }));
  }

  /** Public albums with their photos; `full` and `thumb` are the files' addresses. */
  async publicAlbums(): Promise<AlbumWire[]> {
    const albums = await this.db.query<{ id: string; name: string }>('SELECT id, name FROM albums WHERE public ORDER BY position, id');
    const images = await this.db.query<{
      album_id: string;
      key: string;
      key_thumb: string;
      file_name: string;
      file_name_thumb: string;
      width: number | null;
      height: number | null;
    }>('SELECT i.* FROM album_images i JOIN albums a ON a.id = i.album_id WHERE a.public ORDER BY i.position, i.key');
    return albums.map((a) => ({
      id: a.id,
      name: a.name,
      images: images
        .filter((i) => i.album_id === a.id)
        .map((i) => ({
          fileName: i.file_name,
          fileNameThumb: i.file_name_thumb,
          key: i.key,
          keyThumb: i.key_thumb,
          full: `/files/${i.key}`,
          thumb: `/files/${i.key_thumb}`,
          ...present({ width: i.width, height: i.height }),
        })),
    }));
  }

  async promotedArticles(): Promise<FaqArticleWire[]> {
    const rows = await this.db.query<{ id: number; title: string; body: string; position: number }>(
      'SELECT id, title, body, position FROM faq_articles WHERE promoted ORDER BY position, id',
    );
    return rows.map((r) => ({ id: r.id, title: r.title, body: r.body, position: r.position }));
  }

  /** A promo by code (any case) valid for the tenant: its own or one for every tenant. */
  async promo(tenantId: string, code: string): Promise<PromoWireFormat | null> {
    const [row] = await this.db.query<{
      code: string;
      full_code: string | null;
      type: string;
      value_cents: number;
      start_date: Date | string | null;
      end_date: Date | string | null;
      entitled_variant_ids: string[];
      required_variant_ids: string[];
      entitled_quantity: number | null;
      required_quantity: number | null;
      required_purchase_cents: number | null;
      minimum_quantity: number | null;
      minimum_purchase_cents: number | null;
      max_tiles: number | null;
      allocation_limit: number | null;
      allocate_once_per_order: boolean;
      is_walgreens_promo: boolean;
    }>('SELECT * FROM promos WHERE code = $1 AND (tenant_id IS NULL OR tenant_id = $2)', [normalisePromoCode(code), tenantId]);
    if (!row) return null;
    const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
    const money = (c: number | null) => (c === null ? null : centsToDecimal(c));
    return {
      code: row.code,
      type: row.type,
      value: centsToDecimal(row.value_cents),
      entitledVariantIds: row.entitled_variant_ids,
      requiredVariantIds: row.required_variant_ids,
      allocateOncePerOrder: row.allocate_once_per_order,
      isWalgreensPromo: row.is_walgreens_promo,
      ...present({
        fullCode: row.full_code,
        startDate: iso(row.start_date),
        endDate: iso(row.end_date),
        entitledQuantity: row.entitled_quantity,
        requiredQuantity: row.required_quantity,
        requiredPurchase: money(row.required_purchase_cents),
        minimumQuantity: row.minimum_quantity,
        minimumPurchase: money(row.minimum_purchase_cents),
        maxTiles: row.max_tiles,
        allocationLimit: row.allocation_limit,
      }),
    };
  }

  /** Adds variants and groups to product rows: two queries for any number of products. */
  private async withDetails(tenantId: string, rows: ProductRow[]): Promise<ProductWire[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const variants = await this.db.query<VariantRow>(
      `SELECT product_id, id, name, price_cents, sku, precustomized_image_url, tool_thumb_primary, image_url FROM product_variants
       WHERE tenant_id = $1 AND product_id = ANY($2) ORDER BY position, id`,
      [tenantId, ids],
    );
    const members = await this.db.query<MemberRow>(
      `SELECT m.product_id, g.id, g.name, g.tags, g.default_product, m.product_sort_order
       FROM product_group_members m JOIN product_groups g ON g.tenant_id = m.tenant_id AND g.id = m.group_id
       WHERE m.tenant_id = $1 AND m.product_id = ANY($2) ORDER BY g.sort_order, g.id`,
      [tenantId, ids],
    );
    return rows.map((row) =>
      toProduct(
        row,
        variants.filter((v) => v.product_id === row.id),
        members.filter((m) => m.product_id === row.id),
      ),
    );
  }
}

function toProduct(row: ProductRow, variants: VariantRow[], members: MemberRow[]): ProductWire {
  return {
    id: row.id,
    name: row.name,
    urlSlug: row.url_slug,
    price: centsToDecimal(row.price_cents),
    variants: variants.map((v): ProductVariantWire => ({
      id: v.id,
      name: v.name,
      price: centsToDecimal(v.price_cents),
      sku: v.sku,
      ...present({ precustomizedImageUrl: v.precustomized_image_url, imageUrl: v.image_url }),
      ...(v.tool_thumb_primary ? { toolThumbs: { Primary: v.tool_thumb_primary } } : {}),
    })),
    imageUrls: row.image_urls,
    ...present({
      slug: row.slug,
      sku: row.sku,
      mats: row.mats,
      filters: row.filters,
      defaultOrientation: row.default_orientation,
      orientationEligible: row.orientation_eligible,
      shortNameSingular: row.short_name_singular,
      shortNamePlural: row.short_name_plural,
      widthInches: row.width_inches,
      heightInches: row.height_inches,
      physicalWidthInches: row.physical_width_inches,
      physicalHeightInches: row.physical_height_inches,
      minInputPpi: row.min_input_ppi,
      minInputImageWidth: row.min_input_image_width,
      minInputImageHeight: row.min_input_image_height,
      outputImageWidth: row.output_image_width,
      outputImageHeight: row.output_image_height,
      matInches: row.mat_inches,
      precustomizedImageUrl: row.precustomized_image_url,
      svgTemplateUrl: row.svg_template_url,
      svgTemplateData: row.svg_template_data,
      svgClipPath: row.svg_clip_path,
      ignoreSvg: row.ignore_svg,
      depthInches: row.depth_inches,
      materials: row.materials,
      hangingMethod: row.hanging_method,
      shipDaysMin: row.ship_days_min,
      shipDaysMax: row.ship_days_max,
      pickupHours: row.pickup_hours,
    }),
    ...(members.length > 0
      ? {
          groups: members.map((m): ProductGroupWire => ({
            id: m.id,
            name: m.name,
            productSortOrder: m.product_sort_order,
            ...(m.tags.length > 0 ? { tags: m.tags } : {}),
            ...present({ defaultProduct: m.default_product }),
          })),
        }
      : {}),
  };
}
