/* What an order is made of: the line attributes sent to the storefront, its number, the contents' fingerprint. */
import { tileCrop, type Project } from '../../../domain/project';
import type { CartAttribute } from '../../ports/storefront-cart';

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

/** The number a shopper reads and quotes: the order id's last segment ('gid://shopify/Order/1001?key=…' → '#1001', without its key). */
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
