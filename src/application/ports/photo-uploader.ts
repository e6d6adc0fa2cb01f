import type { Either } from 'fp-ts/Either';

/** A presigned POST slot: POST `url` as multipart form data with `fields` (which include `key`) and the file. */
export interface UploadSlot {
  readonly url: string;
  readonly key: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Why an upload step failed. `status` is the HTTP status when there was an answer; none means a
 * network error (the retry rule depends on it).
 */
export interface UploadFailure {
  readonly code: 'upload/prepare' | 'upload/post';
  readonly status?: number;
  readonly message: string;
}

/** A stored photo: its storage key and the dimensions the storage recorded. */
export interface UploadedPhoto {
  readonly key: string;
  /** Where the stored photo is served (the answer's Location). */
  readonly location: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * Gets photos into storage (SPEC §7): presigned slots from POST v1/photos/prepare and one multipart
 * POST per file. Each call is one attempt; retries and concurrency are the application's policy.
 */
export interface PhotoUploader {
  /** At most 100 slots per call (the caller batches). */
  prepare(quantity: number): Promise<Either<UploadFailure, readonly UploadSlot[]>>;
  /** An aborted `signal` stops the POST (the shopper cancelled the photo): it then answers a failure. */
  upload(slot: UploadSlot, file: Blob, fileName: string, signal?: AbortSignal): Promise<Either<UploadFailure, UploadedPhoto>>;
}
export const PhotoUploader = Symbol('PhotoUploader');
