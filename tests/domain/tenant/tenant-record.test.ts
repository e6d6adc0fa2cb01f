import { describe, expect, it } from 'vitest';
import { NO_TENANT_LIMITS } from '../../../src/domain/tenant/tenant-limits-shape';
import { sellableProduct } from '../../../src/domain/tenant/sellable-product';
import { normaliseTenantSettings, tenantSettingsProblems, TENANT_LIMITS, type EditableTenantSettings } from '../../../src/domain/tenant/tenant-settings';

const product = { id: 'tilepix', variants: [{ name: 'Black' }, { name: 'White' }, { name: 'Gray' }] };

describe('§1, §6 what a tenant sells follows its tenant record', () => {
  it('§1, §6 the product page offers the frame colours the saved limits allow; other variants stay; no limit changes nothing', () => {
    expect(sellableProduct(product, { allowedFrameColors: ['black'] }).variants).toEqual([{ name: 'Black' }]);
    expect(sellableProduct(product, { allowedFrameColors: ['Black', 'White'] }).variants.map((v) => v.name)).toEqual(['Black', 'White']);
    expect(sellableProduct(product, NO_TENANT_LIMITS)).toBe(product);
    expect(sellableProduct(product, { allowedFrameColors: ['Black', 'White', 'Gray'] })).toBe(product);
    const pad = { variants: [{ name: 'Standard' }] };
    expect(sellableProduct(pad, { allowedFrameColors: ['Black'] })).toBe(pad);
  });
});

const settings: EditableTenantSettings = {
  name: 'T',
  brand: 'T',
  shopAllLabel: 'SHOP ALL',
  accentColor: '#E4572E',
  homeVariant: 'default',
  partner: false,
  hideAbout: false,
  loginModalEnabled: false,
  productInstructions: 'steps',
  maxMainProductTiles: null,
  allowedFrameColors: null,
  forcedProductId: null,
  allowedParentOrigins: [],
  googleTagManagerContainerId: null,
  analyticsPrefix: 'tpx',
  footer: { text: 'x', social: [], quickLinks: [] },
};

describe('§2 promo banners in the tenant settings', () => {
  it('§2 stores a banner trimmed, empty as none, left out as unchanged', () => {
    expect(normaliseTenantSettings({ ...settings, promoBannerHtml: '  <b>Hi</b> ', cartPromoBannerHtml: ' ' })).toMatchObject({
      promoBannerHtml: '<b>Hi</b>',
      cartPromoBannerHtml: null,
    });
    expect(normaliseTenantSettings({ ...settings, promoBannerHtml: null }).promoBannerHtml).toBeNull();
    expect(normaliseTenantSettings(settings)).not.toHaveProperty('promoBannerHtml');
  });

  it('§2 refuses a banner over the bound or with control characters, by field', () => {
    const at = (s: Partial<EditableTenantSettings>) => tenantSettingsProblems({ ...settings, ...s }, { allowLocalParents: false });
    expect(at({ promoBannerHtml: 'x'.repeat(TENANT_LIMITS.bannerHtml) })).toEqual([]);
    expect(at({ promoBannerHtml: 'x'.repeat(TENANT_LIMITS.bannerHtml + 1) })).toEqual([
      { field: 'promoBannerHtml', message: 'Promo banner must be at most 2000 characters' },
    ]);
    expect(at({ cartPromoBannerHtml: 'a\u0000b' })).toEqual([
      { field: 'cartPromoBannerHtml', message: 'Cart banner on phones must not contain control characters' },
    ]);
    expect(at({ promoBannerHtml: 'line one\nline two\t<b>ok</b>', cartPromoBannerHtml: null })).toEqual([]);
  });
});
