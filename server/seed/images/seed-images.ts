import type { FileStore } from '../../files/file-store-port';
import { thumbnailName } from '../../../src/domain/imaging/upload-media';
import { designs, looks, portrait, products, View, type Look } from './looks';
import { hex, Raster } from './raster';
import { WALL_ROOMS } from '../../../src/domain/wall/rooms';
import { roomLooks } from './rooms';

/** One generated file: its storage key (path under the files folder), size and picture. */
export interface SeedImage {
  readonly key: string;
  readonly width: number;
  readonly height: number;
  readonly look: Look;
  /** Photos are JPEG; flat artwork is PNG (smaller and much faster to encode). */
  readonly format: 'jpeg' | 'png';
}

/** Where a stored file is served (the `/files/*` route). */
export const fileUrl = (key: string): string => `/files/${key}`;

const image = (key: string, size: number | [number, number], look: Look): SeedImage => {
  const [width, height] = typeof size === 'number' ? [size, size] : size;
  return { key, width, height, look, format: key.endsWith('.jpg') ? 'jpeg' : 'png' };
};

const tinted =
  (look: Look, tint: string, alpha: number): Look =>
  (view) => {
    look(view);
    view.tint(hex(tint), alpha);
  };

/** Sizes (DESIGN §8 and the catalogue issue): modest, so that the first start stays fast. */
export const SIZES = { product: 1000, heroProduct: 1600, thumb: 400, design: 1000, lowRes: 300, large: 2400 } as const;

/** Product pictures and their thumbnails. */
export const productImages = {
  tileBlack: image('products/photo-tile-black.png', SIZES.heroProduct, products.framedTile('#000000', looks.sunset)),
  tileWhite: image('products/photo-tile-white.png', SIZES.product, products.framedTile('#F5F5F5', looks.mountains)),
  tileGray: image('products/photo-tile-gray.png', SIZES.product, products.framedTile('#B8B8B8', looks.sea)),
  thumbBlack: image('products/photo-tile-black-thumb.png', SIZES.thumb, products.framedTile('#000000', looks.sunset)),
  thumbWhite: image('products/photo-tile-white-thumb.png', SIZES.thumb, products.framedTile('#F5F5F5', looks.mountains)),
  thumbGray: image('products/photo-tile-gray-thumb.png', SIZES.thumb, products.framedTile('#B8B8B8', looks.sea)),
  wallPads: image('products/wall-pad-kit.png', SIZES.product, products.wallPads),
  membership: image('products/membership.png', SIZES.product, products.membership),
  gift: image('products/gift-tile.png', SIZES.product, products.gift),
  coastlineFramed: image('products/coastline-tile.png', SIZES.product, products.framedTile('#F5F5F5', looks.sea, true)),
  coastline: image('designs/coastline.png', SIZES.design, looks.sea),
  cityFramed: image('products/city-lights-tile.png', SIZES.product, products.framedTile('#000000', looks.city)),
  city: image('designs/city-lights.png', SIZES.design, looks.city),
  // Each frame colour's picture of the ready-made designs (issue 32: choosing a colour shows it).
  coastlineBlack: image('products/coastline-tile-black.png', SIZES.product, products.framedTile('#000000', looks.sea, true)),
  coastlineGray: image('products/coastline-tile-gray.png', SIZES.product, products.framedTile('#B8B8B8', looks.sea, true)),
  cityWhite: image('products/city-lights-tile-white.png', SIZES.product, products.framedTile('#F5F5F5', looks.city)),
  cityGray: image('products/city-lights-tile-gray.png', SIZES.product, products.framedTile('#B8B8B8', looks.city)),
  monogram: image('products/monogram-laurel-tile.png', SIZES.product, products.monogram),
} as const;

/** Artists' designs (one deliberately low-resolution) and the artist group pictures. */
export const artistImages = {
  blocks: image('artists/designs/primary-blocks.png', SIZES.design, designs.blocks),
  stripes: image('artists/designs/sunset-stripes.png', SIZES.design, designs.stripes),
  rings: image('artists/designs/target-rings.png', SIZES.design, designs.rings),
  waves: image('artists/designs/deep-waves.png', SIZES.design, designs.waves),
  dots: image('artists/designs/night-dots.png', SIZES.design, designs.dots),
  leaves: image('artists/designs/pressed-leaves.png', SIZES.design, designs.leaves),
  /** 300 x 300: below 62.5 ppi x 8 in = 500 px, so the printing tool must warn about it. */
  sketch: image('artists/designs/pocket-sketch.png', SIZES.lowRes, designs.sketch),
  // Illustrated portraits (issue 32 item 7), under new file names: a data folder seeded before gets
  // them too (the seed never rewrites a file it holds).
  maraQuinn: image(
    'artists/mara-quinn-portrait.png',
    SIZES.thumb,
    portrait({ backdrop: ['#cdb4db', '#ffc8dd'], skin: '#f1c9a5', hair: '#5a3825', top: '#6d597a', longHair: true }),
  ),
  theoLindqvist: image(
    'artists/theo-lindqvist-portrait.png',
    SIZES.thumb,
    portrait({ backdrop: ['#a8dadc', '#e0f2f1'], skin: '#f6d7b8', hair: '#d9b26f', top: '#2a9d8f' }),
  ),
  adaOkafor: image(
    'artists/ada-okafor-portrait.png',
    SIZES.thumb,
    portrait({ backdrop: ['#ffd6a5', '#ffadad'], skin: '#8d5524', hair: '#1b1b1b', top: '#e76f51', longHair: true }),
  ),
  junePark: image(
    'artists/june-park-portrait.png',
    SIZES.thumb,
    portrait({ backdrop: ['#bde0fe', '#e2eafc'], skin: '#e8c39e', hair: '#232323', top: '#264653' }),
  ),
  archive: image('artists/archive-studio.png', SIZES.thumb, designs.dots),
} as const;

export interface AlbumPhotoSeed {
  readonly album: string;
  readonly fileName: string;
  readonly width: number;
  readonly height: number;
  readonly look: Look;
}

const photo = (album: string, n: number, size: [number, number], look: Look): AlbumPhotoSeed => ({
  album,
  fileName: `IMG_${String(100 + n).padStart(4, '0')}.${n % 3 === 1 ? 'jpg' : 'png'}`,
  width: size[0],
  height: size[1],
  look,
});

const LANDSCAPE: [number, number] = [1200, 900];
const PORTRAIT: [number, number] = [900, 1200];
const SQUARE: [number, number] = [1000, 1000];

/** The public albums' photos: 14 in two albums, landscape, portrait and square, one large. */
export const albumPhotos: readonly AlbumPhotoSeed[] = [
  photo('summer-trip', 1, LANDSCAPE, looks.sea),
  photo('summer-trip', 2, PORTRAIT, looks.sunset),
  photo('summer-trip', 3, SQUARE, looks.mountains),
  photo('summer-trip', 4, LANDSCAPE, tinted(looks.sea, '#ffb703', 0.18)),
  photo('summer-trip', 5, [SIZES.large, SIZES.large], looks.meadow),
  photo('summer-trip', 6, PORTRAIT, tinted(looks.mountains, '#6d597a', 0.2)),
  photo('summer-trip', 7, LANDSCAPE, looks.city),
  photo('around-the-house', 1, SQUARE, looks.bloom),
  photo('around-the-house', 2, LANDSCAPE, tinted(looks.bloom, '#8ecae6', 0.25)),
  photo('around-the-house', 3, PORTRAIT, tinted(looks.meadow, '#f28482', 0.2)),
  photo('around-the-house', 4, SQUARE, tinted(looks.sunset, '#219ebc', 0.2)),
  photo('around-the-house', 5, LANDSCAPE, tinted(looks.city, '#ffafcc', 0.15)),
  photo('around-the-house', 6, PORTRAIT, tinted(looks.bloom, '#ffd166', 0.2)),
  photo('around-the-house', 7, SQUARE, looks.meadow),
];

/** A shared photo's storage keys: under 'shared/', the thumbnail adds '_tmb' before the extension. */
export const albumPhotoKeys = (p: Pick<AlbumPhotoSeed, 'album' | 'fileName'>) => ({
  key: `shared/${p.album}/${p.fileName}`,
  keyThumb: `shared/${p.album}/${thumbnailName(p.fileName)}`,
  fileNameThumb: thumbnailName(p.fileName),
});

const thumbSize = (width: number, height: number): [number, number] => {
  const scale = SIZES.thumb / Math.max(width, height);
  return [Math.round(width * scale), Math.round(height * scale)];
};

/** The wall preview's rooms (issue 35), at the size their stored scale is measured in. */
export const roomImages: readonly SeedImage[] = WALL_ROOMS.map((room) => image(room.key, [room.size.width, room.size.height], roomLooks[room.id]));

/** Every file the seed writes. */
export function allSeedImages(): SeedImage[] {
  return [
    ...roomImages,
    ...Object.values(productImages),
    ...Object.values(artistImages),
    ...albumPhotos.flatMap((p) => {
      const keys = albumPhotoKeys(p);
      return [image(keys.key, [p.width, p.height], p.look), image(keys.keyThumb, thumbSize(p.width, p.height), p.look)];
    }),
  ];
}

/** Renders and encodes one image. */
export function renderSeedImage(spec: SeedImage): Buffer {
  const raster = new Raster(spec.width, spec.height);
  spec.look(new View(raster));
  return spec.format === 'jpeg' ? raster.toJpeg(82) : raster.toPng();
}

/**
 * Writes the seed's images to the file store, skipping those it holds already: the first start pays
 * for them once, later starts nothing (an empty object, left by a crash mid-seed, is rewritten). No
 * network: every picture is drawn here.
 */
export async function writeSeedImages(store: FileStore): Promise<{ written: number; ms: number }> {
  const started = performance.now();
  let written = 0;
  for (const spec of allSeedImages()) {
    if (((await store.head(spec.key))?.size ?? 0) > 0) continue;
    await store.put(spec.key, renderSeedImage(spec), spec.format === 'jpeg' ? 'image/jpeg' : 'image/png');
    written++;
  }
  return { written, ms: Math.round(performance.now() - started) };
}
