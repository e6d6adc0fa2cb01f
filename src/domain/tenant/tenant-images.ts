/**
 * A tenant's images (issue #17), picked by an admin from the asset library: the header's logo
 * (SPEC §2 Shell "Header: logo, …") and the partner tenant's wall-tile guide (SPEC §2 "Product
 * instructions page"). The server stores the asset's id and reads its address and size from the
 * library, never from the request; the storefront draws the image at a size known before it loads
 * (no layout shift), computed here so the server's first screen and the app draw the same box.
 */
export interface TenantImage {
  /** The asset of the library (its id). */
  readonly assetId: string;
  /** Where the storefront reads it (`/files/assets/<id>.<ext>`). */
  readonly url: string;
  /** The image's size in pixels, as the library recorded it from the decoded bytes. */
  readonly width: number;
  readonly height: number;
}

/** The images a tenant may have, with the words that name them. */
export const TENANT_IMAGE_FIELDS = {
  logo: 'Logo',
  wallTileGuideImage: 'Wall-tile guide image',
} as const;
export type TenantImageField = keyof typeof TENANT_IMAGE_FIELDS;

/**
 * The logo's box in the header, in CSS pixels: at most this tall (inside the 44 px touch target of a
 * 64 px bar, so the header's height never changes) and at most this wide (the bar's other items keep
 * their place; narrow screens scale it down further in CSS, keeping its proportions).
 */
export const LOGO_BOX = { maxWidth: 160, maxHeight: 32 } as const;

/** The wall-tile guide's drawn width (the page's figure; CSS scales it down on narrow screens). */
export const GUIDE_WIDTH = 720;
/** Today's bundled guide drawing, shown when the tenant has none of its own. */
export const DEFAULT_GUIDE_SIZE = { width: 720, height: 405 } as const;

type Size = { readonly width: number; readonly height: number };

/** The logo's drawn size: its proportions kept, as large as fits LOGO_BOX; whole pixels, never 0. */
export function logoSize(image: Size): Size {
  const scale = Math.min(LOGO_BOX.maxHeight / image.height, LOGO_BOX.maxWidth / image.width);
  return { width: Math.max(1, Math.round(image.width * scale)), height: Math.max(1, Math.round(image.height * scale)) };
}

/** The guide's drawn size: GUIDE_WIDTH wide, its proportions kept. */
export function guideImageSize(image: Size): Size {
  return { width: GUIDE_WIDTH, height: Math.max(1, Math.round((GUIDE_WIDTH * image.height) / image.width)) };
}
