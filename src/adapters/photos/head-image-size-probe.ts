import { left, right, type Either } from 'fp-ts/Either';
import type { ImageSizeProbe } from '../../application/ports/image-size-probe';

/** HEAD on a stored image: its size from x-amz-meta-width / x-amz-meta-height (DESIGN §6). */
export class HeadImageSizeProbe implements ImageSizeProbe {
  constructor(private readonly fetchImpl: typeof fetch = (...args) => fetch(...args)) {}

  async size(url: string): Promise<Either<{ readonly message: string }, { readonly width: number; readonly height: number }>> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, { method: 'HEAD' });
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
