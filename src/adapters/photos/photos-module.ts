import { ContainerModule } from 'inversify';
import { AccessTokenSource, type AccessTokenSource as Tokens } from '../../application/ports/access-token';
import { FaceDetection, type FaceDetection as FaceDetectionPort } from '../../application/ports/face-detection';
import { ImageSizeProbe, type ImageSizeProbe as ImageSizeProbePort } from '../../application/ports/image-size-probe';
import { PhotoProcessor, type PhotoProcessor as PhotoProcessorPort } from '../../application/ports/photo-processor';
import { PhotoUploader, type PhotoUploader as PhotoUploaderPort } from '../../application/ports/photo-uploader';
import { ImageBlobFetcher } from '../../application/ports/image-blob-fetcher';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { lazyPort } from '../lazy-port';

/**
 * Photo uploads (the resize worker, presigned POSTs, face detection, HEAD size reads, image
 * downloads), for the composition root. Their code loads on first use, not with the home page.
 * Addresses on other sites go through the server's image proxy (see image-proxy-address.ts).
 */
export const photosModule = new ContainerModule(({ bind }) => {
  bind(PhotoUploader)
    .toDynamicValue((ctx) => {
      const settings = ctx.get<Settings>(ClientSettings);
      const tenantId = ctx.get<string>(TenantId);
      const tokens = ctx.get<Tokens>(AccessTokenSource);
      return lazyPort<PhotoUploaderPort>(async () => new (await import('./http-photo-uploader')).HttpPhotoUploader(settings, tenantId, tokens));
    })
    .inSingletonScope();
  bind(FaceDetection)
    .toDynamicValue((ctx) => {
      const settings = ctx.get<Settings>(ClientSettings);
      const tenantId = ctx.get<string>(TenantId);
      const tokens = ctx.get<Tokens>(AccessTokenSource);
      return lazyPort<FaceDetectionPort>(async () => new (await import('./http-face-detection')).HttpFaceDetection(settings, tenantId, tokens));
    })
    .inSingletonScope();
  bind(PhotoProcessor).toConstantValue(
    lazyPort<PhotoProcessorPort>(async () => new (await import('./worker-photo-processor')).WorkerPhotoProcessor()),
  );
  bind(ImageSizeProbe).toConstantValue(
    lazyPort<ImageSizeProbePort>(async () => new (await import('./head-image-size-probe')).HeadImageSizeProbe()),
  );
  bind(ImageBlobFetcher).toConstantValue(
    lazyPort<ImageBlobFetcher>(async () => new (await import('./fetch-image-blob')).FetchImageBlobs()),
  );
});
