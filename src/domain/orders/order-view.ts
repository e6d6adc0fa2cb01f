import type { OrderedTile, PrintFileProduct } from '../admin/print-file';
import type { Cents } from '../money';
import type { WeekHours } from '../pickup/hours';
import type { TilePictureData } from '../printing/project-pictures';
import { tileLayout } from '../printing/tile-picture';
import type { OrderStatusName } from './order-status';

/** One line of an order as its page shows it, with each printed tile's picture. */
export interface OrderLineView {
  readonly title: string;
  readonly details: string;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly total: Cents;
  readonly pictures: readonly TilePictureData[];
}

/** A pick-up order's store (as it was when the order was placed) and the store's marks. Times: epoch ms. */
export interface PickupView {
  readonly storeName: string;
  readonly address: readonly string[];
  readonly timeZone: string;
  readonly week: WeekHours;
  readonly readyBy: number | null;
  readonly readyAt: number | null;
  readonly pickedUpAt: number | null;
}

/** An order's status page (issue 29 item 4). Times: epoch ms. */
export interface OrderView {
  readonly number: string;
  readonly placedAt: number;
  readonly status: OrderStatusName;
  readonly statusChangedAt: number | null;
  readonly email: string;
  readonly shipment: { readonly carrierName: string; readonly trackingNumber: string; readonly trackingUrl: string | null } | null;
  readonly pickup: PickupView | null;
  readonly lines: readonly OrderLineView[];
  readonly subtotal: Cents;
  readonly discount: Cents;
  readonly discountCodes: readonly string[];
  readonly total: Cents;
  readonly address: readonly string[] | null;
}

/** One order in the account's list. */
export interface OrderSummary {
  readonly number: string;
  readonly placedAt: number;
  readonly status: OrderStatusName;
  readonly statusChangedAt: number | null;
  readonly total: Cents;
  readonly tiles: number;
  readonly pickup: { readonly readyBy: number | null; readonly readyAt: number | null; readonly pickedUpAt: number | null } | null;
  readonly pictures: readonly TilePictureData[];
}

/** A printed tile with its photo's size, when the server knows it. */
export interface SizedOrderedTile extends OrderedTile {
  readonly imageWidth: number | null;
  readonly imageHeight: number | null;
}

/**
 * A printed tile's picture from the one render geometry (the print file's, the emails'): null layout
 * when the photo's size is unknown (the page then shows a blank box, never a wrong crop).
 */
export const orderTilePicture = (product: PrintFileProduct, tile: SizedOrderedTile, key: string): TilePictureData => ({
  key,
  src: tile.imagePath,
  layout: tile.imageWidth && tile.imageHeight ? tileLayout(product, tile, { width: tile.imageWidth, height: tile.imageHeight }) : null,
});
