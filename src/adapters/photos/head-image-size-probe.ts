import { left, right, type Either } from 'fp-ts/Either';
import type { ImageSizeProbe } from '../../application/ports/image-size-probe';
import { browserImageProxy, type ImageProxyAddress } from './image-proxy-address';
import { browserRetryPolicy, isTransientStatus, withRetries, type RetryPolicy } from '../transient-retry';

/**
 * HEAD on a stored image: its size from x-amz-meta-width / x-amz-meta-height (DESIGN §6). An
 * address on another site is asked through the server's image proxy (`proxy`), which passes the
 * site's own headers through: only storage that sends them gives a size. A HEAD is a read: a lost
 * answer, a 5xx or a 429 is asked again with backoff.
 */
export class HeadImageSizeProbe implements ImageSizeProbe {
  constructor(
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly proxy: ImageProxyAddress | undefined = browserImageProxy(),
    private readonly retry: RetryPolicy = browserRetryPolicy(),
  ) {}

  size(url: string): Promise<Either<{ readonly message: string }, { readonly width: number; readonly height: number }>> {
    return withRetries(this.retry, async () => {
      let response: Response;
      try {
        response = await this.fetchImpl(this.proxy ? this.proxy.of(url) : url, { method: 'HEAD' });
      } catch (error) {
        return { outcome: left({ message: `HEAD ${url}: ${error instanceof Error ? error.message : 'network error'}` }), transient: true };
      }
      if (!response.ok) return { outcome: left({ message: `HEAD ${url}: HTTP ${response.status}` }), transient: isTransientStatus(response.status) };
      return { outcome: HeadImageSizeProbe.sizeOf(url, response), transient: false };
    });
  }

  private static sizeOf(url: string, response: Response): Either<{ readonly message: string }, { readonly width: number; readonly height: number }> {
    const width = Number(response.headers.get('x-amz-meta-width'));
    const height = Number(response.headers.get('x-amz-meta-height'));
    if (!(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0)) {
      return left({ message: `HEAD ${url}: no x-amz-meta-width/height` });
    }
    return right({ width, height });
  }
}
