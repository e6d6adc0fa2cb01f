import { left, right, type Either } from 'fp-ts/Either';
import type { ImageBlobFetcher } from '../../application/ports/image-blob-fetcher';
import { withTimestamp } from '../../application/upload/query-images';

/** GET of an image file as a Blob, with `t=<now>` added to its query (SPEC §7 'Other calls'). */
export class FetchImageBlobs implements ImageBlobFetcher {
  constructor(
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly now: () => number = Date.now,
  ) {}

  async fetchBlob(url: string): Promise<Either<{ readonly message: string }, Blob>> {
    let response: Response;
    try {
      response = await this.fetchImpl(withTimestamp(url, this.now()), { cache: 'no-store', credentials: 'omit' });
    } catch (error) {
      return left({ message: `GET ${url}: ${error instanceof Error ? error.message : 'network error'}` });
    }
    if (!response.ok) return left({ message: `GET ${url}: HTTP ${response.status}` });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type.startsWith('image/')) return left({ message: `GET ${url}: not an image (${type || 'no content type'})` });
    const blob = await response.blob();
    // Some servers answer without the type on the body: keep the header's.
    return right(blob.type ? blob : new Blob([blob], { type }));
  }
}
