/**
 * A tile's picture as the shopper saw it: framed, matted, cropped (the split piece), filtered, from
 * the same render geometry as the print file (src/domain/printing/tile-picture.ts), at a size for an
 * email or a page. Issue 28 item 3: the order emails show these, never the whole photo.
 */
import type { OrderedTile, PrintFileProduct } from '../../src/domain/admin';
import { picturePlan, tileLayout } from '../../src/domain/printing/tile-picture';
import type { Queryable } from '../db/db';
import { isRefusal, refusal, type Refusal } from '../http/refusal';
import { DecodedOriginals } from '../admin/decoded-originals';
import { orderNotFound, orderTiles, type TileRef } from '../admin/print-files';
import { renderTilePicture, uprightSize, type DecodedPhoto } from '../admin/print-renderer';
import type { SourceImages } from '../admin/source-images';

/** An email's tile picture: 600 px on its long side (sharp at 2x for a 300 px column). */
export const TILE_PICTURE_PX = 600;
/** Smallest and largest picture asked for: a thumbnail, and no more than a print's long side. */
export const MIN_PICTURE_PX = 16;
export const MAX_PICTURE_PX = 2400;

/** One tile's picture: which tile (line position and tile index, 0-based), a file name, JPEG bytes. */
export interface TilePictureFile {
  readonly line: number;
  readonly index: number;
  readonly name: string;
  readonly bytes: Buffer;
}

const badSize = (sizePx: number): Refusal | null =>
  !Number.isInteger(sizePx) || sizePx < MIN_PICTURE_PX || sizePx > MAX_PICTURE_PX
    ? refusal(400, `A tile picture is ${MIN_PICTURE_PX} to ${MAX_PICTURE_PX} px on its long side, not ${String(sizePx)}.`)
    : null;

/**
 * One tile's picture from its photo's bytes (or the photo decoded once for a split's pieces): the
 * product's print geometry, drawn framed, `sizePx` on its long side. JPEG, sRGB.
 */
export async function renderTilePictureOf(
  source: Buffer | DecodedPhoto,
  product: PrintFileProduct,
  tile: OrderedTile,
  sizePx = TILE_PICTURE_PX,
): Promise<Buffer> {
  // Callers ask for a size they checked (the requests' refusal is `badSize`): another is a bug.
  const bad = badSize(sizePx);
  if (bad) throw new RangeError(bad.message);
  const size = Buffer.isBuffer(source) ? await uprightSize(source) : { width: source.info.width, height: source.info.height };
  return renderTilePicture(source, picturePlan(tileLayout(product, tile, size), true, sizePx));
}

/**
 * The pictures of an order's tiles (the verified ones: what prints). Not cached: an email is sent
 * once per event; the pieces of a split share one decode.
 */
export class TilePictures {
  private readonly decoded = new DecodedOriginals();

  constructor(
    private readonly db: Queryable,
    private readonly images: SourceImages,
  ) {}

  /** Tile `index` (0-based) of line `line` (its position, 0-based) of order `orderId`, `sizePx` on its long side. */
  async picture(orderId: string, line: number, index: number, sizePx = TILE_PICTURE_PX): Promise<TilePictureFile | Refusal> {
    const bad = badSize(sizePx);
    if (bad) return bad;
    const tiles = await orderTiles(this.db, orderId);
    if (!tiles) return orderNotFound(orderId);
    const ref = tiles.find((t) => t.line === line && t.index === index);
    if (!ref) return refusal(404, `Order ${orderId} has no tile ${index + 1} on line ${line + 1}.`);
    return this.render(ref, sizePx);
  }

  /** Every tile's picture of the order, in print order. */
  async pictures(orderId: string, sizePx = TILE_PICTURE_PX): Promise<TilePictureFile[] | Refusal> {
    const bad = badSize(sizePx);
    if (bad) return bad;
    const tiles = await orderTiles(this.db, orderId);
    if (!tiles) return orderNotFound(orderId);
    const files: TilePictureFile[] = [];
    for (const ref of tiles) {
      const file = await this.render(ref, sizePx);
      if (isRefusal(file)) return file;
      files.push(file);
    }
    return files;
  }

  /** Lets go of decoded photos (the server is stopping). */
  close(): void {
    this.decoded.clear();
  }

  private async render(ref: TileRef, sizePx: number): Promise<TilePictureFile | Refusal> {
    const bytes = await this.images.read(ref.tile.imagePath);
    if (!bytes)
      return refusal(422, `The photo of tile ${ref.index + 1} on line ${ref.line + 1} is not stored on this server (${ref.tile.imagePath.slice(0, 200)}).`);
    let source: Buffer | DecodedPhoto = bytes;
    try {
      if (ref.sharesPhoto) source = await this.decoded.get(ref.tile.imagePath, bytes);
      const picture = await renderTilePictureOf(source, ref.product, ref.tile, sizePx);
      return { line: ref.line, index: ref.index, name: `order-${ref.orderNumber}-line-${ref.line + 1}-tile-${ref.index + 1}.jpg`, bytes: picture };
    } catch {
      return refusal(422, `The photo of tile ${ref.index + 1} on line ${ref.line + 1} is not an image we can read.`);
    }
  }
}
