import { left, right } from 'fp-ts/Either';
import { configure } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ArtistStore } from '../../src/application/catalog/artist-store';
import { ProductStart } from '../../src/application/printing/product-start';
import { ProjectStore } from '../../src/application/printing/project-store';
import { CartContentsStore } from '../../src/application/cart/cart-contents-store';
import { CatalogStore } from '../../src/application/catalog/catalog-store';
import { FAQ_LOAD_FAILED, FaqStore } from '../../src/application/catalog/faq-store';
import { PageTitleStore } from '../../src/application/shell/page-title-store';
import { printingSessionModules } from '../../src/application/printing/printing-session-module';
import { UploadStore } from '../../src/application/upload/upload-store';
import { TenantStore } from '../../src/application/shell/tenant-store';
import { encodeStored, STORAGE_TTL_MS } from '../../src/domain/persistence';
import { FirstPaintData } from '../../src/application/ports/first-paint-data';
import { PageFirstPaintData } from '../../src/adapters/main-api/page-first-paint-data';
import { buildTestWorld, seededArtistGroups, seededProduct, seededProducts } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

const serverDown = left({ code: 'api/server' as const, status: 500, message: 'HTTP 500' });

describe('CatalogStore: shop-all', () => {
  it('loads the products once per session, stores them for 4 days under the tenant key, and lists the groups', async () => {
    const world = buildTestWorld({ search: 'tenant=wg' });
    world.scheduler.time = 1_000;
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProducts();
    await catalog.loadProducts();
    expect(world.api.catalogueCalls).toEqual(['products']);
    expect(catalog.status).toBe('ready');
    expect(catalog.groups.map((g) => g.name)).toEqual(['Photo Tiles', 'Ready to Hang', 'Gifts', 'Accessories']);
    const group = catalog.group('ready-to-hang');
    expect(group && catalog.productsOf(group).map((p) => p.name)).toEqual(['Coastline Tile', 'City Lights Tile']);
    expect(catalog.group('Photo-Tiles')?.id).toBe('photo-tiles');
    expect(catalog.group('ocean-views')).toBeUndefined();
    const stored = JSON.parse(world.storage.get('tpx:wg:products')!);
    expect(stored.savedAt).toBe(1_000);
    expect(stored.value.map((p: { id: string }) => p.id)).toEqual(catalog.products.map((p) => p.id));
  });

  it('shows stored products at once, then replaces them with the API’s', async () => {
    const world = buildTestWorld();
    world.storage.set('tpx:tilepix:products', encodeStored([seededProducts()[0]], 0));
    const catalog = world.container.get(CatalogStore);
    const loading = catalog.loadProducts();
    expect(catalog.status).toBe('ready');
    expect(catalog.products.map((p) => p.id)).toEqual(['tilepix']);
    await loading;
    expect(catalog.products.length).toBe(seededProducts().length);
  });

  it.each([
    ['expired (older than 4 days)', encodeStored(seededProducts(), 0), STORAGE_TTL_MS + 1],
    ['unparsable', '{nope', 0],
    ['not a product list', encodeStored([{ id: 1 }], 0), 0],
  ])('removes a stored list that is %s', async (_case, raw, now) => {
    const world = buildTestWorld();
    world.scheduler.time = now;
    world.storage.set('tpx:tilepix:products', raw);
    world.api.productsAnswer = serverDown;
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProducts();
    expect(world.storage.get('tpx:tilepix:products')).toBeNull();
    expect(catalog.status).toBe('failed');
  });

  it("says 'Failed to fetch tenant's precustomizable products' when nothing could be loaded, and retries later", async () => {
    const world = buildTestWorld();
    world.api.productsAnswer = serverDown;
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProducts();
    expect(catalog.error).toBe("Failed to fetch tenant's precustomizable products");
    expect(world.analytics.errors.map((e) => e.where)).toEqual(['catalog products']);
    world.api.productsAnswer = right(seededProducts());
    await catalog.loadProducts();
    expect(catalog.status).toBe('ready');
    expect(catalog.error).toBeNull();
  });

  it('keeps stored products when the refresh fails', async () => {
    const world = buildTestWorld();
    world.storage.set('tpx:tilepix:products', encodeStored(seededProducts(), 0));
    world.api.productsAnswer = serverDown;
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProducts();
    expect(catalog.status).toBe('ready');
    expect(catalog.error).toBeNull();
  });
});

describe('CatalogStore: product pages', () => {
  it('loads a product by slug (once while loading) and shows a known one at once', async () => {
    const world = buildTestWorld();
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProducts();
    const first = catalog.loadProduct('tilepix');
    expect(catalog.loadProduct('TilePix')).toBe(first);
    expect(catalog.productPage('tilepix').status).toBe('ready');
    await first;
    const page = catalog.productPage('tilepix');
    expect(page.status === 'ready' && page.product.name).toBe('Photo Tile 8x8');
    expect(world.api.catalogueCalls).toEqual(['products', 'product:tilepix']);
  });

  it('shows not found for an unknown slug, with the server message', async () => {
    const catalog = buildTestWorld().container.get(CatalogStore);
    expect(catalog.productPage('nope')).toEqual({ status: 'loading' });
    await catalog.loadProduct('nope');
    expect(catalog.productPage('nope')).toEqual({ status: 'notFound', message: 'No product matches.' });
  });

  it('shows not found at once for the unknown product the page came with (issue 27), without asking the API; a later visit asks', async () => {
    const world = buildTestWorld();
    const boot = PageFirstPaintData.fromBoot({ tenantId: 'tilepix', productNotFound: { urlSlug: 'No-Such' } });
    if (world.container.isBound(FirstPaintData)) world.container.unbind(FirstPaintData);
    world.container.bind(FirstPaintData).toConstantValue(boot);
    const catalog = world.container.get(CatalogStore);
    expect(catalog.productPage('NO-SUCH')).toEqual({ status: 'notFound', message: "No product matches 'no-such'." });
    await catalog.loadProduct('no-such');
    expect(catalog.productPage('no-such').status).toBe('notFound');
    expect(world.api.catalogueCalls).toEqual([]);
    await catalog.loadProduct('no-such');
    expect(world.api.catalogueCalls).toEqual(['product:no-such']);
    expect(catalog.productPage('no-such').status).toBe('notFound');
  });

  it("says 'Unable to fetch the product. Please try again later.' when the call fails", async () => {
    const world = buildTestWorld();
    world.api.productAnswer = () => left({ code: 'api/decode', status: 200, message: 'v1/products/get_product: product.price: …' });
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProduct('tilepix');
    expect(catalog.productPage('tilepix')).toEqual({ status: 'failed', message: 'Unable to fetch the product. Please try again later.' });
    expect(world.analytics.errors[0]?.where).toBe('catalog product');
  });

  it("says 'Product data is missing in the API response.' when the answer has no product", async () => {
    const world = buildTestWorld();
    world.api.productAnswer = () => right(null);
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProduct('tilepix');
    expect(catalog.productPage('tilepix')).toEqual({ status: 'failed', message: 'Product data is missing in the API response.' });
  });

  it('fetches the SVG template of a template product, sanitised by the adapter', async () => {
    const world = buildTestWorld();
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProduct('monogram-tile');
    const page = catalog.productPage('monogram-tile');
    expect(page.status === 'ready' && page.svg).toContain('<svg');
    expect(world.api.catalogueCalls).toEqual(['product:monogram-tile', 'svg:/files/templates/monogram.svg']);
  });

  it('marks the product ignoreSvg when its SVG template fails, and the page still works', async () => {
    const world = buildTestWorld();
    world.api.svgAnswer = () => left({ code: 'api/not-found', status: 404, message: 'SVG template: HTTP 404' });
    const catalog = world.container.get(CatalogStore);
    await catalog.loadProduct('monogram-tile');
    const page = catalog.productPage('monogram-tile');
    expect(page.status).toBe('ready');
    expect(page.status === 'ready' && [page.product.ignoreSvg, page.svg, page.product.name]).toEqual([true, null, 'Monogram Tile 8x8']);
    expect(world.analytics.errors[0]?.where).toBe('catalog svg template');
  });

  it('designs printable products (photos first when the project is empty) and sends the others to the cart', async () => {
    const world = buildTestWorld();
    await world.container.get(TenantStore).load();
    const catalog = world.container.get(CatalogStore);
    const start = world.container.get(ProductStart);
    const projects = world.container.get(ProjectStore);
    const tile = seededProduct('tilepix', { urlSlug: 'tilepix' })!;
    expect(catalog.choice(tile, tile.variants[1])).toEqual({
      entry: 'design',
      productId: 'tilepix',
      quantity: 1,
      productName: tile.name,
      unitPrice: 1400,
      variantId: tile.variants[1]!.id,
      variantName: 'White',
    });
    expect(start.choose(tile, tile.variants[1])).toBe('/photo-picker');
    expect(world.navigator.current()).toBe('/photo-picker');
    expect(projects.active).toMatchObject({ productId: 'tilepix', frameColor: 'White' });
    const city = seededProduct('tilepix', { urlSlug: 'city-lights-tile' })!;
    expect(catalog.choice(city, city.variants[0]).precustomizedImageUrl).toBe('/files/designs/city-lights.png');
    expect(start.choose(city, city.variants[0])).toBe('/printing');
    expect(projects.active.productId).toBe(city.id);
    const pads = seededProduct('tilepix', { urlSlug: 'wall-pad-kit' })!;
    expect(catalog.choice(pads, pads.variants[0])).toMatchObject({ entry: 'cart', productId: 'wallPadKit' });
    expect(start.choose(pads, pads.variants[0])).toBe('/cart');
    expect(world.navigator.current()).toBe('/cart');
    // The wall-pad kit becomes wall pads; other ready-made items become cart items.
    const contents = world.container.get(CartContentsStore);
    expect(contents.wallPads).toBe(1);
    const gift = seededProduct('tilepix', { productId: 'giftTile' })!;
    expect(start.choose(gift, gift.variants[0])).toBe('/cart');
    expect(start.choose(gift, gift.variants[0])).toBe('/cart');
    expect(contents.items).toEqual([
      { productId: 'giftTile', variantId: gift.variants[0]!.id, name: gift.name, variantName: gift.variants[0]!.name, unitPriceCents: 1400, quantity: 2 },
    ]);
    expect(contents.itemCount).toBe(3);
  });

  it('acts on the choice with the printing stores loaded after the catalogue, as the app loads them with the product page', async () => {
    const world = buildTestWorld({}, []);
    world.probe.sizes.set('/files/designs/city-lights.png', { width: 1200, height: 1200 });
    await world.container.get(TenantStore).load();
    expect(world.container.isBound(ProjectStore)).toBe(false);
    expect(world.container.isBound(ProductStart)).toBe(false);
    world.container.load(...printingSessionModules);
    const city = seededProduct('tilepix', { urlSlug: 'city-lights-tile' })!;
    expect(world.container.get(ProductStart).choose(city, city.variants[0])).toBe('/printing');
    const projects = world.container.get(ProjectStore);
    expect(projects.active.productId).toBe(city.id);
    await vi.waitFor(() => expect(projects.active.tiles.map((t) => t.imagePath)).toEqual(['/files/designs/city-lights.png']));
    expect(world.container.get(UploadStore).inProgress).toBe(false);
  });

  it("designs on the drugstore tenant's forced product", async () => {
    const world = buildTestWorld({ search: 'tenant=cvs' });
    await world.container.get(TenantStore).load();
    const art = seededProduct('cvs', { urlSlug: 'primary-blocks' })!;
    expect(world.container.get(CatalogStore).choice(art, art.variants[0])).toMatchObject({ entry: 'design', productId: 'cvs8x8Tile' });
    world.container.get(ProductStart).choose(art, art.variants[0]);
    expect(world.container.get(ProjectStore).active.productId).toBe('cvs8x8Tile');
  });
});

describe('ArtistStore', () => {
  it('lists only groups with sortOrder >= 0, by sortOrder, and fills the dropdown with 3 on desktop and 2 on mobile', async () => {
    const world = buildTestWorld();
    world.api.artistGroupsAnswer = right([...seededArtistGroups()].reverse());
    const artists = world.container.get(ArtistStore);
    expect(artists.hasArtists).toBe(false);
    await artists.loadGroups();
    expect(artists.listed.map((g) => g.name)).toEqual(['Mara Quinn', 'Theo Lindqvist', 'Ada Okafor', 'June Park']);
    expect(artists.hasArtists).toBe(true);
    expect(artists.dropdown('desktop').map((g) => g.name)).toEqual(['Mara Quinn', 'Theo Lindqvist', 'Ada Okafor']);
    expect(artists.dropdown('mobile').map((g) => g.name)).toEqual(['Mara Quinn', 'Theo Lindqvist']);
    expect(JSON.parse(world.storage.get('tpx:tilepix:artistGroups')!).value).toHaveLength(5);
  });

  it('has no dropdown when every artist is hidden', async () => {
    const world = buildTestWorld();
    world.api.artistGroupsAnswer = right([{ id: 'h', name: 'Hidden', sortOrder: -1 }]);
    const artists = world.container.get(ArtistStore);
    await artists.loadGroups();
    expect(artists.hasArtists).toBe(false);
    expect(artists.artistPage('hidden')).toEqual({ status: 'notFound' });
  });

  it("says 'Failed to check if tenant have artist groups' when they cannot be loaded", async () => {
    const world = buildTestWorld();
    world.api.artistGroupsAnswer = serverDown;
    const artists = world.container.get(ArtistStore);
    await artists.loadGroups();
    expect(artists.groupsStatus).toBe('failed');
    expect(artists.groupsError).toBe('Failed to check if tenant have artist groups');
    expect(artists.hasArtists).toBe(false);
  });

  it('uses stored groups at once and keeps them when the refresh fails', async () => {
    const world = buildTestWorld();
    world.storage.set('tpx:tilepix:artistGroups', encodeStored(seededArtistGroups(), 0));
    world.api.artistGroupsAnswer = serverDown;
    const artists = world.container.get(ArtistStore);
    const loading = artists.loadGroups();
    expect(artists.hasArtists).toBe(true);
    await loading;
    expect(artists.groupsError).toBeNull();
  });

  it('shows the designs of the artist page the page came with at once (issue 27), without asking the API; a later visit asks', async () => {
    const world = buildTestWorld();
    const boot = PageFirstPaintData.fromBoot({
      tenantId: 'tilepix',
      artist: {
        artistName: 'Mara Quinn',
        products: [{ id: 'primaryBlocks', name: 'Primary Blocks', urlSlug: 'primary-blocks', price: '24.00', variants: [] }],
      },
    });
    if (world.container.isBound(FirstPaintData)) world.container.unbind(FirstPaintData);
    world.container.bind(FirstPaintData).toConstantValue(boot);
    const artists = world.container.get(ArtistStore);
    const page = artists.artistPage('mara-quinn');
    expect(page.status === 'ready' && page.products.map((p) => p.name)).toEqual(['Primary Blocks']);
    await artists.loadArtist('mara-quinn');
    expect(world.api.catalogueCalls).toEqual([]);
    await artists.loadArtist('mara-quinn');
    expect(world.api.catalogueCalls).toEqual(['artist:mara-quinn']);
  });

  it("loads an artist's products by slug and keeps them per artist", async () => {
    const world = buildTestWorld();
    const artists = world.container.get(ArtistStore);
    await artists.loadGroups();
    await artists.loadArtist('Mara Quinn');
    await artists.loadArtist('theo-lindqvist');
    const page = artists.artistPage('mara-quinn');
    expect(page.status === 'ready' && page.products.map((p) => p.name)).toEqual(['Primary Blocks', 'Sunset Stripes']);
    expect(artists.artist('mara-quinn')?.collectionName).toBe('Colour Fields');
    expect(Object.keys(JSON.parse(world.storage.get('tpx:tilepix:artistProducts')!).value)).toEqual(['mara-quinn', 'theo-lindqvist']);
  });

  it("says 'Failed to fetch artist products' when they cannot be loaded, and not found for an unknown artist", async () => {
    const world = buildTestWorld();
    const artists = world.container.get(ArtistStore);
    world.api.artistProductsAnswer = () => serverDown;
    await artists.loadArtist('mara-quinn');
    expect(artists.artistPage('mara-quinn')).toEqual({ status: 'failed', message: 'Failed to fetch artist products' });
    world.api.artistProductsAnswer = () => left({ code: 'api/not-found', status: 404, message: 'Artist not found.' });
    await artists.loadArtist('nobody');
    expect(artists.artistPage('nobody')).toEqual({ status: 'notFound' });
  });
});

describe('FaqStore', () => {
  it('loads the promoted articles once', async () => {
    const world = buildTestWorld();
    const faqs = world.container.get(FaqStore);
    await faqs.load();
    await faqs.load();
    expect(faqs.articles[0]?.title).toBe('How do TilePix stick to the wall?');
    expect(world.api.catalogueCalls).toEqual(['articles']);
  });

  it('reports a failure and says so', async () => {
    const world = buildTestWorld();
    world.api.articlesAnswer = serverDown;
    const faqs = world.container.get(FaqStore);
    await faqs.load();
    expect(faqs.error).toBe(FAQ_LOAD_FAILED);
  });
});

describe('PageTitleStore', () => {
  it('holds a title for one path only', () => {
    const titles = buildTestWorld().container.get(PageTitleStore);
    titles.set('/products/tilepix', 'Photo Tile 8x8');
    expect(titles.titleFor('/products/tilepix')).toBe('Photo Tile 8x8');
    expect(titles.titleFor('/shop-all')).toBeUndefined();
    titles.clear('/shop-all');
    expect(titles.titleFor('/products/tilepix')).toBe('Photo Tile 8x8');
    titles.clear('/products/tilepix');
    expect(titles.current).toBeNull();
  });
});
