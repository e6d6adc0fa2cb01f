import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { TenantSettingsCodec } from '../../src/contract/admin-tenants';
import { TenantCodec } from '../../src/contract/tenant';
import { tenantSeeds } from '../../server/seed/tenants';

const LOGO = { assetId: '0f8b2c3e-1d4a-4b5c-9e6f-7a8b9c0d1e2f', url: '/files/assets/0f8b2c3e-1d4a-4b5c-9e6f-7a8b9c0d1e2f.png', width: 600, height: 150 };

/** Issue #17: the tenant images are optional on the wire, so old answers and old clients still decode. */
describe('tenant images on the wire', () => {
  const tenant = { ...tenantSeeds[0]!, hostedPageUrl: 'https://hosted.example/hang' };

  it('a tenant from before the images decodes; with them, or with null, too', () => {
    const { logo: _l, wallTileGuideImage: _g, ...older } = tenant as typeof tenant & { logo?: unknown; wallTileGuideImage?: unknown };
    expect(isRight(TenantCodec.decode(older))).toBe(true);
    const withImages = TenantCodec.decode({ ...older, logo: LOGO, wallTileGuideImage: null });
    expect(isRight(withImages) && withImages.right.logo).toEqual(LOGO);
    expect(TenantCodec.encode({ ...older, logo: LOGO })).toMatchObject({ logo: LOGO });
  });

  it('refuses an image that is not an image reference (a bare address, a size in words)', () => {
    expect(isLeft(TenantCodec.decode({ ...tenant, logo: LOGO.url }))).toBe(true);
    expect(isLeft(TenantCodec.decode({ ...tenant, logo: { ...LOGO, width: '600' } }))).toBe(true);
    const { hostedPageUrl: _h, promoBannerHtml: _p, appScheme: _a, id: _i, ...settings } = tenant;
    expect(isRight(TenantSettingsCodec.decode(settings))).toBe(true);
    expect(isLeft(TenantSettingsCodec.decode({ ...settings, wallTileGuideImage: { assetId: LOGO.assetId } }))).toBe(true);
  });
});
