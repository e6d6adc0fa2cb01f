import type { Either } from 'fp-ts/Either';

/**
 * Downloads an image file as a Blob (SPEC §7 'Other calls': fetched with a timestamp query added, so
 * that no cached copy without CORS headers is reused).
 */
export interface ImageBlobFetcher {
  /**
   * `asGiven`: no timestamp — for signed addresses (the social networks' CDNs sign their query, and
   * an added parameter breaks the signature).
   */
  fetchBlob(url: string, options?: { readonly asGiven?: boolean }): Promise<Either<{ readonly message: string }, Blob>>;
}
export const ImageBlobFetcher = Symbol('ImageBlobFetcher');
