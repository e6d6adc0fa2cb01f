import type { OrderDetailWire } from '../../src/contract/admin';
import { centsToDecimal } from '../../src/contract/money';
import { nextStatuses, ORDER_STATUS_LABELS, printFilePlan, type OrderStatus, type PrintFileProduct } from '../../src/domain/admin';
import type { Queryable } from '../db/db';
import { verifiedOrderLines, type VerifiedLine } from '../orders/printed-lines';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './order-list';
import type { SourceImages } from './source-images';
import { carrierName, trackingLink } from '../../src/domain/admin/tracking';
import { orderEmailEvents } from './order-email-events';
import { PICKUP_COLUMNS, pickupOf, type PickupColumns } from './order-pickup-view';

type Attribute = { key: string; value: string };
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const iso = (d: Date | string) => new Date(d).toISOString();

export interface LineRow {
  position: number;
  product_id: string;
  variant_id: string;
  title: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  attributes: unknown;
}

interface ProductPrintRow {
  id: string;
  width_inches: number | null;
  height_inches: number | null;
  output_image_width: number | null;
  output_image_height: number | null;
  mat_inches: number | null;
  orientation_eligible: boolean | null;
}

const toPrintProduct = (r: ProductPrintRow | undefined): PrintFileProduct => ({
  ...(r?.width_inches != null ? { widthInches: r.width_inches } : {}),
  ...(r?.height_inches != null ? { heightInches: r.height_inches } : {}),
  ...(r?.output_image_width != null ? { outputImageWidth: r.output_image_width } : {}),
  ...(r?.output_image_height != null ? { outputImageHeight: r.output_image_height } : {}),
  ...(r?.mat_inches != null ? { matInches: r.mat_inches } : {}),
  ...(r?.orientation_eligible != null ? { orientationEligible: r.orientation_eligible } : {}),
});

/** The print fields of the products an order's lines name (a retired or renamed product keeps its row). */
export async function printProducts(db: Queryable, tenantId: string, productIds: readonly string[]): Promise<Map<string, PrintFileProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<ProductPrintRow>(
    `SELECT id, width_inches, height_inches, output_image_width, output_image_height, mat_inches, orientation_eligible
     FROM products WHERE tenant_id = $1 AND id = ANY($2::text[])`,
    [tenantId, [...new Set(productIds)]],
  );
  return new Map(productIds.map((id) => [id, toPrintProduct(rows.find((r) => r.id === id))]));
}

export const lineAttributes = (line: Pick<LineRow, 'attributes'>): Attribute[] => parsed<Attribute[]>(line.attributes) ?? [];

/** What each line of an order prints: the tiles of the project frozen for it, checked against what was paid (issue 26). */
export const verifiedLines = (db: Queryable, tenantId: string, orderId: string, lines: readonly LineRow[]) =>
  verifiedOrderLines(
    db,
    tenantId,
    orderId,
    lines.map((l) => ({ position: l.position, productId: l.product_id, quantity: l.quantity, attributes: lineAttributes(l) })),
  );

/** An order as the admin's detail page shows it: lines with their tiles, payments and the timeline. */
export class OrderDetail {
  constructor(
    private readonly db: Queryable,
    private readonly images: SourceImages,
  ) {}

  async status(id: string, tx: Queryable = this.db): Promise<OrderStatus | null> {
    const [row] = await tx.query<{ status: OrderStatus }>('SELECT status FROM orders WHERE id = $1', [id]);
    return row?.status ?? null;
  }

  async find(id: string, tx: Queryable = this.db): Promise<OrderDetailWire | null> {
    const [row] = await tx.query<
      SummaryRow & {
        subtotal_cents: number;
        discount_cents: number;
        discount_codes: string[];
        shipping_rate: string | null;
        billing_address: unknown;
        cancel_reason: string | null;
        carrier: string | null;
        tracking_number: string | null;
      } & PickupColumns
    >(
      `SELECT ${SUMMARY_COLUMNS}, o.subtotal_cents, o.discount_cents, o.discount_codes, o.shipping_rate, o.billing_address, o.cancel_reason, o.carrier, o.tracking_number,
        ${PICKUP_COLUMNS} FROM orders o WHERE o.id = $1`,
      [id],
    );
    if (!row) return null;
    const lines = await tx.query<LineRow>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY position', [id]);
    const products = await printProducts(
      tx,
      row.tenant_id,
      lines.map((l) => l.product_id),
    );
    const payments = await tx.query<{
      kind: string;
      status: string;
      amount_cents: number;
      test: boolean;
      brand: string | null;
      last4: string | null;
      created_at: Date;
    }>(
      `SELECT p.kind, p.status, p.amount_cents, p.test, s.brand, s.last4, p.created_at
       FROM payments p LEFT JOIN payment_sessions s ON s.id = p.session_id WHERE p.order_id = $1 OR p.checkout_token = (SELECT checkout_token FROM orders WHERE id = $1)
       ORDER BY p.created_at`,
      [id],
    );
    const events = await tx.query<{
      kind: 'status' | 'note' | 'pickup';
      from_status: OrderStatus | null;
      to_status: OrderStatus | null;
      text: string | null;
      actor_email: string;
      created_at: Date;
    }>('SELECT kind, from_status, to_status, text, actor_email, created_at FROM order_events WHERE order_id = $1 ORDER BY id', [id]);
    const verified = await verifiedLines(tx, row.tenant_id, id, lines);
    const summary = toSummary(row);
    const emails = await orderEmailEvents(tx, id);
    const shipment = row.carrier && row.tracking_number ? { carrier: row.carrier, trackingNumber: row.tracking_number } : null;
    return {
      order: summary,
      subtotal: centsToDecimal(row.subtotal_cents),
      discount: centsToDecimal(row.discount_cents),
      discountCodes: row.discount_codes,
      shippingRate: row.shipping_rate,
      billingAddress: parsed<Record<string, unknown> | null>(row.billing_address) ?? null,
      cancelReason: row.cancel_reason,
      lines: await Promise.all(lines.map((l) => this.line(l, products.get(l.product_id) ?? {}, verified.get(l.position)))),
      linesAddUp: [...verified.values()].every((v) => v.problem === null),
      payments: payments.map((p) => ({
        kind: p.kind,
        status: p.status,
        amount: centsToDecimal(p.amount_cents),
        test: p.test,
        card: p.brand && p.last4 ? { brand: p.brand, last4: p.last4 } : null,
        createdAt: iso(p.created_at),
      })),
      timeline: [
        { at: summary.createdAt, kind: 'placed' as const, text: `Order #${summary.number} placed ($${summary.total}).`, by: summary.email },
        ...payments.map((p) => ({
          at: iso(p.created_at),
          kind: 'payment' as const,
          text: `Payment ${p.status.toLowerCase()}: $${centsToDecimal(p.amount_cents)}${p.brand && p.last4 ? ` on ${p.brand} ending ${p.last4}` : ''}${p.test ? ' (test)' : ''}.`,
          by: null,
        })),
        ...events.map((e) => ({
          at: iso(e.created_at),
          // A pick-up mark reads as a step of the order's progress, as a status move does.
          kind: e.kind === 'pickup' ? ('status' as const) : e.kind,
          text:
            e.kind !== 'status'
              ? (e.text ?? '')
              : `${ORDER_STATUS_LABELS[e.from_status ?? 'paid']} → ${ORDER_STATUS_LABELS[e.to_status ?? 'paid']}${e.text ? `: ${e.text}` : ''}`,
          by: e.actor_email,
        })),
        ...emails,
      ].sort((a, b) => a.at.localeCompare(b.at)),
      nextStatuses: [...nextStatuses(row.status)],
      shipment: shipment ? { ...shipment, carrierName: carrierName(shipment.carrier), trackingUrl: trackingLink(shipment) } : null,
      resendableEmails: row.status === 'shipped' && shipment ? ['confirmation', 'shipped'] : ['confirmation'],
      pickup: pickupOf(row),
    };
  }

  private async line(l: LineRow, product: PrintFileProduct, verified: VerifiedLine | undefined) {
    const tiles = verified?.tiles ?? [];
    return {
      position: l.position,
      title: l.title,
      productId: l.product_id,
      variantId: l.variant_id,
      quantity: l.quantity,
      unitPrice: centsToDecimal(l.unit_price_cents),
      total: centsToDecimal(l.total_cents),
      attributes: lineAttributes(l).filter((a) => !a.key.startsWith('_')),
      tilesProblem: verified?.problem ?? null,
      tiles: await Promise.all(
        tiles.map(async (t, index) => {
          const image = await this.images.dimensions(t.imagePath);
          const plan = printFilePlan(product, t, image ?? { width: 1, height: 1 });
          return {
            index,
            imagePath: t.imagePath,
            imageWidth: image?.width ?? null,
            imageHeight: image?.height ?? null,
            crop: t.crop ? ([...t.crop] as [number, number, number, number]) : null,
            frameColor: t.frameColor,
            matColor: t.matColor,
            filter: t.filter,
            orientation: t.orientation,
            ...(t.rotation ? { rotation: t.rotation } : {}),
            printWidth: plan.width,
            printHeight: plan.height,
            matPx: plan.photo.left,
          };
        }),
      ),
    };
  }
}
