import { sizedPictureAddress, sizedPictureSources, type SizedPictureSources } from '../../domain/imaging/sized-picture';

/**
 * The catalogue's pictures at the size the page draws them (issue 27). They are stored at up to 1600 px
 * (a 57 KB PNG for the photo tile), so each picture asks the store's derivatives (JPEG, cached) with a
 * `sizes` that follows its box in the CSS: the browser fetches the one its width and pixel density
 * need. The server's render and the head's preload use the same sources, so hydration matches and the
 * preload is the very file the picture draws. Addresses that are not the store's files are drawn as
 * they are (no `srcSet`, no `sizes`).
 */
export interface PictureSources extends SizedPictureSources {
  readonly sizes?: string;
}

/**
 * A card is half a phone's width, a third or a quarter of the page on wider screens (catalog.module.css's
 * grid): at most ~300 CSS px.
 */
const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

/**
 * The product page's main picture (product.module.css `.mainImage`, the page's LCP): the page's width
 * less its 16 px gutters on a phone (358 px at 390); from 900 px the gallery is 1.1 of 2.1 shares of
 * the content less the 48 px gap: (100vw − 32 − 48) × 11/21 up to the content's 1168 px (587 px, from
 * 1200) or 1288 px (650 px, from 1400: tokens.css `--tpx-content-max`).
 */
const PRODUCT_MAIN_SIZES = '(min-width: 1400px) 650px, (min-width: 1200px) 587px, (min-width: 900px) calc((100vw - 80px) * 0.524), calc(100vw - 32px)';

/**
 * /buy-wallpads draws the same picture in its standalone frame (catalog.module.css `.standalone`: at
 * most 880 px less 16 px gutters): the frame's width on a phone, 1.1 of 2.1 shares of its 848 px less
 * the gap from 900 px (419 px).
 */
const STANDALONE_MAIN_SIZES = '(min-width: 900px) 420px, calc(100vw - 32px)';

/** A product thumbnail button is 64 CSS px: the smallest derivative covers it at up to 4× density. */
const THUMBNAIL_EDGE = 256;

const withSizes = (sources: SizedPictureSources, sizes: string): PictureSources => (sources.srcSet ? { ...sources, sizes } : sources);

/** A product or artist card's picture. */
export const cardPicture = (src: string, photoBases: readonly string[]): PictureSources =>
  withSizes(sizedPictureSources(src, { edges: [256, 512, 800], fallback: 512 }, photoBases), CARD_SIZES);

/** The main picture of a product's page (`standalone`: /buy-wallpads' frame); up to 1600 px for a 3× phone or a wide screen. */
export const productMainPicture = (src: string, photoBases: readonly string[], frame: 'page' | 'standalone' = 'page'): PictureSources =>
  withSizes(
    sizedPictureSources(src, { edges: [512, 800, 1200, 1600], fallback: 800 }, photoBases),
    frame === 'page' ? PRODUCT_MAIN_SIZES : STANDALONE_MAIN_SIZES,
  );

/** A product page's thumbnail (and other pictures of a few dozen CSS px: the artists menu, an order's photos). */
export const thumbnailPicture = (src: string, photoBases: readonly string[]): string => sizedPictureAddress(src, THUMBNAIL_EDGE, photoBases);
