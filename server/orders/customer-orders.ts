import { centsToDecimal } from '../../src/contract/money';
import type { OrderSummaryWire, OrderViewWire, ReorderAnswer } from '../../src/contract/orders';
import type { ServerProject } from '../../src/contract/project';
import type { OrderedTile } from '../../src/domain/admin';
import { carrierName, trackingLink } from '../../src/domain/admin/tracking';
import { reorderRefusal, type OrderStatusName, type SoldProduct } from '../../src/domain/orders';
import { orderTiles, type TileRef } from '../admin/print-files';
import type { SourceImages } from '../admin/source-images';
import type { Queryable } from '../db/db';
import { addressLines, lineDetails } from './emails/order-email-model';
import { pickupStoreOf } from './emails/pickup-email-details';

/**
 * A shopper's own orders (issue 29 items 4–7): found by number + email (a guest) or by owner (a
 * signed-in customer), drawn for the status page and the account's list, and read back for reorder.
 * Reads only, except `attachGuestOrders`, which the sign-in runs once the email is proven.
 */

interface OrderRow {
  id: string;
  code: string;
  email: string | null;
  created_at: Date | string;
  status: OrderStatusName;
  status_changed_at: Date | string | null;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  discount_codes: string[];
  billing_address: unknown;
  carrier: string | null;
  tracking_number: string | null;
  pickup_store: unknown;
  pickup_ready_by: Date | string | null;
  pickup_ready_at: Date | string | null;
  picked_up_at: Date | string | null;
}
interface LineRow {
  position: number;
  title: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  attributes: unknown;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const PREVIEW_TILES = 4;

/** Orders of a guest's email that nobody owns become the customer's (the sign-in just proved the email). */
export async function attachGuestOrders(tx: Queryable, tenantId: string, customerId: string, email: string): Promise<number> {
  const rows = await tx.query<{ id: string }>(
    'UPDATE orders SET customer_id = $2 WHERE tenant_id = $1 AND customer_id IS NULL AND lower(btrim(email)) = lower(btrim($3)) RETURNING id',
    [tenantId, customerId, email],
  );
  return rows.length;
}

/** The order paid by a signed-in buyer is theirs from the start (the cart named them). */
export async function attachPaidOrder(tx: Queryable, orderId: string, customerId: string | null): Promise<void> {
  if (customerId !== null) await tx.query('UPDATE orders SET customer_id = $2 WHERE id = $1 AND customer_id IS NULL', [orderId, customerId]);
}

export class CustomerOrders {
  constructor(
    private readonly db: Queryable,
    private readonly images: SourceImages,
  ) {}

  /** A guest's order: the number and the email it was placed with, both right; else null (one answer for either). */
  async findForGuest(tenantId: string, code: string, email: string): Promise<string | null> {
    const [row] = await this.db.query<{ id: string }>(
      'SELECT id FROM orders WHERE tenant_id = $1 AND code = $2 AND email IS NOT NULL AND lower(btrim(email)) = lower(btrim($3))',
      [tenantId, code, email],
    );
    return row?.id ?? null;
  }

  /** The customer's own order by its number; null for a missing one and for another's alike. */
  async findForOwner(tenantId: string, customerId: string, code: string): Promise<string | null> {
    const [row] = await this.db.query<{ id: string }>('SELECT id FROM orders WHERE tenant_id = $1 AND code = $2 AND customer_id = $3', [
      tenantId,
      code,
      customerId,
    ]);
    return row?.id ?? null;
  }

  /** The order's status page. */
  async view(orderId: string): Promise<OrderViewWire> {
    const [order] = await this.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId]);
    if (!order) throw new Error(`Order ${orderId} vanished while it was read`);
    const lines = await this.db.query<LineRow>(
      'SELECT position, title, quantity, unit_price_cents, total_cents, attributes FROM order_lines WHERE order_id = $1 ORDER BY position',
      [orderId],
    );
    const refs = (await orderTiles(this.db, orderId)) ?? [];
    const shipment = order.carrier && order.tracking_number ? { carrier: order.carrier, trackingNumber: order.tracking_number } : null;
    const store = pickupStoreOf(order.pickup_store);
    return {
      number: order.code,
      placedAt: iso(order.created_at)!,
      status: order.status,
      statusChangedAt: iso(order.status_changed_at),
      email: order.email ?? '',
      shipment: shipment ? { carrierName: carrierName(shipment.carrier), trackingNumber: shipment.trackingNumber, trackingUrl: trackingLink(shipment) } : null,
      pickup: store
        ? {
            storeName: store.name,
            address: [store.address.line1, `${store.address.city}, ${store.address.state} ${store.address.zip}`],
            timeZone: store.timeZone,
            week: store.week.map((d) => (d ? { opens: d.opens, closes: d.closes } : null)),
            readyBy: iso(order.pickup_ready_by),
            readyAt: iso(order.pickup_ready_at),
            pickedUpAt: iso(order.picked_up_at),
          }
        : null,
      lines: await Promise.all(
        lines.map(async (l) => {
          const tiles = refs.filter((r) => r.line === l.position);
          return {
            title: l.title,
            details: lineDetails(parsed<Array<{ key: string; value: string }>>(l.attributes) ?? []),
            quantity: l.quantity,
            unitPrice: centsToDecimal(l.unit_price_cents),
            total: centsToDecimal(l.total_cents),
            product: { ...(tiles[0]?.product ?? {}) },
            tiles: await Promise.all(tiles.map((r) => this.tileWire(r.tile))),
          };
        }),
      ),
      subtotal: centsToDecimal(order.subtotal_cents),
      discount: centsToDecimal(order.discount_cents),
      discountCodes: order.discount_codes,
      total: centsToDecimal(order.total_cents),
      address: store ? null : addressLines(parsed<unknown>(order.billing_address)),
    };
  }

  /** The customer's orders, newest first, each with a few pictures. */
  async list(tenantId: string, customerId: string, limit = 50): Promise<OrderSummaryWire[]> {
    const rows = await this.db.query<OrderRow & { tiles: string | number }>(
      `SELECT o.*, (SELECT coalesce(sum(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id AND l.attributes @> '[{"key":"_tiles"}]') AS tiles
       FROM orders o WHERE o.tenant_id = $1 AND o.customer_id = $2 ORDER BY o.created_at DESC, o.number DESC LIMIT $3`,
      [tenantId, customerId, limit],
    );
    return Promise.all(
      rows.map(async (o) => {
        const refs: TileRef[] = (await orderTiles(this.db, o.id)) ?? [];
        return {
          number: o.code,
          placedAt: iso(o.created_at)!,
          status: o.status,
          statusChangedAt: iso(o.status_changed_at),
          total: centsToDecimal(o.total_cents),
          tiles: Number(o.tiles),
          pickup: o.pickup_store === null ? null : { readyBy: iso(o.pickup_ready_by), readyAt: iso(o.pickup_ready_at), pickedUpAt: iso(o.picked_up_at) },
          preview: await Promise.all(refs.slice(0, PREVIEW_TILES).map(async (r) => ({ product: { ...r.product }, tile: await this.tileWire(r.tile) }))),
        };
      }),
    );
  }

  /**
   * Reorder's reading: the projects frozen for the order (as they were bought), each with its line's
   * title, and one sentence for each whose product or frame colour today's catalogue no longer sells.
   */
  async reorder(tenantId: string, orderId: string): Promise<ReorderAnswer> {
    const rows = await this.db.query<{ document: unknown; product_id: string }>(
      `SELECT p.document, p.document->>'productId' AS product_id FROM projects p WHERE p.tenant_id = $1 AND p.order_id = $2 ORDER BY p.created_at, p.id`,
      [tenantId, orderId],
    );
    const lines = await this.db.query<{ title: string; product_id: string }>(
      'SELECT title, product_id FROM order_lines WHERE order_id = $1 ORDER BY position',
      [orderId],
    );
    const sold = await this.soldProducts(
      tenantId,
      rows.map((r) => r.product_id),
    );
    const projects: ReorderAnswer['projects'] = [];
    const unavailable: string[] = [];
    for (const row of rows) {
      const project = parsed<ServerProject>(row.document);
      const product = sold.get(row.product_id) ?? null;
      const title = product?.name ?? lines.find((l) => l.product_id === row.product_id)?.title.split(' - ')[0] ?? 'A project';
      const refusal = reorderRefusal(project, title, product);
      if (refusal) unavailable.push(refusal);
      else projects.push({ title, project });
    }
    return { projects, unavailable };
  }

  private async soldProducts(tenantId: string, ids: readonly string[]): Promise<Map<string, SoldProduct>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: string; name: string; variant_name: string | null }>(
      `SELECT p.id, p.name, v.name AS variant_name FROM products p LEFT JOIN product_variants v ON v.tenant_id = p.tenant_id AND v.product_id = p.id
       WHERE p.tenant_id = $1 AND p.id = ANY($2::text[]) AND p.retired_at IS NULL ORDER BY v.position`,
      [tenantId, [...new Set(ids)]],
    );
    const map = new Map<string, { name: string; variantNames: string[] }>();
    for (const r of rows) {
      const entry = map.get(r.id) ?? { name: r.name, variantNames: [] };
      if (r.variant_name !== null) entry.variantNames.push(r.variant_name);
      map.set(r.id, entry);
    }
    return map;
  }

  private async tileWire(tile: OrderedTile) {
    const size = await this.images.dimensions(tile.imagePath).catch(() => null);
    return {
      imagePath: tile.imagePath,
      imageWidth: size?.width ?? null,
      imageHeight: size?.height ?? null,
      crop: tile.crop ? ([...tile.crop] as [number, number, number, number]) : null,
      frameColor: tile.frameColor,
      matColor: tile.matColor,
      filter: tile.filter,
      orientation: tile.orientation,
    };
  }
}
