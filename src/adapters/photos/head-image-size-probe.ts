import { left, right, type Either } from 'fp-ts/Either';
import type { ImageSizeProbe } from '../../application/ports/image-size-probe';
import { browserImageProxy, type ImageProxyAddress } from './image-proxy-address';

/**
 * HEAD on a stored image: its size from x-amz-meta-width / x-amz-meta-height (DESIGN §6). An
 * address on another site is asked through the server's image proxy (`proxy`), which passes the
 * site's own headers through: only storage that sends them gives a size.
 */
export class HeadImageSizeProbe implements ImageSizeProbe {
  constructor(
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly proxy: ImageProxyAddress | undefined = browserImageProxy(),
  ) {}

  async size(url: string): Promise<Either<{ readonly message: string }, { readonly width: number; readonly height: number }>> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.proxy ? this.proxy.of(url) : url, { method: 'HEAD' });
    } catch (error) {
      return left({ message: `HEAD ${url}: ${error instanceof Error ? error.message : 'network error'}` });
    }
    if (!response.ok) return left({ message: `HEAD ${url}: HTTP ${response.status}` });
    const width = Number(response.headers.get('x-amz-meta-width'));
    const height = Number(response.headers.get('x-amz-meta-height'));
    if (!(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0)) {
      return left({ message: `HEAD ${url}: no x-amz-meta-width/height` });
    }
    return right({ width, height });
  }
}
