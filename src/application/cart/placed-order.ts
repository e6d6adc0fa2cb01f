/* What an order is made of and how it is shown: the line attributes sent to the storefront, the kept order. */
import * as t from 'io-ts';
import { tileCrop, type Project } from '../../domain/project';
import type { Cents } from '../../domain/money';
import type { CartAttribute } from '../ports/storefront-cart';

/** An order as /confirm shows it (kept locally as the last cart, so a reload keeps the page). */
export interface PlacedOrder {
  readonly orderId: string;
  readonly email: string;
  readonly placedAt: number;
  readonly items: ReadonlyArray<{ readonly name: string; readonly tiles: number; readonly quantity: number; readonly frameColor: string; readonly imagePaths: readonly string[] }>;
  readonly wallPads: number;
  /** The server's figures: what was charged. */
  readonly subtotal: Cents;
  readonly discount: Cents;
  readonly total: Cents;
}

/** The attributes a project's line carries to the order: what to print, tile by tile. */
export const lineAttributes = (project: Project): CartAttribute[] => [
  { key: '_projectId', value: project.id },
  { key: 'Frame', value: project.frameColor },
  { key: 'Tiles', value: String(project.tiles.length) },
  { key: 'Copies', value: String(project.quantity) },
  {
    key: '_tiles',
    value: JSON.stringify(
      project.tiles.map((t) => {
        const crop = tileCrop(t);
        return { imagePath: t.imagePath, crop: [crop.x, crop.y, crop.width, crop.height], frameColor: t.frameColor, matColor: t.matColor, filter: t.filter, orientation: t.orientation };
      }),
    ),
  },
];

/** The number a shopper reads and quotes: the order id's last segment, without its key ('gid://shopify/Order/1001?key=…' → '#1001'). */
export const orderNumberOf = (orderId: string): string => `#${orderId.slice(orderId.lastIndexOf('/') + 1).split('?')[0]}`;

/** A short fingerprint of a string (FNV-1a, 32 bits): enough to tell one cart's contents from another's. */
export const fingerprint = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length}:${hash.toString(16)}`;
};


/** What a kept order must be for /confirm to show it (every field it reads). */
const StoredPlacedOrder = t.type({
  orderId: t.string,
  email: t.string,
  placedAt: t.number,
  items: t.array(t.type({ name: t.string, tiles: t.number, quantity: t.number, frameColor: t.string, imagePaths: t.array(t.string) })),
  wallPads: t.number,
  subtotal: t.number,
  discount: t.number,
  total: t.number,
});

export const isPlacedOrder = (v: unknown): v is PlacedOrder => StoredPlacedOrder.is(v);
