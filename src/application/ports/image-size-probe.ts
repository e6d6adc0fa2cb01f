import type { Either } from 'fp-ts/Either';

/** The pixel size of a stored image, read without downloading it (HEAD: x-amz-meta-width / -height). */
export interface ImageSizeProbe {
  size(url: string): Promise<Either<{ readonly message: string }, { readonly width: number; readonly height: number }>>;
}
export const ImageSizeProbe = Symbol('ImageSizeProbe');
