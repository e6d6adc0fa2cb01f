import { describe, expect, it } from 'vitest';
import { CartBannerStore } from '../../../src/application/cart/cart-banner-store';
import type { FirstPaintData as FirstPaint } from '../../../src/application/ports/first-paint-data';
import { LocalRecords, type LocalRecords as Records } from '../../../src/application/ports/local-records';
import { buildTestWorld, tenantReady } from '../../fixtures/fakes';

describe("§2 the cart's own promo banner on phones (storefront page by handle)", () => {
  it("§2, §7 reads the page 'cart-promo-banner' with the page-by-handle call, once; closing it is remembered on this browser", async () => {
    const world = buildTestWorld();
    tenantReady(world);
    world.storefront.pages['cart-promo-banner'] = { title: 'Cart', body: '<strong>10% off</strong> 10+ tiles' };
    const banner = world.container.get(CartBannerStore);
    await banner.load();
    await banner.load();
    expect(banner.html).toBe('<strong>10% off</strong> 10+ tiles');
    expect(world.storefront.calls.filter((c) => c.method === 'getPage').map((c) => c.args)).toEqual([['cart-promo-banner']]);
    banner.close();
    expect(banner.html).toBeNull();

    // Another page load on this browser: closed, so not even read.
    const again = buildTestWorld();
    for (const key of world.storage.keys()) again.storage.set(key, world.storage.get(key)!);
    tenantReady(again);
    const later = again.container.get(CartBannerStore);
    await later.load();
    expect(later.closed).toBe(true);
    expect(later.html).toBeNull();
    expect(again.storefront.calls.filter((c) => c.method === 'getPage')).toEqual([]);
  });

  it('issue 27: the page that came with /cart (the boot block) is shown without asking the storefront; a later load asks', async () => {
    for (const [given, shown] of [
      [{ html: '<em>From the page</em>' }, '<em>From the page</em>'],
      [{ html: null }, null],
      [{ html: '  ' }, null],
    ] as const) {
      const world = buildTestWorld();
      tenantReady(world);
      world.storefront.pages['cart-promo-banner'] = { title: 'Cart', body: 'asked' };
      const firstPaint = { cartBanner: () => given, cartDrawnEmpty: () => false } as unknown as FirstPaint;
      const banner = new CartBannerStore(world.storefront, world.container.get<Records>(LocalRecords), firstPaint);
      await banner.load();
      expect(banner.html).toBe(shown);
      expect(world.storefront.calls.filter((c) => c.method === 'getPage')).toEqual([]);
      const later = new CartBannerStore(world.storefront, world.container.get<Records>(LocalRecords), { ...firstPaint, cartBanner: () => null });
      await later.load();
      expect(later.html).toBe('asked');
    }
  });

  it('§2 no page, an empty page or a failed read: no banner, and the cart goes on', async () => {
    for (const setup of [
      () => undefined,
      (w: ReturnType<typeof buildTestWorld>) => (w.storefront.pages['cart-promo-banner'] = { title: 'Cart', body: '   ' }),
      (w: ReturnType<typeof buildTestWorld>) => (w.storefront.failNext.getPage = { code: 'storefront/network', message: 'Page query failed: offline' }),
    ]) {
      const world = buildTestWorld();
      tenantReady(world);
      setup(world);
      const banner = world.container.get(CartBannerStore);
      await banner.load();
      expect(banner.html).toBeNull();
      expect(banner.closed).toBe(false);
    }
  });
});
