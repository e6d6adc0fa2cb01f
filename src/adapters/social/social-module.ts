import { ContainerModule } from 'inversify';
import { FacebookAlbums, InstagramAlbums } from '../../application/ports/social-albums';
import { SocialLogin } from '../../application/ports/social-login';
import { FirstPaintData, type FirstPaintData as FirstPaintDataPort } from '../../application/ports/first-paint-data';
import { transportFromContext } from '../main-api/transport-from-context';
import { browserImageProxy } from '../photos/image-proxy-address';
import { FacebookGraphAlbums } from './facebook-albums';
import { InstagramGraphAlbums } from './instagram-albums';
import { browserLoginWindow, PopupSocialLogin } from './popup-social-login';

/**
 * Facebook and Instagram (albums over the Graph API, the login popup), loaded with the photo
 * picker's chunk: the only page that needs them. Thumbnails on the networks' CDNs are shown through
 * the image proxy (the CSP's img-src is 'self').
 */
export const socialModule = new ContainerModule(({ bind }) => {
  const proxy = browserImageProxy();
  const shown = (url: string) => (proxy ? proxy.of(url) : url);
  bind(FacebookAlbums).toConstantValue(new FacebookGraphAlbums(undefined, undefined, shown));
  bind(InstagramAlbums).toConstantValue(new InstagramGraphAlbums(undefined, undefined, shown));
  bind(SocialLogin)
    .toDynamicValue((ctx) => {
      // The page's boot block says which networks the store offers (the picker draws them at once).
      const known = ctx.get<FirstPaintDataPort>(FirstPaintData, { optional: true })?.socialSettings?.() ?? null;
      return new PopupSocialLogin(
        transportFromContext(ctx),
        browserLoginWindow(() => window),
        known,
      );
    })
    .inSingletonScope();
});
