import { centsToDecimal } from '../../../src/contract/money';
import type { TenantWire } from '../../../src/contract/tenant';
import { carrierName, trackingLink } from '../../../src/domain/admin/tracking';
import { accessibleAccent } from '../../../src/domain/tenant/brand-colour';
import { emailBrandName, orderEmailWording, type OrderEmailWording } from '../../../src/domain/tenant/email-wording';
import { tenantPageUrl } from '../../../src/domain/tenant/tenant-public-url';
import type { Queryable } from '../../db/db';
import type { MailAttachment } from '../../mail/mailer';
import { pickupEmailDetails, type PickupEmailDetails } from './pickup-email-details';

export type OrderEmailKind = 'confirmation' | 'shipped' | 'pickup_ready';

/** At most this many tile pictures ride in one email (a 100-tile order would weigh megabytes); the rest are counted. */
export const MAX_EMAIL_PICTURES = 24;
/** Shown at 88 px; drawn at twice that for sharp screens. */
export const EMAIL_PICTURE_PX = 88;

export interface EmailPicture {
  readonly cid: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface EmailLine {
  readonly title: string;
  /** 'Frame: Black · 3 tiles · 2 copies' (the line's visible attributes). */
  readonly details: string;
  readonly quantity: number;
  readonly unitPrice: string;
  /** Before discounts, and what it costs after them (equal without a discount). */
  readonly originalTotal: string;
  readonly total: string;
  readonly pictures: readonly EmailPicture[];
  /** Tiles of this line beyond the pictures shown. */
  readonly morePictures: number;
}

/** Everything an order email shows, gathered once: the HTML and the text are both drawn from it. */
export interface OrderEmailModel {
  readonly kind: OrderEmailKind;
  readonly brand: { readonly name: string; readonly accent: string; readonly onAccent: string; readonly storeUrl: string };
  readonly wording: OrderEmailWording;
  readonly subject: string;
  readonly number: string;
  /** The order's status page (/orders/{number}) at the tenant's own address (tenantPageUrl, as its sitemap): a guest opens it with the order's email. */
  readonly orderUrl: string;
  readonly placedAt: string;
  readonly to: string;
  readonly firstName: string | null;
  readonly lines: readonly EmailLine[];
  readonly subtotal: string;
  readonly discount: string;
  readonly discountCodes: readonly string[];
  readonly total: string;
  /** The address lines the order ships to (the checkout's address), or null (a free order has none). */
  readonly address: readonly string[] | null;
  readonly shipment: { readonly carrier: string; readonly trackingNumber: string; readonly trackingUrl: string | null } | null;
  /** A pick-up order's store and ready-by time (issue 30), shown instead of an address; null when it ships. */
  readonly pickup: PickupEmailDetails | null;
}

/** One tile's picture: which tile (0-based line position and index) and its JPEG, or null when it cannot be drawn. */
export type TilePictureSource = (
  orderId: string,
  line: number,
  index: number,
  sizePx: number,
) => Promise<{ bytes: Buffer; width: number; height: number } | null>;
/** The verified tiles of an order (what prints): line position and index, in print order. */
export type OrderTileList = (orderId: string) => Promise<ReadonlyArray<{ readonly line: number; readonly index: number }>>;

interface OrderRow {
  id: string;
  code: string;
  tenant_id: string;
  email: string | null;
  subtotal_cents: number;
  discount_cents: number;
  total_cents: number;
  discount_codes: string[];
  billing_address: unknown;
  created_at: Date | string;
  carrier: string | null;
  tracking_number: string | null;
  pickup_store: unknown;
  pickup_ready_by: Date | string | null;
}
interface LineRow {
  position: number;
  title: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  attributes: unknown;
}

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The checkout's address as the lines of an envelope; null without one. */
export const addressLines = (raw: unknown): string[] | null => {
  const a = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
  if (!a) return null;
  const name = [text(a.firstName), text(a.lastName)].filter(Boolean).join(' ');
  const cityLine = [text(a.city), [text(a.province), text(a.zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [name, text(a.address1), text(a.address2), cityLine, text(a.country) === 'US' ? '' : text(a.country)].filter(Boolean);
  return lines.length > 0 ? lines : null;
};

export const lineDetails = (attributes: ReadonlyArray<{ key: string; value: string }>): string => {
  const value = (key: string) => attributes.find((a) => a.key === key)?.value;
  const parts: string[] = [];
  const frame = value('Frame');
  const tiles = Number(value('Tiles'));
  const copies = Number(value('Copies'));
  if (frame) parts.push(`Frame: ${frame}`);
  if (Number.isInteger(tiles) && tiles > 0) parts.push(tiles === 1 ? '1 tile' : `${tiles} tiles`);
  if (Number.isInteger(copies) && copies > 1) parts.push(`${copies} copies`);
  // A gift tile (issue 33): whom it is for, and how it reaches them when they have no email.
  const recipient = value('Recipient Name');
  if (recipient) parts.push(`Gift for ${recipient}${value('Recipient Email') ? '' : value('Recipient Phone') ? ` (phone ${value('Recipient Phone')})` : ''}`);
  return parts.join(' · ');
};

export interface EmailDeps {
  readonly db: Queryable;
  readonly tenant: (id: string) => Promise<TenantWire | null>;
  readonly tiles: OrderTileList;
  readonly picture: TilePictureSource;
  readonly publicUrl: string;
}

/**
 * Gathers an order email: the order, its lines with a picture of each tile (up to MAX_EMAIL_PICTURES;
 * a tile whose picture cannot be drawn is left out, never the email), the tenant's brand and words.
 * Null when the order or its tenant is gone or the order has no address to write to.
 */
export async function loadOrderEmail(
  deps: EmailDeps,
  orderId: string,
  kind: OrderEmailKind,
): Promise<{ model: OrderEmailModel; attachments: MailAttachment[]; tenantId: string } | null> {
  const [order] = await deps.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [orderId]);
  if (!order || !order.email) return null;
  const tenant = await deps.tenant(order.tenant_id);
  if (!tenant) return null;
  const lines = await deps.db.query<LineRow>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY position', [orderId]);
  const attachments: MailAttachment[] = [];
  const picturesOf = new Map<number, EmailPicture[]>();
  const tilesOf = new Map<number, number>();
  for (const t of await deps.tiles(orderId)) {
    tilesOf.set(t.line, (tilesOf.get(t.line) ?? 0) + 1);
    if (attachments.length >= MAX_EMAIL_PICTURES) continue;
    const picture = await deps.picture(orderId, t.line, t.index, EMAIL_PICTURE_PX * 2).catch(() => null);
    if (!picture) continue;
    const cid = `tile-${t.line + 1}-${t.index + 1}.${order.code}@tilepix`;
    attachments.push({ cid, filename: `order-${order.code}-line-${t.line + 1}-tile-${t.index + 1}.jpg`, contentType: 'image/jpeg', content: picture.bytes });
    const shown = picturesOf.get(t.line) ?? [];
    const scale = EMAIL_PICTURE_PX / Math.max(picture.width, picture.height);
    shown.push({ cid, alt: `Tile ${t.index + 1}`, width: Math.round(picture.width * scale), height: Math.round(picture.height * scale) });
    picturesOf.set(t.line, shown);
  }
  const wording = orderEmailWording(tenant.homeVariant);
  const brandName = emailBrandName(tenant);
  const colours = accessibleAccent(tenant.accentColor);
  const address = parsed<Record<string, unknown> | null>(order.billing_address);
  const shipment = order.carrier && order.tracking_number ? { carrier: order.carrier, trackingNumber: order.tracking_number } : null;
  return {
    attachments,
    tenantId: tenant.id,
    model: {
      kind,
      brand: { name: brandName, accent: colours.accent, onAccent: colours.onAccent, storeUrl: tenantPageUrl(deps.publicUrl, tenant.id, '/') },
      wording,
      subject:
        kind === 'confirmation'
          ? wording.confirmationSubject(brandName, order.code)
          : kind === 'shipped'
            ? wording.shippedSubject(brandName, order.code)
            : wording.pickupReadySubject(brandName, order.code),
      number: order.code,
      orderUrl: tenantPageUrl(deps.publicUrl, tenant.id, `/orders/${order.code}`),
      placedAt: new Date(order.created_at).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
      to: order.email,
      firstName: text(address?.firstName) || null,
      lines: lines.map((l) => {
        const pictures = picturesOf.get(l.position) ?? [];
        return {
          title: l.title,
          details: lineDetails(parsed<Array<{ key: string; value: string }>>(l.attributes) ?? []),
          quantity: l.quantity,
          unitPrice: centsToDecimal(l.unit_price_cents),
          originalTotal: centsToDecimal(l.unit_price_cents * l.quantity),
          total: centsToDecimal(l.total_cents),
          pictures,
          morePictures: Math.max(0, (tilesOf.get(l.position) ?? 0) - pictures.length),
        };
      }),
      subtotal: centsToDecimal(order.subtotal_cents),
      discount: centsToDecimal(order.discount_cents),
      discountCodes: order.discount_codes,
      total: centsToDecimal(order.total_cents),
      // A pick-up order's card address is only a name: the store is where it goes.
      address: order.pickup_store ? null : addressLines(address),
      pickup: pickupEmailDetails(order.pickup_store, order.pickup_ready_by, new Date(order.created_at).getTime()),
      shipment: shipment ? { carrier: carrierName(shipment.carrier), trackingNumber: shipment.trackingNumber, trackingUrl: trackingLink(shipment) } : null,
    },
  };
}
