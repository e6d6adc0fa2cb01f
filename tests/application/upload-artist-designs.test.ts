import { left } from 'fp-ts/Either';
import { configure } from 'mobx';
import { beforeEach, describe, expect, it } from 'vitest';
import { ArtistStore } from '../../src/application/catalog/artist-store';
import { CatalogStore } from '../../src/application/catalog/catalog-store';
import { ProjectStore } from '../../src/application/printing/project-store';
import { StoredPhotoAdder } from '../../src/application/upload/stored-photos';
import { ArtistDesignsStore, artistDesigns } from '../../src/application/upload/artist-designs';
import type { Product, ProductVariant } from '../../src/domain/catalog';
import { buildTestWorld, type TestWorld } from '../fixtures/fakes';

configure({ enforceActions: 'always' });

const variant = (id: string, name: string, precustomizedImageUrl?: string): ProductVariant =>
  ({ id, name, price: 1000, sku: id, ...(precustomizedImageUrl ? { precustomizedImageUrl } : {}) }) as unknown as ProductVariant;
const product = (id: string, extra: Partial<Product>): Product => ({ id, name: id, price: 1000, sku: id, variants: [], ...extra }) as unknown as Product;

describe('artistDesigns', () => {
  it('lists precustomized products once, each variant with its own image or else the product one', () => {
    const products = [
      product('plain', { variants: [variant('p1', 'Black')] }),
      product('coast', { precustomizedImageUrl: '/coast.jpg', variants: [variant('c1', 'Black'), variant('c2', 'White', '/coast-white.jpg')] }),
      product('city', { variants: [variant('y1', 'Black'), variant('y2', 'White', '/city.jpg')] }),
      product('coast', { precustomizedImageUrl: '/coast.jpg', variants: [variant('c1', 'Black')] }),
      product('empty', { precustomizedImageUrl: '/e.jpg' }),
    ];
    expect(artistDesigns(products)).toEqual([
      {
        productId: 'coast',
        name: 'coast',
        variants: [
          { id: 'c1', name: 'Black', imageUrl: '/coast.jpg' },
          { id: 'c2', name: 'White', imageUrl: '/coast-white.jpg' },
        ],
      },
      { productId: 'city', name: 'city', variants: [{ id: 'y2', name: 'White', imageUrl: '/city.jpg' }] },
    ]);
  });
});

describe('ArtistDesignsStore', () => {
  let world: TestWorld;
  let designs: ArtistDesignsStore;

  beforeEach(() => {
    world = buildTestWorld();
    designs = new ArtistDesignsStore(world.container.get(CatalogStore), world.container.get(ArtistStore));
  });

  it("lists the listed artists' products and the catalogue's precustomized ones; settled once all have answered (the picker then draws More sources)", async () => {
    const loading = designs.load();
    expect(designs.settled).toBe(false);
    await loading;
    expect(designs.settled).toBe(true);
    const names = designs.designs.map((d) => d.name);
    expect(names).toEqual(expect.arrayContaining(['Coastline Tile', 'City Lights Tile', 'Primary Blocks']));
    expect(designs.designs.every((d) => d.variants.length > 0)).toBe(true);
    expect(world.api.catalogueCalls).toContain('products');
    expect(world.api.catalogueCalls.some((c) => c.startsWith('artist:'))).toBe(true);
  });

  it('still lists the catalogue designs when the artists cannot be fetched', async () => {
    world.api.artistGroupsAnswer = left({ code: 'api/network', message: 'down' } as never);
    await designs.load();
    expect(designs.settled).toBe(true);
    expect(designs.designs.map((d) => d.name)).toEqual(expect.arrayContaining(['Coastline Tile', 'City Lights Tile']));
  });

  it('selects designs with their first variant, switches variants, and adds them as Artists tiles with the variantId', async () => {
    await designs.load();
    const coast = designs.designs.find((d) => d.name === 'Coastline Tile')!;
    const blocks = designs.designs.find((d) => d.name === 'Primary Blocks')!;
    designs.toggle(coast);
    designs.toggle(blocks);
    designs.toggle(blocks);
    designs.toggle(blocks);
    const second = coast.variants[1]!;
    designs.chooseVariant(coast, second.id);
    designs.chooseVariant(coast, 'no-such-variant');
    expect(designs.selection).toEqual([
      { url: second.imageUrl, variantId: second.id },
      { url: blocks.variants[0]!.imageUrl, variantId: blocks.variants[0]!.id },
    ]);

    for (const chosen of designs.selection) world.probe.sizes.set(chosen.url, { width: 2000, height: 2000 });
    expect(await world.container.get(StoredPhotoAdder).add(designs.selection, 'Artists')).toBe(2);
    const tiles = world.container.get(ProjectStore).active.tiles;
    expect(tiles.map((t) => [t.imagePath, t.metadata.source, t.metadata.variantId])).toEqual([
      [second.imageUrl, 'Artists', second.id],
      [blocks.variants[0]!.imageUrl, 'Artists', blocks.variants[0]!.id],
    ]);
    designs.clear();
    expect(designs.selection).toEqual([]);
  });
});
