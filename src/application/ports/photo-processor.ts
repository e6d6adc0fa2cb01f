import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';

/** The small pictures made from a photo on this device, for the printing canvas and thumbnails. */
export interface PhotoDerivatives {
  /** The derivative the printing canvas draws: JPEG 0.9, longest edge at most 2048 px, upright. */
  readonly preview: Blob;
  /** A centred square thumbnail as JPEG quality 0.8. */
  readonly thumbnail: Blob;
}

/**
 * A photo made ready for upload (issue 28): what is stored keeps the original's pixels, and the
 * printing canvas and thumbnails get small derivatives made here, so editing stays fast.
 */
export interface ProcessedPhoto {
  /**
   * What is stored: the original file itself when it is an upright JPEG within the caps (no re-encode),
   * else a JPEG 0.9 re-encode at the original's pixels (at most 52 MP), EXIF orientation applied, sRGB.
   */
  readonly full: Blob;
  /** The stored image's pixel size (the tile's width and height: crops are in these pixels). */
  readonly width: number;
  readonly height: number;
  /** True when `full` is the original file, byte for byte. */
  readonly keptOriginal: boolean;
  /** The photo's own pixel size (after orientation), kept for the low-resolution test. */
  readonly originalWidth: number;
  readonly originalHeight: number;
  /**
   * The derivatives, still being made when the original is kept: its upload starts at once and this
   * work runs beside it (issue 28). Refused when this browser cannot decode the photo after all.
   */
  readonly derivatives: Promise<Either<PhotoRefusal, PhotoDerivatives>>;
}

export type PhotoRefusal = DomainError<'photo/heic-unsupported' | 'photo/undecodable' | 'photo/unsafe-svg'>;

/** Decodes and resizes photos off the main thread (a Web Worker in the browser). */
export interface PhotoProcessor {
  /** Resolves as soon as what to store is known: at once for an original kept as it is, else after the re-encode. */
  process(file: Blob, fileName: string): Promise<Either<PhotoRefusal, ProcessedPhoto>>;
  /**
   * The photo stored at `path` is the one `derivatives` were made from: the printing canvas draws them
   * instead of fetching and decoding the stored original (issue 28 item 1). `size` is the stored photo's.
   */
  keepLocal(path: string, derivatives: PhotoDerivatives, size: { readonly width: number; readonly height: number }): void;
}
export const PhotoProcessor = Symbol('PhotoProcessor');
