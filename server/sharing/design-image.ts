/**
 * A shared design's Open Graph picture (issue 35): the design's tiles on its layout, each drawn by the
 * print-fidelity render (the emails' and print files' geometry: server/orders/tile-picture.ts), on a
 * 1200 × 630 card, JPEG ≤ 200 KB. Rendered once per link and kept (a snapshot never changes); a revoked
 * link's picture is dropped and answers 404 like its page.
 */
import { designPlacement, designTiles, type SharedDesign } from '../../src/domain/sharing';
import { orderedTileOf } from '../../src/domain/printing/project-pictures';
import { toPrintProduct } from '../../src/domain/printing/print-product';
import { productFromWire, type ProductWire } from '../../src/contract/product';
import type { PrintFileProduct } from '../../src/domain/admin';
import { renderTilePictureOf } from '../orders/tile-picture';
import type { SourceImages } from '../admin/source-images';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** What a link preview may weigh at most (issue 35's goal): quality steps down until it fits. */
export const OG_MAX_BYTES = 200 * 1024;
const BACKGROUND = '#f3f1ed';
const PAD = 40;

/** Where each tile goes on the card: the layout's grid scaled to fit, centred; gaps a tenth of a tile. */
export function cardPlaces(design: SharedDesign): { size: number; places: { index: number; left: number; top: number }[] } {
  const { cols, rows, places } = designPlacement(design);
  const gap = 0.1;
  const unit = Math.min((OG_WIDTH - 2 * PAD) / (cols + (cols - 1) * gap), (OG_HEIGHT - 2 * PAD) / (rows + (rows - 1) * gap));
  const size = Math.max(8, Math.floor(unit));
  const width = cols * unit + (cols - 1) * gap * unit;
  const height = rows * unit + (rows - 1) * gap * unit;
  const x0 = (OG_WIDTH - width) / 2;
  const y0 = (OG_HEIGHT - height) / 2;
  return { size, places: places.map((p) => ({ index: p.index, left: Math.round(x0 + p.x * unit * (1 + gap)), top: Math.round(y0 + p.y * unit * (1 + gap)) })) };
}

export async function renderDesignImage(design: SharedDesign, wire: ProductWire | null, images: SourceImages): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const printProduct = wire ? toPrintProduct(productFromWire(wire)) : null;
  const fileProduct: PrintFileProduct = printProduct ?? {};
  const tiles = designTiles(design, (i) => `tile-${i}`);
  const { size, places } = cardPlaces(design);
  const layers: { input: Buffer; left: number; top: number }[] = [];
  // One read of each photo (a split's pieces share one).
  const photos = new Map<string, Promise<Buffer | null>>();
  for (const place of places) {
    const tile = tiles[place.index]!;
    const ordered = printProduct
      ? orderedTileOf(tile, printProduct)
      : {
          imagePath: tile.imagePath ?? '',
          crop: null,
          frameColor: tile.frameColor,
          matColor: tile.matColor,
          filter: tile.filter,
          orientation: tile.orientation,
        };
    if (!photos.has(ordered.imagePath)) photos.set(ordered.imagePath, images.read(ordered.imagePath));
    const bytes = await photos.get(ordered.imagePath)!;
    // A photo not stored here (another site's address) draws as an empty frame: the card never fetches outside.
    const picture = bytes ? await renderTilePictureOf(bytes, fileProduct, ordered, size).catch(() => null) : null;
    const input =
      picture ??
      (await sharp({ create: { width: size, height: size, channels: 3, background: '#222' } })
        .jpeg()
        .toBuffer());
    const meta = await sharp(input).metadata();
    const left = place.left + Math.round((size - (meta.width ?? size)) / 2);
    const top = place.top + Math.round((size - (meta.height ?? size)) / 2);
    layers.push({ input, left: Math.max(0, left), top: Math.max(0, top) });
  }
  const base = sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: BACKGROUND } }).composite(layers);
  const flat = await base.png().toBuffer();
  for (const quality of [82, 72, 60, 45]) {
    const jpeg = await sharp(flat).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG_MAX_BYTES) return jpeg;
  }
  return sharp(flat)
    .resize(OG_WIDTH / 2)
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** The pictures made, by tenant and link id; bounded (oldest dropped first). */
export class DesignImageCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly max = 200) {}

  get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const made = make();
    made.catch(() => this.entries.delete(key));
    this.entries.set(key, made);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }

  drop(key: string): void {
    this.entries.delete(key);
  }
}
