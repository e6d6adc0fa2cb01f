import { cents } from '../../src/domain/money';
import type { Product } from '../../src/domain/catalog';
import { createProject, createTile, type Project, type ProjectSeed, type Tile } from '../../src/domain/project';

/** The seeded tile product: black, white and gray variants at 14.00. */
export const tileProduct: Product = {
  id: 'tilepix',
  name: 'TilePix 8x8',
  price: cents(1400),
  variants: [
    { id: 'v-black', name: 'Black', price: cents(1400), sku: 'TPX-B' },
    { id: 'v-white', name: 'White', price: cents(1400), sku: 'TPX-W' },
    { id: 'v-gray', name: 'Gray', price: cents(1400), sku: 'TPX-G' },
  ],
  shortNameSingular: 'tile',
  shortNamePlural: 'tiles',
};

export const seed = (id: string, now = 1_000, extra: Partial<ProjectSeed> = {}): ProjectSeed => ({
  id,
  now,
  cartToken: 'cart-1',
  productId: 'tilepix',
  ...extra,
});

export const tile = (id: string, extra: Partial<Tile> = {}): Tile => ({
  ...createTile({ id, width: 1200, height: 1200, imagePath: `photos/${id}.jpg` }),
  ...extra,
});

export const project = (id: string, extra: Partial<Project> = {}): Project => ({
  ...createProject(seed(id)),
  tiles: [tile(`${id}-t1`)],
  ...extra,
});
