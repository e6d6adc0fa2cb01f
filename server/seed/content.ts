import type { FaqArticleWire } from '../../src/contract/faq';
import type { LayoutWire } from '../../src/contract/layout';
import { fixedLayout, FIXED_LAYOUT_SIZES } from '../../src/domain/layouts/layouts';
import { albumPhotoKeys, albumPhotos } from './images/seed-images';

/** The fixed wall layouts (3, 6, 9, 16, 21, 34, 49, 100 frames) of a tenant's main tile product. */
export function layoutsFor(productId: string): LayoutWire[] {
  return FIXED_LAYOUT_SIZES.map((size) => {
    const layout = fixedLayout(size, productId);
    return {
      name: layout.name,
      productId,
      numFrames: layout.numFrames,
      positions: layout.positions.map((p) => ({ positionX: p.positionX, positionY: p.positionY })),
      images: [...layout.images],
    };
  });
}

export interface AlbumSeed {
  readonly id: string;
  readonly name: string;
  readonly position: number;
}

export const albumSeeds: readonly AlbumSeed[] = [
  { id: 'summer-trip', name: 'Summer Trip', position: 1 },
  { id: 'around-the-house', name: 'Around the House', position: 2 },
];

/** The album photos as rows: storage keys under 'shared/', '_tmb' thumbnails, pixel sizes. */
export const albumImageSeeds = albumPhotos.map((p, position) => ({
  albumId: p.album,
  fileName: p.fileName,
  ...albumPhotoKeys(p),
  width: p.width,
  height: p.height,
  position,
}));

/** Promoted help-centre articles for /faqs. Bodies are HTML, sanitised by the client. */
export const faqSeeds: readonly FaqArticleWire[] = [
  {
    id: 360001,
    position: 1,
    title: 'How do TilePix stick to the wall?',
    body: '<p>Every tile has a magnetic pad on the back. Peel the liner, press the pad on a clean wall for 30 seconds, then snap the tile on. See <a href="/product-instructions">how to hang your tiles</a>.</p>',
  },
  {
    id: 360002,
    position: 2,
    title: 'Will they damage my walls?',
    body: '<p>No. The pads hold firmly but come off cleanly: no nails, no holes, no paint pulled off. You can move tiles around as often as you like.</p>',
  },
  {
    id: 360003,
    position: 3,
    title: 'What size are the tiles?',
    body: '<p>Our classic tile is <strong>8 x 8 inches</strong>. The large tile measures 12 x 12 inches on the wall.</p>',
  },
  {
    id: 360004,
    position: 4,
    title: 'What photos work best?',
    body: '<p>Any photo from your phone works. For the sharpest print, use photos of at least 500 x 500 pixels; we warn you when a photo is too small.</p><ul><li>Upload from your device</li><li>Pick from a public album</li></ul>',
  },
  {
    id: 360005,
    position: 5,
    title: 'How much do tiles cost?',
    body: '<p>Tiles are $14.00 each, with volume discounts: 10% off at 10 tiles, 20% at 20, 30% at 30 and 40% at 40 or more.</p>',
  },
  {
    id: 360006,
    position: 6,
    title: 'How long does shipping take?',
    body: '<p>Most orders ship within 2 business days and arrive 3 to 5 days later anywhere in the United States.</p>',
  },
];
