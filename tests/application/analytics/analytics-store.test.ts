import { describe, expect, it } from 'vitest';
import { AnalyticsStore } from '../../../src/application/analytics/analytics-store';
import { CampaignParameters } from '../../../src/application/analytics/campaign-parameters';
import { CatalogStore } from '../../../src/application/catalog/catalog-store';
import { CartPageStore } from '../../../src/application/cart/cart-page-store';
import { CheckoutStore } from '../../../src/application/cart/checkout/checkout-store';
import type { DataLayerEntry } from '../../../src/application/ports/analytics';
import type { LaunchContext as Launch } from '../../../src/application/ports/launch-context';
import { ProjectStore } from '../../../src/application/printing/project-store';
import { CartHandOff } from '../../../src/application/printing/cart-hand-off';
import { TenantStore } from '../../../src/application/shell/tenant-store';
import { cents } from '../../../src/domain/money';
import { buildTestWorld, seededTenant, type TestWorld } from '../../fixtures/fakes';

const NOW = Date.parse('2026-11-21T12:00:00Z');

async function setup(launch: Partial<Launch> = {}, gtm: string | null = null, world: TestWorld = buildTestWorld(launch)) {
  world.scheduler.time = NOW;
  world.api.tenants.set('tilepix', { ...seededTenant('tilepix'), googleTagManagerContainerId: gtm });
  await world.container.get(TenantStore).load();
  const analytics = world.container.get(AnalyticsStore);
  analytics.start();
  return { world, analytics };
}

const names = (entries: readonly DataLayerEntry[]) => entries.map((e) => ('event' in e ? e.event : 'ecommerce:null'));
const events = (entries: readonly DataLayerEntry[]) => entries.filter((e): e is Extract<DataLayerEntry, { event: string }> => 'event' in e);

async function fillValidForm(store: CartPageStore) {
  const f = store.checkout.form;
  f.edit('email', 'shopper@example.com');
  f.edit('name', 'Ada Shopper');
  f.edit('address1', '12 Harbor Street');
  f.edit('city', 'Portland');
  f.edit('state', 'or');
  f.edit('zip', '97201');
  f.edit('phone', '(503) 555-0142');
  f.edit('cardNumber', '4242424242424242');
  f.edit('expiry', '1234');
  f.edit('securityCode', '123');
}

describe('the tag manager', () => {
  it('loads a valid container once the tenant is known', async () => {
    const { world } = await setup({}, 'GTM-TPXDEMO');
    expect(world.analytics.tagManagers).toEqual(['GTM-TPXDEMO']);
  });

  it('loads nothing without an id, and refuses a malformed one with a logged reason', async () => {
    expect((await setup()).world.analytics.tagManagers).toEqual([]);
    const { world } = await setup({}, 'GTM-x"><script>');
    expect(world.analytics.tagManagers).toEqual([]);
    expect(world.analytics.events).toEqual(['gtm-container-refused']);
  });
});

describe('page views', () => {
  it("one per route change (in-memory routing too), named with the tenant's prefix, none for the same page twice", async () => {
    const { world } = await setup();
    world.navigator.navigate('/shop-all');
    world.navigator.navigate('/shop-all');
    world.navigator.navigate('/cart?x=1');
    expect(world.analytics.dataLayer).toEqual([
      { event: 'tpx_page_view', page_path: '/', page_location: '/' },
      { event: 'tpx_page_view', page_path: '/shop-all', page_location: '/shop-all' },
      { event: 'tpx_page_view', page_path: '/cart', page_location: '/cart?x=1' },
    ]);
  });
});

describe('ecommerce events', () => {
  it('clear the ecommerce object before each push, and reach subscribers in the same order', async () => {
    const { world, analytics } = await setup();
    const heard: DataLayerEntry[] = [];
    const stop = analytics.subscribe((e) => heard.push(e));
    world.analytics.dataLayer.length = 0;
    analytics.addToCart([{ itemId: 'A', itemName: 'A', price: cents(500), quantity: 1 }]);
    analytics.removeFromCart([{ itemId: 'A', itemName: 'A', price: cents(500), quantity: 1 }]);
    stop();
    analytics.addToCart([{ itemId: 'B', itemName: 'B', price: cents(500), quantity: 1 }]);
    expect(names(world.analytics.dataLayer)).toEqual(['ecommerce:null', 'add_to_cart', 'ecommerce:null', 'remove_from_cart', 'ecommerce:null', 'add_to_cart']);
    expect(heard).toEqual(world.analytics.dataLayer.slice(0, 4));
  });

  it('a cart journey: add, view_cart, more copies, wall pads removed, checkout, payment, purchase once (also after a reload)', async () => {
    const { world } = await setup();
    // The printing page has the catalogue (frame colours, SKUs) before anything is added.
    await world.container.get(CatalogStore).loadProducts();
    const projects = world.container.get(ProjectStore);
    for (let i = 0; i < 3; i++) projects.photos.addTile({ imagePath: `/files/photo-${i}.jpg`, width: 1600, height: 1200 });
    world.container.get(CartHandOff).addActiveToCart();
    const store = world.container.get(CartPageStore);
    store.setWallPads(2);
    await store.start();
    store.changeQuantity(projects.cartProjects[0]!.id, 2);
    store.setWallPads(0);
    store.checkout.begin();
    store.checkout.begin();
    await fillValidForm(store);
    expect(await store.checkout.placeOrder()).toBeUndefined();
    expect(store.checkout.error).toBeNull();
    const checkout = world.container.get(CheckoutStore);
    checkout.reportPurchase();
    checkout.reportPurchase();

    const ecommerce = events(world.analytics.dataLayer).filter((e) => !e.event.endsWith('page_view'));
    expect(ecommerce.map((e) => e.event)).toEqual([
      'add_to_cart',
      'add_to_cart',
      'view_cart',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
      'add_payment_info',
      'purchase',
    ]);
    const tile = { item_id: 'TILE-BLK', item_name: 'Photo Tile 8x8', item_variant: 'Black', price: 14 };
    expect(ecommerce[0]!.ecommerce).toEqual({ currency: 'USD', value: 42, items: [{ ...tile, quantity: 3 }] });
    expect(ecommerce[1]!.ecommerce).toMatchObject({ value: 10, items: [{ item_name: 'Wall pad kit', price: 5, quantity: 2 }] });
    expect(ecommerce[3]!.ecommerce).toEqual({ currency: 'USD', value: 42, items: [{ ...tile, quantity: 3 }] });
    expect(ecommerce[4]!.ecommerce).toMatchObject({ value: 10, items: [{ item_name: 'Wall pad kit', quantity: 2 }] });
    const order = checkout.lastOrder!;
    expect(ecommerce[7]!.ecommerce).toMatchObject({
      currency: 'USD',
      transaction_id: `#${order.orderId.split('/').pop()!.split('?')[0]}`,
      value: order.total / 100,
      items: [{ ...tile, quantity: 6 }],
    });

    // A reload of /confirm: the same device's records, a new page.
    const reloaded = buildTestWorld();
    for (const key of world.storage.keys()) reloaded.storage.set(key, world.storage.get(key)!);
    const again = await setup({}, null, reloaded);
    again.world.container.get(CheckoutStore).reportPurchase();
    expect(names(again.world.analytics.dataLayer).filter((n) => n === 'purchase')).toEqual([]);
  });
});

describe('campaign parameters', () => {
  it('are kept from the link, survive a visit without them, and give order attributes', () => {
    const world = buildTestWorld({ search: 'utm_source=news&utm_campaign=spring' });
    expect(world.container.get(CampaignParameters).attributes()).toEqual([
      { key: 'utm_source', value: 'news' },
      { key: 'utm_campaign', value: 'spring' },
    ]);
    const later = buildTestWorld({ search: 'tenant=tilepix' });
    for (const key of world.storage.keys()) later.storage.set(key, world.storage.get(key)!);
    expect(later.container.get(CampaignParameters).current()).toEqual({ source: 'news', campaign: 'spring' });
  });
});

describe('before the tenant is known', () => {
  it("holds a page's events until the container's consent defaults are in, then the page view, then them", async () => {
    const world = buildTestWorld();
    world.api.tenants.set('tilepix', { ...seededTenant('tilepix'), googleTagManagerContainerId: 'GTM-ABC' });
    const analytics = world.container.get(AnalyticsStore);
    analytics.viewItem({ itemId: 'A', itemName: 'A', price: cents(1400), quantity: 1 });
    analytics.start();
    expect(world.analytics.dataLayer).toEqual([]);
    expect(world.analytics.tagManagers).toEqual([]);
    await world.container.get(TenantStore).load();
    expect(world.analytics.tagManagers).toEqual(['GTM-ABC']);
    expect(names(world.analytics.dataLayer)).toEqual(['tpx_page_view', 'ecommerce:null', 'view_item']);
  });
});
