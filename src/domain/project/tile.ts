import { cropSize, quarterTurnOf, rotatedSize, type CropOrigin, type QuarterTurn } from '../imaging';
import { imageSize, imagePx, type ImagePx, type ImageRect, type ImageSize, type Scale } from '../units';
import { DEFAULT_TILE_OPTIONS, type Filter, type FrameColor, type MatColor, type Orientation, type TileOptions } from './options';

/** Where a photo came from (SPEC §3). */
export type PhotoSource = 'Local' | 'Facebook' | 'Instagram' | 'Confetti' | 'Artists' | 'QueryParam' | 'Precustom' | 'device';

/** The state a tile is always sent to the server with. */
export const TILE_STATE = 'Framed';

/** A tile's metadata. */
export interface TileMetadata {
  readonly source?: PhotoSource;
  readonly sourceUrl?: string;
  readonly variantId?: string;
}

/**
 * One framed photo. `width`/`height` are the source image's pixel size; the crop is
 * `cropTopLeft` plus the size implied by `scale` (or an explicit `cropBottomRight`, as split tiles have).
 */
export interface Tile {
  readonly id: string;
  readonly positionX: number;
  readonly positionY: number;
  readonly cropTopLeftX: ImagePx;
  readonly cropTopLeftY: ImagePx;
  readonly cropBottomRightX?: ImagePx;
  readonly cropBottomRightY?: ImagePx;
  readonly imagePath?: string;
  readonly full?: string;
  readonly scale: Scale;
  readonly width: ImagePx;
  readonly height: ImagePx;
  readonly frameColor: FrameColor;
  readonly matColor: MatColor;
  readonly filter: Filter;
  readonly orientation: Orientation;
  /**
   * The photo turned clockwise inside its frame (issue 31 item 6); none (an old project) is 0. The
   * crop is measured in the turned photo's pixels, `width`/`height` stay the stored photo's.
   */
  readonly rotation?: QuarterTurn;
  readonly isBatched: boolean;
  readonly state?: typeof TILE_STATE;
  readonly metadata: TileMetadata;
  readonly locallyCreated?: boolean;
  readonly bgFillColor?: string;
  readonly isLowRes?: boolean;
  readonly faceCropped?: boolean;
  readonly uploadingFull?: boolean;
  readonly croppedImageUrl?: string;
  /** The local file (a Blob in the browser); `unknown` because the domain knows no DOM types. */
  readonly file?: unknown;
}

/** What is needed to create a tile; everything else takes its default. */
export interface NewTile extends Partial<TileOptions> {
  readonly id: string;
  readonly width: number;
  readonly height: number;
  readonly positionX?: number;
  readonly positionY?: number;
  readonly cropTopLeftX?: number;
  readonly cropTopLeftY?: number;
  readonly scale?: Scale;
  readonly imagePath?: string;
  readonly full?: string;
  readonly isBatched?: boolean;
  readonly metadata?: TileMetadata;
  readonly locallyCreated?: boolean;
}

/** Creates a tile with the default options (Black frame, no mat, color, scale 1, at 0,0). */
export const createTile = (input: NewTile): Tile => ({
  ...DEFAULT_TILE_OPTIONS,
  ...input,
  positionX: input.positionX ?? 0,
  positionY: input.positionY ?? 0,
  cropTopLeftX: imagePx(input.cropTopLeftX ?? 0),
  cropTopLeftY: imagePx(input.cropTopLeftY ?? 0),
  scale: input.scale ?? (1 as Scale),
  width: imagePx(input.width),
  height: imagePx(input.height),
  isBatched: input.isBatched ?? false,
  metadata: input.metadata ?? {},
});

/** The tile's photo as shown: its stored size turned by its rotation (what its crop is measured in). */
export const tileImageSize = (tile: Pick<Tile, 'width' | 'height' | 'rotation'>): ImageSize =>
  rotatedSize(imageSize(tile.width, tile.height), quarterTurnOf(tile.rotation));

/** The tile's crop rectangle in image pixels, for a frame aspect (width / height, 1 for square tiles). */
export const tileCrop = (tile: Tile, aspect = 1): ImageRect => {
  if (tile.cropBottomRightX !== undefined && tile.cropBottomRightY !== undefined) {
    return {
      x: tile.cropTopLeftX,
      y: tile.cropTopLeftY,
      width: imagePx(tile.cropBottomRightX - tile.cropTopLeftX),
      height: imagePx(tile.cropBottomRightY - tile.cropTopLeftY),
    };
  }
  return { x: tile.cropTopLeftX, y: tile.cropTopLeftY, ...cropSize(tileImageSize(tile), aspect, tile.scale) };
};

/**
 * Moves a tile's crop origin (clamp it first with the imaging helpers); an explicit
 * bottom-right corner moves with it so the crop keeps its size.
 */
export const withCropOrigin = (tile: Tile, origin: CropOrigin): Tile => {
  const dx = origin.x - tile.cropTopLeftX;
  const dy = origin.y - tile.cropTopLeftY;
  return {
    ...tile,
    cropTopLeftX: origin.x,
    cropTopLeftY: origin.y,
    ...(tile.cropBottomRightX === undefined ? {} : { cropBottomRightX: imagePx(tile.cropBottomRightX + dx) }),
    ...(tile.cropBottomRightY === undefined ? {} : { cropBottomRightY: imagePx(tile.cropBottomRightY + dy) }),
  };
};

/** Applies options to a tile. */
export const withTileOptions = (tile: Tile, options: Partial<TileOptions>): Tile => ({ ...tile, ...options });
