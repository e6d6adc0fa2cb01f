import type { Either } from 'fp-ts/Either';
import type { DomainError } from '../../domain/errors';

/** A photo made ready for upload: the resized JPEG, its square thumbnail and their sizes. */
export interface ProcessedPhoto {
  /** The full image, resized (longest edge capped) as JPEG quality 0.9, EXIF orientation applied. */
  readonly full: Blob;
  /** A centred square thumbnail as JPEG quality 0.8. */
  readonly thumbnail: Blob;
  readonly width: number;
  readonly height: number;
  /** The photo's own pixel size (after orientation), kept for the low-resolution test. */
  readonly originalWidth: number;
  readonly originalHeight: number;
}

export type PhotoRefusal = DomainError<'photo/heic-unsupported' | 'photo/undecodable' | 'photo/unsafe-svg'>;

/** Decodes and resizes photos off the main thread (a Web Worker in the browser). */
export interface PhotoProcessor {
  process(file: Blob, fileName: string): Promise<Either<PhotoRefusal, ProcessedPhoto>>;
}
export const PhotoProcessor = Symbol('PhotoProcessor');
