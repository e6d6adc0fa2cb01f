import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TENANT,
  documentTitle,
  DRUGSTORE_TENANT,
  effectiveProductId,
  PHARMACY_TENANT,
  showsGetStarted,
  showsHamburger,
  tenantProfile,
} from '../../../src/domain/tenant';

describe('tenant profiles', () => {
  it('labels shop-all per tenant', () => {
    expect(tenantProfile(DEFAULT_TENANT).shopAllLabel).toBe('SHOP ALL');
    expect(tenantProfile('wg').shopAllLabel).toBe('PRINT & PICK UP TODAY');
    expect(tenantProfile('cvs').shopAllLabel).toBe('CVS SAME DAY PRINTS');
    expect([PHARMACY_TENANT, DRUGSTORE_TENANT]).toEqual(['wg', 'cvs']);
  });

  it('falls back to the default storefront for unknown tenants', () => {
    expect(tenantProfile('nope').id).toBe(DEFAULT_TENANT);
  });

  it('§1, §6 limits, promo combination, pick-up and the checkout shop are not a profile of the id but the tenant record', () => {
    for (const id of ['wg', 'cvs', DEFAULT_TENANT]) {
      for (const key of ['promoCombination', 'pickup', 'hostedCart']) expect(tenantProfile(id)).not.toHaveProperty(key);
      expect(tenantProfile(id)).not.toHaveProperty('maxMainProductTiles');
      expect(tenantProfile(id)).not.toHaveProperty('allowedFrameColors');
      expect(tenantProfile(id)).not.toHaveProperty('forcedProductId');
    }
  });

  it('forces one product for the drugstore, hides About and brands titles differently', () => {
    const cvs = tenantProfile('cvs');
    expect(effectiveProductId({ forcedProductId: 'cvs8x8Tile' }, 'tilepix')).toBe('cvs8x8Tile');
    expect(effectiveProductId({ forcedProductId: null }, 'tilepix')).toBe('tilepix');
    expect(cvs.aboutHidden).toBe(true);
    expect(documentTitle('Cart', tenantProfile(DEFAULT_TENANT))).toBe('Cart - TilePix');
    expect(documentTitle('Cart', cvs)).toBe('Cart - CVS Photo');
  });

  it('opens the login modal only for the two retail tenants', () => {
    expect([DEFAULT_TENANT, 'wg', 'cvs'].map((t) => tenantProfile(t).loginModal)).toEqual([false, true, true]);
  });

  it('shows Get Started on home above 400 px except for retail tenants, and the hamburger for them under 900 px', () => {
    const def = tenantProfile(DEFAULT_TENANT);
    const wg = tenantProfile('wg');
    expect(showsGetStarted(def, true, 401)).toBe(true);
    expect(showsGetStarted(def, true, 400)).toBe(false);
    expect(showsGetStarted(def, false, 1000)).toBe(false);
    expect(showsGetStarted(wg, true, 1000)).toBe(false);
    expect(showsHamburger(wg, 899)).toBe(true);
    expect(showsHamburger(wg, 900)).toBe(false);
    expect(showsHamburger(def, 300)).toBe(false);
  });
});
