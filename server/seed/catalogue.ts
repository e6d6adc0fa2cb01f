import type { ArtistGroupWire } from '../../src/contract/artist';
import type { ProductWire } from '../../src/contract/product';
import { DRUGSTORE_TENANT, PHARMACY_TENANT } from '../../src/domain/tenant/tenant-profiles';
import { DRUGSTORE_TILE_PRODUCT_ID } from './tenants';
import {
  ARTISTS,
  artistProducts,
  cityLightsTile,
  coastlineTile,
  COLLECTIONS,
  giftTile,
  largeTile,
  member,
  membership,
  monogramTile,
  photoTile,
  rewardTile,
  wallPadKit,
  type GroupSeed,
  type ProductSeed,
} from './catalogue-products';

export interface TenantCatalogue {
  readonly products: readonly ProductSeed[];
  readonly groups: readonly GroupSeed[];
}

/** The pick-up chains print framed tiles in store: ready in about an hour (their stores' usual lead time). */
const pickedUp = (p: ProductSeed): ProductSeed => (p.shipDaysMin !== undefined ? { ...p, pickupHours: 1 } : p);

const allGroups = [...Object.values(COLLECTIONS), ...Object.values(ARTISTS)];

/**
 * Each tenant's catalogue. The default store sells everything; the pharmacy tenant the same (its
 * tenant record allows black frames only); the drugstore tenant its one forced tile product (the domain's id) plus pads,
 * the gift tile, membership, rewards and the artists.
 */
export function catalogueFor(tenantId: string): TenantCatalogue {
  if (tenantId === PHARMACY_TENANT) {
    // Every frame colour is in the catalogue: which ones sell is the tenant record's limits (black only
    // as seeded), so an admin who allows another colour at /admin/tenants sells it from the next call.
    return { products: defaultProducts().map(pickedUp), groups: allGroups };
  }
  if (tenantId === DRUGSTORE_TENANT) {
    const forced = DRUGSTORE_TILE_PRODUCT_ID;
    const products = [photoTile(forced, 'cvs-photo-tile', 'Photo Tile 8x8'), giftTile, wallPadKit, membership, rewardTile, ...artistProducts]
      .map((p) => (p.id === forced ? { ...p, groups: [member({ ...COLLECTIONS.photoTiles, defaultProduct: forced }, 1)] } : p))
      .map(pickedUp);
    return { products, groups: [COLLECTIONS.photoTiles, COLLECTIONS.gifts, COLLECTIONS.accessories, ...Object.values(ARTISTS)] };
  }
  return { products: defaultProducts(), groups: allGroups };
}

function defaultProducts(): ProductSeed[] {
  return [
    photoTile('tilepix', 'tilepix', 'Photo Tile 8x8'),
    largeTile,
    monogramTile,
    coastlineTile,
    cityLightsTile,
    giftTile,
    wallPadKit,
    membership,
    rewardTile,
    ...artistProducts,
  ];
}

/** The artist groups of a tenant in wire form (every one, hidden ones too: the client filters). */
export function artistGroupsFor(tenantId: string): ArtistGroupWire[] {
  return catalogueFor(tenantId)
    .groups.filter((g) => g.kind === 'artist')
    .toSorted((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((g) => ({
      id: g.id,
      name: g.name,
      sortOrder: g.sortOrder,
      ...(g.collectionName ? { collectionName: g.collectionName } : {}),
      ...(g.imageUrl ? { imageUrl: g.imageUrl } : {}),
    }));
}

/** The monogram product's SVG template: a border and a clip window for the photo. */
export const MONOGRAM_TEMPLATE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">
  <title>Monogram tile template</title>
  <rect width="1000" height="1000" fill="#f8f9fa"/>
  <rect x="60" y="60" width="880" height="880" fill="none" stroke="#343a40" stroke-width="16"/>
  <rect x="200" y="200" width="600" height="600" fill="#dee2e6" stroke="#adb5bd" stroke-width="4" stroke-dasharray="24 12"/>
  <circle cx="500" cy="110" r="22" fill="#e4572e"/>
  <circle cx="500" cy="890" r="22" fill="#e4572e"/>
  <path d="M120 500h60M820 500h60" stroke="#343a40" stroke-width="10"/>
</svg>
`;

/** A seeded product as the API sends it (without the server-only listing fields). */
export function productWire(seed: ProductSeed): ProductWire {
  const { listed: _listed, sortOrder: _sortOrder, ...wire } = seed;
  return wire;
}

/** What get_customizable_products answers for a tenant: listed products in their order. */
export function listedProductsFor(tenantId: string): ProductWire[] {
  return catalogueFor(tenantId)
    .products.filter((p) => p.listed)
    .toSorted((a, b) => a.sortOrder - b.sortOrder)
    .map(productWire);
}

/** What artist/{artistName} answers: the artist's products in their order, or null for no such artist. */
export function artistProductsFor(tenantId: string, artistSlug: string): ProductWire[] | null {
  const { products, groups } = catalogueFor(tenantId);
  const artist = groups.find((g) => g.kind === 'artist' && g.name.toLowerCase().replace(/ /g, '-') === artistSlug.toLowerCase());
  if (!artist) return null;
  const order = (p: ProductSeed) => p.groups?.find((g) => g.id === artist.id)?.productSortOrder ?? 0;
  return products
    .filter((p) => p.groups?.some((g) => g.id === artist.id))
    .toSorted((a, b) => order(a) - order(b))
    .map(productWire);
}
