import { ContainerModule } from 'inversify';
import { AccessTokenSource, type AccessTokenSource as Tokens } from '../../application/ports/access-token';
import { FacebookAlbums, InstagramAlbums } from '../../application/ports/social-albums';
import { SocialLogin } from '../../application/ports/social-login';
import { ClientSettings, TenantId, type ClientSettings as Settings } from '../../application/tokens';
import { MainApiTransport } from '../main-api/transport';
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
      const api = new MainApiTransport({ settings: ctx.get<Settings>(ClientSettings), tenantId: ctx.get<string>(TenantId), tokens: ctx.get<Tokens>(AccessTokenSource) });
      return new PopupSocialLogin(api, browserLoginWindow(window));
    })
    .inSingletonScope();
});
