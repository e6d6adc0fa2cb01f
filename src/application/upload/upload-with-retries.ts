import { isRight, type Either } from 'fp-ts/Either';
import { isRetryableUpload, uploadRetryDelayMs, UPLOAD_RETRIES } from '../../domain/imaging/upload-rules';
import type { PhotoUploader, UploadedPhoto, UploadFailure, UploadSlot } from '../ports/photo-uploader';

export interface RetryClock {
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>;
  /** A number in [0, 1). */
  random(): number;
}

/**
 * One file into its slot (SPEC §7, §9): the first attempt plus up to 3 retries, only after a
 * network error, a 5xx or a 429, each after a random delay up to 500 ms plus 200 ms per retry.
 * Every attempt posts to the same slot and key, so a retry after a lost answer stays one photo.
 * A slot the bucket calls expired (403, e.g. after a long stall) is replaced once by a fresh one
 * (`prepare(1)`) and the file posted there: the answer's key and location name the photo either way.
 * An aborted `signal` (the shopper cancelled the photo) stops the POST under way and any retry.
 */
export async function uploadWithRetries(
  uploader: PhotoUploader,
  slot: UploadSlot,
  file: Blob,
  fileName: string,
  clock: RetryClock,
  signal?: AbortSignal,
): Promise<Either<UploadFailure, UploadedPhoto>> {
  let current = slot;
  let replaced = false;
  let result = await uploader.upload(current, file, fileName, signal);
  for (let retry = 1; retry <= UPLOAD_RETRIES && !isRight(result) && !signal?.aborted; retry++) {
    if (!replaced && isExpiredSlot(result.left)) {
      replaced = true;
      const fresh = await uploader.prepare(1);
      if (!isRight(fresh) || fresh.right.length === 0) return result;
      current = fresh.right[0]!;
    } else if (!isRetryableUpload(result.left.status)) {
      return result;
    }
    await clock.sleep(uploadRetryDelayMs(retry, clock.random()));
    if (signal?.aborted) return result;
    result = await uploader.upload(current, file, fileName, signal);
  }
  return result;
}

/** The bucket refused the slot as expired (S3: 403 "Policy expired"; ours: "This upload slot has expired"). */
const isExpiredSlot = (failure: UploadFailure): boolean => failure.status === 403 && /expired/i.test(failure.message);

/** Runs `work` over `items` with at most `limit` in flight; results keep the items' order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
