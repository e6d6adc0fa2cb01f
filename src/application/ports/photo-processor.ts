import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';

/**
 * A photo made ready for upload (issue 28): what is stored keeps the original's pixels. Nothing else
 * is made beside the upload: the canvas's pictures are made when it draws the photo (`keepLocal`).
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
}

export type PhotoRefusal = DomainError<'photo/heic-unsupported' | 'photo/undecodable' | 'photo/unsafe-svg'>;

/** Decodes and resizes photos off the main thread (a Web Worker in the browser). */
export interface PhotoProcessor {
  /** Resolves as soon as what to store is known: at once for an original kept as it is (nothing decoded), else after the re-encode. */
  process(file: Blob, fileName: string): Promise<Either<PhotoRefusal, ProcessedPhoto>>;
  /**
   * The printing canvas draws what it asks for under `path` (a local preview's, or the stored photo's)
   * from `photo`, this page's own file, instead of fetching and decoding the stored original (issue 28
   * item 1). Nothing is decoded now: a picture is made off the main thread when the canvas draws it,
   * at the size drawn. `size` is the stored photo's upright size (crops are measured in it). `soon`:
   * the canvas is about to draw it (the first photos of a choice), so its grid picture is started now.
   * Settles once `path` is known (a lazily loaded adapter knows it once its code is in): a tile shown
   * before then would have its picture fetched from `path`, which a local preview's is not.
   */
  keepLocal(path: string, photo: Blob, size: { readonly width: number; readonly height: number }, options?: { readonly soon?: boolean }): void | Promise<void>;
}
export const PhotoProcessor = Symbol('PhotoProcessor');
