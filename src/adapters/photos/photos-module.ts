import { ContainerModule } from 'inversify';
import { FaceDetection, type FaceDetection as FaceDetectionPort } from '../../application/ports/face-detection';
import { ImageSizeProbe, type ImageSizeProbe as ImageSizeProbePort } from '../../application/ports/image-size-probe';
import { PhotoProcessor, type PhotoProcessor as PhotoProcessorPort } from '../../application/ports/photo-processor';
import { PhotoUploader, type PhotoUploader as PhotoUploaderPort } from '../../application/ports/photo-uploader';
import { ImageBlobFetcher } from '../../application/ports/image-blob-fetcher';
import { lazyPort } from '../lazy-port';
import { transportFromContext } from '../main-api/transport-from-context';

/**
 * Photo uploads (the resize worker, presigned POSTs, face detection, HEAD size reads, image
 * downloads), for the composition root. Their code loads on first use, not with the home page.
 * Addresses on other sites go through the server's image proxy (see image-proxy-address.ts).
 */
export const photosModule = new ContainerModule(({ bind }) => {
  bind(PhotoUploader)
    .toDynamicValue((ctx) => {
      const api = transportFromContext(ctx);
      return lazyPort<PhotoUploaderPort>(async () => new (await import('./http-photo-uploader')).HttpPhotoUploader(api));
    })
    .inSingletonScope();
  bind(FaceDetection)
    .toDynamicValue((ctx) => {
      const api = transportFromContext(ctx);
      return lazyPort<FaceDetectionPort>(async () => new (await import('./http-face-detection')).HttpFaceDetection(api));
    })
    .inSingletonScope();
  bind(PhotoProcessor).toConstantValue(lazyPort<PhotoProcessorPort>(async () => new (await import('./worker-photo-processor')).WorkerPhotoProcessor()));
  bind(ImageSizeProbe).toConstantValue(lazyPort<ImageSizeProbePort>(async () => new (await import('./head-image-size-probe')).HeadImageSizeProbe()));
  bind(ImageBlobFetcher).toConstantValue(lazyPort<ImageBlobFetcher>(async () => new (await import('./fetch-image-blob')).FetchImageBlobs()));
});
