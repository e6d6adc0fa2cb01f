import { ContainerModule } from 'inversify';
import { AccessTokenSource, type AccessTokenSource as Tokens } from '../../application/ports/access-token';
import { FaceDetection, type FaceDetection as FaceDetectionPort } from '../../application/ports/face-detection';
import { ImageSizeProbe, type ImageSizeProbe as ImageSizeProbePort } from '../../application/ports/image-size-probe';
import { PhotoProcessor, type PhotoProcessor as PhotoProcessorPort } from '../../application/ports/photo-processor';
import { PhotoUploader, type PhotoUploader as PhotoUploaderPort } from '../../application/ports/photo-uploader';
import { ImageBlobFetcher } from '../../application/ports/image-blob-fetcher';
import { FacebookAlbums, InstagramAlbums, type SocialAlbums } from '../../application/ports/social-albums';
import { SocialLogin, type SocialLogin as SocialLoginPort } from '../../application/ports/social-login';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { lazyPort } from '../lazy-port';

/**
 * Photo uploads (the resize worker, presigned POSTs, face detection, HEAD size reads) and the
 * social albums, for the composition root. Their code loads on first use, not with the home page.
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
  // Images on other sites go through the server's image proxy (the CSP's connect-src is 'self').
  const proxy = async (apiBase: string) => new (await import('./image-proxy-address')).ImageProxyAddress(apiBase, location.origin);
  bind(ImageSizeProbe).toDynamicValue((ctx) => {
    const { apiBase } = ctx.get<Settings>(ClientSettings);
    return lazyPort<ImageSizeProbePort>(async () => new (await import('./head-image-size-probe')).HeadImageSizeProbe(undefined, await proxy(apiBase)));
  });
  bind(ImageBlobFetcher).toDynamicValue((ctx) => {
    const { apiBase } = ctx.get<Settings>(ClientSettings);
    return lazyPort<ImageBlobFetcher>(async () => new (await import('./fetch-image-blob')).FetchImageBlobs(undefined, Date.now, await proxy(apiBase)));
  });
  // Thumbnails on the networks' CDNs are shown through the image proxy too (img-src 'self').
  const shown = async (apiBase: string) => {
    const address = await proxy(apiBase);
    return (url: string) => address.of(url);
  };
  bind(FacebookAlbums).toDynamicValue((ctx) => {
    const { apiBase } = ctx.get<Settings>(ClientSettings);
    return lazyPort<SocialAlbums>(async () => new (await import('../social/facebook-albums')).FacebookGraphAlbums(undefined, undefined, await shown(apiBase)), { network: 'Facebook' });
  });
  bind(InstagramAlbums).toDynamicValue((ctx) => {
    const { apiBase } = ctx.get<Settings>(ClientSettings);
    return lazyPort<SocialAlbums>(async () => new (await import('../social/instagram-albums')).InstagramGraphAlbums(undefined, undefined, await shown(apiBase)), { network: 'Instagram' });
  });
  bind(SocialLogin).toDynamicValue((ctx) => {
    const settings = ctx.get<Settings>(ClientSettings);
    const tenantId = ctx.get<string>(TenantId);
    const tokens = ctx.get<Tokens>(AccessTokenSource);
    return lazyPort<SocialLoginPort>(async () => {
      const login = await import('../social/popup-social-login');
      return new login.PopupSocialLogin({ settings, tenantId, token: () => tokens.current() }, login.browserLoginWindow(window));
    });
  });
});
