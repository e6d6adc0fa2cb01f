/**
 * The print-ready file of one ordered tile (issue #17), as a plan the server's image library runs:
 * the output size, the part of the photo to use, the mat around it and the filter. Pure: no pixels.
 */
import { quarterTurnOf, type QuarterTurn } from '../imaging/rotation';
import { parseJsonText } from '../json-text';

/** Printers take 300 dots per inch; used when a product has no output size of its own. */
export const PRINT_DPI = 300;

/** SPEC §3: '#FFFFFF00' means no mat. */
export const NO_MAT = '#FFFFFF00';

/** What a print needs of the product (SPEC §3 Product fields). */
export interface PrintFileProduct {
  readonly widthInches?: number;
  readonly heightInches?: number;
  readonly outputImageWidth?: number;
  readonly outputImageHeight?: number;
  readonly matInches?: number;
  readonly orientationEligible?: boolean;
}

/** One tile of an order line, as the cart wrote it (`_tiles`: crop in image pixels [x, y, width, height]). */
export interface OrderedTile {
  readonly imagePath: string;
  readonly crop: readonly [number, number, number, number] | null;
  readonly frameColor: string | null;
  readonly matColor: string;
  readonly filter: 'color' | 'grayScale';
  readonly orientation: 'Landscape' | 'Portrait';
  /** The photo turned clockwise in its frame; the crop is in the turned photo's pixels (none: 0). */
  readonly rotation?: QuarterTurn;
}

export interface PixelRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The render: a canvas of `width` x `height` in `matColor` (or none), the cropped photo resized into
 * `photo`. Made by `printFilePlan` (domain/printing/tile-picture.ts, the one render geometry).
 */
export interface PrintFilePlan {
  readonly width: number;
  readonly height: number;
  /** The source image's clockwise turn, applied before the crop (none: 0). */
  readonly rotation?: QuarterTurn;
  /** The part of the source image to use, in its turned pixels: inside it, of the photo area's aspect. */
  readonly crop: PixelRect;
  /** Where the photo goes on the canvas: inside the mat, or the whole canvas without one. */
  readonly photo: PixelRect;
  /** The mat's colour as #RRGGBBAA, or null when the tile has no mat. */
  readonly matColor: string | null;
  readonly grayscale: boolean;
}

const DEFAULT_INCHES = 8;
/**
 * The output size in pixels: the product's outputImageWidth/Height, else its inches x 300 dpi (8 in
 * when missing, SPEC §3's default). An orientation-eligible product turns: Landscape puts the longer
 * side across, Portrait down; other products print as defined.
 */
export function outputSize(product: PrintFileProduct, orientation: OrderedTile['orientation']): { width: number; height: number } {
  const w = product.outputImageWidth ?? Math.round((product.widthInches ?? DEFAULT_INCHES) * PRINT_DPI);
  const h = product.outputImageHeight ?? Math.round((product.heightInches ?? DEFAULT_INCHES) * PRINT_DPI);
  if (product.orientationEligible !== true) return { width: w, height: h };
  const long = Math.max(w, h);
  const short = Math.min(w, h);
  return orientation === 'Landscape' ? { width: long, height: short } : { width: short, height: long };
}

/** A rotation field as a tile carries it: only a real turn is written (an unturned tile looks as before). */
export const withRotation = (value: unknown): { rotation?: QuarterTurn } => {
  const turn = quarterTurnOf(value);
  return turn === 0 ? {} : { rotation: turn };
};

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The tiles of an order line from its `_tiles` attribute (JSON written by the client). Anything that
 * is not an object with an imagePath is left out; unknown option values fall back to the defaults
 * (colour, no mat, Portrait); a crop that is not four numbers is no crop (the whole photo, centred).
 */
export function parseOrderedTiles(json: string | undefined): OrderedTile[] {
  const value = parseJsonText(json);
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw): OrderedTile[] => {
    if (typeof raw !== 'object' || raw === null) return [];
    const t = raw as Record<string, unknown>;
    if (typeof t.imagePath !== 'string' || t.imagePath === '') return [];
    const crop =
      Array.isArray(t.crop) && t.crop.length === 4 && t.crop.every(isNumber) && (t.crop[2] as number) > 0 && (t.crop[3] as number) > 0
        ? (t.crop as unknown as [number, number, number, number])
        : null;
    return [
      {
        imagePath: t.imagePath,
        crop,
        frameColor: typeof t.frameColor === 'string' ? t.frameColor : null,
        matColor: typeof t.matColor === 'string' ? t.matColor : NO_MAT,
        filter: t.filter === 'grayScale' ? 'grayScale' : 'color',
        orientation: t.orientation === 'Landscape' ? 'Landscape' : 'Portrait',
        ...withRotation(t.rotation),
      },
    ];
  });
}
