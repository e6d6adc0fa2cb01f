import { left, right, type Either } from 'fp-ts/Either';
import type { ImageBlobFetcher } from '../../application/ports/image-blob-fetcher';
import { withTimestamp } from '../../domain/imaging/query-image-url';
import { browserImageProxy, type ImageProxyAddress } from './image-proxy-address';

/**
 * GET of an image file as a Blob, with `t=<now>` added to its query (SPEC §7 'Other calls'). The
 * timestamp goes on the image's own address; an address on another site is then requested through
 * the server's image proxy (`proxy`), whose refusals arrive as JSON messages.
 */
export class FetchImageBlobs implements ImageBlobFetcher {
  constructor(
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly now: () => number = Date.now,
    private readonly proxy: ImageProxyAddress | undefined = browserImageProxy(),
  ) {}

  async fetchBlob(url: string, options: { readonly asGiven?: boolean } = {}): Promise<Either<{ readonly message: string }, Blob>> {
    let response: Response;
    try {
      const timestamped = options.asGiven ? url : withTimestamp(url, this.now());
      response = await this.fetchImpl(this.proxy ? this.proxy.of(timestamped) : timestamped, { cache: 'no-store', credentials: 'omit' });
    } catch (error) {
      return left({ message: `GET ${url}: ${error instanceof Error ? error.message : 'network error'}` });
    }
    if (!response.ok) return left({ message: `GET ${url}: HTTP ${response.status}${await refusal(response)}` });
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!type.startsWith('image/')) return left({ message: `GET ${url}: not an image (${type || 'no content type'})` });
    const blob = await response.blob();
    // Some servers answer without the type on the body: keep the header's.
    return right(blob.type ? blob : new Blob([blob], { type }));
  }
}

/** The proxy's JSON message, when the answer is one (': Refused: …'). */
async function refusal(response: Response): Promise<string> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return '';
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? `: ${body.message}` : '';
  } catch {
    return '';
  }
}
