/**
 * What the seeded stores sell: the products (tiles, the gift tile, wall pads, membership, rewards, the
 * artists' designs) and the groups they are listed in. Which tenant sells which is catalogue.ts's.
 */
import type { ProductVariantWire, ProductWire } from '../../src/contract/product';
import { artistImages, fileUrl, productImages } from './images/seed-images';

/** A seeded product: the wire form plus what only the server knows (listing and order). */
export interface ProductSeed extends ProductWire {
  /** Listed products are returned by get_customizable_products (shop-all); artist products are not. */
  readonly listed: boolean;
  readonly sortOrder: number;
}

/** A shop-all collection or an artist partnership group. */
export interface GroupSeed {
  readonly id: string;
  readonly kind: 'collection' | 'artist';
  readonly name: string;
  readonly sortOrder: number;
  readonly collectionName?: string;
  readonly imageUrl?: string;
  readonly tags?: string[];
  readonly defaultProduct?: string;
}

/** The storage key of the SVG template product's template (written by the seed beside the images). */
export const MONOGRAM_TEMPLATE_KEY = 'templates/monogram.svg';

/** Variant ids of the priced tile options; the same ids as the store config's shopifyIds. */
export const VARIANT_IDS = {
  black: 'gid://shopify/ProductVariant/41000000001',
  white: 'gid://shopify/ProductVariant/41000000002',
  gray: 'gid://shopify/ProductVariant/41000000003',
  gift: 'gid://shopify/ProductVariant/41000000004',
  rewardBlack: 'gid://shopify/ProductVariant/41000000005',
  rewardWhite: 'gid://shopify/ProductVariant/41000000006',
  rewardGray: 'gid://shopify/ProductVariant/41000000007',
  wallPad: 'gid://shopify/ProductVariant/41000000008',
  membership: 'gid://shopify/ProductVariant/41000000009',
} as const;

const url = (image: { key: string }) => fileUrl(image.key);

/** SPEC §3 tile options: mats (none, gray, white) and filters. */
const MATS = ['#FFFFFF00', '#939598FF', '#FFFFFFFF'];
const FILTERS = ['color', 'grayScale'];

/** The print fields of an 8 x 8 inch tile printed at 300 ppi, accepting photos from 62.5 ppi. */
const tilePrint = {
  widthInches: 8,
  heightInches: 8,
  minInputPpi: 62.5,
  minInputImageWidth: 500,
  minInputImageHeight: 500,
  outputImageWidth: 2400,
  outputImageHeight: 2400,
  matInches: 1,
  mats: MATS,
  filters: FILTERS,
  defaultOrientation: 'Portrait' as const,
  orientationEligible: false,
  shortNameSingular: 'tile',
  shortNamePlural: 'tiles',
};

/**
 * What the product page tells shoppers about a framed tile (issue 32): how far it stands off the
 * wall, what it is made of, how it hangs, and when it ships. Pick-up stores add their lead time.
 */
const tileDetails = {
  depthInches: 0.75,
  materials: 'Photo print on rigid board, in a moulded frame with a scratch-resistant face',
  hangingMethod: 'A reusable adhesive pad on the back: no nails or holes, and it lifts off and moves without marks',
  shipDaysMin: 3,
  shipDaysMax: 5,
};

/** The frame colours' pictures, Black, White and Gray, on each variant of that name. */
const withPictures = (variants: ProductVariantWire[], pictures: readonly [{ key: string }, { key: string }, { key: string }]): ProductVariantWire[] =>
  variants.map((v, i) => ({ ...v, imageUrl: url(pictures[i]!) }));

const frameVariants = (prefix: string, price: string, ids?: { black: string; white: string; gray: string }): ProductVariantWire[] => [
  { id: ids?.black ?? `${prefix}-black`, name: 'Black', price, sku: `${prefix.toUpperCase()}-BLK` },
  { id: ids?.white ?? `${prefix}-white`, name: 'White', price, sku: `${prefix.toUpperCase()}-WHT` },
  { id: ids?.gray ?? `${prefix}-gray`, name: 'Gray', price, sku: `${prefix.toUpperCase()}-GRY` },
];

export const COLLECTIONS = {
  photoTiles: { id: 'photo-tiles', kind: 'collection', name: 'Photo Tiles', sortOrder: 1, tags: ['tiles'], defaultProduct: 'tilepix' },
  readyToHang: { id: 'ready-to-hang', kind: 'collection', name: 'Ready to Hang', sortOrder: 2, tags: ['precustomized'] },
  gifts: { id: 'gifts', kind: 'collection', name: 'Gifts', sortOrder: 3, tags: ['gift'] },
  accessories: { id: 'accessories', kind: 'collection', name: 'Accessories', sortOrder: 4, tags: ['wall-pads'] },
} as const satisfies Record<string, GroupSeed>;

export const member = (group: GroupSeed, productSortOrder: number) => ({
  id: group.id,
  name: group.name,
  ...(group.tags ? { tags: group.tags } : {}),
  ...(group.defaultProduct ? { defaultProduct: group.defaultProduct } : {}),
  productSortOrder,
});

/** The 8 x 8 photo tile: black, white and gray frames, 14.00; 'wood8x8' is its old slug. */
export const photoTile = (id: string, urlSlug: string, name: string): ProductSeed => ({
  id,
  name,
  urlSlug,
  slug: 'wood8x8',
  price: '14.00',
  sku: 'TPX-TILE-8X8',
  imageUrls: [url(productImages.tileBlack), url(productImages.tileWhite), url(productImages.tileGray)],
  variants: withPictures(frameVariants('tile', '14.00', VARIANT_IDS), [productImages.tileBlack, productImages.tileWhite, productImages.tileGray]).map(
    (v, i) => ({
      ...v,
      toolThumbs: { Primary: url([productImages.thumbBlack, productImages.thumbWhite, productImages.thumbGray][i]!) },
    }),
  ),
  ...tilePrint,
  ...tileDetails,
  groups: [member(COLLECTIONS.photoTiles, 1)],
  listed: true,
  sortOrder: 1,
});

export const largeTile: ProductSeed = {
  id: 'largeTile12x12',
  name: 'Large Photo Tile 12x12',
  urlSlug: 'large-photo-tile',
  price: '29.00',
  sku: 'TPX-TILE-12X12',
  imageUrls: [url(productImages.tileWhite)],
  variants: withPictures(frameVariants('large', '29.00'), [productImages.tileBlack, productImages.tileWhite, productImages.tileGray]),
  ...tilePrint,
  ...tileDetails,
  depthInches: 1,
  // The printed area is 11.5 in; the framed tile on the wall measures 12 in (cards show the latter).
  widthInches: 11.5,
  heightInches: 11.5,
  physicalWidthInches: 12,
  physicalHeightInches: 12,
  minInputImageWidth: 719,
  minInputImageHeight: 719,
  outputImageWidth: 3450,
  outputImageHeight: 3450,
  groups: [member(COLLECTIONS.photoTiles, 2)],
  listed: true,
  sortOrder: 2,
};

export const monogramTile: ProductSeed = {
  id: 'monogramTile',
  name: 'Monogram Tile 8x8',
  urlSlug: 'monogram-tile',
  price: '18.00',
  sku: 'TPX-MONO-8X8',
  imageUrls: [url(productImages.monogram)],
  variants: frameVariants('mono', '18.00'),
  ...tilePrint,
  ...tileDetails,
  svgTemplateUrl: fileUrl(MONOGRAM_TEMPLATE_KEY),
  svgTemplateData: JSON.stringify({ initials: 'TP', font: 'serif' }),
  svgClipPath: 'M200 200H800V800H200Z',
  groups: [member(COLLECTIONS.photoTiles, 3)],
  listed: true,
  sortOrder: 3,
};

/** Precustomized at the product level: the design is fixed, the shopper picks the frame. */
export const coastlineTile: ProductSeed = {
  id: 'coastlineTile',
  name: 'Coastline Tile',
  urlSlug: 'coastline-tile',
  price: '16.00',
  sku: 'TPX-COAST',
  imageUrls: [url(productImages.coastlineFramed), url(productImages.coastline)],
  variants: withPictures(frameVariants('coast', '16.00'), [productImages.coastlineBlack, productImages.coastlineFramed, productImages.coastlineGray]),
  ...tilePrint,
  ...tileDetails,
  precustomizedImageUrl: url(productImages.coastline),
  groups: [member(COLLECTIONS.readyToHang, 1)],
  listed: true,
  sortOrder: 4,
};

/** Precustomized at the variant level only (SPEC §3: "or any variant"). */
export const cityLightsTile: ProductSeed = {
  id: 'cityLightsTile',
  name: 'City Lights Tile',
  urlSlug: 'city-lights-tile',
  price: '16.00',
  sku: 'TPX-CITY',
  imageUrls: [url(productImages.cityFramed), url(productImages.city)],
  variants: withPictures(frameVariants('city', '16.00'), [productImages.cityFramed, productImages.cityWhite, productImages.cityGray]).map((v) => ({
    ...v,
    precustomizedImageUrl: url(productImages.city),
  })),
  ...tilePrint,
  ...tileDetails,
  groups: [member(COLLECTIONS.readyToHang, 2)],
  listed: true,
  sortOrder: 5,
};

export const giftTile: ProductSeed = {
  id: 'giftTile',
  name: 'Gift Tile',
  urlSlug: 'gift-tile',
  price: '14.00',
  sku: 'TPX-GIFT',
  imageUrls: [url(productImages.gift)],
  variants: [{ id: VARIANT_IDS.gift, name: 'Gift Tile', price: '14.00', sku: 'TPX-GIFT' }],
  shortNameSingular: 'gift tile',
  shortNamePlural: 'gift tiles',
  groups: [member(COLLECTIONS.gifts, 1)],
  listed: true,
  sortOrder: 6,
};

export const wallPadKit: ProductSeed = {
  id: 'wallPadKit',
  name: 'Wall Pad Kit',
  urlSlug: 'wall-pad-kit',
  price: '5.00',
  sku: 'TPX-WALLPAD',
  imageUrls: [url(productImages.wallPads)],
  variants: [{ id: VARIANT_IDS.wallPad, name: 'Standard', price: '5.00', sku: 'TPX-WALLPAD' }],
  physicalWidthInches: 2,
  physicalHeightInches: 2,
  shortNameSingular: 'kit',
  shortNamePlural: 'kits',
  groups: [member(COLLECTIONS.accessories, 1)],
  listed: true,
  sortOrder: 7,
};

/** Not listed in shop-all: the home page's membership section and get_product reach it. */
export const membership: ProductSeed = {
  id: 'membership',
  name: 'Membership',
  urlSlug: 'membership',
  price: '99.00',
  sku: 'TPX-MEMBER',
  imageUrls: [url(productImages.membership)],
  variants: [{ id: VARIANT_IDS.membership, name: 'One year', price: '99.00', sku: 'TPX-MEMBER' }],
  shortNameSingular: 'membership',
  shortNamePlural: 'memberships',
  listed: false,
  sortOrder: 8,
};

/** Reward tiles: free black, white and gray tiles; not listed. */
export const rewardTile: ProductSeed = {
  id: 'rewardTile',
  name: 'Reward Tile',
  urlSlug: 'reward-tile',
  price: '0.00',
  sku: 'TPX-REWARD',
  imageUrls: [url(productImages.tileBlack)],
  variants: frameVariants('reward', '0.00', { black: VARIANT_IDS.rewardBlack, white: VARIANT_IDS.rewardWhite, gray: VARIANT_IDS.rewardGray }),
  ...tilePrint,
  listed: false,
  sortOrder: 9,
};

/** Artist partnership groups; 'Archive Studio' has a negative sortOrder, so it is never listed. */
export const ARTISTS = {
  maraQuinn: { id: 'mara-quinn', kind: 'artist', name: 'Mara Quinn', collectionName: 'Colour Fields', imageUrl: url(artistImages.maraQuinn), sortOrder: 1 },
  theoLindqvist: {
    id: 'theo-lindqvist',
    kind: 'artist',
    name: 'Theo Lindqvist',
    collectionName: 'Tides',
    imageUrl: url(artistImages.theoLindqvist),
    sortOrder: 2,
  },
  adaOkafor: { id: 'ada-okafor', kind: 'artist', name: 'Ada Okafor', collectionName: 'Garden Notes', imageUrl: url(artistImages.adaOkafor), sortOrder: 3 },
  junePark: { id: 'june-park', kind: 'artist', name: 'June Park', collectionName: 'Sketchbook', imageUrl: url(artistImages.junePark), sortOrder: 4 },
  archive: {
    id: 'archive-studio',
    kind: 'artist',
    name: 'Archive Studio',
    collectionName: 'Retired Prints',
    imageUrl: url(artistImages.archive),
    sortOrder: -1,
  },
} as const satisfies Record<string, GroupSeed>;

const artistProduct = (id: string, name: string, artist: GroupSeed, design: { key: string }, order: number): ProductSeed => ({
  id,
  name,
  urlSlug: id.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
  price: '24.00',
  sku: `ART-${id.toUpperCase()}`,
  imageUrls: [url(design)],
  variants: frameVariants(id, '24.00'),
  ...tilePrint,
  precustomizedImageUrl: url(design),
  groups: [member(artist, order)],
  listed: false,
  sortOrder: 100 + order,
});

export const artistProducts: ProductSeed[] = [
  artistProduct('primaryBlocks', 'Primary Blocks', ARTISTS.maraQuinn, artistImages.blocks, 1),
  artistProduct('sunsetStripes', 'Sunset Stripes', ARTISTS.maraQuinn, artistImages.stripes, 2),
  artistProduct('targetRings', 'Target Rings', ARTISTS.theoLindqvist, artistImages.rings, 1),
  artistProduct('deepWaves', 'Deep Waves', ARTISTS.theoLindqvist, artistImages.waves, 2),
  artistProduct('nightDots', 'Night Dots', ARTISTS.adaOkafor, artistImages.dots, 1),
  artistProduct('pressedLeaves', 'Pressed Leaves', ARTISTS.adaOkafor, artistImages.leaves, 2),
  // The design is 300 x 300 px: deliberately below 62.5 ppi x 8 in.
  artistProduct('pocketSketch', 'Pocket Sketch 3', ARTISTS.junePark, artistImages.sketch, 1),
  artistProduct('archiveDots', 'Archive Dots', ARTISTS.archive, artistImages.dots, 1),
];
