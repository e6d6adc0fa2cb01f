import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GUIDE_SIZE, guideImageSize, LOGO_BOX, logoSize, type TenantImage } from '../../../src/domain/tenant/tenant-images';
import { isAssetId, tenantImageProblem, unknownTenantImageProblem } from '../../../src/domain/tenant/tenant-image-rules';
import { tenantSettingsProblems, type EditableTenantSettings } from '../../../src/domain/tenant/tenant-settings';

const ID = '0f8b2c3e-1d4a-4b5c-9e6f-7a8b9c0d1e2f';
const LOGO: TenantImage = { assetId: ID, url: `/files/assets/${ID}.png`, width: 600, height: 150 };

const SETTINGS: EditableTenantSettings = {
  name: 'TilePix',
  brand: 'TilePix',
  shopAllLabel: 'SHOP ALL',
  accentColor: '#E4572E',
  homeVariant: 'default',
  partner: false,
  hideAbout: false,
  loginModalEnabled: false,
  productInstructions: 'wall-tile-guide',
  maxMainProductTiles: null,
  allowedFrameColors: null,
  forcedProductId: null,
  allowedParentOrigins: [],
  googleTagManagerContainerId: null,
  analyticsPrefix: 'tpx',
  footer: { text: 'Hello', social: [], quickLinks: [] },
};

describe('tenant images (issue #17)', () => {
  it('draws a logo as large as fits 160 x 32, its proportions kept', () => {
    expect(LOGO_BOX).toEqual({ maxWidth: 160, maxHeight: 32 });
    expect(logoSize({ width: 600, height: 150 })).toEqual({ width: 128, height: 32 });
    expect(logoSize({ width: 1200, height: 150 })).toEqual({ width: 160, height: 20 });
    expect(logoSize({ width: 64, height: 64 })).toEqual({ width: 32, height: 32 });
    expect(logoSize({ width: 10, height: 20 })).toEqual({ width: 16, height: 32 });
    // A sliver of a logo is still a pixel, never 0 (an img of height 0 would be no box at all).
    expect(logoSize({ width: 100_000, height: 1 })).toEqual({ width: 160, height: 1 });
  });

  it('never makes the header taller or the logo wider than its box, for any image size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        const s = logoSize({ width, height });
        expect(s.height).toBeGreaterThanOrEqual(1);
        expect(s.height).toBeLessThanOrEqual(32);
        expect(s.width).toBeGreaterThanOrEqual(1);
        expect(s.width).toBeLessThanOrEqual(160);
        // One side touches the box.
        expect(s.height === 32 || s.width === 160).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("draws the guide 720 wide with its own proportions; today's drawing is 720 x 405", () => {
    expect(guideImageSize({ width: 1600, height: 900 })).toEqual({ width: 720, height: 405 });
    expect(guideImageSize({ width: 1000, height: 1000 })).toEqual({ width: 720, height: 720 });
    expect(DEFAULT_GUIDE_SIZE).toEqual({ width: 720, height: 405 });
  });

  it('takes no image, or an image of the library; anything else is refused in words', () => {
    expect(isAssetId(ID)).toBe(true);
    expect(isAssetId(ID.toUpperCase())).toBe(false);
    expect(tenantImageProblem('logo', null)).toBeNull();
    expect(tenantImageProblem('logo', undefined)).toBeNull();
    expect(tenantImageProblem('logo', LOGO)).toBeNull();
    const refused = { field: 'logo', message: 'Logo must be an image from the asset library' };
    expect(tenantImageProblem('logo', { ...LOGO, assetId: '../../etc/passwd' })).toEqual(refused);
    expect(tenantImageProblem('logo', { ...LOGO, url: 'https://evil.example/logo.png' })).toEqual(refused);
    expect(tenantImageProblem('logo', { ...LOGO, url: `/files/assets/${ID}.svg` })).toEqual(refused);
    // Another asset's address under this one's id.
    expect(tenantImageProblem('logo', { ...LOGO, url: '/files/assets/11111111-2222-4333-8444-555555555555.png' })).toEqual(refused);
    expect(tenantImageProblem('logo', { ...LOGO, width: 0 })).toEqual(refused);
    expect(tenantImageProblem('logo', { ...LOGO, height: 1.5 })).toEqual(refused);
    expect(tenantImageProblem('wallTileGuideImage', { ...LOGO, assetId: 'x' })).toEqual({
      field: 'wallTileGuideImage',
      message: 'Wall-tile guide image must be an image from the asset library',
    });
    expect(unknownTenantImageProblem('logo', ID)).toEqual({ field: 'logo', message: `Logo: the asset library has no image ${ID}` });
  });

  it("are part of the tenant's settings rules (the form and the server run the same)", () => {
    const problems = (change: Partial<EditableTenantSettings>) =>
      tenantSettingsProblems({ ...SETTINGS, ...change }, { allowLocalParents: false }).map((p) => `${p.field}: ${p.message}`);
    expect(problems({})).toEqual([]);
    expect(problems({ logo: LOGO, wallTileGuideImage: { ...LOGO, width: 1600, height: 900 } })).toEqual([]);
    expect(problems({ logo: null, wallTileGuideImage: null })).toEqual([]);
    expect(problems({ logo: { ...LOGO, assetId: 'nope' }, wallTileGuideImage: { ...LOGO, url: '/files/uploads/x.png' } })).toEqual([
      'logo: Logo must be an image from the asset library',
      'wallTileGuideImage: Wall-tile guide image must be an image from the asset library',
    ]);
  });
});
