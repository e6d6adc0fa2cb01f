/**
 * One render geometry for every picture of a tile (issue 28 item 3): the cart's and the confirmation's
 * thumbnails, the admin's order view, the order emails and the print file are all drawn from the
 * numbers here, so a picture can only differ from the print by its size. Pure: no pixels.
 */
import { NO_MAT, outputSize, type OrderedTile, type PixelRect, type PrintFilePlan, type PrintFileProduct } from '../admin/print-file';
import { frameColorHex } from '../project/options';
import { quarterTurnOf, rotatedSize, type QuarterTurn } from '../imaging/rotation';

/** The frame's moulding as a share of the framed picture's long side (the canvas draws the same). */
export const FRAME_BORDER_RATIO = 0.055;

/** A product without matInches gets a 1-inch mat, as the canvas shows it (SPEC §3 gives no default). */
export const DEFAULT_MAT_INCHES = 1;

const DEFAULT_INCHES = 8;

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** A rectangle in any unit (fractional allowed). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What every picture of one tile is made of. */
export interface TileLayout {
  /** The print file's size in pixels (the product's output size in the tile's orientation). */
  readonly print: Size;
  /** The frame's colour as #RRGGBB (the variant's; Black when the tile names none). */
  readonly frameHex: string;
  /** The mat's colour as #RRGGBB, or null for no mat. */
  readonly matHex: string | null;
  /** The mat's width on each side, in print-file pixels (0 without a mat). */
  readonly matPx: number;
  /** The part of the photo shown, in its upright and turned pixels: inside it, and of exactly the photo area's aspect. */
  readonly source: Rect;
  /** The photo's upright pixel size turned by `rotation`: what the source is measured in. */
  readonly image: Size;
  /**
   * The photo's clockwise turn in its frame (issue 31 item 6): every renderer turns it before cropping.
   * Optional: a picture kept on a device before photos turned has none (0).
   */
  readonly rotation?: QuarterTurn;
  readonly grayscale: boolean;
}

/** A tile's picture as shares of its own box (0..1), so it draws the same at any size. */
export interface PictureBoxes {
  /** The whole picture's width over its height. */
  readonly aspect: number;
  /** The print's area (inside the moulding; the whole box when unframed). */
  readonly print: Rect;
  /** Where the photo goes (inside the mat). */
  readonly photo: Rect;
  /** The part of the photo shown, as shares of the photo's width and height. */
  readonly source: Rect;
}

/** A picture in whole pixels: what sharp runs. */
export interface PicturePlan extends PrintFilePlan {
  readonly crop: PixelRect;
  /** The frame's colour and the print's area inside it, or null for an unframed picture (the print file). */
  readonly frame: { readonly hex: string; readonly print: PixelRect } | null;
}

const hex6 = (hex: string): string => {
  const h = hex.replace('#', '').toUpperCase();
  return `#${h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6)}`;
};

/** '#RRGGBBAA' of a real mat, or null ('#FFFFFF00', anything transparent or unreadable: no mat). */
export const matColorOf = (color: string): string | null => {
  const upper = color.toUpperCase();
  if (upper === NO_MAT || !/^#[0-9A-F]{8}$/.test(upper) || upper.endsWith('00')) return null;
  return upper;
};

/** The frame colour's #RRGGBB (unknown names draw Black, as the canvas does). */
export const frameHexOf = (frameColor: string | null): string => hex6(frameColorHex(frameColor ?? 'Black') ?? '#000');

/** The mat's width on each side in print pixels: matInches at the file's pixels per inch, leaving some photo. */
export const matPxOf = (product: PrintFileProduct, print: Size, matColor: string): number => {
  if (matColorOf(matColor) === null) return 0;
  const longInches = Math.max(product.widthInches ?? DEFAULT_INCHES, product.heightInches ?? DEFAULT_INCHES);
  const pxPerInch = Math.max(print.width, print.height) / longInches;
  return Math.max(0, Math.min(Math.round((product.matInches ?? DEFAULT_MAT_INCHES) * pxPerInch), Math.floor((Math.min(print.width, print.height) - 2) / 2)));
};

/**
 * The shown part of the photo: the crop kept inside the image (the whole image when there is none
 * or nothing is left), then trimmed about its centre to the photo area's aspect, as a cover fit does.
 */
export const sourceRect = (crop: OrderedTile['crop'], image: Size, aspect: number): Rect => {
  let x = 0;
  let y = 0;
  let w = image.width;
  let h = image.height;
  if (crop) {
    const left = Math.max(0, crop[0]);
    const top = Math.max(0, crop[1]);
    const right = Math.min(image.width, crop[0] + crop[2]);
    const bottom = Math.min(image.height, crop[1] + crop[3]);
    if (right - left >= 1 && bottom - top >= 1) [x, y, w, h] = [left, top, right - left, bottom - top];
  }
  if (!(aspect > 0) || w <= 0 || h <= 0) return { x, y, width: w, height: h };
  if (w / h > aspect) {
    const trimmed = h * aspect;
    return { x: x + (w - trimmed) / 2, y, width: trimmed, height: h };
  }
  const trimmed = w / aspect;
  return { x, y: y + (h - trimmed) / 2, width: w, height: trimmed };
};

/**
 * The layout from the print's size and mat (what the admin's order view receives) and the tile: the
 * one place the frame, mat, crop and filter become a picture.
 */
export const layoutOf = (print: Size, matPx: number, tile: OrderedTile, upright: Size): TileLayout => {
  const mat = matPx > 0 ? matColorOf(tile.matColor) : null;
  const m = mat === null ? 0 : matPx;
  const rotation = quarterTurnOf(tile.rotation);
  const image = rotatedSize({ width: upright.width, height: upright.height }, rotation);
  return {
    print,
    frameHex: frameHexOf(tile.frameColor),
    matHex: mat === null ? null : hex6(mat),
    matPx: m,
    source: sourceRect(tile.crop, image, (print.width - 2 * m) / (print.height - 2 * m)),
    image,
    rotation,
    grayscale: tile.filter === 'grayScale',
  };
};

/** The layout of a tile of a product, its photo `image` pixels upright (before the tile's turn). */
export const tileLayout = (product: PrintFileProduct, tile: OrderedTile, image: Size): TileLayout => {
  const print = outputSize(product, tile.orientation);
  return layoutOf(print, matPxOf(product, print, tile.matColor), tile, image);
};

/** The picture as shares of its box: framed (the moulding around the print) or the print alone. */
export const pictureBoxes = (layout: TileLayout, framed: boolean): PictureBoxes => {
  const { print, matPx, source, image } = layout;
  // The moulding is FRAME_BORDER_RATIO of the framed picture's long side: b = r (L + 2b).
  const b = framed ? (FRAME_BORDER_RATIO * Math.max(print.width, print.height)) / (1 - 2 * FRAME_BORDER_RATIO) : 0;
  const W = print.width + 2 * b;
  const H = print.height + 2 * b;
  return {
    aspect: W / H,
    print: { x: b / W, y: b / H, width: print.width / W, height: print.height / H },
    photo: { x: (b + matPx) / W, y: (b + matPx) / H, width: (print.width - 2 * matPx) / W, height: (print.height - 2 * matPx) / H },
    source: { x: source.x / image.width, y: source.y / image.height, width: source.width / image.width, height: source.height / image.height },
  };
};

const pixels = (r: Rect, W: number, H: number): PixelRect => {
  const left = Math.round(r.x * W);
  const top = Math.round(r.y * H);
  return { left, top, width: Math.max(1, Math.round((r.x + r.width) * W) - left), height: Math.max(1, Math.round((r.y + r.height) * H) - top) };
};

/** The picture in whole pixels, `longPx` on its long side: what the server renders with sharp. */
export const picturePlan = (layout: TileLayout, framed: boolean, longPx: number): PicturePlan => {
  const boxes = pictureBoxes(layout, framed);
  const long = Math.max(1, Math.round(longPx));
  const width = boxes.aspect >= 1 ? long : Math.max(1, Math.round(long * boxes.aspect));
  const height = boxes.aspect >= 1 ? Math.max(1, Math.round(long / boxes.aspect)) : long;
  const crop = pixels(boxes.source, layout.image.width, layout.image.height);
  return {
    width,
    height,
    rotation: quarterTurnOf(layout.rotation),
    crop: {
      left: Math.min(crop.left, layout.image.width - 1),
      top: Math.min(crop.top, layout.image.height - 1),
      width: Math.min(crop.width, layout.image.width - Math.min(crop.left, layout.image.width - 1)),
      height: Math.min(crop.height, layout.image.height - Math.min(crop.top, layout.image.height - 1)),
    },
    photo: pixels(boxes.photo, width, height),
    matColor: layout.matHex === null ? null : `${layout.matHex}FF`,
    grayscale: layout.grayscale,
    frame: framed ? { hex: layout.frameHex, print: pixels(boxes.print, width, height) } : null,
  };
};

/**
 * The plan of one tile's print file: the print alone at the product's output size. The mat is
 * `matInches` wide on every side (at the output's own pixels per inch) and the photo fills what is
 * inside it. Frame bleed: the product fields (SPEC §3) define none, so the photo runs to the file's
 * edge and the frame's lip is the printer's concern.
 */
export const printFilePlan = (product: PrintFileProduct, tile: OrderedTile, image: Size): PicturePlan => {
  const layout = tileLayout(product, tile, image);
  return picturePlan(layout, false, Math.max(layout.print.width, layout.print.height));
};
